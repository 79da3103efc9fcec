import { z } from 'zod'

/**
 * The car search service's contract (spec 2 sections 3.8, 3.9, 3.13 and 7.1): one request
 * shape for every index and one response shape. These schemas validate what outside callers
 * send and give the types our own pages use.
 */

export const INDEX_NAMES = ['cars', 'sites', 'vehicles', 'kits'] as const
export type IndexName = (typeof INDEX_NAMES)[number]

export const DEFAULT_LIMIT = 24
export const MAX_LIMIT = 1000

/**
 * What one request may cost (ARCHITECTURE.md, "Security and limits"): far above what the car list
 * sends (a few filters of a few values, page 20 at most), low enough that the most expensive
 * allowed search stays in milliseconds. A request over one gets a 400 naming the limit.
 */
export const MAX_FILTERS = 50
export const MAX_FILTER_VALUES = 200
export const MAX_FACETS = 50
export const MAX_FIELDS = 100
export const MAX_KEYPHRASE = 200
export const MAX_NAME_LENGTH = 100
export const MAX_VALUE_LENGTH = 200
/** The deepest result asked: offset plus limit, as search engines commonly cap paging. */
export const MAX_RESULT_WINDOW = 10_000
export { HIERARCHY_SEPARATOR, NEGATION_SUFFIX } from './fields'

const filterValueSchema = z.union([
  z.string().max(MAX_VALUE_LENGTH, `a filter value is at most ${MAX_VALUE_LENGTH} characters`),
  z.number().finite(),
  z.boolean(),
])
export type FilterValue = z.infer<typeof filterValueSchema>

const filterValuesSchema = z
  .array(filterValueSchema)
  .max(MAX_FILTER_VALUES, `at most ${MAX_FILTER_VALUES} values per filter`)
const nameSchema = z.string().min(1).max(MAX_NAME_LENGTH, `a name is at most ${MAX_NAME_LENGTH} characters`)

export const filtersSchema = z
  .record(nameSchema, filterValuesSchema)
  .refine((filters) => Object.keys(filters).length <= MAX_FILTERS, `at most ${MAX_FILTERS} filters`)
export type Filters = z.infer<typeof filtersSchema>

export const facetRequestSchema = z.object({
  name: nameSchema,
  sort_order: z.enum(['asc', 'desc']).default('asc'),
  /** Values selected in this facet; the same as `filters[name]`, merged with it. */
  filters: filterValuesSchema.optional(),
})
export type FacetRequest = z.input<typeof facetRequestSchema>

export const searchRequestSchema = z
  .object({
    index: z.enum(INDEX_NAMES, { message: `must be one of ${INDEX_NAMES.join(', ')}` }),
    /** Top-level document fields to return; all when absent. */
    fields: z.array(nameSchema).max(MAX_FIELDS, `at most ${MAX_FIELDS} fields`).optional(),
    keyphrase: z.string().max(MAX_KEYPHRASE, `at most ${MAX_KEYPHRASE} characters`).optional(),
    facets: z.array(facetRequestSchema).max(MAX_FACETS, `at most ${MAX_FACETS} facets`).optional(),
    filters: filtersSchema.optional(),
    limit: z.number().int().min(0).max(MAX_LIMIT).default(DEFAULT_LIMIT),
    offset: z.number().int().min(0).max(MAX_RESULT_WINDOW, `at most ${MAX_RESULT_WINDOW}`).default(0),
    sort_name: z.string().min(1).max(MAX_NAME_LENGTH).optional(),
  })
  .refine((request) => request.offset + request.limit <= MAX_RESULT_WINDOW, {
    path: ['offset'],
    message: `offset plus limit is at most ${MAX_RESULT_WINDOW}: results that deep are not paged`,
  })

/** What a caller may send: optional fields may be left out. */
export type SearchRequest = z.input<typeof searchRequestSchema>
/** A request with its defaults applied. */
export type ParsedSearchRequest = z.output<typeof searchRequestSchema>

export type ListFacetValue = { text: string; count: number; children?: ListFacetValue[] }

// Recursive, so its type is written out; the others are inferred from their schemas.
const listFacetValueSchema: z.ZodType<ListFacetValue> = z.lazy(() =>
  z.object({
    text: z.string(),
    count: z.number().int().nonnegative(),
    children: z.array(listFacetValueSchema).optional(),
  }),
)

const histogramValueSchema = z.object({ min: z.number(), max: z.number(), count: z.number().int().nonnegative() })
export type HistogramValue = z.infer<typeof histogramValueSchema>

const listFacetSchema = z.object({ name: z.string(), type: z.literal('list'), value: z.array(listFacetValueSchema) })
const histogramFacetSchema = z.object({ name: z.string(), type: z.literal('histogram'), value: histogramValueSchema })
export type ListFacet = z.infer<typeof listFacetSchema>
export type HistogramFacet = z.infer<typeof histogramFacetSchema>

const facetSchema = z.discriminatedUnion('type', [listFacetSchema, histogramFacetSchema])
export type Facet = z.infer<typeof facetSchema>

/** Validates a response from an upstream search service before pages trust it. */
export const searchResponseSchema = z.object({
  facet: z.array(facetSchema),
  content: z.array(z.record(z.string(), z.unknown())),
  total_items: z.number().int().nonnegative(),
  limit: z.number().int().nonnegative(),
  offset: z.number().int().nonnegative(),
})

/** The response; `Doc` types the documents for callers that know the index. */
export type SearchResponse<Doc = Record<string, unknown>> = Omit<z.infer<typeof searchResponseSchema>, 'content'> & {
  content: Doc[]
}

export function emptyResponse(limit = DEFAULT_LIMIT, offset = 0): SearchResponse<never> {
  return { facet: [], content: [], total_items: 0, limit, offset }
}

/** The dotted path of a zod issue, e.g. 'facets.0.name'; `fallback` for the value as a whole. */
export function issuePath(issue: z.core.$ZodIssue | undefined, fallback: string): string {
  return issue?.path.length ? issue.path.map(String).join('.') : fallback
}

/** Bad input: names the request field at fault so the API can answer 400 with it. */
export class SearchQueryError extends Error {
  readonly code = 'INVALID_SEARCH_QUERY'
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(`${field}: ${message}`)
  }
}

/**
 * Tells a SearchQueryError by its code. The process has one search service, shared by pages and
 * route handlers, which Next.js bundles apart: the error may come from the other bundle's copy
 * of this class, so `instanceof` is not enough.
 */
export function isSearchQueryError(error: unknown): error is SearchQueryError {
  return error instanceof Error && (error as { code?: unknown }).code === 'INVALID_SEARCH_QUERY'
}

/**
 * The single-value price facets of spec 2 section 5: a range on one of these counts as one
 * active filter, however many values it carries.
 */
export const SINGLE_VALUE_FACETS = ['car_price', 'car_campaign_price', 'car_power', 'car_mileage'] as const

/** How many filters a visitor has set, as the filter button's badge counts them. */
export function countActiveFilters(filters: Filters): number {
  let count = 0
  for (const [name, values] of Object.entries(filters)) {
    if (values.length === 0) continue
    count += (SINGLE_VALUE_FACETS as readonly string[]).includes(name) ? 1 : values.length
  }
  return count
}
