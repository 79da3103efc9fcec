/**
 * The Swedish group's dealer sites were renamed from Hedin Bil to Hedin Automotive; their old
 * detail addresses (anlaggningar/{id}/hedin-bil-{location}) redirect to
 * anlaggningar/hedin-automotive-{location} (spec 3 section 9.1).
 */

export const LEGACY_DEALER_SLUG_PREFIX = 'hedin-bil-'
export const DEALER_SLUG_PREFIX = 'hedin-automotive-'

/** The current slug of a dealer slug: 'hedin-bil-barkarby' -> 'hedin-automotive-barkarby'. */
export function currentDealerSlug(slug: string): string {
  const lower = slug.toLowerCase()
  return lower.startsWith(LEGACY_DEALER_SLUG_PREFIX) && lower.length > LEGACY_DEALER_SLUG_PREFIX.length
    ? DEALER_SLUG_PREFIX + lower.slice(LEGACY_DEALER_SLUG_PREFIX.length)
    : slug
}

/** A dealer's detail path under the site-detail path: '/anlaggningar' + slug. */
export function dealerPath(siteDetailPath: string, slug: string): string {
  return `${siteDetailPath.replace(/\/+$/, '')}/${encodeURIComponent(slug)}`
}
