import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { createClient, type Client, type Transaction } from '@libsql/client'
import { expect, type APIRequestContext } from '@playwright/test'
import { port, serverUrl } from './helpers'

/** The SQLite file of the end-to-end server (scripts/e2e-server.sh names its data dir). */
export function e2eDatabaseFile(): string {
  const dir = readFileSync(path.join(tmpdir(), `retail-cloud-e2e-${port}.data-dir`), 'utf8').trim()
  return path.join(dir, 'retail-cloud.db')
}

/** Another connection holding the file's write lock, as a second process or `sqlite3` would. */
export async function lockDatabase(file: string): Promise<{ release: () => Promise<void> }> {
  const client: Client = createClient({ url: `file:${file}` })
  const tx: Transaction = await client.transaction('write')
  // The first write takes the lock; it is rolled back on release, so nothing changes.
  await tx.execute('create table e2e_lock_probe (x integer)')
  return {
    release: async () => {
      await tx.rollback()
      client.close()
    },
  }
}

/** Whether any process of the group (a server and anything it started) is still there. */
export function groupAlive(pid: number): boolean {
  try {
    process.kill(-pid, 0)
    return true
  } catch {
    return false
  }
}

export type OwnServer = {
  base: string
  pid: number
  /** the database file of this server */
  dir: string
  exited: Promise<{ code: number | null; signal: string | null }>
  log: () => string
  /** kills what is left of the server and removes its data */
  dispose: () => void
}

/**
 * A server of its own (`npm start`, scripts/start.mjs, on the production build) on a copy of the
 * end-to-end database, for tests that need settings or a fate the shared server must not have:
 * the default rate limits, a SIGTERM. It answers /healthz when this resolves.
 */
export async function startOwnServer(port: number, env: Record<string, string> = {}): Promise<OwnServer> {
  const dir = mkdtempSync(path.join(tmpdir(), 'rc-own-server-'))
  const copy = createClient({ url: `file:${e2eDatabaseFile()}` })
  await copy.execute(`VACUUM INTO '${path.join(dir, 'retail-cloud.db').replaceAll("'", "''")}'`)
  copy.close()

  let log = ''
  const server = spawn(process.execPath, ['scripts/start.mjs'], {
    env: { ...process.env, DATA_DIR: dir, PORT: String(port), LOG_LEVEL: 'warn', LEAD_HUB_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  server.stdout.on('data', (chunk: Buffer) => (log += chunk))
  server.stderr.on('data', (chunk: Buffer) => (log += chunk))
  const exited = new Promise<{ code: number | null; signal: string | null }>((resolve) =>
    server.on('exit', (code, signal) => resolve({ code, signal })),
  )
  const pid = server.pid!
  const own: OwnServer = {
    base: `http://127.0.0.1:${port}`,
    pid,
    dir,
    exited,
    log: () => log,
    dispose: () => {
      if (groupAlive(pid)) process.kill(-pid, 'SIGKILL')
      rmSync(dir, { recursive: true, force: true })
    },
  }
  try {
    await expect
      .poll(async () => (await fetch(`${own.base}/healthz`).catch(() => null))?.status, { timeout: 120_000 })
      .toBe(200)
  } catch (error) {
    own.dispose()
    throw error
  }
  return own
}

/** An enquiry for a stock car of hedin-se, as the car page's form sends it (filled in 10 s). */
export async function enquiryBody(request: APIRequestContext, base = '') {
  const list = base
    ? `${base}/api/cars/list?site=hedin-se&lang=sv&limit=1&facets=0&car_is_sample=false`
    : serverUrl('hedin-se', '/api/cars/list?site=hedin-se&lang=sv&limit=1&facets=0&car_is_sample=false')
  const res = await request.get(list)
  expect(res.ok()).toBe(true)
  const { cards } = (await res.json()) as { cards: { id: string }[] }
  return (formSubmissionId: string) => ({
    formName: 'car-enquiry',
    formSubmissionId,
    website: '',
    fillMs: 10_000,
    values: {
      car: cards[0]!.id,
      name: 'Åsa Öberg',
      phone: '0701234567',
      // Each submission its own enquiry: the same words again within a minute would be one lead.
      email: `asa-${formSubmissionId.slice(0, 8)}@example.com`,
      quote: false,
      testDrive: false,
    },
  })
}
