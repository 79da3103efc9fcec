import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { EnvError, parseCacheEnv, parseEnv } from './env'

const dataDir = () => mkdtempSync(path.join(tmpdir(), 'rc-env-'))

describe('environment', () => {
  it('defaults to an embedded SQLite database under the data directory', () => {
    const dir = dataDir()
    const env = parseEnv({ DATA_DIR: dir })
    expect(env.databaseKind).toBe('sqlite')
    expect(env.databaseUrl).toBe(`file:${path.join(dir, 'retail-cloud.db')}`)
    expect(env.PORT).toBe(3000)
    expect(env.serverUrl).toBe('http://localhost:3000')
  })

  it('uses PostgreSQL for a postgres URL and SQLite for a file URL', () => {
    expect(parseEnv({ DATA_DIR: dataDir(), DATABASE_URL: 'postgres://u@db:5432/retail' }).databaseKind).toBe('postgres')
    expect(parseEnv({ DATA_DIR: dataDir(), DATABASE_URL: 'postgresql://u@db/retail' }).databaseKind).toBe('postgres')
    expect(parseEnv({ DATA_DIR: dataDir(), DATABASE_URL: 'file:./x.db' }).databaseUrl).toBe('file:./x.db')
  })

  it('generates a local secret once and keeps it', () => {
    const dir = dataDir()
    const first = parseEnv({ DATA_DIR: dir }).payloadSecret
    expect(first).toMatch(/^[0-9a-f]{64}$/)
    expect(parseEnv({ DATA_DIR: dir }).payloadSecret).toBe(first)
    expect(parseEnv({ DATA_DIR: dir, PAYLOAD_SECRET: 'x'.repeat(32) }).payloadSecret).toBe('x'.repeat(32))
  })

  it('stops with a message naming each invalid variable', () => {
    const attempt = () =>
      parseEnv({ DATA_DIR: dataDir(), PORT: 'eighty', DATABASE_URL: 'mysql://x', PAYLOAD_SECRET: 'short' })
    expect(attempt).toThrow(EnvError)
    expect(attempt).toThrow(/PORT/)
    expect(attempt).toThrow(/DATABASE_URL/)
    expect(attempt).toThrow(/PAYLOAD_SECRET/)
  })

  it('treats empty strings as unset', () => {
    expect(parseEnv({ DATA_DIR: dataDir(), DATABASE_URL: '', PORT: '' }).databaseKind).toBe('sqlite')
  })
})

describe('search settings', () => {
  it('default to the in-process engine on the application database, with open search and ingest off', () => {
    const env = parseEnv({ DATA_DIR: dataDir(), DATABASE_URL: 'file:./app.db' })
    expect(env.SEARCH_ENGINE).toBe('memory')
    expect(env.searchDatabaseUrl).toBe('file:./app.db')
    expect(env.SEARCH_API_KEY).toBeUndefined()
    expect(env.INGEST_API_KEY).toBeUndefined()
    const dir = dataDir()
    expect(parseEnv({ DATA_DIR: dir }).searchDatabaseUrl).toBe(`file:${path.join(dir, 'retail-cloud.db')}`)
  })

  it('SEARCH_DATABASE_URL puts the search store in a database of its own', () => {
    const env = parseEnv({
      DATA_DIR: dataDir(),
      SEARCH_ENGINE: 'postgres',
      SEARCH_DATABASE_URL: 'postgresql://u@search/inventory',
    })
    expect(env.searchDatabaseUrl).toBe('postgresql://u@search/inventory')
    expect(env.databaseKind).toBe('sqlite')
    expect(() => parseEnv({ DATA_DIR: dataDir(), SEARCH_DATABASE_URL: 'mysql://x' })).toThrow(/SEARCH_DATABASE_URL/)
  })

  it('the postgres engine needs a postgres database', () => {
    expect(
      parseEnv({ DATA_DIR: dataDir(), SEARCH_ENGINE: 'postgres', DATABASE_URL: 'postgres://u@db/r' }).SEARCH_ENGINE,
    ).toBe('postgres')
    const attempt = () => parseEnv({ DATA_DIR: dataDir(), SEARCH_ENGINE: 'postgres' })
    expect(attempt).toThrow(EnvError)
    expect(attempt).toThrow(/SEARCH_ENGINE: postgres needs a postgres:\/\/ SEARCH_DATABASE_URL/)
    expect(() =>
      parseEnv({
        DATA_DIR: dataDir(),
        SEARCH_ENGINE: 'postgres',
        DATABASE_URL: 'postgres://u@db/r',
        SEARCH_DATABASE_URL: 'file:./s.db',
      }),
    ).toThrow(/SEARCH_ENGINE/)
    expect(() => parseEnv({ DATA_DIR: dataDir(), SEARCH_ENGINE: 'elastic' })).toThrow(/SEARCH_ENGINE/)
  })

  it('an ingest key must be at least 16 characters', () => {
    expect(() => parseEnv({ DATA_DIR: dataDir(), INGEST_API_KEY: 'short' })).toThrow(/INGEST_API_KEY/)
    expect(parseEnv({ DATA_DIR: dataDir(), INGEST_API_KEY: 'k'.repeat(16), SEARCH_API_KEY: 's' })).toMatchObject({
      INGEST_API_KEY: 'k'.repeat(16),
      SEARCH_API_KEY: 's',
    })
  })
})

describe('shared cache settings', () => {
  it('leave the cache on each instance when REDIS_URL is unset', () => {
    expect(parseEnv({ DATA_DIR: dataDir() }).REDIS_URL).toBeUndefined()
    expect(parseCacheEnv({ REDIS_URL: '' })).toEqual({
      REDIS_URL: undefined,
      REDIS_KEY_PREFIX: 'retail-cloud:',
      PAGE_CACHE_MB: 256,
      IMAGE_CACHE_MB: 512,
    })
  })

  it('bound the per-instance page cache in MB, refusing sizes that are not whole MB in range', () => {
    expect(parseCacheEnv({ PAGE_CACHE_MB: '64' }).PAGE_CACHE_MB).toBe(64)
    for (const bad of ['0', '8', 'lots', '1.5', '99999']) {
      expect(() => parseCacheEnv({ PAGE_CACHE_MB: bad })).toThrow(/PAGE_CACHE_MB/)
    }
  })

  it('bound the optimised images on disk in MB, refusing sizes that are not whole MB in range', () => {
    expect(parseCacheEnv({ IMAGE_CACHE_MB: '2048' }).IMAGE_CACHE_MB).toBe(2048)
    for (const bad of ['0', '8', 'lots', '1.5', '9999999']) {
      expect(() => parseCacheEnv({ IMAGE_CACHE_MB: bad })).toThrow(/IMAGE_CACHE_MB/)
    }
  })

  it('take a redis:// or rediss:// URL and a key prefix', () => {
    expect(parseEnv({ DATA_DIR: dataDir(), REDIS_URL: 'redis://cache:6379/2' }).REDIS_URL).toBe('redis://cache:6379/2')
    expect(parseCacheEnv({ REDIS_URL: 'rediss://u:p@cache.example.com', REDIS_KEY_PREFIX: 'shop-a:' })).toEqual({
      REDIS_URL: 'rediss://u:p@cache.example.com',
      REDIS_KEY_PREFIX: 'shop-a:',
      PAGE_CACHE_MB: 256,
      IMAGE_CACHE_MB: 512,
    })
  })

  it('stop with a message naming REDIS_URL or REDIS_KEY_PREFIX when invalid', () => {
    for (const bad of ['localhost:6379', 'http://cache:6379', 'not a url']) {
      expect(() => parseCacheEnv({ REDIS_URL: bad })).toThrow(EnvError)
      expect(() => parseCacheEnv({ REDIS_URL: bad })).toThrow(/REDIS_URL: must be a redis:\/\/ or rediss:\/\/ URL/)
      expect(() => parseEnv({ DATA_DIR: dataDir(), REDIS_URL: bad })).toThrow(/REDIS_URL/)
    }
    expect(() => parseCacheEnv({ REDIS_KEY_PREFIX: 'has spaces' })).toThrow(/REDIS_KEY_PREFIX/)
  })
})

describe('trusted proxies', () => {
  it('take a comma-separated list of addresses and CIDR ranges, none by default', () => {
    expect(parseEnv({ DATA_DIR: dataDir() }).TRUSTED_PROXIES).toEqual([])
    expect(
      parseEnv({ DATA_DIR: dataDir(), TRUSTED_PROXIES: '10.0.0.0/8, 192.168.1.5,fd00::/8' }).TRUSTED_PROXIES,
    ).toEqual(['10.0.0.0/8', '192.168.1.5', 'fd00::/8'])
  })

  it('refuse anything that is not an address or range, naming the variable', () => {
    for (const bad of ['proxy.internal', '10.0.0.0/33', '10.0.0', '*']) {
      expect(() => parseEnv({ DATA_DIR: dataDir(), TRUSTED_PROXIES: bad })).toThrow(/TRUSTED_PROXIES/)
    }
  })
})
