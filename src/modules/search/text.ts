/**
 * Text folding shared by indexing and querying, so both sides agree on what a word is: lower
 * case, diacritics dropped (å ä ö ü é become a a o u e), and the Nordic letters that are not
 * accented forms spelt out (ø becomes o, æ becomes ae).
 */
export function fold(text: string): string {
  // Most feed text is plain ASCII, which needs no decomposition.
  if (/^[\x00-\x7f]*$/.test(text)) return text.toLowerCase()
  return text
    .toLowerCase()
    .replace(/æ/g, 'ae')
    .replace(/[øœ]/g, 'o')
    .replace(/ß/g, 'ss')
    .replace(/đ/g, 'd')
    .replace(/ł/g, 'l')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
}

/** The folded words of a text: runs of letters and digits. */
export function words(text: string): string[] {
  return fold(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0)
}

/**
 * The words a document is found by. A registration number is also indexed without its
 * separators, so 'ABC 123', 'abc-123' and 'abc123' all find it.
 */
export function documentWords(
  texts: readonly (string | null | undefined)[],
  compact: readonly (string | null | undefined)[] = [],
): string[] {
  const all = new Set<string>()
  for (const text of texts) if (text) for (const word of words(text)) all.add(word)
  for (const text of compact)
    if (text) {
      const joined = words(text).join('')
      if (joined) all.add(joined)
    }
  return [...all]
}

/**
 * Relevance (spec 2 section 4: with a keyphrase the list sorts by relevance): a word found in a
 * car's brand or model weighs more than one in its version, which weighs more than one found
 * elsewhere. Both engines see where a word was found through marked words indexed beside the
 * plain ones; the mark is no letter or digit, so no keyphrase word or prefix ever matches one.
 */
export const FIELD_WORD_MARK = '\u0002'
export type WordField = 'title' | 'version'
const FIELD_CODES: Record<WordField, string> = { title: 't', version: 'v' }

/** The marked word saying `word` was found in `field`. */
export function fieldWord(field: WordField, word: string): string {
  return `${FIELD_WORD_MARK}${FIELD_CODES[field]}${word}`
}

/** The marked words of a field's texts. */
export function fieldWords(field: WordField, texts: readonly (string | null | undefined)[]): string[] {
  const all = new Set<string>()
  for (const text of texts) if (text) for (const word of words(text)) all.add(fieldWord(field, word))
  return [...all]
}

/** What each marked field adds to a document's score per keyphrase word found there. */
export const FIELD_WEIGHTS: Record<WordField, number> = { title: 2, version: 1 }
