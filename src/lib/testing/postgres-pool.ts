/** Test support for the int tests that run Payload on a PostgreSQL database of their own. */

type PgPoolClient = { release(): void }
export type PgPool = { end(): Promise<void>; _clients: PgPoolClient[]; _idle: { client: PgPoolClient }[] }

/**
 * Ends the Postgres adapter's pool. The adapter checks one client out at connect (to reconnect on
 * ECONNRESET) and never releases it, so `pool.end()` alone would wait for it forever.
 */
export async function closePool(pool: PgPool): Promise<void> {
  const idle = new Set(pool._idle.map((i) => i.client))
  const held = pool._clients.filter((c) => !idle.has(c))
  const ended = pool.end()
  for (const client of held) client.release()
  await ended
}
