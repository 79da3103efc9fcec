import type { Lang } from '../sites/languages'
import type { DictionaryKey } from '../content/dictionary'
import { parseCarCard, type CarCard } from './card'
import { parseStoredJson } from '@/lib/stored-json'

/**
 * The car comparison (spec 2 section 2.2): the selection kept in session storage, the shareable
 * `compare=` parameter, and the side-by-side view model built from car documents.
 *
 * The browser imports this module for the selection; columns are built from search documents
 * on the server, in ./compare-document.
 */

/** A comparison holds at most this many cars. */
export const MAX_COMPARE = 4

/** The query parameter of a shared comparison: `compare=<id>,<id>`. */
export const COMPARE_PARAM = 'compare'

/** The part of a card the compare bar shows and session storage keeps. */
export type CompareItem = Pick<
  CarCard,
  | 'id'
  | 'href'
  | 'brand'
  | 'model'
  | 'version'
  | 'year'
  | 'mileage'
  | 'fuel'
  | 'gearbox'
  | 'image'
  | 'price'
  | 'previousPrice'
  | 'campaign'
  | 'exVat'
>

export const OVERVIEW_ROWS = [
  'modelYear',
  'firstRegistration',
  'mileage',
  'fuel',
  'gearbox',
  'drive',
  'body',
  'colour',
  'power',
] as const

export const TECHNICAL_ROWS = [
  'seats',
  'doors',
  'dimensions',
  'weight',
  'cargo',
  'tank',
  'acceleration',
  'ncap',
  'emissions',
  'fuelConsumption',
  'electricRange',
  'electricConsumption',
  'acCharging',
  'dcCharging',
  'battery',
] as const

export type OverviewRowKey = (typeof OVERVIEW_ROWS)[number]
export type TechnicalRowKey = (typeof TECHNICAL_ROWS)[number]
export type CompareRowKey = OverviewRowKey | TechnicalRowKey

/** The dictionary key of each row's label. */
export const COMPARE_ROW_LABELS = {
  modelYear: 'specModelYear',
  firstRegistration: 'specFirstRegistration',
  mileage: 'specMileage',
  fuel: 'specFuel',
  gearbox: 'specGearbox',
  drive: 'specDrive',
  body: 'specBody',
  colour: 'specColour',
  power: 'specPower',
  seats: 'specSeats',
  doors: 'specDoors',
  dimensions: 'specDimensions',
  weight: 'specWeight',
  cargo: 'specCargo',
  tank: 'specTank',
  acceleration: 'specAcceleration',
  ncap: 'specNcap',
  emissions: 'specEmissions',
  fuelConsumption: 'specFuelConsumption',
  electricRange: 'specElectricRange',
  electricConsumption: 'specElectricConsumption',
  acCharging: 'specAcCharging',
  dcCharging: 'specDcCharging',
  battery: 'specBattery',
} as const satisfies Record<CompareRowKey, DictionaryKey>

/** One value of a car: the feed's text as shown, and its number where rows are ranked. */
export type CompareRow<K extends CompareRowKey = CompareRowKey> = { key: K; text: string; value: number | null }

export type CompareCar = CompareItem & {
  /** brand and model, the column's heading */
  title: string
  /** the price to pay as a number, for ranking */
  priceValue: number | null
  /** rows with a value only, in OVERVIEW_ROWS order */
  overview: CompareRow<OverviewRowKey>[]
  /** rows with a value only, in TECHNICAL_ROWS order */
  technical: CompareRow<TechnicalRowKey>[]
  equipment: string[]
  /** false for a car shown from its card only, when its details could not be loaded */
  detailed: boolean
}

/** What can be ranked: the price and the numeric rows. */
export type CompareMetric = 'price' | CompareRowKey

/** Which end of each ranked metric is best; metrics not named here are not ranked. */
export const BEST_DIRECTION: Partial<Record<CompareMetric, 'low' | 'high'>> = {
  price: 'low',
  mileage: 'low',
  fuelConsumption: 'low',
  electricConsumption: 'low',
  emissions: 'low',
  acceleration: 'low',
  power: 'high',
  electricRange: 'high',
  battery: 'high',
  cargo: 'high',
}

/** DD/MM/YYYY in English, YYYY-MM-DD otherwise (spec 2 section 2.2); null for no or a bad date. */
export function formatFirstRegistration(iso: string | null | undefined, lang: Lang): string | null {
  // The calendar date as written: parsing into a Date would shift it across time zones.
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:$|T)/.exec(iso ?? '')
  if (!match) return null
  const [, year, month, day] = match
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)))
  if (date.getUTCMonth() !== Number(month) - 1 || date.getUTCDate() !== Number(day)) return null
  return lang === 'en' ? `${day}/${month}/${year}` : `${year}-${month}-${day}`
}

/** Rows with a text; a spec the car lacks is left out. */
export function compareRows<K extends CompareRowKey>(
  entries: readonly [K, string | null, number | null][],
): CompareRow<K>[] {
  return entries.flatMap(([key, rowText, value]) => (rowText === null ? [] : [{ key, text: rowText, value }]))
}

/** The selection's fields of a card (or of a comparison column). */
export function toCompareItem(car: CompareItem): CompareItem {
  return {
    id: car.id,
    href: car.href,
    brand: car.brand,
    model: car.model,
    version: car.version,
    year: car.year,
    mileage: car.mileage,
    fuel: car.fuel,
    gearbox: car.gearbox,
    image: car.image,
    price: car.price,
    previousPrice: car.previousPrice,
    campaign: car.campaign,
    exVat: car.exVat,
  }
}

/**
 * A column from the card alone, for a car whose details could not be loaded (spec 2 section 8:
 * "logs and adds the summary car"): the card's texts, nothing ranked.
 */
export function compareFromCard(card: CompareItem): CompareCar {
  return {
    ...toCompareItem(card),
    title: `${card.brand} ${card.model}`.trim(),
    priceValue: null,
    overview: compareRows<OverviewRowKey>([
      ['modelYear', card.year === null ? null : String(card.year), card.year],
      ['mileage', card.mileage, null],
      ['fuel', card.fuel, null],
      ['gearbox', card.gearbox, null],
    ]),
    technical: [],
    equipment: [],
    detailed: false,
  }
}

function metricValue(car: CompareCar, metric: CompareMetric): number | null {
  if (metric === 'price') return car.priceValue
  const row: CompareRow | undefined =
    car.overview.find((candidate) => candidate.key === metric) ??
    car.technical.find((candidate) => candidate.key === metric)
  return row?.value ?? null
}

/**
 * The ids of the cars holding the best value of a metric (ties share it). Empty when the metric
 * is not ranked, fewer than two cars have a value, or all values are equal. Prices are ranked
 * only when all are with VAT or all without.
 */
export function bestValues(cars: readonly CompareCar[], metric: CompareMetric): Set<string> {
  const direction = BEST_DIRECTION[metric]
  if (!direction) return new Set()
  const valued = cars.flatMap((car) => {
    const value = metricValue(car, metric)
    return value === null ? [] : [{ car, value }]
  })
  if (valued.length < 2) return new Set()
  if (metric === 'price' && new Set(valued.map(({ car }) => car.exVat)).size > 1) return new Set()
  const values = valued.map(({ value }) => value)
  const best = direction === 'low' ? Math.min(...values) : Math.max(...values)
  if (values.every((value) => value === best)) return new Set()
  return new Set(valued.filter(({ value }) => value === best).map(({ car }) => car.id))
}

/** The rows any of the cars has, in display order: a row nobody has is left out. */
export function rowKeys<K extends CompareRowKey>(
  order: readonly K[],
  cars: readonly CompareCar[],
  section: 'overview' | 'technical',
): K[] {
  const present = new Set<CompareRowKey>(cars.flatMap((car) => car[section].map((row) => row.key)))
  return order.filter((key) => present.has(key))
}

/** A car's row text, or null when it has none. */
export function rowText(car: CompareCar, key: CompareRowKey): string | null {
  const row: CompareRow | undefined =
    car.overview.find((candidate) => candidate.key === key) ?? car.technical.find((candidate) => candidate.key === key)
  return row?.text ?? null
}

export type EquipmentRow = {
  name: string
  /** per car in column order: has it, lacks it, or unknown (details not loaded) */
  has: (boolean | null)[]
}

/** Every equipment item of the cars, in order of first mention, with who has it. */
export function equipmentRows(cars: readonly CompareCar[]): EquipmentRow[] {
  const names = [...new Set(cars.flatMap((car) => car.equipment))]
  const sets = cars.map((car) => (car.detailed ? new Set(car.equipment) : null))
  return names.map((name) => ({ name, has: sets.map((set) => (set ? set.has(name) : null)) }))
}

const CAR_ID = /^\d{1,20}$/

/** The car ids of a `compare=` value: digits only, without repeats, at most MAX_COMPARE. */
export function parseCompareParam(value: string | null | undefined): string[] {
  if (!value) return []
  const ids = value
    .split(',')
    .map((part) => part.trim())
    .filter((part) => CAR_ID.test(part))
  return [...new Set(ids)].slice(0, MAX_COMPARE)
}

/** `url` with `compare=<ids>` in place of any earlier one; without it for no ids. */
export function compareUrl(url: string, ids: readonly string[]): string {
  const parsed = new URL(url)
  parsed.searchParams.delete(COMPARE_PARAM)
  const rest = parsed.searchParams.toString()
  // Digits and commas need no escaping; written by hand so the link reads compare=1,2.
  const own = ids.length ? `${COMPARE_PARAM}=${ids.join(',')}` : ''
  const query = [rest, own].filter(Boolean).join('&')
  return `${parsed.origin}${parsed.pathname}${query ? `?${query}` : ''}${parsed.hash}`
}

/** The session storage key of a site's selection. */
export function compareStorageKey(siteName: string): string {
  return `retail-cloud:compare:${siteName}`
}

/** A stored selection entry: a card's fields, picked from the card schema. */
function storedItem(value: unknown): CompareItem | null {
  if (typeof value !== 'object' || value === null) return null
  const entry = value as Record<string, unknown>
  const card = parseCarCard({ city: null, monthly: null, isSample: false, isUsed: false, ...entry })
  return card && CAR_ID.test(card.id) ? toCompareItem(card) : null
}

/**
 * The selection as session storage holds it. Storage is outside our control (other versions of
 * the site, hand edits), so anything unreadable is dropped: a bad entry, or all of it.
 */
export function parseStoredCompare(raw: string | null | undefined): CompareItem[] {
  const value = parseStoredJson(raw)
  if (!Array.isArray(value)) return []
  const items: CompareItem[] = []
  for (const entry of value) {
    const item = storedItem(entry)
    if (item && !items.some((known) => known.id === item.id)) items.push(item)
  }
  return items.slice(0, MAX_COMPARE)
}

/** Toggling a car adds or removes it; a full selection is left as it is. */
export function toggleCompare(items: readonly CompareItem[], car: CompareItem): CompareItem[] {
  if (items.some((item) => item.id === car.id)) return items.filter((item) => item.id !== car.id)
  if (items.length >= MAX_COMPARE) return [...items]
  return [...items, toCompareItem(car)]
}
