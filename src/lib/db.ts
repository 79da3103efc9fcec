import type { Payload } from 'payload'

type PingableAdapter = {
  pool?: { query: (sql: string) => Promise<unknown> }
  client?: { execute: (sql: string) => Promise<unknown> }
}

/** Answers whether the database takes a trivial query within `timeoutMs`. */
export async function pingDatabase(payload: Payload, timeoutMs = 2000): Promise<boolean> {
  const adapter = payload.db as unknown as PingableAdapter
  const query = adapter.pool
    ? adapter.pool.query('select 1')
    : adapter.client
      ? adapter.client.execute('select 1')
      : Promise.reject(new Error('unknown database adapter'))
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('database ping timed out')), timeoutMs)
  })
  try {
    await Promise.race([query, timeout])
    return true
  } catch {
    return false
  } finally {
    clearTimeout(timer)
  }
}
