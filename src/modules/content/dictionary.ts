import { dictionaryEntries } from './texts/entries'
import type { Lang } from '../sites/languages'
import { interpolate } from './interpolate'

export type DictionaryKey = keyof typeof dictionaryEntries

/** The dictionary values of one site and language, as loaded from the CMS. */
export type Dictionary = Partial<Record<string, string>>

/** Texts per key and language; the seeded entries are one, tests may pass others. */
export type DictionarySeed = Partial<Record<string, Partial<Record<Lang, string>>>>

export type Translate = (key: DictionaryKey, params?: Record<string, string | number>) => string

// Object.keys widens to string[]; the object literal has exactly the DictionaryKey keys.
export const dictionaryKeys = Object.keys(dictionaryEntries) as DictionaryKey[]

// An editor clearing a value in the CMS means "not translated here", not "show nothing".
function present(value: string | undefined): string | undefined {
  return value === undefined || value === '' ? undefined : value
}

/**
 * A lookup for one site and language: the CMS value first, then the seeded value for the
 * language, then the English seed, then the key itself, so a page never shows an empty label.
 */
export function createTranslator(
  dictionary: Dictionary,
  lang: Lang,
  fallback: DictionarySeed = dictionaryEntries,
): Translate {
  return (key, params) => {
    const seeded = fallback[key]
    const text = present(dictionary[key]) ?? present(seeded?.[lang]) ?? present(seeded?.en) ?? key
    return params === undefined ? text : interpolate(text, params)
  }
}

/** Every seeded text in one language, keyed for the CMS dictionary; placeholders are kept. */
export function seedDictionaryFor(lang: Lang): Record<DictionaryKey, string> {
  const t = createTranslator({}, lang)
  return Object.fromEntries(dictionaryKeys.map((key) => [key, t(key)])) as Record<DictionaryKey, string>
}
