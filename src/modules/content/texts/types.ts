/** Seed values of dictionary entries: one text per language, the same {placeholders} in each. */
export type DictionaryEntries = Record<string, Partial<Record<'sv' | 'nb' | 'fi' | 'en' | 'sk', string>>>
