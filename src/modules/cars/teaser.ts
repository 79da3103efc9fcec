import { z } from 'zod'
import { HIERARCHY_SEPARATOR } from '../search/fields'
import type { CardOptions } from './card-document'
import type { CarListRequest } from './list-service'
import { BRAND_PARAM, MODEL_PARAM, isSortName, modelValue, withListState, type ListState } from './list-state'

/**
 * The car teaser (spec 3 sections 2.5, 7 and 9): a few cars an editor picks by a query (brands,
 * models, fuels, condition, dealer, sort, limit) and a link to the car list filtered the same
 * way. The query is written as the car list's own state, so the teaser's cards and the first
 * cards of its 'see all' list come from one definition of the filters and the sort.
 */

/** Spec 3 section 9: a car teaser shows 8 cars unless the editor asks for another number. */
export const CAR_TEASER_DEFAULT_LIMIT = 8
/** One row of the car list's page: more belongs on the list itself. */
export const CAR_TEASER_MAX_LIMIT = 24
/** Values per list field (brands, models, fuels): a teaser is a short, focused selection. */
export const CAR_TEASER_MAX_VALUES = 20
/** A value is a brand, model, fuel or dealer name: short words, not texts. */
export const CAR_TEASER_MAX_VALUE_LENGTH = 100

export const CAR_TEASER_CONDITIONS = ['all', 'new', 'used'] as const
export type CarTeaserCondition = (typeof CAR_TEASER_CONDITIONS)[number]

/**
 * The sorts of the car list's sort menu; 'newest' is its default (no sort parameter). Each
 * other name is a sort of the cars index (checked in the tests).
 */
export const CAR_TEASER_SORTS = [
  'newest',
  'car_price_asc',
  'car_price_desc',
  'car_mileage_asc',
  'car_year_desc',
] as const
export type CarTeaserSort = (typeof CAR_TEASER_SORTS)[number]

const CONDITION_PARAM = 'car_is_used'
const DEALER_ID_PARAM = 'car_site_id'
const DEALER_NAME_PARAM = 'car_site_name'
/** Dealer site ids of the feeds are numbers written as text, e.g. '1101'. */
const DEALER_ID = /^\d{1,12}$/

/** The block's query fields as the CMS stores them (absent or null when left empty). */
export type CarTeaserFields = {
  brands?: readonly string[] | null
  models?: readonly string[] | null
  fuels?: readonly string[] | null
  condition?: string | null
  dealer?: string | null
  sort?: string | null
  limit?: number | null
}

/** What the teaser asks for: the car list's state (filters and sort) and how many cars. */
export type CarTeaserQuery = { state: ListState; limit: number }

// ── the editor's input, checked when a page is saved ──────────────────────────────────────────

const valueSchema = z
  .string()
  .trim()
  .min(1, 'a value may not be empty')
  .max(CAR_TEASER_MAX_VALUE_LENGTH, `a value is at most ${CAR_TEASER_MAX_VALUE_LENGTH} characters`)

const namesSchema = z
  .array(valueSchema.refine((value) => !value.includes(HIERARCHY_SEPARATOR), `'${HIERARCHY_SEPARATOR}' is not allowed`))
  .max(CAR_TEASER_MAX_VALUES, `at most ${CAR_TEASER_MAX_VALUES} values`)

const modelsSchema = z
  .array(
    valueSchema.refine(
      (value) =>
        value.split(HIERARCHY_SEPARATOR).length <= 2 && !value.split(HIERARCHY_SEPARATOR).some((p) => !p.trim()),
      `a model, or a brand and a model as Brand${HIERARCHY_SEPARATOR}Model`,
    ),
  )
  .max(CAR_TEASER_MAX_VALUES, `at most ${CAR_TEASER_MAX_VALUES} values`)

export const carTeaserFieldsSchema = z.object({
  brands: namesSchema.nullish(),
  models: modelsSchema.nullish(),
  fuels: namesSchema.nullish(),
  condition: z.enum(CAR_TEASER_CONDITIONS).nullish(),
  dealer: valueSchema
    .refine((value) => !value.includes(HIERARCHY_SEPARATOR), `'${HIERARCHY_SEPARATOR}' is not allowed`)
    .or(z.literal(''))
    .nullish(),
  sort: z.enum(CAR_TEASER_SORTS).nullish(),
  limit: z
    .number()
    .int('a whole number')
    .min(1, 'at least 1')
    .max(CAR_TEASER_MAX_LIMIT, `at most ${CAR_TEASER_MAX_LIMIT}`)
    .nullish(),
})

/** The problem with one field's value as the CMS shows it, or null when the value is fine. */
export function carTeaserFieldProblem(field: keyof CarTeaserFields, value: unknown): string | null {
  const result = carTeaserFieldsSchema.shape[field].safeParse(value)
  if (result.success) return null
  const issue = result.error.issues[0]
  if (!issue) return 'not a valid value'
  const at = typeof issue.path[0] === 'number' && Array.isArray(value) ? `'${String(value[issue.path[0]])}': ` : ''
  return `${at}${issue.message}`
}

// ── the query ───────────────────────────────────────────────────────────────────────────────────

/**
 * Values fit for a filter: trimmed, non-empty, of a sane length, each once, at most
 * CAR_TEASER_MAX_VALUES. Saved pages were checked, but a page is never broken by what it holds.
 */
function cleanValues(values: readonly unknown[] | null | undefined, allowPair: boolean): string[] {
  const out: string[] = []
  for (const value of values ?? []) {
    if (typeof value !== 'string') continue
    const trimmed = value.trim()
    if (!trimmed || trimmed.length > CAR_TEASER_MAX_VALUE_LENGTH || out.includes(trimmed)) continue
    const parts = trimmed.split(HIERARCHY_SEPARATOR)
    if (parts.length > (allowPair ? 2 : 1) || parts.some((part) => !part.trim())) continue
    out.push(trimmed)
    if (out.length === CAR_TEASER_MAX_VALUES) break
  }
  return out
}

function limitOf(limit: unknown): number {
  if (typeof limit !== 'number' || !Number.isFinite(limit)) return CAR_TEASER_DEFAULT_LIMIT
  return Math.min(CAR_TEASER_MAX_LIMIT, Math.max(1, Math.round(limit)))
}

/**
 * The block's fields as the car list's state. A model named without its brand is taken as the
 * model of the one brand chosen, as the car list's search box does, so the see-all list ticks
 * it under that brand; with several brands or none it filters the model name alone.
 */
export function carTeaserQuery(fields: CarTeaserFields): CarTeaserQuery {
  const filters: Record<string, string[]> = {}
  const brands = cleanValues(fields.brands, false)
  const [onlyBrand] = brands.length === 1 ? brands : []
  const models = cleanValues(fields.models, true).map((model) =>
    onlyBrand && !model.includes(HIERARCHY_SEPARATOR) ? modelValue(onlyBrand, model) : model,
  )
  const fuels = cleanValues(fields.fuels, false)
  if (brands.length) filters[BRAND_PARAM] = brands
  if (models.length) filters[MODEL_PARAM] = [...new Set(models)]
  if (fuels.length) filters.car_fuel = fuels
  if (fields.condition === 'new' || fields.condition === 'used') {
    filters[CONDITION_PARAM] = [fields.condition === 'used' ? 'true' : 'false']
  }
  const [dealer] = cleanValues(fields.dealer ? [fields.dealer] : [], false)
  if (dealer) filters[DEALER_ID.test(dealer) ? DEALER_ID_PARAM : DEALER_NAME_PARAM] = [dealer]
  const sort = fields.sort && fields.sort !== 'newest' && isSortName(fields.sort) ? fields.sort : null
  return { state: { filters, keyphrase: '', sort, page: 0 }, limit: limitOf(fields.limit) }
}

/** The teaser's search: the car list's card query for its state, the first `limit` cars, no facets. */
export function carTeaserRequest(query: CarTeaserQuery, card: CardOptions): CarListRequest {
  return { state: query.state, card, offset: 0, limit: query.limit, withFacets: false }
}

/** The site's car list filtered and sorted as the teaser: its first cards are the teaser's. */
export function carTeaserSeeAllHref(carListPath: string, query: CarTeaserQuery): string {
  return `${carListPath}${withListState('', query.state)}`
}
