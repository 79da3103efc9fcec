import { readFileSync } from 'node:fs'
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

/** An enquiry for a stock car of hedin-se, as the car page's form sends it. */
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
    values: {
      car: cards[0]!.id,
      name: 'Åsa Öberg',
      phone: '0701234567',
      email: 'asa@example.com',
      quote: false,
      testDrive: false,
    },
  })
}
