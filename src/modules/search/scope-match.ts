import type { Filters, IndexName } from './contract'
import { SITE_SCOPES } from './site-scopes'

function matches(doc: Record<string, unknown>, filters: Filters): boolean {
  return Object.entries(filters).every(([field, allowed]) => {
    const value = doc[field]
    const values = Array.isArray(value) ? value : [value]
    return values.some((v) => (allowed as readonly unknown[]).some((a) => String(a) === String(v)))
  })
}

/** The sites whose search scope includes any of these documents of `index`. */
export function sitesShowing(index: IndexName, documents: readonly unknown[]): string[] {
  const objects = documents.filter((d): d is Record<string, unknown> => typeof d === 'object' && d !== null)
  return SITE_SCOPES.filter((scope) => {
    const filters = scope.filters[index]
    return filters !== undefined && objects.some((doc) => matches(doc, filters))
  }).map((scope) => scope.siteName)
}

/** Every site that searches `index`: what a delete or a full replace may touch. */
export function sitesSearching(index: IndexName): string[] {
  return SITE_SCOPES.filter((scope) => scope.filters[index] !== undefined).map((scope) => scope.siteName)
}
