import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { KitQuotes } from '@/cms/collections/kit-quotes'
import { Users } from '@/cms/collections/users'
import { cartTotals } from '@/modules/kits/cart'
import { quoteKey } from '@/modules/kits/quote'
import { createDeliveryQueue, LeadHubError } from '@/modules/forms/outbox'
import type { NewKitQuote, StoredKitQuote } from '@/modules/kits/quote-store'
import { openTestPayload, type TestPayload } from '@/lib/testing/test-payload'
import { payloadKitQuoteStore } from './kit-quote-outbox'

/**
 * Kit quotes on a real database of either kind (schema pushed from the collection): one quote per
 * transaction and cart however often and however concurrently it is sent, and delivery to the
 * dealer system through the shared queue with the quote id as the key, across an outage.
 */

const silent = { info: () => {}, warn: () => {}, error: () => {} }

function quote(transactionId: string, kitIds: string[]): NewKitQuote {
  const prices = kitIds.map((_, i) => 100 + i * 10.9)
  return {
    quoteKey: quoteKey(transactionId, kitIds),
    site: 'hedin-fi',
    session: { user: 'matti', dealer: 'D1', unit: 'U1', transactionId, auto: 'car-1' },
    lines: kitIds.map((kitId, i) => ({
      kitId,
      kitCode: `C-${kitId}`,
      name: `Kit ${kitId}`,
      grossCents: Math.round(prices[i]! * 100),
    })),
    totals: cartTotals(prices),
    currency: 'EUR',
  }
}

export function describeKitQuotes(kind: 'sqlite' | 'postgres'): void {
  describe(`kit quotes on ${kind}`, () => {
    let payload: Payload
    let db: TestPayload

    beforeAll(async () => {
      db = await openTestPayload(kind, 'kit_quotes', [KitQuotes, Users])
      payload = db.payload
    })

    afterAll(() => db?.close())

    const store = () => payloadKitQuoteStore(async () => payload)

    it('stores a quote once per transaction and cart, in any order of the kits', async () => {
      const first = await store().insert(quote('tx-a', ['k1', 'k2']), new Date())
      const again = await store().insert(quote('tx-a', ['k2', 'k1']), new Date())
      expect(first.created).toBe(true)
      expect(again).toMatchObject({ created: false, quote: { id: first.quote.id } })
      expect(first.quote.totals).toEqual(cartTotals([100, 110.9]))
      const other = await store().insert(quote('tx-a', ['k1']), new Date())
      expect(other.created).toBe(true)
      expect(other.quote.id).not.toBe(first.quote.id)
    })

    it('keeps one quote when the same cart is sent 20 times at once', async () => {
      const results = await Promise.all(
        Array.from({ length: 20 }, () => store().insert(quote('tx-race', ['k1', 'k2', 'k3']), new Date())),
      )
      expect(new Set(results.map((r) => r.quote.id)).size).toBe(1)
      expect(results.filter((r) => r.created)).toHaveLength(1)
      const rows = await payload.find({ collection: 'kitQuotes', where: { transactionId: { equals: 'tx-race' } } })
      expect(rows.totalDocs).toBe(1)
    })

    it('delivers a quote after an outage, keyed by its id, once', async () => {
      const { quote: stored } = await store().insert(quote('tx-deliver', ['k9']), new Date())
      const received: string[] = []
      let up = false
      let clock = new Date()
      const base = store()
      const queue = createDeliveryQueue<StoredKitQuote>({
        // The other tests' quotes stay out of this queue, so nothing is under way at the end.
        store: { ...base, due: async (now, limit) => (await base.due(now, limit)).filter((q) => q.id === stored.id) },
        send: async (item) => {
          if (!up) throw new LeadHubError('automaster answered 503', true)
          received.push(item.id)
        },
        logger: silent,
        now: () => clock,
        random: () => 0.5,
      })
      expect(await queue.deliver(stored.id)).toMatchObject({ status: 'pending', attempts: 1 })
      up = true
      clock = new Date(clock.getTime() + 60_000)
      expect(await queue.deliver(stored.id)).toMatchObject({ status: 'delivered', attempts: 2 })
      expect(await store().get(stored.id)).toMatchObject({ status: 'delivered', attempts: 2, lastError: null })
      // Delivered is settled: asking again sends nothing.
      expect(await queue.deliver(stored.id)).toMatchObject({ status: 'delivered', attempts: 2 })
      expect(received).toEqual([stored.id])
      await queue.close(1000)
    })
  })
}
