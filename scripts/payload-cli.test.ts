import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'

/**
 * The data-dir marker: a migration where the marker says a database was migrated but its file is
 * gone stops before Payload runs, instead of creating a new, empty database that looks healthy.
 */

let dir: string
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'rc-marker-'))
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

const migrate = (env: Record<string, string>) =>
  spawnSync(process.execPath, ['scripts/payload-cli.mjs', 'migrate'], {
    env: { ...process.env, DATABASE_URL: '', ...env },
    encoding: 'utf8',
    timeout: 60_000,
  })

describe('payload-cli migrate', () => {
  it('refuses to create a new database where the marker says one was migrated', () => {
    const file = path.join(dir, 'retail-cloud.db')
    writeFileSync(path.join(dir, '.database-migrated'), `${file}\n`)
    const run = migrate({ DATA_DIR: dir })
    expect(run.status).toBe(1)
    expect(run.stderr).toContain(`The database ${file} is missing`)
    expect(run.stderr).toContain('DATABASE_INIT=true')
  })

  it('writes the marker after the first migration, and a lost file is then refused', () => {
    const file = path.join(dir, 'retail-cloud.db')
    const first = migrate({ DATA_DIR: dir })
    expect(first.status, first.stderr).toBe(0)
    expect(readFileSync(path.join(dir, '.database-migrated'), 'utf8').trim()).toBe(file)
    rmSync(file)
    expect(migrate({ DATA_DIR: dir }).status).toBe(1)
    expect(existsSync(file)).toBe(false)
  })

  it('rejects a DATABASE_INIT that is neither true nor false', () => {
    writeFileSync(path.join(dir, '.database-migrated'), `${path.join(dir, 'retail-cloud.db')}\n`)
    const run = migrate({ DATA_DIR: dir, DATABASE_INIT: 'yes' })
    expect(run.status).toBe(1)
    expect(run.stderr).toContain('DATABASE_INIT: must be true or false')
  })
})
