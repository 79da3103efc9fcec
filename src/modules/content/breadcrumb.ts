/**
 * The car breadcrumb (spec 1 section 2.9, spec 2 section 2.6): crumbs from the segments of the
 * catch-all page path. Item paths mark a wildcard item (the car detail page, whose own path
 * segments are the car id and slug) with the separator segment ',-w-,'; the part of a visited
 * path that a wildcard covers becomes one crumb, the page itself.
 */

/** How item paths write a wildcard segment (the CMS slug '*'). */
export const WILDCARD_ITEM_SEGMENT = ',-w-,'

export type BreadcrumbCrumb = {
  /** the page path without language prefix */
  path: string
  label: string
  /** the page being shown: the last crumb, not a link */
  current: boolean
}

/** The path's segments, URL-decoded where that is possible. */
export function pathSegments(path: string): string[] {
  return path
    .split(/[?#]/)[0]!
    .split('/')
    .filter((segment) => segment !== '')
    .map((segment) => {
      try {
        return decodeURIComponent(segment)
      } catch {
        return segment
      }
    })
}

/** An item path for a page path: wildcard slugs ('*') become the separator segment. */
export function toItemPath(pagePath: string): string {
  const segments = pagePath.split('/').filter(Boolean)
  return `/${segments.map((s) => (s === '*' ? WILDCARD_ITEM_SEGMENT : s)).join('/')}`
}

/** Every prefix of a path, root first: '/a/b' -> ['/', '/a', '/a/b']. */
export function crumbPaths(path: string): string[] {
  const segments = path.split(/[?#]/)[0]!.split('/').filter(Boolean)
  return ['/', ...segments.map((_, i) => `/${segments.slice(0, i + 1).join('/')}`)]
}

/**
 * How many segments of `path` come before the part a wildcard item covers, or null when no
 * wildcard item path matches. '/kop-bil/,-w-,' covers '/kop-bil/123/volvo-xc60' from segment 1.
 */
export function wildcardStart(path: string, wildcardItemPaths: readonly string[]): number | null {
  const segments = path.split('/').filter(Boolean)
  for (const itemPath of wildcardItemPaths) {
    const item = itemPath.split('/').filter(Boolean)
    const at = item.indexOf(WILDCARD_ITEM_SEGMENT)
    if (at < 0 || segments.length <= at) continue
    const base = item.slice(0, at)
    if (base.every((segment, i) => segment.toLowerCase() === segments[i]?.toLowerCase())) return at
  }
  return null
}

/** A readable label for a segment without a page title: 'volvo-xc60-t8' -> 'Volvo xc60 t8'. */
export function segmentLabel(segment: string): string {
  const words = segment.replace(/[-_]+/g, ' ').trim()
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : segment
}

export type BreadcrumbInput = {
  /** the visited page path without language prefix, '/' for home */
  path: string
  /** the title of the page at a path, or undefined where there is no page */
  titleOf: (path: string) => string | undefined
  homeLabel: string
  /** item paths with the separator segment, such as the car detail page's '/kop-bil/,-w-,' */
  wildcardItemPaths?: readonly string[]
}

/**
 * Home (named by `homeLabel`), then every ancestor that is a page (a segment without a page of its own would be a dead
 * link, so it is left out), then the page itself. Within a wildcard's part of the path only the
 * last segment counts: it is the page, labelled by its title or else its slug. Empty on the home
 * page, where a breadcrumb has nothing to show.
 */
export function buildBreadcrumb({
  path,
  titleOf,
  homeLabel,
  wildcardItemPaths = [],
}: BreadcrumbInput): BreadcrumbCrumb[] {
  const paths = crumbPaths(path)
  if (paths.length < 2) return []
  const segments = pathSegments(path)
  const start = wildcardStart(path, wildcardItemPaths)
  const last = paths.length - 1
  const crumbs: BreadcrumbCrumb[] = []
  paths.forEach((crumbPath, index) => {
    if (index === 0) {
      // The home page's title is a marketing line; crumbs name it the way menus do.
      crumbs.push({ path: '/', label: homeLabel, current: false })
      return
    }
    const current = index === last
    // index counts segments: index n is the path of the first n segments.
    if (!current && start !== null && index > start) return
    const title = titleOf(crumbPath)
    if (!title && !current) return
    crumbs.push({ path: crumbPath, label: title || segmentLabel(segments[index - 1] ?? ''), current })
  })
  return crumbs
}
