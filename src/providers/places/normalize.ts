/**
 * The matching form of a name: lower case, diacritics and punctuation dropped, letters without a
 * decomposition spelt out ('Malmö' 'malmo', 'Tromsø' 'tromso', 'Ærø' 'aero'), words kept apart
 * by one space. The compact form has no spaces at all, so '113 43' is '11343' and 'Stoke-on-Trent'
 * is 'stokeontrent'.
 */
const SPELT_OUT: Record<string, string> = { ø: 'o', æ: 'ae', œ: 'oe', ß: 'ss', đ: 'd', ł: 'l', þ: 'th', ð: 'd', ı: 'i' }

export function normalizeWords(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[øæœßđłþðı]/g, (letter) => SPELT_OUT[letter] ?? letter)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
}

export function compact(text: string): string {
  return normalizeWords(text).replace(/ /g, '')
}
