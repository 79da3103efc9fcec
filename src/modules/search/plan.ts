import {
  HIERARCHY_SEPARATOR,
  issuePath,
  MAX_FILTER_VALUES,
  NEGATION_SUFFIX,
  SearchQueryError,
  searchRequestSchema,
  type Filters,
  type FilterValue,
  type IndexName,
  type ParsedSearchRequest,
} from './contract'
import { INDEXES, type IndexDefinition } from './indexes'
import { words } from './text'

/**
 * A validated request turned into what an engine executes. Both engines take the same plan,
 * so the meaning of a filter is decided once, here.
 */

/** A document matches if any of its values of `field` is in `values` (OR inside a facet). */
export type InCondition = { kind: 'in'; field: string; values: string[] }
/** A document matches if none of its values of `field` is in `values` (the `.neq` suffix). */
export type NotInCondition = { kind: 'notIn'; field: string; values: string[] }
/** A document matches if its number lies in [min, max], both ends included. */
export type RangeCondition = { kind: 'range'; field: string; min: number; max: number }
/**
 * A hierarchical selection: a document matches if its parent value is one of `parents`, or its
 * (parent, child) pair is one of `pairs`. A parent with a selected child is narrowed to the
 * child, so ticking Volvo then XC60 shows XC60s, while Volvo and BMW shows both brands.
 */
export type PairsCondition = {
  kind: 'pairs'
  parent: string
  child: string
  parents: string[]
  pairs: [parent: string, child: string][]
  negate: boolean
}
export type Condition = InCondition | NotInCondition | RangeCondition | PairsCondition

/**
 * Filters AND together. `facet` names the facet whose own counts ignore this filter
 * (disjunctive counting); negations have none and always apply.
 */
export type FilterGroup = { facet: string | null; condition: Condition }

export type FacetPlan =
  | { name: string; kind: 'list'; field: string; sortOrder: 'asc' | 'desc' }
  | { name: string; kind: 'hierarchy'; parent: string; child: string; sortOrder: 'asc' | 'desc' }
  | { name: string; kind: 'histogram'; field: string; sortOrder: 'asc' | 'desc' }

/** All `exact` words and, when set, a word starting with `prefix` must occur in the document. */
export type KeyphrasePlan = { exact: string[]; prefix: string | null }

/**
 * The order of the results: by a number field, then the id. With `relevance` (a keyphrase and no
 * sort named, on a ranked index) by relevance first: the words whose marked forms score a
 * document (see text.ts FIELD_WEIGHTS), the number field and the id breaking ties.
 */
export type SortPlan = { field: string; direction: 'asc' | 'desc'; relevance?: string[] }

export type QueryPlan = {
  index: IndexName
  definition: IndexDefinition
  groups: FilterGroup[]
  keyphrase: KeyphrasePlan | null
  facets: FacetPlan[]
  sort: SortPlan
  limit: number
  offset: number
  fields: string[] | null
}

/** Validates raw input (a parsed JSON body) into a request; errors name the field at fault. */
export function parseSearchRequest(input: unknown): ParsedSearchRequest {
  const result = searchRequestSchema.safeParse(input)
  if (result.success) return result.data
  const issue = result.error.issues[0]
  const field = issuePath(issue, 'body')
  throw new SearchQueryError(field, issue?.message ?? 'invalid request')
}

export type PlanOptions = {
  /**
   * Filters the caller cannot lift, such as a site's market: they apply to every facet's
   * counts too, unlike a visitor's filters.
   */
  scope?: Filters
}

export function planQuery(input: unknown, options: PlanOptions = {}): QueryPlan {
  const request = parseSearchRequest(input)
  const definition = INDEXES[request.index]
  const scope = planFilters(definition, new Map(Object.entries(options.scope ?? {}))).map((group) => ({
    ...group,
    facet: null,
  }))
  const keyphrase = planKeyphrase(request.keyphrase)
  return {
    index: request.index,
    definition,
    groups: [...scope, ...planFilters(definition, mergeFilters(request))],
    keyphrase,
    facets: planFacets(definition, request),
    sort: planSort(definition, request.sort_name, keyphrase),
    limit: request.limit,
    offset: request.offset,
    fields: request.fields ?? null,
  }
}

/** A facet's own filters join `filters[name]`; sets keep the merge linear in the values. */
function mergeFilters(request: ParsedSearchRequest): Map<string, FilterValue[]> {
  const merged = new Map<string, Set<FilterValue>>()
  const add = (name: string, values: readonly FilterValue[]) => {
    const set = merged.get(name) ?? new Set<FilterValue>()
    for (const value of values) set.add(value)
    merged.set(name, set)
  }
  for (const [name, values] of Object.entries(request.filters ?? {})) add(name, values)
  for (const facet of request.facets ?? []) if (facet.filters) add(facet.name, facet.filters)
  const lists = new Map<string, FilterValue[]>()
  for (const [name, set] of merged) {
    if (set.size > MAX_FILTER_VALUES) {
      throw new SearchQueryError(`filters.${name}`, `at most ${MAX_FILTER_VALUES} values per filter`)
    }
    lists.set(name, [...set])
  }
  return lists
}

function facetKind(definition: IndexDefinition, name: string): 'list' | 'hierarchy' | 'histogram' | null {
  if (name in definition.keywords) return 'list'
  if (name in definition.hierarchies) return 'hierarchy'
  if (name in definition.numbers) return 'histogram'
  return null
}

function unknownFacet(definition: IndexDefinition, field: string, name: string): SearchQueryError {
  return new SearchQueryError(field, `unknown facet '${name}' for index ${definition.name}`)
}

function planFilters(definition: IndexDefinition, filters: Map<string, FilterValue[]>): FilterGroup[] {
  const groups: FilterGroup[] = []
  for (const [key, rawValues] of filters) {
    const field = `filters.${key}`
    const negate = key.endsWith(NEGATION_SUFFIX)
    const name = negate ? key.slice(0, -NEGATION_SUFFIX.length) : key
    const kind = facetKind(definition, name)
    if (!kind) throw unknownFacet(definition, field, name)
    if (rawValues.length === 0) continue
    if (kind === 'histogram') {
      if (negate) throw new SearchQueryError(field, 'only list facets can be negated')
      const range = planRange(field, rawValues)
      if (range) groups.push({ facet: name, condition: { kind: 'range', field: name, ...range } })
      continue
    }
    const values = rawValues.map(String)
    if (kind === 'list') {
      groups.push(
        negate
          ? { facet: null, condition: { kind: 'notIn', field: name, values } }
          : { facet: name, condition: { kind: 'in', field: name, values } },
      )
      continue
    }
    const [parent, child] = definition.hierarchies[name]!
    groups.push({
      facet: negate ? null : name,
      condition: { kind: 'pairs', parent, child, negate, ...planPairs(values) },
    })
  }
  return groups
}

/** A range applies only with exactly two values (spec 2 section 5); crossed bounds are swapped. */
function planRange(field: string, values: readonly FilterValue[]): { min: number; max: number } | null {
  if (values.length !== 2) return null
  const [low, high] = values.map((value) => {
    const number =
      typeof value === 'number' ? value : typeof value === 'string' ? Number(value.replace(/\s/g, '')) : NaN
    if (!Number.isFinite(number) || (typeof value === 'string' && value.trim() === '')) {
      throw new SearchQueryError(field, `a range needs two numbers, got ${JSON.stringify(value)}`)
    }
    return number
  }) as [number, number]
  return { min: Math.min(low, high), max: Math.max(low, high) }
}

function planPairs(values: readonly string[]): Pick<PairsCondition, 'parents' | 'pairs'> {
  const pairs: [string, string][] = []
  const parents: string[] = []
  for (const value of values) {
    const at = value.indexOf(HIERARCHY_SEPARATOR)
    if (at === -1) parents.push(value)
    else pairs.push([value.slice(0, at), value.slice(at + HIERARCHY_SEPARATOR.length)])
  }
  const narrowed = new Set(pairs.map(([parent]) => parent))
  return { parents: parents.filter((parent) => !narrowed.has(parent)), pairs }
}

function planKeyphrase(keyphrase: string | undefined): KeyphrasePlan | null {
  const tokens = words(keyphrase ?? '')
  if (tokens.length === 0) return null
  return { exact: [...new Set(tokens.slice(0, -1))], prefix: tokens.at(-1)! }
}

function planFacets(definition: IndexDefinition, request: ParsedSearchRequest): FacetPlan[] {
  const seen = new Set<string>()
  const facets: FacetPlan[] = []
  for (const [i, facet] of (request.facets ?? []).entries()) {
    if (seen.has(facet.name)) continue
    seen.add(facet.name)
    const kind = facetKind(definition, facet.name)
    if (!kind) throw unknownFacet(definition, `facets.${i}.name`, facet.name)
    const sortOrder = facet.sort_order
    if (kind === 'hierarchy') {
      const [parent, child] = definition.hierarchies[facet.name]!
      facets.push({ name: facet.name, kind, parent, child, sortOrder })
    } else {
      facets.push({ name: facet.name, kind, field: facet.name, sortOrder })
    }
  }
  return facets
}

/** Asking for this sort by name is the same as naming none: relevance with a keyphrase. */
export const RELEVANCE_SORT = 'relevance'

function planSort(
  definition: IndexDefinition,
  sortName: string | undefined,
  keyphrase: KeyphrasePlan | null,
): SortPlan {
  if (!sortName || sortName === RELEVANCE_SORT) {
    if (!keyphrase || !definition.ranked) return definition.defaultSort
    const words = [...new Set([...keyphrase.exact, ...(keyphrase.prefix === null ? [] : [keyphrase.prefix])])]
    return { ...definition.defaultSort, relevance: words }
  }
  const match = /^(.+)_(asc|desc)$/.exec(sortName)
  if (!match || !(match[1]! in definition.numbers)) {
    const known = sortNames(definition.name)
    throw new SearchQueryError(
      'sort_name',
      `unknown sort '${sortName}'; sorts look like ${known.slice(0, 3).join(', ')}`,
    )
  }
  return { field: match[1]!, direction: match[2] as 'asc' | 'desc' }
}

/** Every sort name an index accepts. */
export function sortNames(index: IndexName): string[] {
  return Object.keys(INDEXES[index].numbers).flatMap((name) => [`${name}_asc`, `${name}_desc`])
}
