import { expect, test } from '@playwright/test'
import { serverUrl } from './helpers'
import { e2eDatabaseFile, enquiryBody, lockDatabase } from './server-data'

/**
 * Issue 15 item 9 on the production build: with the SQLite file locked by another process the
 * server keeps answering; an enquiry, which must be stored, gets a short 503 the browser retries,
 * /healthz says why, and both are back to normal once the lock is gone.
 */
test('a locked database gives 503 from an enquiry and from /healthz, then 2xx after release', async ({ request }) => {
  const body = await enquiryBody(request)
  const enquiry = (id: string) =>
    request.post(serverUrl('hedin-se', '/api/forms/comhub'), { data: body(id), timeout: 30_000 })
  const health = () => request.get(serverUrl('hedin-se', '/healthz'), { timeout: 30_000 })
  expect((await health()).status()).toBe(200)

  const lock = await lockDatabase(e2eDatabaseFile())
  try {
    const unhealthy = await health()
    expect(unhealthy.status()).toBe(503)
    expect(await unhealthy.json()).toMatchObject({
      status: 'unavailable',
      reason: 'the database is locked',
      database: { ok: false, fault: 'locked' },
    })
    const refused = await enquiry(crypto.randomUUID())
    expect(refused.status()).toBe(503)
    expect(await refused.json()).toMatchObject({ error: 'unavailable' })
    // Pages are read from the database too; a writer's lock does not stop readers.
    expect((await request.get(serverUrl('hedin-se', '/'))).status()).toBe(200)
  } finally {
    await lock.release()
  }

  expect((await health()).status()).toBe(200)
  expect((await enquiry(crypto.randomUUID())).status()).toBe(202)
})
