import { describe, expect, it } from 'vitest'
import type { SearchStore } from './engine'
import { ingestDocuments } from './ingest'
import { LOWERED_DAYS, loweredOf, MAX_HISTORY, nextHistory, withRating } from './price-context'
import { FIXTURE_STOCK } from './price-rating.fixture'
import type { PriceRating } from './price-rating'
import { createMemoryStore } from './store/memory-store'

/** The fixed stock as feed documents: numeric ids, the rest the test data's. */
const feed = (changes: Record<string, Partial<(typeof FIXTURE_STOCK)[number]>> = {}) =>
  FIXTURE_STOCK.map((car, i) => ({
    ...car,
    ...changes[car.car_id],
    car_id: String(1000 + i),
    slug: `volvo-xc60-${car.car_id}`,
    car_is_used: true,
    car_site_id: 'site-1',
  }))
const idOf = (name: string) => String(1000 + FIXTURE_STOCK.findIndex((car) => car.car_id === name))

async function live(store: SearchStore): Promise<Map<string, Record<string, unknown>>> {
  const docs = new Map<string, Record<string, unknown>>()
  for (const change of await store.changesSince(0, 1_000_000)) {
    if (change.json === null) docs.delete(change.id)
    else docs.set(change.id, JSON.parse(change.json) as Record<string, unknown>)
  }
  return docs
}

const day = (iso: string) => new Date(`${iso}T06:00:00Z`)

describe('ingest keeps the price context of the cars index', () => {
  it('rates the stock, keeps each price change, and shows a recent drop', async () => {
    const store = createMemoryStore()
    const first = await ingestDocuments(store, 'cars', feed(), { now: day('2026-10-01') })
    expect(first.priceContext).toMatchObject({ rated: FIXTURE_STOCK.length - 1, rewritten: FIXTURE_STOCK.length - 1 })
    let docs = await live(store)
    expect(docs.get(idOf('great'))?.car_price_rating).toMatchObject({ rating: 'great' })
    expect(docs.get(idOf('high'))?.car_price_rating).toMatchObject({ rating: 'high' })
    expect(docs.get(idOf('lonely'))?.car_price_rating).toBeNull()
    const high = FIXTURE_STOCK.find((car) => car.car_id === 'high')!
    expect(docs.get(idOf('high'))?.car_price_history).toEqual([{ date: '2026-10-01', price: high.car_price }])
    expect(docs.get(idOf('high'))?.car_price_lowered).toBeNull()
    // The rating is the document's last field (finish rewrites only the tail).
    expect(Object.keys(docs.get(idOf('great'))!).at(-1)).toBe('car_price_rating')

    // Two weeks later the dealer lowers the high car's price by 20 %.
    const seqBefore = await store.latestSeq()
    const lowered = Math.round(high.car_price * 0.8)
    const second = await ingestDocuments(store, 'cars', feed({ high: { car_price: lowered } }), {
      mode: 'replace',
      now: day('2026-10-15'),
    })
    docs = await live(store)
    const car = docs.get(idOf('high'))!
    expect(car.car_price_history).toEqual([
      { date: '2026-10-01', price: high.car_price },
      { date: '2026-10-15', price: lowered },
    ])
    expect(car.car_price_lowered).toEqual({ from: high.car_price, to: lowered, date: '2026-10-15' })
    expect(car.car_price_rating).toMatchObject({ rating: 'great' })
    // Only documents whose rating changed are written a second time.
    expect(second.priceContext!.rewritten).toBeLessThan(5)
    // One change per feed document, then one per rewrite.
    expect((await store.latestSeq()) - seqBefore).toBe(FIXTURE_STOCK.length + second.priceContext!.rewritten)
    // Cars whose price did not change keep a history of one entry and no badge.
    expect(docs.get(idOf('great'))?.car_price_history).toHaveLength(1)
    expect(docs.get(idOf('great'))?.car_price_lowered).toBeNull()

    // The badge goes LOWERED_DAYS after the drop; the history stays.
    await ingestDocuments(store, 'cars', feed({ high: { car_price: lowered } }), {
      now: new Date(day('2026-10-15').getTime() + (LOWERED_DAYS + 1) * 86_400_000),
    })
    docs = await live(store)
    expect(docs.get(idOf('high'))?.car_price_lowered).toBeNull()
    expect(docs.get(idOf('high'))?.car_price_history).toHaveLength(2)
  })

  it('hides the ratings once too few comparable cars are left, and rewrites those documents', async () => {
    const store = createMemoryStore()
    await ingestDocuments(store, 'cars', feed(), { now: day('2026-10-01') })
    const keep = feed().slice(0, 6)
    const summary = await ingestDocuments(store, 'cars', keep, { mode: 'replace', now: day('2026-10-02') })
    expect(summary.priceContext).toMatchObject({ rated: 0 })
    const docs = await live(store)
    expect(docs.size).toBe(6)
    for (const doc of docs.values()) expect(doc.car_price_rating).toBeNull()
  })

  it('rates cars not in an upsert feed again, from the stock in the store', async () => {
    const store = createMemoryStore()
    await ingestDocuments(store, 'cars', feed().slice(0, 6), { now: day('2026-10-01') })
    expect([...(await live(store)).values()].every((doc) => doc.car_price_rating === null)).toBe(true)
    await ingestDocuments(store, 'cars', feed().slice(6), { now: day('2026-10-02') })
    const docs = await live(store)
    // The first six were not in the second feed, and are rated now that the stock is large enough.
    for (const doc of [...docs.values()].filter((d) => Number(d.car_id) < 1006)) {
      expect(doc.car_price_rating, String(doc.car_id)).not.toBeNull()
    }
  })

  it('an upsert or a delete rates again only the groups it changed', async () => {
    const store = createMemoryStore()
    const xc40 = feed().map((car, i) => ({ ...car, car_id: String(5000 + i), car_model: 'XC40', slug: `xc40-${i}` }))
    await ingestDocuments(store, 'cars', [...feed(), ...xc40], { now: day('2026-10-01') })
    const seq = await store.latestSeq()
    const high = FIXTURE_STOCK.find((car) => car.car_id === 'high')!
    const summary = await ingestDocuments(
      store,
      'cars',
      [feed({ high: { car_price: Math.round(high.car_price * 0.8) } })[FIXTURE_STOCK.indexOf(high)]],
      {
        now: day('2026-10-02'),
      },
    )
    const changed = await store.changesSince(seq, 10_000)
    // The XC40s were not rated again, so none of them was written.
    expect(changed.filter((change) => Number(change.id) >= 5000)).toEqual([])
    expect(changed.map((change) => change.id)).toContain(idOf('high'))
    expect(summary.priceContext!.rated).toBe(2 * (FIXTURE_STOCK.length - 1))

    // Deleting all but five XC60s hides their ratings; the XC40s keep theirs.
    const xc60 = feed().map((car) => car.car_id)
    await ingestDocuments(store, 'cars', xc60.slice(5), { mode: 'delete', now: day('2026-10-03') })
    const docs = await live(store)
    for (const id of xc60.slice(0, 5)) expect(docs.get(id)?.car_price_rating, id).toBeNull()
    expect([...docs.values()].filter((doc) => doc.car_price_rating !== null)).toHaveLength(FIXTURE_STOCK.length - 1)
  })

  it('is off for other indexes and when asked', async () => {
    const store = createMemoryStore()
    const summary = await ingestDocuments(store, 'cars', feed(), { priceContext: false })
    expect(summary.priceContext).toBeUndefined()
    expect([...(await live(store)).values()].every((doc) => !('car_price_rating' in doc))).toBe(true)
    expect((await ingestDocuments(store, 'vehicles', feed())).priceContext).toBeUndefined()
  })
})

describe('price history', () => {
  it('adds an entry when the price changes, keeps the day’s last price, and ignores older observations', () => {
    let history = nextHistory([], 100, '2026-01-01')
    history = nextHistory(history, 100, '2026-01-05')
    expect(history).toEqual([['2026-01-01', 100]])
    history = nextHistory(history, 90, '2026-01-05')
    history = nextHistory(history, 95, '2026-01-05')
    expect(history).toEqual([
      ['2026-01-01', 100],
      ['2026-01-05', 95],
    ])
    // Back to the previous price the same day: the day's change is undone.
    expect(nextHistory(history, 100, '2026-01-05')).toEqual([['2026-01-01', 100]])
    expect(nextHistory(history, 80, '2025-12-01')).toEqual(history)
    expect(nextHistory(history, null, '2026-02-01')).toEqual(history)
  })

  it(`keeps the last ${MAX_HISTORY} changes`, () => {
    let history: [string, number][] = []
    for (let i = 0; i < MAX_HISTORY + 5; i++)
      history = nextHistory(history, 1000 - i, `2026-01-${String(i + 1).padStart(2, '0')}`)
    expect(history).toHaveLength(MAX_HISTORY)
    expect(history.at(-1)).toEqual(['2026-01-29', 972])
  })

  it('shows a drop only when it is the latest change and recent', () => {
    expect(loweredOf([['2026-01-01', 100]], '2026-01-02')).toBeNull()
    expect(
      loweredOf(
        [
          ['2026-01-01', 100],
          ['2026-01-10', 90],
        ],
        '2026-01-12',
      ),
    ).toEqual({ from: 100, to: 90, date: '2026-01-10' })
    expect(
      loweredOf(
        [
          ['2026-01-01', 90],
          ['2026-01-10', 100],
        ],
        '2026-01-12',
      ),
    ).toBeNull()
    expect(
      loweredOf(
        [
          ['2026-01-01', 100],
          ['2026-01-10', 90],
        ],
        '2026-03-01',
      ),
    ).toBeNull()
  })
})

describe('withRating', () => {
  const rating: PriceRating = { rating: 'good', expected: 1000, diff: -0.05, comparables: 7 }

  it('replaces the last field in place', () => {
    const json = JSON.stringify({ a: 1, text: 'x,"car_price_rating":null', car_price_rating: null })
    expect(JSON.parse(withRating(json, rating))).toEqual({
      a: 1,
      text: 'x,"car_price_rating":null',
      car_price_rating: rating,
    })
    expect(withRating(withRating(json, rating), null)).toBe(json)
  })

  it('moves the field to the end, or adds it, when it is not last', () => {
    const json = JSON.stringify({ car_price_rating: null, a: 1 })
    expect(withRating(json, rating)).toBe(JSON.stringify({ a: 1, car_price_rating: rating }))
    expect(withRating('{"a":1}', null)).toBe('{"a":1,"car_price_rating":null}')
  })
})
