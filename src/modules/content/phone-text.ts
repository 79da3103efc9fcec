/**
 * A phone number as link text that never wraps mid-number: spaces become no-break spaces and
 * hyphens non-breaking hyphens (html-validate's tel-non-breaking). The tel: href keeps the digits.
 */
export function nonBreakingPhone(text: string): string {
  return text.replace(/ /g, '\u00a0').replace(/-/g, '\u2011')
}
