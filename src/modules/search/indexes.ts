import type { z } from 'zod'
import { type IndexName } from './contract'
import { CAR_DATES, CAR_KEYWORDS, CAR_NUMBERS, HIERARCHY_SEPARATOR } from './fields'
import { carSchema, dealerSiteSchema, kitSchema, type Car, type DealerSite, type Kit } from './documents'
import { documentWords, fieldWords } from './text'

/**
 * What each index can be filtered, counted, sorted and searched by. Both engines read their
 * columns from here through `extractDocument`, so they index exactly the same values.
 */

type Doc = Record<string, unknown>
type KeywordValue =
  string | number | boolean | null | undefined | readonly (string | number | boolean | null | undefined)[]

export type IndexDefinition = {
  name: IndexName
  schema: z.ZodType<Doc, unknown>
  /** The field that identifies a document; ingest upserts and deletes by it. */
  idField: string
  id: (doc: Doc) => string
  /** List facets and list filters: each value a string; booleans become 'true' and 'false'. */
  keywords: Record<string, (doc: Doc) => KeywordValue>
  /** Histogram facets, range filters and sorts (`<field>_asc`, `<field>_desc`). */
  numbers: Record<string, (doc: Doc) => number | null | undefined>
  /**
   * Two-level list facets named 'parent>child' over two keyword fields. A document counts under
   * every pair of its parent and child values.
   */
  hierarchies: Record<string, readonly [parent: string, child: string]>
  /** The words a keyphrase is matched against. */
  words: (doc: Doc) => string[]
  /** Order when the request names no sort: a number field, then the id. */
  defaultSort: { field: string; direction: 'asc' | 'desc' }
  /**
   * Whether a keyphrase search is ordered by relevance when no sort is named: the index's words
   * then include marked words of its title and version fields (see text.ts fieldWord).
   */
  ranked: boolean
}

export type ExtractedDocument = {
  id: string
  keywords: Record<string, string[]>
  numbers: Record<string, number | null>
  words: string[]
}

const field =
  (name: string) =>
  (doc: Doc): KeywordValue =>
    doc[name] as KeywordValue

const numberField =
  (name: string) =>
  (doc: Doc): number | null => {
    const value = doc[name]
    return typeof value === 'number' && Number.isFinite(value) ? value : null
  }

const dateField =
  (name: string) =>
  (doc: Doc): number | null => {
    const value = doc[name]
    if (typeof value !== 'string') return null
    const time = Date.parse(value)
    return Number.isNaN(time) ? null : time
  }

function fieldsOf(names: readonly string[]) {
  return Object.fromEntries(names.map((name) => [name, field(name)]))
}

function numbersOf(names: readonly string[]) {
  return Object.fromEntries(names.map((name) => [name, numberField(name)]))
}

const hierarchy = (parent: string, child: string) =>
  ({ [`${parent}${HIERARCHY_SEPARATOR}${child}`]: [parent, child] as const }) as const

function carDefinition(name: 'cars' | 'vehicles'): IndexDefinition {
  return {
    name,
    schema: carSchema as unknown as z.ZodType<Doc, unknown>,
    idField: 'car_id',
    id: (doc) => String(doc.car_id),
    keywords: fieldsOf(CAR_KEYWORDS),
    numbers: {
      ...numbersOf(CAR_NUMBERS),
      ...Object.fromEntries(CAR_DATES.map((name) => [name, dateField(name)])),
    },
    hierarchies: hierarchy('car_brand', 'car_model'),
    words: (doc) => {
      const car = doc as Car
      return documentWords(
        [
          car.car_brand,
          car.car_model,
          car.car_model_text,
          car.car_version,
          car.car_regno,
          car.car_body,
          car.car_fuel,
          car.car_color,
          car.car_site_city,
          car.car_description,
        ],
        [car.car_regno],
      ).concat(
        fieldWords('title', [car.car_brand, car.car_model, car.car_model_text]),
        fieldWords('version', [car.car_version]),
      )
    },
    defaultSort: { field: 'car_publishdate', direction: 'desc' },
    ranked: true,
  }
}

const sitesDefinition: IndexDefinition = {
  name: 'sites',
  schema: dealerSiteSchema as unknown as z.ZodType<Doc, unknown>,
  idField: 'site_id',
  id: (doc) => String(doc.site_id),
  keywords: {
    ...fieldsOf(['site_id', 'slug', 'site_city', 'site_region', 'website_city', 'site_brands', 'country_code']),
    site_department_groups: (doc) => (doc as DealerSite).site_departments.map((department) => department.group),
    site_department_brand_codes: (doc) =>
      (doc as DealerSite).site_departments.flatMap((department) => department.brands.map((brand) => brand.brand_code)),
    'site_departments.brands.name': (doc) =>
      (doc as DealerSite).site_departments.flatMap((department) => department.brands.map((brand) => brand.name)),
    'site_departments.service_name': (doc) =>
      (doc as DealerSite).site_departments.map((department) => department.service_name),
  },
  numbers: numbersOf(['website_sort_order']),
  hierarchies: {},
  words: (doc) => {
    const site = doc as DealerSite
    return documentWords([
      site.site_official_name,
      site.site_city,
      site.website_city,
      site.site_street,
      site.site_zip,
      site.site_region,
      ...site.site_brands,
    ])
  },
  defaultSort: { field: 'website_sort_order', direction: 'asc' },
  ranked: false,
}

const kitsDefinition: IndexDefinition = {
  name: 'kits',
  schema: kitSchema as unknown as z.ZodType<Doc, unknown>,
  idField: 'kitId',
  id: (doc) => String(doc.kitId),
  keywords: {
    ...fieldsOf(['kitId', 'kitCode', 'status', 'currency', 'kitCategory', 'kitSubCategory', 'kitSubSubCategory']),
    fitment_external_id: (doc) => (doc as Kit).vehicleFitmentSpecifications.map((fitment) => fitment.externalId),
    fitment_make: (doc) => (doc as Kit).vehicleFitmentSpecifications.map((fitment) => fitment.make),
    fitment_model: (doc) => (doc as Kit).vehicleFitmentSpecifications.map((fitment) => fitment.model),
  },
  numbers: numbersOf(['retailPrice']),
  hierarchies: hierarchy('kitCategory', 'kitSubCategory'),
  words: (doc) => {
    const kit = doc as Kit
    return documentWords(
      [
        kit.name,
        kit.kitCode,
        kit.description,
        kit.kitCategory,
        kit.kitSubCategory,
        ...kit.vehicleFitmentSpecifications.flatMap((fitment) => [fitment.make, fitment.model, fitment.version]),
        ...kit.parts.map((part) => part.partNumber),
      ],
      [kit.kitCode],
    )
  },
  defaultSort: { field: 'retailPrice', direction: 'asc' },
  ranked: false,
}

export const INDEXES: Record<IndexName, IndexDefinition> = {
  cars: carDefinition('cars'),
  vehicles: carDefinition('vehicles'),
  sites: sitesDefinition,
  kits: kitsDefinition,
}

function keywordStrings(value: KeywordValue): string[] {
  const list = Array.isArray(value) ? value : [value]
  const out: string[] = []
  for (const item of list as readonly unknown[]) {
    if (item === null || item === undefined || item === '') continue
    const text = String(item)
    if (!out.includes(text)) out.push(text)
  }
  return out
}

/**
 * The filterable, countable, sortable and searchable values of a validated document. A
 * hierarchical facet is not stored: it is the pair of its two keyword fields.
 */
export function extractDocument(definition: IndexDefinition, doc: Doc): ExtractedDocument {
  const keywords: Record<string, string[]> = {}
  for (const [name, read] of Object.entries(definition.keywords)) keywords[name] = keywordStrings(read(doc))
  const numbers: Record<string, number | null> = {}
  for (const [name, read] of Object.entries(definition.numbers)) {
    const value = read(doc)
    numbers[name] = typeof value === 'number' && Number.isFinite(value) ? value : null
  }
  return { id: definition.id(doc), keywords, numbers, words: definition.words(doc) }
}
