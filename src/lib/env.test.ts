import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { EnvError, parseEnv } from './env'

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
