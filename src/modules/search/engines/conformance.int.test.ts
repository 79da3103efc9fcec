import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SearchRequest, SearchResponse } from '../contract'
import { carSchema, dealerSiteSchema, type Car } from '../documents'
import { compareIds, type SearchEngine } from '../engine'
import { CAR_LIST_FACETS } from '../facets'
import { extractDocument, INDEXES } from '../indexes'
import { planQuery } from '../plan'
import { toResponse } from '../response'
import { createMemoryStore } from '../store/memory-store'
import { createSearchFixture, toWriteBatch, writeFixture, type CarInput } from '../testing/fixture'
import { fold, words } from '../text'
import { createMemoryEngine } from './memory'
import { createPostgresEngine } from './postgres'

/**
 * The engines must agree: every query here runs on the in-process engine and on the PostgreSQL
 * engine over the same store, and the shaped responses must be equal. A few answers are also
 * checked against plain filtering and sorting of the fixture, so two engines that are wrong in
 * the same way do not pass.
 */

const DATABASE_URL = process.env.TEST_SEARCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test'
const SCHEMA = `search_conformance_${randomBytes(5).toString('hex')}`

const fixture = createSearchFixture()
const cars: Car[] = fixture.cars.map((car) => carSchema.parse(car))
const store = createMemoryStore()
let memory: SearchEngine
let postgres: SearchEngine

beforeAll(async () => {
  await writeFixture(store, fixture)
  memory = await createMemoryEngine(store, { pollMs: 3_600_000 })
  postgres = await createPostgresEngine({ connectionString: DATABASE_URL, store, schema: SCHEMA, syncMs: 3_600_000 })
})

afterAll(async () => {
  await memory?.close()
  await postgres?.close()
  const client = new pg.Client({ connectionString: DATABASE_URL })
  await client.connect()
  try {
    await client.query(`DROP SCHEMA IF EXISTS "${SCHEMA}" CASCADE`)
  } finally {
    await client.end()
  }
})

async function run(engine: SearchEngine, request: SearchRequest): Promise<SearchResponse> {
  const plan = planQuery(request)
  return toResponse(plan, await engine.execute(plan))
}

/** Runs a request on both engines, demands equal responses, and returns the PostgreSQL one. */
async function both(request: SearchRequest): Promise<SearchResponse> {
  const [expected, actual] = await Promise.all([run(memory, request), run(postgres, request)])
  expect(actual).toEqual(expected)
  return actual
}

const ALL_CAR_FACETS = [
  { name: 'car_brand>car_model' },
  { name: 'car_brand' },
  { name: 'car_fuel' },
  { name: 'car_body' },
  { name: 'car_color', sort_order: 'desc' as const },
  { name: 'car_site_city' },
  { name: 'car_campaigns' },
  { name: 'car_equipment' },
  { name: 'car_is_used' },
  { name: 'car_seats' },
  { name: 'car_price' },
  { name: 'car_mileage' },
  { name: 'car_power' },
  { name: 'car_battery_kwh' },
]

type Case = { name: string; request: SearchRequest; minTotal?: number }

const cases: Case[] = [
  // The car list's facets and filters are counted from the PostgreSQL engine's bitmaps.
  {
    name: 'car list: fuels and a price range, every car list facet',
    request: {
      index: 'cars',
      filters: { car_fuel: ['El', 'Diesel'], car_price: [150_000, 450_000] },
      facets: [...CAR_LIST_FACETS],
    },
    minTotal: 10,
  },
  {
    name: 'car list: body, years, price and mileage, sorted by mileage',
    request: {
      index: 'cars',
      filters: {
        car_body: ['SUV', 'Kombi'],
        car_year: [2019, 2023],
        car_price: [100_000, 500_000],
        car_mileage: [0, 10_000],
      },
      facets: [...CAR_LIST_FACETS],
      sort_name: 'car_mileage_asc',
    },
    minTotal: 2,
  },
  {
    name: 'car list: range bounds between values and on them',
    request: {
      index: 'cars',
      filters: { car_price: [123_457, 345_679], car_power: [100.5, 190], car_mileage: [1, 3_000] },
      facets: [...CAR_LIST_FACETS],
    },
    minTotal: 1,
  },
  {
    name: 'car list: a narrow context (a brand, a body, a price range), each histogram from its own filters',
    request: {
      index: 'cars',
      filters: { 'car_brand>car_model': ['Volvo', 'Škoda'], car_body: ['SUV', 'Kombi'], car_price: [180_001, 420_000] },
      facets: [...CAR_LIST_FACETS],
      sort_name: 'car_price_desc',
    },
    minTotal: 1,
  },
  {
    name: 'car list: a negation with ranges on mileage and year, histograms of correlated numbers',
    request: {
      index: 'cars',
      filters: { 'car_fuel.neq': ['Diesel'], car_mileage: [501, 4_000], car_year: [2018, 2024] },
      facets: [...CAR_LIST_FACETS],
      sort_name: 'car_mileage_asc',
    },
    minTotal: 5,
  },
  {
    name: 'car list: filtered and sorted by price, a page running into cars without one',
    request: {
      index: 'cars',
      filters: { car_fuel: ['Bensin', 'Diesel', 'El', 'Hybrid'], car_year: [1990, 2030] },
      facets: [{ name: 'car_fuel' }],
      sort_name: 'car_price_asc',
      offset: 150,
      limit: 100,
    },
    minTotal: 150,
  },
  {
    name: 'car list: filtered and sorted by mileage descending, ties by id, a page further on',
    request: {
      index: 'cars',
      filters: { car_body: ['SUV', 'Kombi', 'Sedan'], car_price: [0, 900_000] },
      facets: [{ name: 'car_body' }],
      sort_name: 'car_mileage_desc',
      offset: 10,
      limit: 30,
    },
    minTotal: 40,
  },
  {
    name: 'car list: a negation, a hierarchy and a range',
    request: {
      index: 'cars',
      filters: { 'car_color.neq': ['Svart'], 'car_brand>car_model': ['Volvo', 'Škoda'], car_year: [2000, 2021] },
      facets: [...CAR_LIST_FACETS],
    },
    minTotal: 1,
  },
  { name: 'no filter, every kind of facet', request: { index: 'cars', facets: ALL_CAR_FACETS }, minTotal: 400 },
  { name: 'default sort with ties and missing dates', request: { index: 'cars', limit: 100 }, minTotal: 400 },
  {
    name: 'list filter (in), disjunctive counts',
    request: { index: 'cars', filters: { car_brand: ['Škoda', 'Citroën'] }, facets: ALL_CAR_FACETS },
    minTotal: 20,
  },
  {
    name: 'two list filters and a range',
    request: {
      index: 'cars',
      filters: { car_brand: ['Volvo'], car_fuel: ['El', 'Hybrid'], car_price: [100_000, 600_000] },
      facets: ALL_CAR_FACETS,
    },
    minTotal: 1,
  },
  {
    name: 'negated list filter (.neq) keeps documents without a value',
    request: { index: 'cars', filters: { 'car_fuel.neq': ['Diesel', 'Bensin'] }, facets: [{ name: 'car_fuel' }] },
    minTotal: 50,
  },
  {
    name: 'filter values given in the facet entry',
    request: { index: 'cars', facets: [{ name: 'car_body', filters: ['SUV'] }, { name: 'car_gearbox' }] },
    minTotal: 20,
  },
  {
    name: 'numbers and booleans as filter values',
    request: { index: 'cars', filters: { car_seats: [5, 7], car_is_used: [true] }, facets: [{ name: 'car_seats' }] },
    minTotal: 50,
  },
  {
    name: 'multi-valued campaigns and equipment',
    request: {
      index: 'cars',
      filters: { car_campaigns: ['Vinterhjul ingår', 'Black Week'], car_equipment: ['Värmepump'] },
      facets: [{ name: 'car_campaigns' }, { name: 'car_equipment' }],
    },
    minTotal: 10,
  },
  {
    name: 'multi-valued campaigns among the car list facets, counted disjunctively',
    request: {
      index: 'cars',
      filters: {
        car_campaigns: ['Vinterhjul ingår', 'Black Week'],
        car_fuel: ['El', 'Diesel'],
        car_price: [0, 900_000],
      },
      facets: [{ name: 'car_campaigns' }, { name: 'car_fuel' }, { name: 'car_price' }, { name: 'car_brand>car_model' }],
    },
    minTotal: 5,
  },
  {
    name: 'negated multi-valued campaigns keep cars without campaigns',
    request: {
      index: 'cars',
      filters: { 'car_campaigns.neq': ['Black Week'], car_is_used: [true] },
      facets: [{ name: 'car_campaigns' }, { name: 'car_is_used' }],
    },
    minTotal: 50,
  },
  {
    name: 'a selective car list query sorted by a histogram field',
    request: {
      index: 'cars',
      filters: { car_body: ['SUV'], car_mileage: [0, 9000], car_fuel: ['Diesel', 'El'] },
      facets: [{ name: 'car_body' }, { name: 'car_mileage' }, { name: 'car_color' }],
      sort_name: 'car_mileage_asc',
      limit: 1000,
    },
    minTotal: 2,
  },
  {
    name: 'hierarchy filter on a parent',
    request: { index: 'cars', filters: { 'car_brand>car_model': ['Volkswagen'] }, facets: ALL_CAR_FACETS },
    minTotal: 10,
  },
  {
    name: 'hierarchy narrowing: a parent with a selected child means that child only',
    request: {
      index: 'cars',
      filters: { 'car_brand>car_model': ['Škoda', 'Škoda>Kombi', 'Volvo'] },
      facets: [{ name: 'car_brand>car_model' }, { name: 'car_model' }],
    },
    minTotal: 10,
  },
  {
    name: 'negated hierarchy',
    request: {
      index: 'cars',
      filters: { 'car_brand>car_model.neq': ['Volvo', 'Škoda>Kombi'] },
      facets: [{ name: 'car_brand>car_model', sort_order: 'desc' }],
    },
    minTotal: 200,
  },
  {
    name: 'range filter on a histogram facet ignores itself when counting',
    request: {
      index: 'cars',
      filters: { car_mileage: ['1 000', '9000'], car_fuel: ['Diesel'] },
      facets: [{ name: 'car_mileage' }, { name: 'car_fuel' }, { name: 'car_price' }],
    },
    minTotal: 1,
  },
  {
    name: 'crossed range bounds',
    request: { index: 'cars', filters: { car_power: [300, 100] }, facets: [{ name: 'car_power' }] },
    minTotal: 50,
  },
  {
    name: 'a value no document has',
    request: {
      index: 'cars',
      filters: { car_brand: ['Lada'] },
      facets: [{ name: 'car_brand' }, { name: 'car_price' }],
    },
  },
  {
    name: 'negating a value no document has',
    request: { index: 'cars', filters: { 'car_brand.neq': ['Lada'] }, facets: [{ name: 'car_brand' }] },
    minTotal: 400,
  },
  {
    name: 'histogram over documents that all lack the number',
    request: { index: 'cars', filters: { car_fuel: ['Diesel'] }, facets: [{ name: 'car_battery_kwh' }] },
    minTotal: 10,
  },
  {
    name: 'keyphrase prefix with diacritics (Tromsø)',
    request: { index: 'cars', keyphrase: 'Tromsø', facets: [{ name: 'car_site_city' }] },
    minTotal: 10,
  },
  {
    name: 'keyphrase: exact words then a prefix (škoda kom)',
    request: { index: 'cars', keyphrase: 'ŠKODA kom', facets: [{ name: 'car_brand>car_model' }] },
    minTotal: 5,
  },
  {
    name: 'keyphrase with a filter (citroen e c4)',
    request: { index: 'cars', keyphrase: 'citroen e c4', filters: { car_is_used: ['true'] }, facets: ALL_CAR_FACETS },
    minTotal: 1,
  },
  {
    name: 'keyphrase with a word no document has',
    request: { index: 'cars', keyphrase: 'volvo zzzz xc60', facets: [{ name: 'car_brand' }] },
  },
  {
    name: 'keyphrase of one letter',
    request: { index: 'cars', keyphrase: 'v', facets: [{ name: 'car_brand' }], sort_name: 'car_price_asc' },
    minTotal: 100,
  },
  {
    name: 'keyphrase of one digit',
    request: { index: 'cars', keyphrase: '1', facets: [{ name: 'car_country_code' }] },
    minTotal: 50,
  },
  {
    name: 'keyphrase: prefix of exactly three characters after a word (volvo xc6)',
    request: { index: 'cars', keyphrase: 'volvo xc6', facets: [{ name: 'car_model' }] },
    minTotal: 1,
  },
  {
    name: 'keyphrase: prefix longer than three characters (kodi)',
    request: { index: 'cars', keyphrase: 'kodi', facets: [{ name: 'car_model' }] },
    minTotal: 1,
  },
  {
    name: 'keyphrase: a long prefix nothing starts with',
    request: { index: 'cars', keyphrase: 'kodz', facets: [{ name: 'car_model' }] },
  },
  {
    name: 'keyphrase from the description (Nürburgring)',
    request: { index: 'cars', keyphrase: 'nurburgring', sort_name: 'car_year_asc' },
    minTotal: 1,
  },
  {
    name: 'sort by price ascending: ties by id, missing prices last',
    request: { index: 'cars', sort_name: 'car_price_asc', limit: 200 },
    minTotal: 400,
  },
  {
    name: 'sort by price descending: missing prices still last',
    request: { index: 'cars', sort_name: 'car_price_desc', offset: 340, limit: 60 },
    minTotal: 400,
  },
  {
    name: 'sort by a number most documents lack',
    request: { index: 'cars', sort_name: 'car_battery_kwh_desc', offset: 20, limit: 40 },
    minTotal: 400,
  },
  {
    name: 'deep offset past the end',
    request: { index: 'cars', sort_name: 'car_mileage_asc', offset: 1000, limit: 10 },
    minTotal: 400,
  },
  { name: 'limit 0 returns facets only', request: { index: 'cars', limit: 0, facets: ALL_CAR_FACETS }, minTotal: 400 },
  {
    name: 'fields projection',
    request: { index: 'cars', fields: ['car_id', 'slug', 'car_price', 'not_a_field'], sort_name: 'car_price_asc' },
    minTotal: 400,
  },
  {
    name: 'filtered query sorted by a number with a deep offset',
    request: {
      index: 'cars',
      filters: { car_is_used: ['false'] },
      sort_name: 'car_power_desc',
      offset: 100,
      limit: 48,
    },
    minTotal: 100,
  },
  {
    name: 'sites: keyphrase with æ (Bærum)',
    request: { index: 'sites', keyphrase: 'bærum', facets: [{ name: 'site_brands' }] },
    minTotal: 1,
  },
  {
    name: 'sites: default sort with ties and a missing value, multi-valued facets',
    request: {
      index: 'sites',
      facets: [{ name: 'site_brands' }, { name: 'site_department_groups' }, { name: 'country_code' }],
    },
    minTotal: 10,
  },
  {
    name: 'sites: by brand',
    request: { index: 'sites', filters: { site_brands: ['Škoda'] }, sort_name: 'website_sort_order_desc' },
    minTotal: 2,
  },
  {
    name: 'kits: hierarchy with a parent without children',
    request: {
      index: 'kits',
      facets: [{ name: 'kitCategory>kitSubCategory' }, { name: 'fitment_make' }, { name: 'retailPrice' }],
    },
    minTotal: 60,
  },
  {
    name: 'kits: hierarchy narrowing and a keyphrase',
    request: {
      index: 'kits',
      keyphrase: 'dragkrok',
      filters: { 'kitCategory>kitSubCategory': ['Dragkrok>Fast', 'Takräcke'] },
      facets: [{ name: 'kitCategory>kitSubCategory' }, { name: 'status' }],
      sort_name: 'retailPrice_desc',
    },
    minTotal: 1,
  },
  {
    name: 'kits: keyphrase on a kit code with a space',
    request: { index: 'kits', keyphrase: 'DR 10', facets: [{ name: 'kitCategory' }] },
    minTotal: 1,
  },
  // A keyphrase without a sort orders by relevance: brand and model over version over the rest.
  {
    name: 'relevance: a model word also a body (kombi), every car list facet',
    request: { index: 'cars', keyphrase: 'kombi', facets: [...CAR_LIST_FACETS], limit: 60 },
    minTotal: 10,
  },
  {
    name: 'relevance: a version word also in descriptions (nurburg), paged',
    request: { index: 'cars', keyphrase: 'nurburg', limit: 7, offset: 3 },
    minTotal: 5,
  },
  {
    name: 'relevance: two words and a filter (škoda kom)',
    request: { index: 'cars', keyphrase: 'skoda kom', filters: { car_is_used: ['true'] }, limit: 40 },
    minTotal: 1,
  },
  {
    name: 'relevance named as a sort',
    request: { index: 'cars', keyphrase: 'volvo plus', sort_name: 'relevance', limit: 40 },
  },
  {
    name: 'relevance replaced by a sort the buyer picks',
    request: { index: 'cars', keyphrase: 'kombi', sort_name: 'car_price_asc', limit: 40 },
    minTotal: 10,
  },
  // Near a place: the car list keeps the cars of the dealer sites within the radius (list-near).
  {
    name: 'near a place: the cars of three dealer sites, every car list facet',
    request: { index: 'cars', filters: { car_site_id: ['1001', '1002', '1003'] }, facets: [...CAR_LIST_FACETS] },
    minTotal: 10,
  },
  {
    name: 'near a place with a keyphrase by relevance and a price range',
    request: {
      index: 'cars',
      keyphrase: 'kombi',
      filters: { car_site_id: ['1001', '2001', '3001'], car_price: [10_000, 900_000] },
      facets: [{ name: 'car_site_id' }, { name: 'car_brand>car_model' }],
      limit: 30,
    },
    minTotal: 1,
  },
  {
    name: 'near a place without dealers: a site id no car has',
    request: {
      index: 'cars',
      filters: { car_site_id: ['none:no-dealer-within-the-radius'] },
      facets: [{ name: 'car_site_id' }],
    },
  },
  {
    name: 'vehicles: car of the week',
    request: { index: 'vehicles', filters: { caroftheweek: ['true'] }, fields: ['car_id', 'slug'] },
    minTotal: 1,
  },
]

describe('search engines agree (memory and PostgreSQL)', () => {
  it('has enough cases', () => {
    expect(cases.length).toBeGreaterThanOrEqual(30)
  })

  it.each(cases)('$name', async ({ request, minTotal }) => {
    const response = await both(request)
    if (minTotal !== undefined) expect(response.total_items).toBeGreaterThanOrEqual(minTotal)
  })
})

const byId = (a: { car_id: string }, b: { car_id: string }) => compareIds(a.car_id, b.car_id)

/** Plain sort of the reference: by a number, missing values last either way, then by id. */
function sortCars(list: Car[], read: (car: Car) => number | null | undefined, direction: 'asc' | 'desc'): Car[] {
  const sign = direction === 'asc' ? 1 : -1
  return [...list].sort((a, b) => {
    const x = read(a)
    const y = read(b)
    if (x == null || y == null) return x == null && y == null ? byId(a, b) : x == null ? 1 : -1
    return x === y ? byId(a, b) : sign * (x - y)
  })
}

function countBy(list: Car[], values: (car: Car) => readonly (string | null | undefined)[]): Record<string, number> {
  const counts: Record<string, number> = {}
  for (const car of list) for (const value of new Set(values(car))) if (value) counts[value] = (counts[value] ?? 0) + 1
  return counts
}

function listCounts(response: SearchResponse, name: string): Record<string, number> {
  const facet = response.facet.find((entry) => entry.name === name)
  if (facet?.type !== 'list') throw new Error(`no list facet ${name}`)
  return Object.fromEntries(facet.value.map((value) => [value.text, value.count]))
}

describe('answers match a brute-force reference', () => {
  it('filters, disjunctive counts, sort with ties and missing prices', async () => {
    const brands = ['Škoda', 'Citroën']
    const inPrice = (car: Car) => car.car_price != null && car.car_price >= 15_000 && car.car_price <= 400_000
    const notDiesel = (car: Car) => car.car_fuel !== 'Diesel'
    const response = await both({
      index: 'cars',
      filters: { car_brand: brands, 'car_fuel.neq': ['Diesel'], car_price: [15_000, 400_000] },
      facets: [{ name: 'car_brand' }, { name: 'car_fuel' }, { name: 'car_price' }],
      sort_name: 'car_price_asc',
      limit: 1000,
    })
    const matching = cars.filter((car) => brands.includes(car.car_brand) && notDiesel(car) && inPrice(car))
    expect(response.total_items).toBe(matching.length)
    expect(response.content.map((car) => car.car_id)).toEqual(
      sortCars(matching, (car) => car.car_price, 'asc').map((car) => car.car_id),
    )
    // The brand facet ignores the brand filter; the negation (no facet of its own) always applies.
    expect(listCounts(response, 'car_brand')).toEqual(
      countBy(
        cars.filter((car) => notDiesel(car) && inPrice(car)),
        (car) => [car.car_brand],
      ),
    )
    expect(listCounts(response, 'car_fuel')).toEqual(countBy(matching, (car) => [car.car_fuel]))
    const ignoringPrice = cars.filter((car) => brands.includes(car.car_brand) && notDiesel(car))
    const prices = ignoringPrice.map((car) => car.car_price).filter((price) => price != null)
    expect(response.facet.find((facet) => facet.name === 'car_price')?.value).toEqual({
      min: Math.min(...prices),
      max: Math.max(...prices),
      count: prices.length,
    })
  })

  it('sorts descending with missing values last and ties by id in code-unit order', async () => {
    const response = await both({ index: 'cars', sort_name: 'car_price_desc', limit: 1000 })
    const expected = sortCars(cars, (car) => car.car_price, 'desc').map((car) => car.car_id)
    expect(response.content.map((car) => car.car_id)).toEqual(expected)
    // The fixture has ids of different lengths and prices that repeat.
    expect(expected.some((id, i) => i > 0 && id.length !== expected[i - 1]!.length)).toBe(true)
    expect(cars.some((car) => car.car_price == null)).toBe(true)
  })

  it('narrows a hierarchy: Škoda>Kombi does not bring Volkswagen Kombis', async () => {
    const response = await both({
      index: 'cars',
      filters: { 'car_brand>car_model': ['Škoda>Kombi', 'Volvo'] },
      facets: [{ name: 'car_brand>car_model' }],
      limit: 1000,
    })
    const matching = cars.filter(
      (car) => car.car_brand === 'Volvo' || (car.car_brand === 'Škoda' && car.car_model === 'Kombi'),
    )
    expect(response.total_items).toBe(matching.length)
    expect(cars.some((car) => car.car_brand === 'Volkswagen' && car.car_model === 'Kombi')).toBe(true)
    const facet = response.facet[0]
    if (facet?.type !== 'list') throw new Error('expected a list facet')
    const skoda = facet.value.find((value) => value.text === 'Škoda')
    expect(skoda?.count).toBe(cars.filter((car) => car.car_brand === 'Škoda').length)
    expect(Object.fromEntries(skoda!.children!.map((child) => [child.text, child.count]))).toEqual(
      countBy(
        cars.filter((car) => car.car_brand === 'Škoda'),
        (car) => [car.car_model],
      ),
    )
  })

  it('finds words by prefix, folded (Tromsø, nürb) and registration numbers with or without spaces', async () => {
    const wordsOf = (car: Car) => extractDocument(INDEXES.cars, car).words
    for (const [keyphrase, prefix] of [
      ['Tromsø', fold('Tromsø')],
      ['NÜRB', 'nurb'],
    ] as const) {
      const response = await both({ index: 'cars', keyphrase, limit: 1000, fields: ['car_id'] })
      const expected = cars.filter((car) => wordsOf(car).some((word) => word.startsWith(prefix)))
      expect(response.total_items).toBe(expected.length)
      expect(expected.length).toBeGreaterThan(0)
    }
    const registered = cars.find((car) => car.car_regno?.includes(' '))!
    for (const keyphrase of [registered.car_regno!, registered.car_regno!.replace(/\s/g, '').toLowerCase()]) {
      const response = await both({ index: 'cars', keyphrase, fields: ['car_id', 'car_regno'], limit: 1000 })
      expect(response.content.map((car) => car.car_id)).toContain(registered.car_id)
    }
  })

  it('orders a keyphrase by relevance: title words over version words over the rest, then newest, then id', async () => {
    const extracted = (car: Car) => extractDocument(INDEXES.cars, car).words
    const titleWords = (car: Car) => new Set(words([car.car_brand, car.car_model, car.car_model_text].join(' ')))
    const versionWords = (car: Car) => new Set(words(car.car_version ?? ''))
    const published = (car: Car) => (car.car_publishdate ? Date.parse(car.car_publishdate) : null)
    let scored = 0
    for (const keyphrase of ['kombi', 'nurburg', 'skoda kom', 'volvo plus']) {
      const tokens = words(keyphrase)
      const exact = tokens.slice(0, -1)
      const prefix = tokens.at(-1)!
      const matching = cars.filter((car) => {
        const all = extracted(car)
        return exact.every((word) => all.includes(word)) && all.some((word) => word.startsWith(prefix))
      })
      const score = (car: Car) =>
        tokens.reduce((sum, word) => sum + (titleWords(car).has(word) ? 2 : versionWords(car).has(word) ? 1 : 0), 0)
      const byDate = sortCars(matching, published, 'desc')
      const expected = byDate
        .map((car, i) => ({ car, i, score: score(car) }))
        .sort((a, b) => b.score - a.score || a.i - b.i)
      const response = await both({ index: 'cars', keyphrase, limit: 1000, fields: ['car_id'] })
      expect(response.content.map((car) => car.car_id)).toEqual(expected.map(({ car }) => car.car_id))
      if (new Set(expected.map((entry) => entry.score)).size > 1) scored++
    }
    // The cases must tell relevance from the date order: scores differ among their matches.
    expect(scored).toBeGreaterThanOrEqual(2)
  })

  it('keeps the cars of the dealer sites near a place, and counts them per site', async () => {
    const near = ['1001', '1003', '2002']
    const response = await both({
      index: 'cars',
      filters: { car_site_id: near },
      facets: [{ name: 'car_site_id' }],
      fields: ['car_id'],
      limit: 1000,
    })
    const matching = cars.filter((car) => near.includes(car.car_site_id!))
    expect(response.total_items).toBe(matching.length)
    expect(listCounts(response, 'car_site_id')).toEqual(countBy(cars, (car) => [car.car_site_id]))
  })

  it('orders sites with equal and missing sort values', async () => {
    const sites = fixture.sites.map((site) => dealerSiteSchema.parse(site))
    const response = await both({ index: 'sites', fields: ['site_id'] })
    const expected = [...sites].sort((a, b) => {
      const x = a.website_sort_order
      const y = b.website_sort_order
      if (x == null || y == null) return x == null && y == null ? compareIds(a.site_id, b.site_id) : x == null ? 1 : -1
      return x - y || compareIds(a.site_id, b.site_id)
    })
    expect(response.content).toEqual(expected.map((site) => ({ site_id: site.site_id })))
  })
})

describe('the PostgreSQL projection follows the store', () => {
  const newCar: CarInput = { ...fixture.cars[0]!, car_id: '999999', slug: 'lada-special-999999' }
  const carWith = (id: string) => ({
    index: 'cars' as const,
    filters: { car_id: [id] },
    fields: ['car_id', 'car_price'],
  })

  it('sees an upsert after refresh, in filtered and unfiltered counts', async () => {
    const before = await both({ index: 'cars', limit: 0, facets: [{ name: 'car_brand' }] })
    await store.write('cars', toWriteBatch('cars', [{ ...newCar, car_brand: 'Lada', car_price: 123_456 }]))
    await Promise.all([memory.refresh(), postgres.refresh()])
    const after = await both({ index: 'cars', limit: 0, facets: [{ name: 'car_brand' }] })
    expect(after.total_items).toBe(before.total_items + 1)
    expect(listCounts(after, 'car_brand').Lada).toBe(1)
    expect((await both(carWith('999999'))).content).toEqual([{ car_id: '999999', car_price: 123_456 }])
  })

  it('sees an update of a document', async () => {
    await store.write('cars', toWriteBatch('cars', [{ ...newCar, car_brand: 'Lada', car_price: 99_000 }]))
    await Promise.all([memory.refresh(), postgres.refresh()])
    expect((await both(carWith('999999'))).content).toEqual([{ car_id: '999999', car_price: 99_000 }])
    expect((await both({ index: 'cars', keyphrase: 'lada' })).total_items).toBe(1)
  })

  it('removes a document on a tombstone', async () => {
    const victim = cars[7]!.car_id
    await store.write('cars', { upserts: [], deletes: ['999999', victim] })
    await Promise.all([memory.refresh(), postgres.refresh()])
    expect((await both(carWith('999999'))).total_items).toBe(0)
    expect((await both(carWith(victim))).total_items).toBe(0)
    const all = await both({ index: 'cars', limit: 0, facets: [{ name: 'car_brand' }] })
    expect(all.total_items).toBe(cars.length - 1)
    expect(listCounts(all, 'car_brand').Lada).toBeUndefined()
  })

  it('counts a changed and a deleted car in the car list facets', async () => {
    const request: SearchRequest = {
      index: 'cars',
      filters: { car_fuel: ['Vätgas'], car_country_code: [newCar.car_country_code!] },
      facets: [{ name: 'car_campaigns' }, { name: 'car_fuel' }, { name: 'car_brand>car_model' }],
    }
    const campaigns = ['Vätgaspremie', 'Black Week']
    await store.write(
      'cars',
      toWriteBatch('cars', [{ ...newCar, car_id: '777777', car_fuel: 'Vätgas', car_campaigns: campaigns }]),
    )
    await Promise.all([memory.refresh(), postgres.refresh()])
    const added = await both(request)
    expect(added.total_items).toBe(1)
    expect(listCounts(added, 'car_campaigns')).toEqual({ Vätgaspremie: 1, 'Black Week': 1 })
    await store.write(
      'cars',
      toWriteBatch('cars', [{ ...newCar, car_id: '777777', car_fuel: 'Vätgas', car_campaigns: [] }]),
    )
    await Promise.all([memory.refresh(), postgres.refresh()])
    expect(listCounts(await both(request), 'car_campaigns')).toEqual({})
    await store.write('cars', { upserts: [], deletes: ['777777'] })
    await Promise.all([memory.refresh(), postgres.refresh()])
    expect((await both(request)).total_items).toBe(0)
  })

  it('keeps the car list counts right as a car moves between buckets, leaves and its slot is taken again', async () => {
    const market = { car_country_code: [newCar.car_country_code!] }
    const list = (filters: SearchRequest['filters']): SearchRequest => ({
      index: 'cars',
      filters: { ...market, ...filters },
      facets: [...CAR_LIST_FACETS],
      sort_name: 'car_price_asc',
    })
    const requests = [
      list({ car_price: [0, 2] }),
      list({ car_mileage: [900_000, 2_000_000] }),
      list({ car_fuel: ['Vätgas'] }),
      list({ car_campaigns: ['Black Week'], car_year: [1990, 2030] }),
    ]
    const write = async (car: CarInput | null, id: string) => {
      await store.write('cars', car ? toWriteBatch('cars', [car]) : { upserts: [], deletes: [id] })
      await Promise.all([memory.refresh(), postgres.refresh()])
    }
    // Below every edge and above every one: the open gaps at both ends.
    const odd = { ...newCar, car_id: '555555', slug: 'odd-555555', car_fuel: 'Vätgas', car_campaigns: ['Black Week'] }
    await write({ ...odd, car_price: 1, car_mileage: 999_999, car_year: 1990 }, odd.car_id)
    const first = await Promise.all(requests.map(both))
    expect(first[0]!.total_items).toBe(1)
    expect(first[1]!.total_items).toBe(1)
    // Onto values other cars have (edges), with other campaigns.
    await write(
      { ...odd, car_price: cars[3]!.car_price, car_mileage: cars[3]!.car_mileage, car_campaigns: [] },
      odd.car_id,
    )
    await Promise.all(requests.map(both))
    // Deleted, then a new car takes its slot.
    await write(null, odd.car_id)
    expect((await both(requests[2]!)).total_items).toBe(0)
    await write({ ...odd, car_id: '555556', slug: 'odd-555556', car_price: 2, car_mileage: null }, '555556')
    const last = await Promise.all(requests.map(both))
    expect(last[0]!.total_items).toBe(1)
    await write(null, '555556')
  })

  it('is shared by a second instance, whose cached counts follow the data version', async () => {
    const second = await createPostgresEngine({
      connectionString: DATABASE_URL,
      store,
      schema: SCHEMA,
      syncMs: 3_600_000,
    })
    try {
      const request: SearchRequest = { index: 'cars', limit: 0, facets: [{ name: 'car_fuel' }] }
      const before = await run(second, request)
      await store.write(
        'cars',
        toWriteBatch('cars', [{ ...newCar, car_id: '888888', slug: 'x-888888', car_fuel: 'Vätgas' }]),
      )
      await Promise.all([memory.refresh(), postgres.refresh()])
      const after = await run(second, request)
      expect(after.total_items).toBe(before.total_items + 1)
      expect(listCounts(after, 'car_fuel')['Vätgas']).toBe(1)
      expect(after).toEqual(await run(memory, request))
    } finally {
      await second.close()
    }
  })
})

describe('a database from before the facet table', () => {
  it('gets the table filled in place at open, and answers as before', async () => {
    const client = new pg.Client({ connectionString: DATABASE_URL })
    await client.connect()
    try {
      await client.query(`DROP TABLE "${SCHEMA}".search_facets_cars`)
    } finally {
      await client.end()
    }
    const reopened = await createPostgresEngine({
      connectionString: DATABASE_URL,
      store,
      schema: SCHEMA,
      syncMs: 3_600_000,
    })
    try {
      const request: SearchRequest = {
        index: 'cars',
        filters: { car_brand: ['Volvo', 'Škoda'], car_campaigns: ['Black Week'], car_price: [0, 900_000] },
        facets: [
          { name: 'car_brand>car_model' },
          { name: 'car_campaigns' },
          { name: 'car_price' },
          { name: 'car_fuel' },
        ],
        sort_name: 'car_price_asc',
      }
      const [expected, actual] = await Promise.all([run(memory, request), run(reopened, request)])
      expect(actual).toEqual(expected)
      expect(actual.total_items).toBeGreaterThan(0)
    } finally {
      await reopened.close()
    }
  })
})
