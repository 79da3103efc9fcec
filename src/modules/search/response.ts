import type { Facet, ListFacetValue, SearchResponse } from './contract'
import type { RawFacet, RawResult } from './engine'
import type { FacetPlan, QueryPlan } from './plan'

const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' })

function byText(order: 'asc' | 'desc') {
  const sign = order === 'asc' ? 1 : -1
  return (a: ListFacetValue, b: ListFacetValue) =>
    sign * (collator.compare(a.text, b.text) || (a.text < b.text ? -1 : a.text > b.text ? 1 : 0))
}

function listValues(counts: Map<string, number>, order: 'asc' | 'desc'): ListFacetValue[] {
  const values: ListFacetValue[] = []
  for (const [text, count] of counts) if (count > 0) values.push({ text, count })
  return values.sort(byText(order))
}

function shapeFacet(plan: FacetPlan, raw: RawFacet | undefined): Facet {
  if (plan.kind === 'histogram') {
    const value =
      raw?.kind === 'histogram' ? { min: raw.min, max: raw.max, count: raw.count } : { min: 0, max: 0, count: 0 }
    return { name: plan.name, type: 'histogram', value }
  }
  if (plan.kind === 'list') {
    return { name: plan.name, type: 'list', value: raw?.kind === 'list' ? listValues(raw.counts, plan.sortOrder) : [] }
  }
  const value: ListFacetValue[] = []
  if (raw?.kind === 'hierarchy') {
    for (const [text, entry] of raw.counts) {
      if (entry.count > 0)
        value.push({ text, count: entry.count, children: listValues(entry.children, plan.sortOrder) })
    }
  }
  return { name: plan.name, type: 'list', value: value.sort(byText(plan.sortOrder)) }
}

function project(document: Record<string, unknown>, fields: string[] | null): Record<string, unknown> {
  if (!fields) return document
  const picked: Record<string, unknown> = {}
  for (const field of fields) if (field in document) picked[field] = document[field]
  return picked
}

/** Shapes an engine's raw answer into the response of the contract. */
export function toResponse(plan: QueryPlan, raw: RawResult): SearchResponse {
  return {
    facet: plan.facets.map((facet) => shapeFacet(facet, raw.facets.get(facet.name))),
    content: raw.documents.map((document) => project(document, plan.fields)),
    total_items: raw.total,
    limit: plan.limit,
    offset: plan.offset,
  }
}
