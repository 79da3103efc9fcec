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
