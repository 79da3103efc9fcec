/**
 * The car detail page's URL (spec 2 section 2.3): `{car detail base}/{car_id}/{slug}`, a
 * catch-all whose last two segments are the numeric id and the slug. Exact CMS pages win over
 * this wildcard: only a path without a page of its own is read as a car.
 */

export type CarDetailRoute =
  /** id and slug: the page of a car (the slug is not checked against the car's own slug) */
  | { kind: 'car'; id: string; slug: string }
  /** only the id: answered by a 302 to id/slug when the car exists */
  | { kind: 'id-only'; id: string }
  /** two or more segments, but the id is not one: a car that cannot exist */
  | { kind: 'bad-id'; slug: string }

// Car ids are positive integers; 18 digits keeps them below 2^63 for any upstream.
const CAR_ID = /^[1-9]\d{0,17}$/

function segmentsBelow(path: string, base: string): string[] | null {
  const root = base === '/' ? '' : base.replace(/\/+$/, '').toLowerCase()
  const lower = path.toLowerCase()
  if (root && lower !== root && !lower.startsWith(`${root}/`)) return null
  return path
    .slice(root.length)
    .split('/')
    .filter((segment) => segment !== '')
}

/**
 * Reads a path (without language prefix) under the site's car detail base. Null when the path
 * is not a car URL at all (the base itself, or one segment that is not an id), so the normal
 * not-found page answers it.
 */
export function parseCarDetailPath(path: string, base: string): CarDetailRoute | null {
  const segments = segmentsBelow(path, base)
  if (!segments || segments.length === 0) return null
  const [id = '', slug = ''] = segments.length === 1 ? ['', segments[0]] : segments.slice(-2)
  if (segments.length === 1) return CAR_ID.test(slug) ? { kind: 'id-only', id: slug } : null
  return CAR_ID.test(id) ? { kind: 'car', id, slug } : { kind: 'bad-id', slug }
}

/** The page path holding the car detail page's blocks: a wildcard child of the base. */
export function carDetailTemplatePath(base: string): string {
  const root = base === '/' ? '' : base.replace(/\/+$/, '').toLowerCase()
  return `${root}/*`
}

/**
 * Search words for a car that was not found, from its slug: 'volvo-xc60-t8-2021' gives
 * ['volvo', 'xc60', 't8']. Numbers (years, ids) rarely help a text search, so they go.
 */
export function slugWords(slug: string, max = 3): string[] {
  return decodeSafely(slug)
    .toLowerCase()
    .split(/[-_\s]+/)
    .filter((word) => word !== '' && !/^\d+$/.test(word))
    .slice(0, max)
}

function decodeSafely(value: string): string {
  try {
    return decodeURIComponent(value)
  } catch {
    return value
  }
}
