import type { SearchStore } from '../engine'
import { SearchStoreError } from './errors'
import type { SqliteStoreOptions } from './sqlite'

/**
 * Opens the search store the URL names: `file:` is the SQLite file (the one-machine default),
 * `postgres://` or `postgresql://` a PostgreSQL database. Each driver is imported only when used,
 * so a SQLite deployment never loads `pg` and the other way round.
 */
export async function openSearchStore(databaseUrl: string, sqlite: SqliteStoreOptions = {}): Promise<SearchStore> {
  if (databaseUrl.startsWith('file:')) {
    const { openSqliteStore } = await import('./sqlite')
    return openSqliteStore(databaseUrl, sqlite)
  }
  if (/^postgres(ql)?:\/\//.test(databaseUrl)) {
    const { openPostgresStore } = await import('./postgres')
    return openPostgresStore(databaseUrl)
  }
  throw new SearchStoreError(
    'INVALID_STORE_URL',
    `search database URL must start with file:, postgres:// or postgresql://, got '${databaseUrl.split(':')[0]}:'`,
  )
}
