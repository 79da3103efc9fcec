import { cacheTags } from '@/lib/cache-tags'
import { relationId } from '../relations'

/** The fields of a page the page tree reads: navigation, breadcrumbs and the sitemap. */
const TREE_FIELDS = [
  '_status',
  'parent',
  'path',
  'slug',
  'title',
  'navTitle',
  'navigationTitle',
  'hideInNavigation',
  'isNavigableInMenuWhenItHasChildren',
  'externalLink',
  'posInMenu',
  'orderInDropdown',
  'noIndex',
] as const

/** The regions sub-pages inherit. */
const REGION_FIELDS = ['header', 'footer'] as const

export type PageDoc = { path?: string | null; _status?: string | null } & Record<string, unknown>

/**
 * A field's value in one comparable form: hooks get the new document with relations populated
 * and the previous one with ids, and an unset checkbox or text may be missing, null, false or ''.
 */
function comparable(field: string, value: unknown): unknown {
  if (field === 'parent') return relationId(value) ?? null
  if (value === undefined || value === null || value === false || value === '') return null
  if (Array.isArray(value)) return value.map((item) => comparable('', item))
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .map(([key, item]) => [key, comparable(key, item)] as const)
      .filter(([key, item]) => item !== null && key !== 'id')
      .sort(([a], [b]) => a.localeCompare(b))
    return entries.length ? Object.fromEntries(entries) : null
  }
  return value
}

function differs(a: PageDoc | undefined, b: PageDoc | undefined, fields: readonly string[]): boolean {
  if (!a || !b) return true
  return fields.some(
    (field) => JSON.stringify(comparable(field, a[field])) !== JSON.stringify(comparable(field, b[field])),
  )
}

function paths(...docs: (PageDoc | undefined)[]): string[] {
  return [...new Set(docs.flatMap((d) => (d?.path ? [d.path] : [])))]
}

/**
 * What a change of one page expires: the page itself (at its old and new path); its site's
 * page tree in every language when a field the tree reads changed; its header and footer,
 * which sub-pages inherit, when those changed. A draft saved over a draft touches nothing the
 * public sees, so it expires nothing. Another site is never touched.
 */
export function pageChangeTags(
  site: string,
  doc: PageDoc | undefined,
  previous: PageDoc | undefined,
  langs: readonly string[],
): string[] {
  const draftOnly = doc?._status === 'draft' && previous?._status !== 'published'
  if (draftOnly) return []
  const changed = paths(doc, previous)
  return [
    ...changed.map((path) => cacheTags.page(site, path)),
    ...(differs(doc, previous, REGION_FIELDS) || doc?.path !== previous?.path
      ? changed.map((path) => cacheTags.regions(site, path))
      : []),
    ...(differs(doc, previous, TREE_FIELDS) ? langs.map((lang) => cacheTags.navigation(site, lang)) : []),
    // Any published change moves the page's <lastmod> in the sitemap.
    cacheTags.pageSitemap(site),
  ]
}
