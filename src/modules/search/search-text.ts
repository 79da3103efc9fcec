import type { Filters } from './contract'
import {
  BRAND_ALIASES,
  CONCEPTS,
  DISTANCE_WORDS,
  KM_PER_UNIT,
  QUERY_WORDS,
  type Bound,
  type ConceptName,
  type DistanceUnit,
  type QueryLang,
} from './query-words'
import { words } from './text'

/**
 * The search box's parser (spec 2 section 4: "submitting the search box parses the text into a
 * keyphrase and filters"): what a buyer would say to a salesperson becomes filters, and the words
 * it does not know stay the keyphrase. "begagnad merc kombi dragkrok under 300 000 i Uppsala" ->
 * used, Mercedes-Benz, estate, tow bar, price at most 300,000, the Uppsala dealers' cars.
 *
 * - Facet values of the site (brand, model, fuel, body, gearbox, drive, colour, city) match
 *   case-, accent- and spacing-insensitively ('xc 60', 'skoda').
 * - The words of the page's language and of the site's market (query-words) name concepts whose
 *   feed values the site holds ('elbil' -> 'El' on a Swedish site, 'Sähkö' on the Finnish one).
 * - Brand short names ('merc', 'vw') and, for words of 4 letters or more, one typo in a brand or
 *   model name (two from 8 letters) are forgiven.
 * - Numbers with their words become ranges: price ('under 300 000', 'alle 200 000 kr',
 *   'under £15k'), mileage in the market's unit ('max 2000 mil'), year ('2021', 'från 2020').
 */

export const SEARCH_BOX_FIELDS = [
  'car_brand',
  'car_model',
  'car_fuel',
  'car_gearbox',
  'car_body',
  'car_color',
  'car_drive',
  'car_is_used',
  'car_equipment',
  'car_site_city',
] as const
export type SearchBoxField = (typeof SEARCH_BOX_FIELDS)[number]

export const SEARCH_BOX_RANGES = ['car_price', 'car_mileage', 'car_year'] as const
export type SearchBoxRange = (typeof SEARCH_BOX_RANGES)[number]

export type Vocabulary = {
  values: Partial<Record<SearchBoxField, readonly string[]>>
  /** Models per brand, so 'golf' is a model only where a chosen brand makes one. */
  modelsByBrand?: ReadonlyMap<string, readonly string[]>
  /** The site's bounds of each range, to close the open end of 'under 300 000'. */
  ranges?: Partial<Record<SearchBoxRange, { min: number; max: number }>>
}

export type ParseOptions = {
  /** The page's language; its words are understood. */
  lang?: QueryLang
  /** The language of the site's market, whose words are understood too. */
  marketLang?: QueryLang
  /** How the market's feed counts car_mileage. */
  distanceUnit?: DistanceUnit
  /** For years: the newest model year is next year's. */
  now?: Date
  /** The site's market ('SE', 'GB'), whose postcodes are places. */
  country?: string
}

/** A word taken as another because it was one or two letters off ('volov' -> 'Volvo'). */
export type Correction = { from: string; to: string }

/**
 * `place`: a dealer city, a postcode of the market or a name after a place word ('i Sigtuna'),
 * for the caller to look up with the places provider: a found place is a radius filter, one not
 * found goes back to the keyphrase.
 */
export type ParsedSearchText = { filters: Filters; keyphrase: string; corrections?: Correction[]; place?: string }

/** Postcodes of each market, as typed: '113 43', '0150', '00100', '811 01', 'SW1A 1AA'. */
const POSTCODES: Record<string, RegExp> = {
  SE: /^\d{3} ?\d{2}$/,
  NO: /^\d{4}$/,
  FI: /^\d{5}$/,
  SK: /^\d{3} ?\d{2}$/,
  GB: /^[a-z]{1,2}\d[a-z\d]? ?\d[a-z]{2}$/i,
}

/** Longer text is cut here before parsing: the search box's own limit (contract MAX_KEYPHRASE). */
export const MAX_SEARCH_TEXT = 200
const LONGEST_PHRASE = 4
const LOOSE_MIN_LENGTH = 5
const FUZZY_MIN_LENGTH = 4
const FUZZY_TWO_LENGTH = 8
const OLDEST_YEAR = 1950

const FIELD_PRIORITY: readonly SearchBoxField[] = [
  'car_brand',
  'car_model',
  'car_fuel',
  'car_body',
  'car_gearbox',
  'car_drive',
  'car_is_used',
  'car_equipment',
  'car_color',
  'car_site_city',
]
/** Fields whose worded values also match by another ending ('laddhybriden' -> 'Laddhybrid'). */
const LOOSE_FIELDS: readonly SearchBoxField[] = ['car_fuel', 'car_gearbox', 'car_body', 'car_drive']

type Target = { field: SearchBoxField; values: string[] }
type Lookup = Map<string, Target[]>

function keyOf(text: string): string {
  return words(text).join(' ')
}

const compact = (key: string) => key.replace(/ /g, '')

/** The language tables a parse reads: the page's and the market's, English when neither is given. */
function languagesOf(options: ParseOptions): QueryLang[] {
  const langs = new Set<QueryLang>()
  if (options.lang) langs.add(options.lang)
  if (options.marketLang) langs.add(options.marketLang)
  if (langs.size === 0) langs.add('en')
  return [...langs]
}

function buildLookup(vocabulary: Vocabulary, langs: readonly QueryLang[]): Lookup {
  const lookup: Lookup = new Map()
  const add = (key: string, target: Target) => {
    if (!key) return
    for (const form of new Set([key, compact(key)])) {
      const list = lookup.get(form) ?? []
      const same = list.find((entry) => entry.field === target.field)
      if (same) for (const value of target.values) if (!same.values.includes(value)) same.values.push(value)
      if (!same) list.push({ field: target.field, values: [...target.values] })
      lookup.set(form, list)
    }
  }
  const byKey = new Map<SearchBoxField, Map<string, string>>()
  for (const field of SEARCH_BOX_FIELDS) {
    const keys = new Map<string, string>()
    for (const value of vocabulary.values[field] ?? []) {
      keys.set(keyOf(value), value)
      keys.set(compact(keyOf(value)), value)
      // Equipment and the used flag are reached by their words only: 'true' is no buyer's word.
      if (field !== 'car_equipment' && field !== 'car_is_used') add(keyOf(value), { field, values: [value] })
    }
    byKey.set(field, keys)
  }
  for (const [alias, brandKey] of Object.entries(BRAND_ALIASES)) {
    const brand = byKey.get('car_brand')!.get(brandKey)
    if (brand) add(alias, { field: 'car_brand', values: [brand] })
  }
  for (const lang of langs) {
    for (const [name, phrases] of Object.entries(QUERY_WORDS[lang].concepts)) {
      const concept = CONCEPTS[name as ConceptName]
      const keys = byKey.get(concept.field)!
      const values = [...new Set(concept.values.map((value) => keys.get(keyOf(value))).filter((v) => v !== undefined))]
      if (values.length === 0) continue
      for (const phrase of phrases) add(keyOf(phrase), { field: concept.field, values })
    }
  }
  for (const list of lookup.values())
    list.sort((a, b) => FIELD_PRIORITY.indexOf(a.field) - FIELD_PRIORITY.indexOf(b.field))
  return lookup
}

// A vocabulary is built per site and reused for a minute; its lookups are reused with it.
const lookups = new WeakMap<Vocabulary, Map<string, Lookup>>()
function lookupFor(vocabulary: Vocabulary, langs: readonly QueryLang[]): Lookup {
  const key = langs.join(',')
  let perLangs = lookups.get(vocabulary)
  if (!perLangs) lookups.set(vocabulary, (perLangs = new Map()))
  let lookup = perLangs.get(key)
  if (!lookup) perLangs.set(key, (lookup = buildLookup(vocabulary, langs)))
  return lookup
}

type Range = { min?: number; max?: number }

export function parseSearchText(text: string, vocabulary: Vocabulary, options: ParseOptions = {}): ParsedSearchText {
  const langs = languagesOf(options)
  const lookup = lookupFor(vocabulary, langs)
  const tokens = text
    .slice(0, MAX_SEARCH_TEXT)
    .split(/\s+/)
    .filter((token) => keyOf(token) !== '')
  const keys = tokens.map(keyOf)

  const chosen = new Map<SearchBoxField, string[]>()
  const ranges = new Map<SearchBoxRange, Range>()
  const corrections: Correction[] = []
  const rest: string[] = []
  const allowed = (field: SearchBoxField, value: string) => {
    if (chosen.get(field)?.includes(value)) return false
    const brands = chosen.get('car_brand')
    if (field !== 'car_model' || !brands || !vocabulary.modelsByBrand) return true
    return brands.some((brand) => vocabulary.modelsByBrand!.get(brand)?.includes(value))
  }
  const choose = (target: Target) => {
    const list = chosen.get(target.field) ?? []
    for (const value of target.values) if (!list.includes(value)) list.push(value)
    chosen.set(target.field, list)
  }
  const placeWords = new Set(langs.flatMap((lang) => QUERY_WORDS[lang].placeWords))
  const postcode = options.country ? POSTCODES[options.country] : undefined
  let place: string | undefined

  for (let i = 0; i < tokens.length;) {
    const match = matchAt(keys, i, lookup, allowed)
    if (match && match.target.field === 'car_site_city') {
      // A dealer's city is a place; one is enough, a second stays a word.
      if (place === undefined) place = match.target.values[0]
      else rest.push(...tokens.slice(i, i + match.length))
      i += match.length
      continue
    }
    if (match) {
      choose(match.target)
      i += match.length
      continue
    }
    const number = numberAt(tokens, keys, i, langs, options)
    if (number) {
      const range = ranges.get(number.field) ?? {}
      if (number.bound !== 'max') range.min = Math.max(range.min ?? -Infinity, number.value)
      if (number.bound !== 'min') range.max = Math.min(range.max ?? Infinity, number.value)
      ranges.set(number.field, range)
      i += number.length
      continue
    }
    if (place === undefined && postcode) {
      const two = tokens.slice(i, i + 2).join(' ')
      const length = i + 1 < tokens.length && postcode.test(two) ? 2 : postcode.test(tokens[i]!) ? 1 : 0
      if (length > 0) {
        place = tokens.slice(i, i + length).join(' ')
        i += length
        continue
      }
    }
    // 'i Uppsala', 'near Leeds': the place word goes with its place, a dealer's city or a name.
    if (placeWords.has(keys[i]!) && i + 1 < tokens.length && place === undefined) {
      const city = matchAt(keys, i + 1, lookup, allowed)
      if (city?.target.field === 'car_site_city') {
        place = city.target.values[0]
        i += 1 + city.length
        continue
      }
      const next = tokens[i + 1]!
      if (!city && /^\p{Lu}\p{L}+/u.test(next)) {
        place = next
        i += 2
        continue
      }
    }
    const fuzzy = fuzzyAt(keys[i]!, vocabulary, allowed)
    if (fuzzy) {
      choose({ field: fuzzy.field, values: [fuzzy.value] })
      corrections.push({ from: tokens[i]!, to: fuzzy.value })
      i++
      continue
    }
    rest.push(tokens[i]!)
    i++
  }

  const filters: Filters = {}
  for (const field of SEARCH_BOX_FIELDS) {
    const values = chosen.get(field)
    if (values) filters[field] = values
  }
  const now = options.now ?? new Date()
  for (const field of SEARCH_BOX_RANGES) {
    const range = ranges.get(field)
    if (!range) continue
    const bounds = vocabulary.ranges?.[field]
    const min = range.min ?? Math.min(bounds?.min ?? 0, 0)
    const fallbackMax = field === 'car_year' ? now.getUTCFullYear() + 1 : Number.MAX_SAFE_INTEGER
    const max = range.max ?? Math.max(bounds?.max ?? fallbackMax, min)
    filters[field] = [Math.min(min, max), Math.max(min, max)]
  }
  const parsedAny = Object.keys(filters).length > 0 || place !== undefined
  const fillers = new Set(langs.flatMap((lang) => QUERY_WORDS[lang].fillers))
  const keyphrase = (parsedAny ? rest.filter((token) => !fillers.has(keyOf(token))) : rest).join(' ')
  const parsed: ParsedSearchText = { filters, keyphrase }
  if (corrections.length) parsed.corrections = corrections
  if (place !== undefined) parsed.place = place
  return parsed
}

function matchAt(
  keys: readonly string[],
  start: number,
  lookup: Lookup,
  allowed: (field: SearchBoxField, value: string) => boolean,
): { target: Target; length: number } | null {
  for (let length = Math.min(LONGEST_PHRASE, keys.length - start); length >= 1; length--) {
    const phrase = keys.slice(start, start + length).join(' ')
    const targets = lookup.get(phrase) ?? lookup.get(compact(phrase))
    for (const target of targets ?? []) {
      const values = target.values.filter((value) => allowed(target.field, value))
      if (values.length > 0) return { target: { field: target.field, values }, length }
    }
  }
  const word = keys[start]!
  if (word.length < LOOSE_MIN_LENGTH || /\d/.test(word)) return null
  // Another ending of a worded value ('automatic' for 'Automat'), when only one value fits.
  for (const field of LOOSE_FIELDS) {
    const candidates = new Set<string>()
    for (const [key, targets] of lookup) {
      if (key.length < LOOSE_MIN_LENGTH || !(key.startsWith(word) || word.startsWith(key))) continue
      for (const target of targets) if (target.field === field) for (const value of target.values) candidates.add(value)
    }
    const [only] = candidates
    if (candidates.size === 1 && allowed(field, only!)) return { target: { field, values: [only!] }, length: 1 }
  }
  return null
}

type NumberMatch = { field: SearchBoxRange; bound: Bound | null; value: number; length: number }

const NUMBER_TOKEN = /^(\d{1,3}(?:[.,'’]\d{3})+|\d+(?:[.,]\d+)?)(k|t|tkr)?$/i

/** A token's number: '300', '300.000', '15k', '£15k', '200000kr'; with what it says of money. */
function readNumber(token: string): { value: number; money: boolean; thousands: boolean } | null {
  const unsigned = token.replace(/[£€$]/g, '')
  const bare = unsigned.replace(/(kr\.?|:-|e|eur|sek|nok)$/i, '')
  const money = unsigned !== token || bare !== unsigned
  const match = NUMBER_TOKEN.exec(bare)
  if (!match) return null
  const digits = /[.,'’]\d{3}(?!\d)/.test(match[1]!) && !/^\d+[.,]\d{1,2}$/.test(match[1]!)
  const value = Number(digits ? match[1]!.replace(/[.,'’]/g, '') : match[1]!.replace(',', '.'))
  if (!Number.isFinite(value)) return null
  const thousands = match[2] !== undefined
  return { value: thousands ? value * 1000 : value, money: money || thousands, thousands }
}

function numberAt(
  tokens: readonly string[],
  keys: readonly string[],
  start: number,
  langs: readonly QueryLang[],
  options: ParseOptions,
): NumberMatch | null {
  let i = start
  let bound: Bound | null = null
  for (let length = Math.min(3, keys.length - i - 1); length >= 1 && bound === null; length--) {
    const phrase = keys.slice(i, i + length).join(' ')
    for (const lang of langs) {
      const found = QUERY_WORDS[lang].bounds[phrase]
      if (found) {
        bound = found
        i += length
        break
      }
    }
  }
  const first = tokens[i] ? readNumber(tokens[i]!) : null
  if (!first) return null
  let { value, money, thousands } = first
  i++
  // '300 000': groups of three digits after the first are the same number.
  while (!thousands && i < tokens.length && /^\d{3}(?:kr|:-|€)?$/i.test(tokens[i]!) && value < 1e12) {
    const next = readNumber(tokens[i]!)!
    value = value * 1000 + next.value
    money ||= next.money
    i++
  }
  let distance: DistanceUnit | null = null
  for (let units = 0; units < 2 && i < tokens.length; units++) {
    const key = keys[i]!
    const isThousands = !thousands && langs.some((lang) => QUERY_WORDS[lang].thousands.includes(key))
    if (isThousands) {
      value *= 1000
      thousands = money = true
    } else if (langs.some((lang) => QUERY_WORDS[lang].currency.includes(key)) || /^[£€$]$|^:-$/.test(tokens[i]!)) {
      money = true
    } else if (DISTANCE_WORDS[key] && !money) {
      distance = DISTANCE_WORDS[key]!.unit
    } else break
    i++
  }
  const length = i - start
  if (distance) {
    const unit = options.distanceUnit ?? 'km'
    const converted = Math.round((value * KM_PER_UNIT[distance]) / KM_PER_UNIT[unit])
    return { field: 'car_mileage', bound: bound ?? 'max', value: converted, length }
  }
  if (money) return { field: 'car_price', bound: bound ?? 'max', value, length }
  const newest = (options.now ?? new Date()).getUTCFullYear() + 1
  if (Number.isInteger(value) && value >= OLDEST_YEAR && value <= newest) {
    return { field: 'car_year', bound, value, length }
  }
  // A bare large number after a bound word is a price: 'under 300000'.
  if (bound && value >= 1000) return { field: 'car_price', bound, value, length }
  return null
}

/**
 * A brand or model one typo away ('volov', 'mercedez'): the nearest by edit distance, when
 * only one value is that near.
 */
function fuzzyAt(
  word: string,
  vocabulary: Vocabulary,
  allowed: (field: SearchBoxField, value: string) => boolean,
): { field: SearchBoxField; value: string } | null {
  // A word without letters is a number, never a misspelt name.
  if ([...word].length < FUZZY_MIN_LENGTH || !/\p{L}/u.test(word)) return null
  const limit = [...word].length >= FUZZY_TWO_LENGTH ? 2 : 1
  for (const field of ['car_brand', 'car_model'] as const) {
    let best: string[] = []
    let bestDistance = limit + 1
    for (const [key, value] of fuzzyKeys(vocabulary, field)) {
      if (Math.abs(key.length - word.length) > limit) continue
      const distance = editDistance(word, key, limit)
      if (distance > limit) continue
      if (distance < bestDistance) {
        best = [value]
        bestDistance = distance
      } else if (distance === bestDistance && !best.includes(value)) best.push(value)
    }
    if (best.length === 1 && bestDistance > 0 && allowed(field, best[0]!)) return { field, value: best[0]! }
  }
  return null
}

/**
 * "Did you mean" for a text that found nothing: each word of three letters or more that is one
 * or two letters off a word the site knows (a brand, model, city or value, a word of the
 * languages' tables) is replaced by it, when only one is that near. Null when nothing changed.
 */
export function suggestSearchText(text: string, vocabulary: Vocabulary, options: ParseOptions = {}): string | null {
  const known = knownWords(vocabulary, languagesOf(options))
  let changed = false
  const tokens = text.slice(0, MAX_SEARCH_TEXT).split(/\s+/).filter(Boolean)
  const out = tokens.map((token) => {
    const word = keyOf(token)
    if (word.length < 3 || !/\p{L}/u.test(word) || known.has(word) || word.includes(' ')) return token
    const limit = word.length >= 6 ? 2 : 1
    let best: string[] = []
    let bestDistance = limit + 1
    for (const [key, shown] of known) {
      if (Math.abs(key.length - word.length) > limit) continue
      const distance = editDistance(word, key, limit)
      if (distance > limit) continue
      if (distance < bestDistance) {
        best = [shown]
        bestDistance = distance
      } else if (distance === bestDistance && !best.includes(shown)) best.push(shown)
    }
    if (best.length !== 1) return token
    changed = true
    return best[0]!
  })
  return changed ? out.join(' ') : null
}

/** Single words the site knows, folded, with how a suggestion writes them. */
function knownWords(vocabulary: Vocabulary, langs: readonly QueryLang[]): Map<string, string> {
  const known = new Map<string, string>()
  for (const field of SEARCH_BOX_FIELDS) {
    if (field === 'car_is_used' || field === 'car_equipment') continue
    for (const value of vocabulary.values[field] ?? []) {
      const key = keyOf(value)
      if (key && !key.includes(' ')) known.set(key, value)
      if (key.includes(' ')) known.set(compact(key), value)
    }
  }
  for (const alias of Object.keys(BRAND_ALIASES)) if (!known.has(alias)) known.set(alias, alias)
  for (const lang of langs) {
    for (const phrases of Object.values(QUERY_WORDS[lang].concepts)) {
      for (const phrase of phrases) if (!phrase.includes(' ') && !known.has(phrase)) known.set(phrase, phrase)
    }
  }
  return known
}

/** The spellings a field's values are known by: their own, and for brands the short names. */
function fuzzyKeys(vocabulary: Vocabulary, field: 'car_brand' | 'car_model'): [key: string, value: string][] {
  const values = vocabulary.values[field] ?? []
  const keys = values.map((value): [string, string] => [compact(keyOf(value)), value])
  if (field !== 'car_brand') return keys
  const byKey = new Map(values.map((value) => [keyOf(value), value]))
  for (const [alias, brandKey] of Object.entries(BRAND_ALIASES)) {
    const brand = byKey.get(brandKey)
    if (brand && alias.length >= FUZZY_MIN_LENGTH) keys.push([alias, brand])
  }
  return keys
}

/**
 * Optimal string alignment distance (Levenshtein with swapped neighbours as one edit), cut off
 * above `limit`. Brand and model names are short, so the full table is cheap.
 */
export function editDistance(a: string, b: string, limit = Infinity): number {
  const rows = a.length + 1
  const cols = b.length + 1
  const d: number[][] = Array.from({ length: rows }, (_, i) => {
    const row = new Array<number>(cols).fill(0)
    row[0] = i
    return row
  })
  for (let j = 0; j < cols; j++) d[0]![j] = j
  for (let i = 1; i < rows; i++) {
    let rowMin = Infinity
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      let value = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost)
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        value = Math.min(value, d[i - 2]![j - 2]! + 1)
      d[i]![j] = value
      rowMin = Math.min(rowMin, value)
    }
    if (rowMin > limit) return limit + 1
  }
  return d[a.length]![b.length]!
}
