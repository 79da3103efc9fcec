import { describe, expect, it, vi } from 'vitest'
import {
  DEFAULT_RETRY_POLICY,
  LeadHubError,
  claimedState,
  createOutbox,
  isDue,
  newDeliveryState,
  retriedState,
  retryDelayMs,
  settledState,
  type DeliveryState,
  type LeadHub,
  type LeadMessage,
  type NewLead,
  type RetryPolicy,
} from './outbox'
import { DUPLICATE_WINDOW_MS, leadFingerprint } from './duplicates'
import { memoryLeadStore } from './testing/memory-lead-store'

const policy: RetryPolicy = { baseDelayMs: 1000, maxDelayMs: 60_000, maxAttempts: 5, jitter: 0.2, leaseMs: 30_000 }
const T0 = new Date('2026-11-01T10:00:00Z')
const at = (ms: number) => new Date(T0.getTime() + ms)

describe('retry delay', () => {
  it('doubles from the base delay and stops at the cap', () => {
    const nominal = [1, 2, 3, 4, 5, 6, 7, 8].map((n) => retryDelayMs(n, policy, 0.5))
    expect(nominal).toEqual([1000, 2000, 4000, 8000, 16_000, 32_000, 60_000, 60_000])
    expect(retryDelayMs(1000, policy, 0.5)).toBe(60_000)
  })

  it('keeps the jitter within ±20 % of the nominal wait', () => {
    for (let attempt = 1; attempt <= 8; attempt++) {
      const nominal = retryDelayMs(attempt, policy, 0.5)
      for (const random of [0, 0.1, 0.37, 0.5, 0.81, 0.999999]) {
        const delay = retryDelayMs(attempt, policy, random)
        expect(delay).toBeGreaterThanOrEqual(Math.floor(nominal * 0.8))
        expect(delay).toBeLessThanOrEqual(Math.ceil(nominal * 1.2))
      }
      expect(retryDelayMs(attempt, policy, 0)).toBe(Math.round(nominal * 0.8))
    }
  })

  it('gives up after about 14 hours with the default policy', () => {
    const { maxAttempts } = DEFAULT_RETRY_POLICY
    let total = 0
    for (let attempt = 1; attempt < maxAttempts; attempt++) total += retryDelayMs(attempt, DEFAULT_RETRY_POLICY, 0.5)
    expect(total / 3_600_000).toBeGreaterThan(12)
    expect(total / 3_600_000).toBeLessThan(16)
  })
})

describe('delivery states', () => {
  const fresh = newDeliveryState(T0)

  it('a new lead is pending and due at once', () => {
    expect(fresh).toEqual({ status: 'pending', attempts: 0, nextAttemptAt: T0, lastError: null, deliveredAt: null })
    expect(isDue(fresh, T0)).toBe(true)
    expect(isDue(fresh, at(-1))).toBe(false)
  })

  it('a claim counts the attempt and leases the lead', () => {
    const claimed = claimedState(fresh, at(10), policy)
    expect(claimed).toMatchObject({ status: 'delivering', attempts: 1, nextAttemptAt: at(30_010) })
    expect(isDue(claimed, at(30_009))).toBe(false)
    // an instance that died mid-delivery leaves a lead that is due again after the lease
    expect(isDue(claimed, at(30_010))).toBe(true)
  })

  it('success settles the lead as delivered', () => {
    const claimed = claimedState(fresh, T0, policy)
    const done = settledState(claimed, { ok: true }, at(5), policy, 0.5)
    expect(done).toEqual({ status: 'delivered', attempts: 1, nextAttemptAt: null, lastError: null, deliveredAt: at(5) })
    expect(isDue(done, at(10 ** 9))).toBe(false)
  })

  it('a retryable failure waits with backoff; the last allowed attempt or a refusal fails for good', () => {
    const claimed = claimedState({ ...fresh, attempts: 2 }, T0, policy)
    const failure = { ok: false as const, error: 'connect ECONNREFUSED', retryable: true }
    expect(settledState(claimed, failure, at(100), policy, 0.5)).toMatchObject({
      status: 'pending',
      attempts: 3,
      nextAttemptAt: at(100 + 4000),
      lastError: 'connect ECONNREFUSED',
    })
    const last = claimedState({ ...fresh, attempts: policy.maxAttempts - 1 }, T0, policy)
    expect(settledState(last, failure, at(100), policy, 0.5)).toMatchObject({ status: 'failed', nextAttemptAt: null })
    const refused = { ok: false as const, error: 'hub answered 400', retryable: false }
    expect(settledState(claimed, refused, at(100), policy, 0.5)).toMatchObject({ status: 'failed', attempts: 3 })
  })

  it('staff can send failed and waiting leads again, not delivered ones or ones under way', () => {
    const failed: DeliveryState = { ...fresh, status: 'failed', attempts: 5, nextAttemptAt: null, lastError: 'x' }
    expect(retriedState(failed, at(7))).toEqual({ ...failed, status: 'pending', attempts: 0, nextAttemptAt: at(7) })
    expect(retriedState({ ...fresh, status: 'delivered' }, at(7))).toBeNull()
    expect(retriedState({ ...fresh, status: 'delivering' }, at(7))).toBeNull()
  })

  it('staff can release a lead taken for spam: it is due now', () => {
    const spam: DeliveryState = { ...fresh, status: 'spam', nextAttemptAt: null }
    expect(retriedState(spam, at(7))).toEqual({ ...spam, status: 'pending', attempts: 0, nextAttemptAt: at(7) })
    expect(isDue(spam, at(1_000_000))).toBe(false)
  })
})

function memoryStore() {
  const store = memoryLeadStore()
  return { store, rows: store.rows }
}

const content = {
  formName: 'car-enquiry',
  formSubmissionId: '0b5c3f7e-8a41-4d2b-9c1e-2f3a4b5c6d7e',
  site: 'hedin-se',
  carId: '11000006',
  carTitle: 'Volvo XC60',
  values: {
    car: '11000006',
    name: 'Åsa',
    phone: '0701234567',
    email: 'asa@example.se',
    message: '',
    seller: '',
    quote: true,
    testDrive: false,
    toName: 'from the browser',
    toEmail: 'attacker@example.com',
    source: '',
  },
  recipient: { name: 'Hedin Bil Malmö', email: 'leads@malmo.example.se', siteId: '1104', departmentErpId: null },
}
const lead: NewLead = { ...content, fingerprint: leadFingerprint(content), spamReason: null }
/** Another visitor's lead: its own submission id and content. */
const another = (formSubmissionId: string): NewLead => ({ ...lead, formSubmissionId, fingerprint: formSubmissionId })

function setup(deliver: LeadHub['deliver']) {
  const { store, rows } = memoryStore()
  let clock = T0.getTime()
  const hub = { deliver: vi.fn(deliver) }
  const logger = { info: vi.fn(), warn: vi.fn(), error: vi.fn() }
  const outbox = createOutbox({ store, hub, logger, policy, now: () => new Date(clock), random: () => 0.5 })
  return { outbox, store, rows, hub, logger, advance: (ms: number) => (clock += ms) }
}

describe('outbox', () => {
  it('stores a lead once per submission id', async () => {
    const { outbox, rows } = setup(async () => {})
    const first = await outbox.submit(lead)
    const again = await outbox.submit({ ...lead, values: { ...lead.values, message: 'changed' } })
    expect(first.created).toBe(true)
    expect(again).toMatchObject({ created: false, lead: { id: first.lead.id, values: { message: '' } } })
    expect(rows.size).toBe(1)
  })

  it('stores the same content under a new submission id once within a minute, and again after it', async () => {
    const { outbox, rows, advance } = setup(async () => {})
    const first = await outbox.submit(lead)
    advance(DUPLICATE_WINDOW_MS - 1)
    const copy = await outbox.submit({ ...lead, formSubmissionId: '0b5c3f7e-8a41-4d2b-9c1e-000000000002' })
    expect(copy).toMatchObject({ created: false, lead: { id: first.lead.id } })
    advance(1)
    const later = await outbox.submit({ ...lead, formSubmissionId: '0b5c3f7e-8a41-4d2b-9c1e-000000000003' })
    expect(later.created).toBe(true)
    expect(rows.size).toBe(2)
  })

  it('keeps a lead from a bot as spam and never delivers it, until staff release it', async () => {
    const { outbox, store, hub, advance } = setup(async () => {})
    const { lead: stored, created } = await outbox.submit({ ...lead, spamReason: 'honeypot' })
    expect(created).toBe(true)
    expect(stored).toMatchObject({ status: 'spam', spamReason: 'honeypot', nextAttemptAt: null })
    advance(60 * 60_000)
    expect(await outbox.deliverDue()).toBe(0)
    expect(await outbox.deliver(stored.id)).toMatchObject({ status: 'spam' })
    expect(hub.deliver).not.toHaveBeenCalled()

    const released = retriedState(stored, new Date(T0.getTime() + 60 * 60_000))!
    await store.transition(stored.id, { statuses: ['spam'], attempts: 0 }, released)
    expect(await outbox.deliverDue()).toBe(1)
    expect(hub.deliver).toHaveBeenCalledTimes(1)
  })

  it('delivers with the submission id as idempotency key and the server’s recipient', async () => {
    const { outbox, hub, logger } = setup(async () => {})
    const { lead: stored } = await outbox.submit(lead)
    const result = await outbox.deliver(stored.id)
    expect(result).toMatchObject({ status: 'delivered', attempts: 1, deliveredAt: T0 })
    const [message, key] = hub.deliver.mock.calls[0]!
    expect(key).toBe(lead.formSubmissionId)
    expect(message).toEqual<LeadMessage>({
      formName: 'car-enquiry',
      formSubmissionId: lead.formSubmissionId,
      site: 'hedin-se',
      createdAt: T0.toISOString(),
      values: { ...lead.values, toName: 'Hedin Bil Malmö', toEmail: 'leads@malmo.example.se' },
    })
    expect(logger.info).toHaveBeenCalledWith(expect.objectContaining({ attempt: 1 }), 'lead delivered')
    // delivered leads are not delivered again
    expect(await outbox.deliver(stored.id)).toMatchObject({ status: 'delivered' })
    expect(hub.deliver).toHaveBeenCalledTimes(1)
  })

  it('retries a lead while the hub is down and delivers it when the hub is back', async () => {
    let hubUp = false
    const { outbox, hub, advance } = setup(async () => {
      if (!hubUp) throw new Error('connect ECONNREFUSED 127.0.0.1:3199')
    })
    const { lead: stored } = await outbox.submit(lead)
    expect(await outbox.deliver(stored.id)).toMatchObject({
      status: 'pending',
      attempts: 1,
      nextAttemptAt: at(1000),
      lastError: 'connect ECONNREFUSED 127.0.0.1:3199',
    })
    advance(999)
    expect(await outbox.deliverDue()).toBe(0)
    advance(1)
    expect(await outbox.deliverDue()).toBe(1)
    expect((await outbox.deliver(stored.id))?.attempts).toBe(2) // not due yet: no third attempt
    hubUp = true
    advance(2000)
    expect(await outbox.deliverDue()).toBe(1)
    expect(await outbox.deliver(stored.id)).toMatchObject({ status: 'delivered', attempts: 3, lastError: null })
    expect(hub.deliver).toHaveBeenCalledTimes(3)
  })

  it('marks a lead failed when the hub refuses it or attempts run out', async () => {
    const refused = setup(async () => {
      throw new LeadHubError('lead hub answered 422', false)
    })
    const first = await refused.outbox.submit(lead)
    expect(await refused.outbox.deliver(first.lead.id)).toMatchObject({ status: 'failed', attempts: 1 })
    expect(refused.logger.error).toHaveBeenCalled()

    const down = setup(async () => {
      throw new LeadHubError('lead hub answered 503', true)
    })
    const second = await down.outbox.submit(lead)
    for (let i = 0; i < policy.maxAttempts; i++) {
      await down.outbox.deliverDue()
      down.advance(policy.maxDelayMs * 2)
    }
    expect(await down.store.get(second.lead.id)).toMatchObject({ status: 'failed', attempts: policy.maxAttempts })
    expect(await down.outbox.deliverDue()).toBe(0)
  })

  it('lets only one of two instances deliver a lead', async () => {
    const { store } = memoryStore()
    let release!: () => void
    const gate = new Promise<void>((resolve) => (release = resolve))
    const hub = { deliver: vi.fn(() => gate) }
    const logger = { info: vi.fn(), warn: vi.fn(), error: vi.fn() }
    const options = { store, hub, logger, policy, now: () => T0 }
    const a = createOutbox(options)
    const b = createOutbox(options)
    const { lead: stored } = await a.submit(lead)
    const both = Promise.all([a.deliver(stored.id), b.deliverDue()])
    release()
    await both
    expect(hub.deliver).toHaveBeenCalledTimes(1)
    expect(await store.get(stored.id)).toMatchObject({ status: 'delivered', attempts: 1 })
  })

  it('delivers a lead again after the lease of an instance that stopped mid-delivery', async () => {
    const { outbox, store, hub, advance } = setup(async () => {})
    const { lead: stored } = await outbox.submit(lead)
    // an instance claimed it and died: the lead is under way with a lease
    await store.transition(stored.id, { statuses: ['pending'], attempts: 0 }, claimedState(stored, T0, policy))
    expect(await outbox.deliverDue()).toBe(0)
    advance(policy.leaseMs)
    expect(await outbox.deliverDue()).toBe(1)
    expect(await store.get(stored.id)).toMatchObject({ status: 'delivered', attempts: 2 })
    expect(hub.deliver).toHaveBeenCalledTimes(1)
  })

  it('keeps the other instance’s result when its own lease ran out during a slow delivery', async () => {
    const { store } = memoryStore()
    let clock = T0.getTime()
    const logger = { info: vi.fn(), warn: vi.fn(), error: vi.fn() }
    const slow = createOutbox({
      store,
      logger,
      policy,
      now: () => new Date(clock),
      hub: {
        deliver: async () => {
          clock += policy.leaseMs
          // meanwhile another instance takes over the expired lease and delivers
          await createOutbox({
            store,
            logger,
            policy,
            now: () => new Date(clock),
            hub: { deliver: async () => {} },
          }).deliverDue()
          throw new Error('timeout')
        },
      },
    })
    const { lead: stored } = await slow.submit(lead)
    expect(await slow.deliver(stored.id)).toMatchObject({ status: 'delivered', attempts: 2 })
  })

  it('keeps going when one lead cannot be recorded', async () => {
    const { outbox, store, hub, logger } = setup(async () => {})
    const one = await outbox.submit(lead)
    const two = await outbox.submit(another('1b5c3f7e-8a41-4d2b-9c1e-2f3a4b5c6d7e'))
    const transition = store.transition.bind(store)
    store.transition = async (id, expected, next) => {
      if (id === one.lead.id) throw new Error('database locked')
      return transition(id, expected, next)
    }
    expect(await outbox.deliverDue()).toBe(2)
    expect(logger.error).toHaveBeenCalledWith(expect.objectContaining({ leadId: one.lead.id }), expect.any(String))
    expect(await store.get(two.lead.id)).toMatchObject({ status: 'delivered' })
    expect(hub.deliver).toHaveBeenCalledTimes(1)
  })
})

describe('delivery slots', () => {
  /** A fake hub whose calls stay open until the test answers them, one by one. */
  function heldHub() {
    const open = new Map<string, { resolve: () => void; reject: (error: Error) => void }>()
    let most = 0
    const calls: string[] = []
    const hub: LeadHub = {
      deliver: (message, key) =>
        new Promise<void>((resolve, reject) => {
          calls.push(key)
          open.set(key, { resolve, reject })
          most = Math.max(most, open.size)
        }).finally(() => open.delete(key)),
    }
    return { hub, open, calls, most: () => most }
  }

  async function submitted(outbox: ReturnType<typeof createOutbox>, count: number) {
    const ids: string[] = []
    for (let i = 0; i < count; i++) {
      const { lead: stored } = await outbox.submit(another(`lead-${i}`))
      ids.push(stored.id)
    }
    return ids
  }

  const logger = () => ({ info: vi.fn(), warn: vi.fn(), error: vi.fn() })

  it('keeps at most `concurrency` hub calls open and fills a freed slot from the queue at once', async () => {
    const store = memoryLeadStore()
    const held = heldHub()
    const outbox = createOutbox({ store, hub: held.hub, logger: logger(), policy, concurrency: 3, now: () => T0 })
    await submitted(outbox, 7)

    expect(await outbox.pump()).toBe(3)
    await vi.waitFor(() => expect(held.open.size).toBe(3))
    // one answer frees one slot, and the next due lead takes it without waiting for a poll
    held.open.get('lead-0')!.resolve()
    await vi.waitFor(() => expect(held.calls).toHaveLength(4))
    for (;;) {
      const next = held.open.values().next().value
      if (!next) break
      next.resolve()
      await new Promise((resolve) => setImmediate(resolve))
    }
    await vi.waitFor(() => expect([...store.rows.values()].every((row) => row.status === 'delivered')).toBe(true))
    expect(held.most()).toBe(3)
    expect(held.calls.toSorted()).toEqual([0, 1, 2, 3, 4, 5, 6].map((i) => `lead-${i}`))
  })

  it('does not let a hanging hub call hold up the other leads, and times it out as retryable', async () => {
    vi.useFakeTimers({ now: T0 })
    try {
      const store = memoryLeadStore()
      const calls: string[] = []
      const hub: LeadHub = {
        // lead-0 never gets an answer; the others are taken at once
        deliver: async (message, key) => {
          calls.push(key)
          if (key === 'lead-0') await new Promise(() => {})
        },
      }
      const outbox = createOutbox({ store, hub, logger: logger(), policy, concurrency: 2, callTimeoutMs: 5000 })
      const [hanging] = await submitted(outbox, 6)
      await outbox.pump()
      await vi.advanceTimersByTimeAsync(0)
      // the five others went through the one free slot while lead-0's call is still open
      expect(calls.toSorted()).toEqual(['lead-0', 'lead-1', 'lead-2', 'lead-3', 'lead-4', 'lead-5'])
      expect(await store.get(hanging!)).toMatchObject({ status: 'delivering' })
      expect([...store.rows.values()].filter((row) => row.status === 'delivered')).toHaveLength(5)

      await vi.advanceTimersByTimeAsync(5000)
      const timedOut = await store.get(hanging!)
      expect(timedOut).toMatchObject({ status: 'pending', attempts: 1 })
      expect(timedOut?.lastError).toMatch(/did not answer within 5000 ms/)
      expect(outbox.inFlight).toBe(0)
    } finally {
      vi.useRealTimers()
    }
  })

  it('lets a slot freed by an immediate delivery take the next due lead', async () => {
    const store = memoryLeadStore()
    const held = heldHub()
    const outbox = createOutbox({ store, hub: held.hub, logger: logger(), policy, concurrency: 1, now: () => T0 })
    const [first, second] = await submitted(outbox, 2)
    void outbox.deliver(first!)
    await vi.waitFor(() => expect(held.calls).toEqual(['lead-0']))
    // the slot is taken: the second lead waits for it instead of opening a second call
    expect(await outbox.deliver(second!)).toMatchObject({ status: 'pending', attempts: 0 })
    held.open.get('lead-0')!.resolve()
    await vi.waitFor(() => expect(held.calls).toEqual(['lead-0', 'lead-1']))
    held.open.get('lead-1')!.resolve()
    await vi.waitFor(() => expect([...store.rows.values()].every((row) => row.status === 'delivered')).toBe(true))
  })

  it('tries a failed lead again when its backoff ends, without waiting for a poll', async () => {
    vi.useFakeTimers({ now: T0 })
    try {
      const store = memoryLeadStore()
      let calls = 0
      const hub: LeadHub = {
        deliver: async () => {
          if (++calls === 1) throw new LeadHubError('lead hub answered 500', true)
        },
      }
      const outbox = createOutbox({ store, hub, logger: logger(), policy, random: () => 0.5 })
      const [id] = await submitted(outbox, 1)
      await outbox.pump()
      await vi.advanceTimersByTimeAsync(0)
      expect(await store.get(id!)).toMatchObject({ status: 'pending', attempts: 1, nextAttemptAt: at(1000) })
      await vi.advanceTimersByTimeAsync(999)
      expect(calls).toBe(1)
      await vi.advanceTimersByTimeAsync(1)
      expect(await store.get(id!)).toMatchObject({ status: 'delivered', attempts: 2 })
    } finally {
      vi.useRealTimers()
    }
  })

  it('wakes for each failed lead’s own backoff, the later ones too', async () => {
    vi.useFakeTimers({ now: T0 })
    try {
      const store = memoryLeadStore()
      const tries = new Map<string, number>()
      const hub: LeadHub = {
        // every lead's first call here fails
        deliver: async (message, key) => {
          tries.set(key, (tries.get(key) ?? 0) + 1)
          if (tries.get(key) === 1) throw new LeadHubError('lead hub answered 500', true)
        },
      }
      const outbox = createOutbox({ store, hub, logger: logger(), policy, random: () => 0.5 })
      const [first, second] = await submitted(outbox, 2)
      // lead-1 failed once before, so its next wait is twice as long: due at 1 s and 2 s
      await store.transition(second!, { statuses: ['pending'], attempts: 0 }, { ...newDeliveryState(T0), attempts: 1 })
      await outbox.pump()
      await vi.advanceTimersByTimeAsync(0)
      expect(await store.get(second!)).toMatchObject({ status: 'pending', nextAttemptAt: at(2000) })
      await vi.advanceTimersByTimeAsync(1000)
      expect(await store.get(first!)).toMatchObject({ status: 'delivered' })
      await vi.advanceTimersByTimeAsync(1000)
      expect(await store.get(second!)).toMatchObject({ status: 'delivered', attempts: 3 })
    } finally {
      vi.useRealTimers()
    }
  })

  it('delivers due leads in parallel up to the limit through deliverDue as well', async () => {
    const store = memoryLeadStore()
    const held = heldHub()
    const outbox = createOutbox({ store, hub: held.hub, logger: logger(), policy, concurrency: 4, now: () => T0 })
    await submitted(outbox, 10)
    const drained = outbox.deliverDue(25)
    const answer = setInterval(() => held.open.values().next().value?.resolve(), 1)
    try {
      expect(await drained).toBe(10)
    } finally {
      clearInterval(answer)
    }
    expect(held.most()).toBe(4)
    expect([...store.rows.values()].every((row) => row.status === 'delivered')).toBe(true)
  })

  it('on close starts nothing more, waits for the calls under way and leaves the rest due', async () => {
    const store = memoryLeadStore()
    const held = heldHub()
    const outbox = createOutbox({ store, hub: held.hub, logger: logger(), policy, concurrency: 2, now: () => T0 })
    await submitted(outbox, 4)
    await outbox.pump()
    await vi.waitFor(() => expect(held.open.size).toBe(2))

    const closing = outbox.close(60_000)
    held.open.get('lead-0')!.resolve()
    held.open.get('lead-1')!.reject(new Error('lead hub answered 500'))
    expect(await closing).toBe(0)
    expect(held.calls).toHaveLength(2)
    expect(await outbox.pump()).toBe(0)
    const rows = [...store.rows.values()]
    expect(rows.map((row) => row.status).toSorted()).toEqual(['delivered', 'pending', 'pending', 'pending'])
    expect(rows.filter((row) => row.status === 'pending' && row.attempts === 0)).toHaveLength(2)
  })

  it('answers how many calls were still open when the close deadline passed', async () => {
    const store = memoryLeadStore()
    const held = heldHub()
    const outbox = createOutbox({ store, hub: held.hub, logger: logger(), policy, concurrency: 2, now: () => T0 })
    await submitted(outbox, 1)
    await outbox.pump()
    await vi.waitFor(() => expect(held.open.size).toBe(1))
    expect(await outbox.close(10)).toBe(1)
  })

  it('does not send a delivered lead again after a restart', async () => {
    const store = memoryLeadStore()
    const first = heldHub()
    const before = createOutbox({ store, hub: first.hub, logger: logger(), policy, now: () => T0 })
    await submitted(before, 2)
    await before.pump()
    await vi.waitFor(() => expect(first.open.size).toBe(2))
    first.open.get('lead-0')!.resolve()
    await vi.waitFor(() => expect(before.inFlight).toBe(1))
    // the process dies with lead-1's call open; a new one starts after its lease
    const second = heldHub()
    const after = createOutbox({ store, hub: second.hub, logger: logger(), policy, now: () => at(policy.leaseMs) })
    await after.pump()
    await vi.waitFor(() => expect(second.open.size).toBe(1))
    expect(second.calls).toEqual(['lead-1'])
    second.open.get('lead-1')!.resolve()
    await vi.waitFor(() => expect([...store.rows.values()].every((row) => row.status === 'delivered')).toBe(true))
  })
})
