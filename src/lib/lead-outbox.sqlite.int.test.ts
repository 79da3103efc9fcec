import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import { buildConfig, getPayload, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { Leads } from '@/cms/collections/leads'
import { Users } from '@/cms/collections/users'
import { DUPLICATE_WINDOW_MS } from '@/modules/forms/duplicates'
import {
  claimedState,
  createOutbox,
  newDeliveryState,
  spamState,
  type LeadMessage,
  type NewLead,
} from '@/modules/forms/outbox'
import { payloadLeadStore } from './lead-outbox'

/**
 * The leads store on a real SQLite database: the unique submission id, the conditional writes
 * the outbox's claims rely on, and what staff may do in the admin. The schema is pushed from the
 * collection (a config of its own), so the test does not depend on the committed migrations.
 */

let payload: Payload
let dir: string

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'rc-leads-'))
  const config = buildConfig({
    secret: randomBytes(24).toString('hex'),
    collections: [Leads, Users],
    db: sqliteAdapter({ client: { url: `file:${path.join(dir, 'leads.db')}` }, push: true }),
    typescript: { autoGenerate: false },
    telemetry: false,
    logger: { options: { level: 'silent' } },
  })
  payload = await getPayload({ config, key: 'lead-outbox-int-test' })
})

afterAll(async () => {
  await payload?.destroy()
  ;(payload?.db as unknown as { client?: { close(): void } }).client?.close()
  rmSync(dir, { recursive: true, force: true })
})

/** A lead; its content (and so its fingerprint) is its own unless `fingerprint` says otherwise. */
const lead = (id: string, fingerprint = `content-of-${id}`): NewLead => ({
  fingerprint,
  spamReason: null,
  formName: 'car-enquiry',
  formSubmissionId: id,
  site: 'hedin-se',
  carId: '11000006',
  carTitle: 'Volvo XC60',
  values: {
    car: '11000006',
    name: 'Åsa Öberg',
    phone: '0701234567',
    email: 'asa@example.se',
    message: '',
    seller: '',
    quote: false,
    testDrive: true,
    toName: 'Hedin Bil Malmö',
    toEmail: 'leads@malmo.example.se',
    source: '',
  },
  recipient: { name: 'Hedin Bil Malmö', email: 'leads@malmo.example.se', siteId: '1104', departmentErpId: null },
})
const uuid = (n: number) => `0b5c3f7e-8a41-4d2b-9c1e-${String(n).padStart(12, '0')}`

describe('leads in the database', () => {
  it('keeps one lead per submission id, even when both arrive at once', async () => {
    const store = payloadLeadStore(async () => payload)
    const now = new Date()
    const [a, b] = await Promise.all([
      store.insert(lead(uuid(1)), newDeliveryState(now), now),
      store.insert(lead(uuid(1)), newDeliveryState(now), now),
    ])
    expect([a.created, b.created].sort()).toEqual([false, true])
    expect(a.lead.id).toBe(b.lead.id)
    expect(a.lead).toMatchObject({
      status: 'pending',
      attempts: 0,
      values: { name: 'Åsa Öberg' },
      recipient: { siteId: '1104' },
    })
    expect(a.lead.nextAttemptAt?.getTime()).toBe(now.getTime())
    const rows = await payload.find({
      collection: 'leads',
      where: { formSubmissionId: { equals: uuid(1) } },
      limit: 10,
    })
    expect(rows.totalDocs).toBe(1)
  })

  it('keeps one lead per content within a minute, even when copies arrive at once', async () => {
    const store = payloadLeadStore(async () => payload)
    const now = new Date()
    const copies = await Promise.all(
      [11, 12, 13].map((n) => store.insert(lead(uuid(n), 'same-words'), newDeliveryState(now), now)),
    )
    expect(copies.filter((copy) => copy.created)).toHaveLength(1)
    expect(new Set(copies.map((copy) => copy.lead.id)).size).toBe(1)

    // Later in the minute, the stored lead answers; a minute on, the same words are a new lead.
    const later = new Date(now.getTime() + DUPLICATE_WINDOW_MS / 2)
    expect(await store.insert(lead(uuid(14), 'same-words'), newDeliveryState(later), later)).toMatchObject({
      created: false,
      lead: { id: copies[0]!.lead.id },
    })
    const next = new Date(Date.now() + DUPLICATE_WINDOW_MS + 1_000)
    expect((await store.insert(lead(uuid(15), 'same-words'), newDeliveryState(next), next)).created).toBe(true)
  })

  it('keeps a spam lead with its reason, never due', async () => {
    const store = payloadLeadStore(async () => payload)
    const now = new Date()
    const { lead: stored } = await store.insert({ ...lead(uuid(16)), spamReason: 'too_fast' }, spamState(), now)
    expect(await store.get(stored.id)).toMatchObject({ status: 'spam', spamReason: 'too_fast', nextAttemptAt: null })
    expect((await store.due(new Date(now.getTime() + 86_400_000), 1000)).map((l) => l.id)).not.toContain(stored.id)
  })

  it('lets exactly one of two writers claim a lead', async () => {
    const store = payloadLeadStore(async () => payload)
    const now = new Date()
    const { lead: stored } = await store.insert(lead(uuid(2)), newDeliveryState(now), now)
    const policy = { baseDelayMs: 1000, maxDelayMs: 60_000, maxAttempts: 5, jitter: 0, leaseMs: 30_000 }
    const expected = { statuses: ['pending', 'delivering'] as const, attempts: 0, dueBy: now }
    const claims = await Promise.all([
      store.transition(stored.id, expected, claimedState(stored, now, policy)),
      store.transition(stored.id, expected, claimedState(stored, now, policy)),
    ])
    expect(claims.filter(Boolean)).toHaveLength(1)
    expect(await store.get(stored.id)).toMatchObject({ status: 'delivering', attempts: 1 })
    // not due: the lease has not ended
    expect(
      await store.transition(stored.id, { ...expected, attempts: 1 }, claimedState(stored, now, policy)),
    ).toBeNull()
  })

  it('lists due leads, oldest first, and delivers them once across two outboxes', async () => {
    const store = payloadLeadStore(async () => payload)
    const hub = { deliver: vi.fn(async (_lead: LeadMessage, _key: string) => {}) }
    const logger = { info: vi.fn(), warn: vi.fn(), error: vi.fn() }
    const a = createOutbox({ store, hub, logger })
    const b = createOutbox({ store: payloadLeadStore(async () => payload), hub, logger })
    const { lead: stored } = await a.submit(lead(uuid(3)))
    const due = await store.due(new Date(), 100)
    expect(due.map((l) => l.formSubmissionId)).toContain(uuid(3))
    await Promise.all([a.deliver(stored.id), b.deliverDue(), a.deliverDue()])
    expect(hub.deliver.mock.calls.filter(([, key]) => key === uuid(3))).toHaveLength(1)
    expect(await store.get(stored.id)).toMatchObject({ status: 'delivered', attempts: 1, lastError: null })
    expect((await store.due(new Date(), 100)).map((l) => l.id)).not.toContain(stored.id)
  })

  it('is hidden from visitors and read-only for staff, apart from sending a failed lead again', async () => {
    const store = payloadLeadStore(async () => payload)
    const { lead: stored } = await store.insert(lead(uuid(4)), newDeliveryState(new Date()), new Date())
    await store.transition(
      stored.id,
      { statuses: ['pending'], attempts: 0 },
      {
        status: 'failed',
        attempts: 20,
        nextAttemptAt: null,
        lastError: 'lead hub answered 503',
        deliveredAt: null,
      },
    )

    await expect(payload.find({ collection: 'leads', overrideAccess: false })).rejects.toThrow()
    await expect(
      payload.create({ collection: 'leads', data: { ...lead(uuid(5)) } as never, overrideAccess: false }),
    ).rejects.toThrow()

    const staff = await payload.create({
      collection: 'users',
      data: { email: 'staff@example.com', password: 'a-long-staff-password' },
    })
    const user = { ...staff, collection: 'users' as const }
    expect((await payload.find({ collection: 'leads', overrideAccess: false, user })).totalDocs).toBeGreaterThan(0)
    await expect(
      payload.delete({ collection: 'leads', id: Number(stored.id), overrideAccess: false, user }),
    ).rejects.toThrow()

    const updated = await payload.update({
      collection: 'leads',
      id: Number(stored.id),
      data: { retry: true, carTitle: 'Changed by staff', recipient: { name: 'x', email: 'x@example.com' } },
      overrideAccess: false,
      user,
    })
    expect(updated).toMatchObject({ retry: false, status: 'pending', attempts: 0, carTitle: 'Volvo XC60' })
    expect(await store.get(stored.id)).toMatchObject({
      status: 'pending',
      attempts: 0,
      recipient: { email: 'leads@malmo.example.se' },
      lastError: 'lead hub answered 503',
    })
    expect((await store.due(new Date(), 100)).map((l) => l.id)).toContain(stored.id)
  })
})
