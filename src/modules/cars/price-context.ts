import type { Translate } from '../content/dictionary'
import type { PriceRatingLevel } from '../search/price-rating'

/**
 * The price context as pages show it (issue 18 item 7): the rating badge with its "why", the
 * "price lowered" badge and the price history, read from the fields ingest keeps in each car's
 * search document (../search/price-context). Documents are read leniently: a field that is
 * missing or odd shows nothing rather than breaking a card. Free of schemas, so the card
 * (browser code too) can import it.
 */

/**
 * The grades, as the model writes them (../search/price-rating's PRICE_RATING_LEVELS; a test
 * keeps the two equal). Listed here so a card in the browser does not ship the model.
 */
export const RATING_LEVELS: readonly PriceRatingLevel[] = ['great', 'good', 'fair', 'high']

/** A card's rating: the grade and the figures its "why" quotes. */
export type CardPriceRating = {
  rating: PriceRatingLevel
  /** how far from the expected price, in whole percent */
  percent: number
  direction: 'under' | 'over' | 'at'
  /** similar cars in stock it was compared with */
  count: number
}

export type PriceHistoryPoint = { date: string; price: number }
export type PriceDrop = { from: number; to: number; date: string }

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null
const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0
const isDay = (value: unknown): value is string => typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)

/** The rating of a document's `car_price_rating`, or null when it has none. */
export function priceRatingOf(value: unknown): (CardPriceRating & { expected: number }) | null {
  if (!isRecord(value)) return null
  const { rating, diff, comparables, expected } = value
  if (!RATING_LEVELS.includes(rating as PriceRatingLevel)) return null
  if (typeof diff !== 'number' || !Number.isFinite(diff) || !isCount(comparables) || !isCount(expected)) return null
  const percent = Math.round(Math.abs(diff) * 100)
  return {
    rating: rating as PriceRatingLevel,
    percent,
    direction: percent === 0 ? 'at' : diff < 0 ? 'under' : 'over',
    count: Math.round(comparables),
    expected,
  }
}

/** The card's part of a rating (the expected price is for the detail page). */
export function cardPriceRating(value: unknown): CardPriceRating | null {
  const rating = priceRatingOf(value)
  return rating && { rating: rating.rating, percent: rating.percent, direction: rating.direction, count: rating.count }
}

/**
 * The expected price as a page quotes it: three significant digits (295 308 reads 295 000), as
 * the curve is an estimate, not a valuation to the krona.
 */
export function roundedExpected(expected: number): number {
  if (expected < 1000) return Math.round(expected)
  const step = 10 ** (Math.floor(Math.log10(expected)) - 2)
  return Math.round(expected / step) * step
}

/** The drop a document's `car_price_lowered` records, or null. */
export function priceDropOf(value: unknown): PriceDrop | null {
  if (!isRecord(value)) return null
  const { from, to, date } = value
  return isCount(from) && isCount(to) && to < from && isDay(date) ? { from, to, date } : null
}

/** A document's `car_price_history`, oldest first; entries that are not a day and a price are skipped. */
export function priceHistoryOf(value: unknown): PriceHistoryPoint[] {
  if (!Array.isArray(value)) return []
  return value.filter(
    (entry): entry is PriceHistoryPoint => isRecord(entry) && isDay(entry.date) && isCount(entry.price),
  )
}

/** The texts of the badges, placeholders kept ({percent}, {count}); resolved on the server. */
export type PriceContextTexts = Record<PriceRatingLevel, string> & {
  under: string
  over: string
  at: string
  lowered: string
}

export function priceContextTexts(t: Translate): PriceContextTexts {
  const figures = { percent: '{percent}', count: '{count}' }
  return {
    great: t('priceRatingGreat'),
    good: t('priceRatingGood'),
    fair: t('priceRatingFair'),
    high: t('priceRatingHigh'),
    under: t('priceRatingUnder', figures),
    over: t('priceRatingOver', figures),
    at: t('priceRatingAt', figures),
    lowered: t('priceLowered'),
  }
}

/** The short "why" of a rating, e.g. '12 % under the expected price of 18 similar cars in stock'. */
export function priceRatingWhy(rating: CardPriceRating, texts: PriceContextTexts): string {
  return texts[rating.direction].replace('{percent}', String(rating.percent)).replace('{count}', String(rating.count))
}
