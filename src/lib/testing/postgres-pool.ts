/** Test support for the int tests that run Payload on a PostgreSQL database of their own. */

type PgPoolClient = { release(): void; _activeQuery?: unknown; _queryQueue?: unknown[] }
export type PgPool = { end(): Promise<void>; _clients: PgPoolClient[]; _idle: { client: PgPoolClient }[] }

const busy = (client: PgPoolClient) => Boolean(client._activeQuery) || (client._queryQueue?.length ?? 0) > 0

/**
 * Ends the Postgres adapter's pool. The adapter checks one client out at connect (to reconnect on
 * ECONNRESET) and never releases it, so `pool.end()` alone would wait for it forever. A query
 * still under way finishes first: releasing its client now, pg-pool would release it again when
 * the query ends and throw "Release called on client which has already been released".
 */
export async function closePool(pool: PgPool, waitMs = 5_000): Promise<void> {
  const until = Date.now() + waitMs
  while (pool._clients.some(busy) && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 20))
  const idle = new Set(pool._idle.map((i) => i.client))
  const held = pool._clients.filter((c) => !idle.has(c) && !busy(c))
  const ended = pool.end()
  for (const client of held) client.release()
  await ended
}
