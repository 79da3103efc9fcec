/**
 * A distance as the locator shows it (spec 1 section 9): under 1 km as '~N m' rounded to
 * 100 m (never '~0 m': a place next door reads '~100 m'), else kilometres in the visitor's
 * locale, one decimal under 10 km ('3,4 km' in Swedish, '3.4 km' in English), whole above.
 */
export function formatDistance(km: number, locale: string): string {
  if (!Number.isFinite(km) || km < 0) return ''
  if (km < 1) {
    const metres = Math.max(100, Math.round((km * 1000) / 100) * 100)
    return `~${new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(metres)} m`
  }
  const digits = km < 10 ? 1 : 0
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: digits, minimumFractionDigits: 0 }).format(km)} km`
}
