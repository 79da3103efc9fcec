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

/** A slug is one path segment: lower-case letters, digits and dashes (the home page has none). */
export function isValidSlug(slug: string): boolean {
  return slug === '' || /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug)
}

/** Every ancestor path of a page path, nearest first: '/a/b/c' -> ['/a/b', '/a', '/']. */
export function ancestorPaths(path: string): string[] {
  const segments = path.split('/').filter(Boolean)
  const result: string[] = []
  for (let i = segments.length - 1; i >= 0; i--) result.push(i === 0 ? '/' : `/${segments.slice(0, i).join('/')}`)
  return result
}
