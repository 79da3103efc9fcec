import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { AfterErrorHook, Payload } from 'payload'

/**
 * Database faults as visitors and operators meet them: a locked or unreachable database is a
 * short 503 within a bounded time, never a frozen process, and `/healthz` says which fault it is.
 */

export type DatabaseFault = 'missing' | 'locked' | 'unreachable' | 'no-schema' | 'timeout'

const FAULT_MESSAGES: Record<DatabaseFault, string> = {
  missing: 'the database file is missing',
  locked: 'the database is locked',
  unreachable: 'the database does not answer',
  'no-schema': 'the database has no schema (run the migrations)',
  timeout: 'the database did not answer in time',
}

/** The database cannot serve now; trying again later may work. Routes answer it with 503. */
export class DatabaseUnavailableError extends Error {
  readonly code = 'DATABASE_UNAVAILABLE'
  constructor(
    readonly fault: DatabaseFault,
    options?: { cause?: unknown },
  ) {
    super(FAULT_MESSAGES[fault], options)
  }
}

type ErrorLike = { code?: unknown; rawCode?: unknown; message?: unknown; cause?: unknown }

/** The error and its causes (drizzle and Payload wrap the driver's error). */
function* chain(error: unknown): Generator<ErrorLike> {
  let current = error
  for (let depth = 0; depth < 8 && current && typeof current === 'object'; depth++) {
    yield current as ErrorLike
    current = (current as ErrorLike).cause
  }
}

const SQLITE_BUSY = 5
const SQLITE_LOCKED = 6

/** SQLite's "another connection holds the lock": the statement did nothing and may be tried again. */
export function isBusy(error: unknown): boolean {
  for (const e of chain(error)) {
    if (e.code === 'SQLITE_BUSY' || e.code === 'SQLITE_LOCKED') return true
    if (typeof e.rawCode === 'number' && ((e.rawCode & 0xff) === SQLITE_BUSY || (e.rawCode & 0xff) === SQLITE_LOCKED))
      return true
  }
  return false
}

/** Connection failures and timeouts of either database: a fault of the service, not of the request. */
const UNAVAILABLE_CODES = new Set([
  'DATABASE_UNAVAILABLE',
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EPIPE',
  // PostgreSQL: statement_timeout or lock_timeout hit, too many connections, server shutting down
  '57014',
  '55P03',
  '53300',
  '57P01',
  '57P03',
  'SQLITE_CANTOPEN',
  'SQLITE_IOERR',
])

export function isDatabaseUnavailable(error: unknown): boolean {
  if (isBusy(error)) return true
  for (const e of chain(error)) {
    if (typeof e.code === 'string' && UNAVAILABLE_CODES.has(e.code)) return true
    // pg-pool's connection timeout and a query cut by query_timeout carry no code
    if (typeof e.message === 'string' && /timeout exceeded when trying to connect|Query read timeout/i.test(e.message))
      return true
  }
  return false
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/**
 * Runs `run` again while SQLite answers "busy", with growing waits, until `timeoutMs` has
 * passed; then a DatabaseUnavailableError('locked'). The libsql driver runs statements
 * synchronously, so SQLite's own busy timeout would wait with the event loop blocked (every
 * request of the process frozen); waiting here between tries keeps the process answering.
 */
export async function retryWhileBusy<T>(
  run: () => Promise<T>,
  timeoutMs: number,
  afterBusy?: () => Promise<void>,
): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (let wait = 5; ; wait = Math.min(wait * 2, 200)) {
    try {
      return await run()
    } catch (error) {
      if (!isBusy(error)) throw error
      await afterBusy?.()
      const left = deadline - Date.now()
      if (left <= 0) throw new DatabaseUnavailableError('locked', { cause: error })
      await sleep(Math.min(wait, left))
    }
  }
}

type LibsqlTransaction = { commit: () => Promise<void>; close: () => void }
type LibsqlClient = {
  execute: (...args: unknown[]) => Promise<unknown>
  batch: (...args: unknown[]) => Promise<unknown>
  executeMultiple: (sql: string) => Promise<void>
  transaction: (...args: unknown[]) => Promise<LibsqlTransaction>
}

const GUARDED = Symbol.for('retail-cloud.busy-guard')
/** The client's own methods, for the health check, which waits for a lock less than requests do. */
const RAW = Symbol.for('retail-cloud.busy-guard.raw')

/**
 * Makes the Payload SQLite connection wait for a lock without blocking the event loop. The
 * client's methods are replaced on the object itself, so drizzle (which holds the same object)
 * goes through them. Only what can safely run again is retried: a statement outside a
 * transaction and a whole batch (both did nothing when SQLite answered busy), the BEGIN of a
 * transaction, and its COMMIT (SQLite's advice for a busy commit).
 */
export function guardSqliteClient(client: unknown, timeoutMs: number): void {
  const target = client as LibsqlClient & {
    [GUARDED]?: true
    [RAW]?: Pick<LibsqlClient, 'execute' | 'batch' | 'executeMultiple'>
  }
  if (!target || typeof target.execute !== 'function' || target[GUARDED]) return
  target[GUARDED] = true
  const execute = target.execute.bind(target)
  const batch = target.batch.bind(target)
  const transaction = target.transaction.bind(target)
  target[RAW] = { execute, batch, executeMultiple: target.executeMultiple.bind(target) }
  // libsql 0.4 leaves a statement that failed "busy" unfinalized until garbage collection: it
  // keeps its connection's read lock, and every later COMMIT there fails ("SQL statements in
  // progress"). Handing that connection to a transaction that is closed at once makes the
  // client open a fresh one for the next try; the old one goes with its statement.
  const detach = async () => {
    try {
      ;(await transaction('deferred')).close()
    } catch {
      // the next try meets the same connection and fails the same way, until the deadline
    }
  }
  target.execute = (...args) => retryWhileBusy(() => execute(...args), timeoutMs, detach)
  target.batch = (...args) => retryWhileBusy(() => batch(...args), timeoutMs, detach)
  target.transaction = async (...args) => {
    const tx = await retryWhileBusy(() => transaction(...args), timeoutMs, detach)
    const commit = tx.commit.bind(tx)
    tx.commit = () => retryWhileBusy(commit, timeoutMs)
    return tx
  }
}

/** Payload's database connection as the two adapters hold it. */
type Adapter = {
  pool?: { query: (sql: string) => Promise<{ rows: Record<string, unknown>[] }> }
  client?: { executeMultiple: (sql: string) => Promise<unknown>; execute: (sql: string) => Promise<unknown> }
}

/** The SQLite file of a `file:` URL; undefined for an in-memory database. */
export function sqliteFile(databaseUrl: string): string | undefined {
  if (!databaseUrl.startsWith('file:') || databaseUrl.includes(':memory:')) return undefined
  const bare = databaseUrl.replace(/\?.*$/, '')
  return bare.startsWith('file://') ? fileURLToPath(bare) : bare.slice('file:'.length)
}

export type DatabaseCheck = { ok: true } | { ok: false; fault: DatabaseFault; reason: string }

const fault = (kind: DatabaseFault): DatabaseCheck => ({ ok: false, fault: kind, reason: FAULT_MESSAGES[kind] })

const isNoSuchTable = (error: unknown) =>
  [...chain(error)].some(
    (e) => e.code === '42P01' || (typeof e.message === 'string' && /no such table/i.test(e.message)),
  )

async function probe(adapter: Adapter, file: string | undefined, lockWaitMs: number): Promise<DatabaseCheck> {
  // A connection keeps the deleted file open and answers from it: look at the path itself.
  if (file !== undefined && !existsSync(file)) return fault('missing')
  try {
    if (adapter.pool) {
      const { rows } = await adapter.pool.query('select count(*) as n from payload_migrations')
      if (Number(rows[0]?.n ?? 0) === 0) return fault('no-schema')
      return { ok: true }
    }
    if (adapter.client) {
      const client = (adapter.client as { [RAW]?: NonNullable<Adapter['client']> })[RAW] ?? adapter.client
      const result = (await client.execute('select count(*) as n from payload_migrations')) as {
        rows: Record<string, unknown>[]
      }
      if (Number(result.rows[0]?.n ?? 0) === 0) return fault('no-schema')
      // Readers are never blocked in WAL mode; taking the write lock (and letting it go at
      // once) is what a lead or an edit would need. One exec call, so no statement is left
      // behind when it fails (see guardSqliteClient).
      await retryWhileBusy(() => client.executeMultiple('BEGIN IMMEDIATE; ROLLBACK'), lockWaitMs)
      return { ok: true }
    }
    return fault('unreachable')
  } catch (error) {
    if (isNoSuchTable(error)) return fault('no-schema')
    if (error instanceof DatabaseUnavailableError) return fault(error.fault)
    if (isBusy(error)) return fault('locked')
    return fault('unreachable')
  }
}

/**
 * Whether the database can serve: the file is there, the schema is migrated, it answers and a
 * write could take the lock, all within `timeoutMs` (Payload's start included).
 */
export async function checkDatabase(
  getPayload: () => Promise<Payload>,
  options: { databaseUrl: string; timeoutMs?: number },
): Promise<DatabaseCheck> {
  const timeoutMs = options.timeoutMs ?? 2000
  const file = sqliteFile(options.databaseUrl)
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<DatabaseCheck>((resolve) => {
    timer = setTimeout(() => resolve(fault('timeout')), timeoutMs)
  })
  const check = async (): Promise<DatabaseCheck> => {
    // Before Payload: a missing file must not be created empty by the check itself.
    if (file !== undefined && !existsSync(file)) return fault('missing')
    let payload: Payload
    try {
      payload = await getPayload()
    } catch (error) {
      return isNoSuchTable(error) ? fault('no-schema') : fault('unreachable')
    }
    return probe(payload.db as unknown as Adapter, file, timeoutMs / 2)
  }
  try {
    return await Promise.race([check(), timeout])
  } finally {
    clearTimeout(timer)
  }
}

/**
 * The CMS's REST and GraphQL answer a locked or unreachable database with 503 and a short
 * message, as our routes do, instead of Payload's 500 "unknown error".
 */
export const databaseFaultsAs503: AfterErrorHook = ({ error }) => {
  if (!isDatabaseUnavailable(error)) return
  return {
    status: 503,
    response: { errors: [{ message: 'The database is busy or unreachable; try again shortly.' }] },
    graphqlResult: { message: 'The database is busy or unreachable; try again shortly.' },
  }
}
