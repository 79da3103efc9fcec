import type { IndexName } from './contract'
import type { SearchStore } from './engine'
import { Slicer } from './engines/slices'
import { payablePrice, pricePointOf, ratePrices, type PricePoint, type PriceRating } from './price-rating'

/**
 * The price context of the cars index (issue 18 item 7), kept up by ingest:
 *
 * - `car_price_history`: the car's payable price each time it changed between ingests, as
 *   `{ date, price }` oldest first (at most MAX_HISTORY entries; the first is when an ingest
 *   first saw the car at that price).
 * - `car_price_lowered`: `{ from, to, date }` while the latest change was a drop made at most
 *   LOWERED_DAYS before the ingest that last wrote the car, else null.
 * - `car_price_rating`: the car's rating against the stock in the store after the ingest
 *   (./price-rating), or null when it has too few comparables.
 *
 * History and rating figures live in the store's price-facts table, one record per car, so an
 * ingest reads a few dozen bytes per car instead of every document. During the ingest each
 * incoming car gets its history and the rating it had; once the feed is written, `finish` rates
 * the whole stock again and rewrites only the documents whose rating changed (every rated car
 * on a first ingest, a few on a daily one). The rating is the last field of the JSON, so that
 * rewrite replaces the document's tail instead of parsing it.
 *
 * Two ingests of the cars index at the same time may interleave their facts; the next ingest
 * puts the ratings right, a lost history entry stays lost.
 */

export const PRICE_HISTORY_FIELD = 'car_price_history'
export const PRICE_LOWERED_FIELD = 'car_price_lowered'
export const PRICE_RATING_FIELD = 'car_price_rating'

/** Price changes kept per car. */
export const MAX_HISTORY = 24
/** A drop shows as "price lowered" for this many days. */
export const LOWERED_DAYS = 30
/** Records of cars no longer in stock are kept this long, so a car that comes back keeps its history. */
const FORGET_DAYS = 180
const DAY_MS = 86_400_000
/** Documents read and rewritten per store call in `finish`. */
const REWRITE_BATCH = 500
/** Records saved per transaction: small ones, so a server's ingest never holds the database long. */
const FACTS_BATCH = 2000

export type PriceHistoryEntry = { date: string; price: number }
export type PriceLowered = { from: number; to: number; date: string }

/** A car's record in the price-facts table. */
type Facts = {
  /** The price point the rating reads, or null when the car takes no part. */
  point: Omit<PricePoint, 'id'> | null
  history: [date: string, price: number][]
  /** The rating the stored document carries; undefined when the document carries none yet. */
  rating?: PriceRating | null
  /** The day an ingest last wrote the car. */
  seen: string
}

export type PriceContextSummary = {
  /** Cars with a rating after the ingest. */
  rated: number
  /** Documents written again because their rating changed. */
  rewritten: number
  ms: number
}

const day = (time: Date) => time.toISOString().slice(0, 10)

function readFacts(json: string): Facts | null {
  try {
    const value = JSON.parse(json) as Facts
    return value && Array.isArray(value.history) && typeof value.seen === 'string' ? value : null
  } catch {
    return null
  }
}

/** The history after an ingest saw `price` on `date`; observations older than the last are ignored. */
export function nextHistory(
  history: readonly [string, number][],
  price: number | null,
  date: string,
): [string, number][] {
  const out = history.slice()
  const last = out.at(-1)
  if (price === null || (last && (last[0] > date || last[1] === price))) return out
  // The day's last price wins: a second ingest the same day replaces the day's entry.
  if (last && last[0] === date) {
    out.pop()
    if (out.at(-1)?.[1] === price) return out
  }
  out.push([date, price])
  return out.slice(-MAX_HISTORY)
}

/** The drop to show: the latest change, when it lowered the price within LOWERED_DAYS of `date`. */
export function loweredOf(history: readonly [string, number][], date: string): PriceLowered | null {
  const last = history.at(-1)
  const before = history.at(-2)
  if (!last || !before || last[1] >= before[1]) return null
  if (Date.parse(date) - Date.parse(last[0]) > LOWERED_DAYS * DAY_MS) return null
  return { from: before[1], to: last[1], date: last[0] }
}

const TAIL = `,"${PRICE_RATING_FIELD}":`

/** The document's JSON with its rating set, as the last field. */
export function withRating(json: string, rating: PriceRating | null): string {
  const at = json.lastIndexOf(TAIL)
  if (at !== -1 && json.endsWith('}')) {
    // A field name with its quotes cannot occur inside a JSON string (they would be escaped), so
    // the match is a field; it is the last one when the rest parses as one value.
    try {
      JSON.parse(json.slice(at + TAIL.length, -1))
      return `${json.slice(0, at)}${TAIL}${JSON.stringify(rating)}}`
    } catch {
      // Not the last field: rewrite the whole document.
    }
  }
  const doc = JSON.parse(json) as Record<string, unknown>
  delete doc[PRICE_RATING_FIELD]
  doc[PRICE_RATING_FIELD] = rating
  return JSON.stringify(doc)
}

/**
 * Whether a document's rating still says what a new one would: the grade, the percentage and
 * the count its "why" quotes. The expected price moves by a few units whenever the stock does;
 * rewriting every car of a model for that would make each daily ingest a full one.
 */
const sameRating = (a: PriceRating | null | undefined, b: PriceRating | null) =>
  a === undefined
    ? false
    : a === null || b === null
      ? a === b
      : a.rating === b.rating && a.diff === b.diff && a.comparables === b.comparables

/**
 * One ingest's price context: `load` before the feed, `annotate` each valid car before it is
 * written, `finish` after the feed is written (and a replace has removed what it left out).
 */
export class PriceContext {
  private readonly changed = new Set<string>()
  /** Groups whose stock this ingest changed: an upsert or a delete rates only these again. */
  private readonly touched = new Set<string>()
  private readonly today: string

  private constructor(
    private readonly store: SearchStore,
    private readonly index: IndexName,
    private readonly facts: Map<string, Facts>,
    private readonly now: Date,
  ) {
    this.today = day(now)
  }

  static async load(store: SearchStore, index: IndexName, now = new Date()): Promise<PriceContext> {
    const facts = new Map<string, Facts>()
    // A record per car of the index: read in slices, so a server's searches go on meanwhile.
    const slicer = new Slicer()
    for (const [id, json] of await store.priceFacts(index)) {
      const value = readFacts(json)
      if (value) facts.set(id, value)
      await slicer.maybeYield()
    }
    return new PriceContext(store, index, facts, now)
  }

  /** Adds the price fields to a validated car about to be written (the rating last). */
  annotate(id: string, doc: Record<string, unknown>): void {
    const previous = this.facts.get(id)
    const point = pricePointOf(doc)
    if (previous?.point) this.touched.add(previous.point.group)
    if (point) this.touched.add(point.group)
    const history = nextHistory(previous?.history ?? [], payablePrice(doc), this.today)
    const rating = previous?.rating ?? null
    const facts: Facts = {
      point: point && { group: point.group, year: point.year, km: point.km, price: point.price },
      history,
      rating,
      seen: this.today,
    }
    this.facts.set(id, facts)
    this.changed.add(id)
    for (const field of [PRICE_HISTORY_FIELD, PRICE_LOWERED_FIELD, PRICE_RATING_FIELD]) delete doc[field]
    doc[PRICE_HISTORY_FIELD] = history.map(([date, price]) => ({ date, price }))
    doc[PRICE_LOWERED_FIELD] = loweredOf(history, this.today)
    doc[PRICE_RATING_FIELD] = rating
  }

  /** A car this ingest deletes: the rest of its group is rated again. */
  deleted(id: string): void {
    const group = this.facts.get(id)?.point?.group
    if (group) this.touched.add(group)
  }

  /**
   * Rates the stock now in the store and rewrites the documents whose rating changed, then
   * saves the records. `everything` rates every group (a replace, which may have removed cars
   * of any); otherwise only the groups this ingest changed, as ratings depend on nothing else.
   * `batchSize` documents go to the store per write.
   */
  async finish(batchSize: number, everything: boolean): Promise<PriceContextSummary> {
    const started = performance.now()
    const slicer = new Slicer()
    const live = await this.store.liveIds(this.index)
    // Cars written without a record (before the price context existed) get one from their document.
    const unknown = live.filter((id) => !this.facts.has(id))
    for (let start = 0; start < unknown.length; start += REWRITE_BATCH) {
      const docs = await this.store.documents(this.index, unknown.slice(start, start + REWRITE_BATCH))
      for (const [id, json] of docs) {
        const doc = JSON.parse(json) as Record<string, unknown>
        const point = pricePointOf(doc)
        if (point) this.touched.add(point.group)
        this.facts.set(id, {
          point: point && { group: point.group, year: point.year, km: point.km, price: point.price },
          history: nextHistory([], payablePrice(doc), this.today),
          rating: undefined,
          seen: this.today,
        })
        this.changed.add(id)
        await slicer.maybeYield()
      }
    }

    const considered: string[] = []
    for (const id of live) {
      const group = this.facts.get(id)?.point?.group
      if (everything || this.changed.has(id) || (group !== undefined && this.touched.has(group))) considered.push(id)
      await slicer.maybeYield()
    }
    const groups = new Map<string, PricePoint[]>()
    for (const id of considered) {
      const point = this.facts.get(id)?.point
      if (!point) continue
      const list = groups.get(point.group)
      if (list) list.push({ id, ...point })
      else groups.set(point.group, [{ id, ...point }])
    }
    const ratings = new Map<string, PriceRating>()
    for (const points of groups.values()) {
      for (const [id, rating] of ratePrices(points)) ratings.set(id, rating)
      await slicer.maybeYield()
    }

    const stale = considered.filter((id) => {
      const facts = this.facts.get(id)
      return facts !== undefined && !sameRating(facts.rating, ratings.get(id) ?? null)
    })
    let rewritten = 0
    for (let start = 0; start < stale.length; start += batchSize) {
      const ids = stale.slice(start, start + batchSize)
      const docs = await this.store.documents(this.index, ids)
      const upserts: { id: string; json: string }[] = []
      for (const [id, json] of docs) {
        const rating = ratings.get(id) ?? null
        upserts.push({ id, json: withRating(json, rating) })
        this.facts.get(id)!.rating = rating
        this.changed.add(id)
        await slicer.maybeYield()
      }
      await this.store.write(this.index, { upserts, deletes: [] })
      rewritten += upserts.length
    }

    const liveSet = new Set(live)
    const forgetBefore = day(new Date(this.now.getTime() - FORGET_DAYS * DAY_MS))
    const forget: string[] = []
    let rated = 0
    for (const [id, facts] of this.facts) {
      if (!liveSet.has(id) && facts.seen < forgetBefore) forget.push(id)
      if (facts.rating && liveSet.has(id)) rated++
      await slicer.maybeYield()
    }
    const upserts = [...this.changed].flatMap((id) => {
      const facts = this.facts.get(id)
      return facts ? [{ id, json: JSON.stringify(facts) }] : []
    })
    for (let start = 0; start < Math.max(upserts.length, forget.length); start += FACTS_BATCH) {
      await this.store.writePriceFacts(
        this.index,
        upserts.slice(start, start + FACTS_BATCH),
        forget.slice(start, start + FACTS_BATCH),
      )
    }
    return { rated, rewritten, ms: Math.round(performance.now() - started) }
  }
}
