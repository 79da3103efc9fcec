import type { Filters } from './contract'
import { words } from './text'

/**
 * The search box's parser (spec 2 section 4: "submitting the search box parses the text into a
 * keyphrase and filters"): words that name a brand, model, fuel, gearbox, body, colour or drive
 * known to the index become filters, and the rest stays a keyphrase.
 * "volvo xc60 diesel automat" -> brand Volvo, model XC60, fuel Diesel, gearbox Automat.
 */

export const SEARCH_BOX_FIELDS = [
  'car_brand',
  'car_model',
  'car_fuel',
  'car_gearbox',
  'car_body',
  'car_color',
  'car_drive',
] as const
export type SearchBoxField = (typeof SEARCH_BOX_FIELDS)[number]

export type Vocabulary = {
  values: Partial<Record<SearchBoxField, readonly string[]>>
  /** Models per brand, so 'golf' is a model only where a chosen brand makes one. */
  modelsByBrand?: ReadonlyMap<string, readonly string[]>
}

export type ParsedSearchText = { filters: Filters; keyphrase: string }

/** Word spellings that differ from the values only by a suffix, such as 'automatic' for 'Automat'. */
const LOOSE_FIELDS: readonly SearchBoxField[] = ['car_fuel', 'car_gearbox', 'car_body', 'car_drive']
const LOOSE_MIN_LENGTH = 5
const LONGEST_VALUE_WORDS = 3

function keyOf(text: string): string {
  return words(text).join(' ')
}

export function parseSearchText(text: string, vocabulary: Vocabulary): ParsedSearchText {
  const tokens = text.split(/\s+/).filter((token) => keyOf(token) !== '')
  const keys = tokens.map(keyOf)
  const lookups = new Map<SearchBoxField, Map<string, string>>()
  for (const field of SEARCH_BOX_FIELDS) {
    const lookup = new Map<string, string>()
    for (const value of vocabulary.values[field] ?? []) {
      lookup.set(keyOf(value), value)
      lookup.set(keyOf(value).replace(/ /g, ''), value)
    }
    lookups.set(field, lookup)
  }

  const chosen = new Map<SearchBoxField, string[]>()
  const rest: string[] = []
  const allowed = (field: SearchBoxField, value: string) => {
    if (chosen.get(field)?.includes(value)) return false
    const brands = chosen.get('car_brand')
    if (field !== 'car_model' || !brands || !vocabulary.modelsByBrand) return true
    return brands.some((brand) => vocabulary.modelsByBrand!.get(brand)?.includes(value))
  }

  for (let i = 0; i < tokens.length;) {
    const match = matchAt(keys, i, lookups, allowed)
    if (match) {
      chosen.set(match.field, [...(chosen.get(match.field) ?? []), match.value])
      i += match.length
    } else {
      rest.push(tokens[i]!)
      i++
    }
  }

  const filters: Filters = {}
  for (const field of SEARCH_BOX_FIELDS) {
    const values = chosen.get(field)
    if (values) filters[field] = values
  }
  return { filters, keyphrase: rest.join(' ') }
}

function matchAt(
  keys: readonly string[],
  start: number,
  lookups: Map<SearchBoxField, Map<string, string>>,
  allowed: (field: SearchBoxField, value: string) => boolean,
): { field: SearchBoxField; value: string; length: number } | null {
  for (let length = Math.min(LONGEST_VALUE_WORDS, keys.length - start); length >= 1; length--) {
    const phrase = keys.slice(start, start + length).join(' ')
    for (const field of SEARCH_BOX_FIELDS) {
      const lookup = lookups.get(field)!
      const value = lookup.get(phrase) ?? lookup.get(phrase.replace(/ /g, ''))
      if (value !== undefined && allowed(field, value)) return { field, value, length }
    }
  }
  const word = keys[start]!
  if (word.length < LOOSE_MIN_LENGTH) return null
  for (const field of LOOSE_FIELDS) {
    const candidates = new Set<string>()
    for (const [key, value] of lookups.get(field)!) {
      if (key.length >= LOOSE_MIN_LENGTH && (key.startsWith(word) || word.startsWith(key))) candidates.add(value)
    }
    const [only] = candidates
    if (candidates.size === 1 && allowed(field, only!)) return { field, value: only!, length: 1 }
  }
  return null
}
