/** Page paths are built from the parent's path and the page's own slug; the home page is '/'. */
export function normaliseSlug(slug: string | null | undefined): string {
  return (slug ?? '')
    .trim()
    .toLowerCase()
    .replace(/^\/+|\/+$/g, '')
}

export function joinPagePath(parentPath: string | null | undefined, slug: string | null | undefined): string {
  const own = normaliseSlug(slug)
  const base = parentPath && parentPath !== '/' ? parentPath.replace(/\/+$/, '') : ''
  if (!own) return base || '/'
  return `${base}/${own}`
}

/** The slug of a wildcard page: it renders every path at its level that has no page of its own. */
export const WILDCARD_SLUG = '*'

/**
 * A slug is one path segment: lower-case letters, digits and dashes (the home page has none), or
 * the wildcard. The car detail page is the wildcard child of the site's car detail base.
 */
export function isValidSlug(slug: string): boolean {
  return slug === '' || slug === WILDCARD_SLUG || /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug)
}

/** A wildcard page is a template, not an address: sitemaps and menus leave it out. */
export function isWildcardPath(path: string): boolean {
  return path.split('/').includes(WILDCARD_SLUG)
}

/** Every ancestor path of a page path, nearest first: '/a/b/c' -> ['/a/b', '/a', '/']. */
export function ancestorPaths(path: string): string[] {
  const segments = path.split('/').filter(Boolean)
  const result: string[] = []
  for (let i = segments.length - 1; i >= 0; i--) result.push(i === 0 ? '/' : `/${segments.slice(0, i).join('/')}`)
  return result
}
