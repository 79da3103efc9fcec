/**
 * Swedish registration numbers as the booking flow takes them: 2 to 6 letters and digits,
 * upper-cased, spaces and hyphens ignored (the field shows 'ABC 123').
 */

export const PLATE_MAX = 6

/**
 * What the plate field keeps of a keystroke: upper-case letters and digits, at most 6. The field
 * itself has no maxlength: 'ABC 123' or 'ABC-123' as typed would be cut to 'ABC12' before this ran.
 */
export function plateInput(raw: string): string {
  return raw
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, PLATE_MAX)
}

/** The plate in canonical form, or null when it is not 2-6 letters and digits. */
export function normalizePlate(raw: string | null | undefined): string | null {
  if (typeof raw !== 'string') return null
  const plate = raw.replace(/[\s-]/g, '').toUpperCase()
  return /^[A-Z0-9]{2,6}$/.test(plate) ? plate : null
}
