import { describe, expect, it } from 'vitest'
import { countActiveFilters, SearchQueryError } from './contract'
import { planQuery, sortNames } from './plan'

function fieldOf(input: unknown): string | undefined {
  try {
    planQuery(input)
  } catch (error) {
    if (error instanceof SearchQueryError) return error.field
    throw error
  }
  return undefined
}

describe('planQuery', () => {
  it('applies the defaults of the contract', () => {
    const plan = planQuery({ index: 'cars' })
    expect(plan).toMatchObject({ limit: 24, offset: 0, groups: [], keyphrase: null, facets: [], fields: null })
    expect(plan.sort).toEqual({ field: 'car_publishdate', direction: 'desc' })
  })

  it('names the field of every kind of bad input', () => {
    expect(fieldOf({ index: 'boats' })).toBe('index')
    expect(fieldOf({ index: 'cars', facets: [{ name: 'car_wings' }] })).toBe('facets.0.name')
    expect(fieldOf({ index: 'cars', filters: { car_wings: ['2'] } })).toBe('filters.car_wings')
    expect(fieldOf({ index: 'cars', sort_name: 'car_brand_asc' })).toBe('sort_name')
    expect(fieldOf({ index: 'cars', filters: { car_price: ['cheap', '100'] } })).toBe('filters.car_price')
    expect(fieldOf({ index: 'cars', limit: 1001 })).toBe('limit')
    expect(fieldOf({ index: 'cars', offset: -1 })).toBe('offset')
    expect(fieldOf({ index: 'cars', filters: { 'car_price.neq': [1, 2] } })).toBe('filters.car_price.neq')
    expect(fieldOf('not an object')).toBe('body')
    expect(fieldOf({ index: 'sites', sort_name: 'website_sort_order_asc' })).toBeUndefined()
  })

  it('merges facet filters into the filter map and keeps negations out of facet counts', () => {
    const plan = planQuery({
      index: 'cars',
      filters: { car_brand: ['Volvo'], 'car_fuel.neq': ['Diesel'] },
      facets: [{ name: 'car_brand', filters: ['BMW', 'Volvo'] }],
    })
    expect(plan.groups).toEqual([
      { facet: 'car_brand', condition: { kind: 'in', field: 'car_brand', values: ['Volvo', 'BMW'] } },
      { facet: null, condition: { kind: 'notIn', field: 'car_fuel', values: ['Diesel'] } },
    ])
  })

  it('ignores a range without exactly two values and strips spaces from numbers', () => {
    expect(planQuery({ index: 'cars', filters: { car_price: ['100 000'] } }).groups).toEqual([])
    expect(planQuery({ index: 'cars', filters: { car_price: ['300 000', '100 000'] } }).groups).toEqual([
      { facet: 'car_price', condition: { kind: 'range', field: 'car_price', min: 100000, max: 300000 } },
    ])
  })

  it('splits the keyphrase into exact words and a last-word prefix', () => {
    expect(planQuery({ index: 'cars', keyphrase: 'Volvo  XC60 Die' }).keyphrase).toEqual({
      exact: ['volvo', 'xc60'],
      prefix: 'die',
    })
    expect(planQuery({ index: 'cars', keyphrase: ' ' }).keyphrase).toBeNull()
  })

  it('applies scope filters to every facet', () => {
    const plan = planQuery({ index: 'cars', facets: [{ name: 'car_brand' }] }, { scope: { car_brand: ['smart'] } })
    expect(plan.groups).toEqual([{ facet: null, condition: { kind: 'in', field: 'car_brand', values: ['smart'] } }])
  })

  it('caps the cost of a request with a 400 naming the limit', () => {
    const values = (n: number) => Array.from({ length: n }, (_, i) => `v${i}`)
    const messageOf = (input: unknown) => {
      try {
        planQuery(input)
      } catch (error) {
        if (error instanceof SearchQueryError) return error.message
        throw error
      }
      return null
    }
    expect(messageOf({ index: 'cars', filters: { car_brand: values(201) } })).toMatch(/at most 200 values per filter/)
    expect(fieldOf({ index: 'cars', filters: { car_brand: values(201) } })).toBe('filters.car_brand')
    // A facet's own values count with the filter's.
    expect(
      fieldOf({
        index: 'cars',
        filters: { car_brand: values(150) },
        facets: [{ name: 'car_brand', filters: values(250).slice(100) }],
      }),
    ).toBe('filters.car_brand')
    const many = Object.fromEntries(values(51).map((name) => [name, ['x']]))
    expect(messageOf({ index: 'cars', filters: many })).toMatch(/at most 50 filters/)
    expect(fieldOf({ index: 'cars', keyphrase: 'x'.repeat(201) })).toBe('keyphrase')
    expect(fieldOf({ index: 'cars', offset: 9990, limit: 24 })).toBe('offset')
    expect(fieldOf({ index: 'cars', filters: { car_brand: values(200) } })).toBeUndefined()
  })

  it('orders a keyphrase by relevance unless a sort is named, on ranked indexes only', () => {
    const newest = { field: 'car_publishdate', direction: 'desc' }
    expect(planQuery({ index: 'cars', keyphrase: 'Volvo XC6' }).sort).toEqual({
      ...newest,
      relevance: ['volvo', 'xc6'],
    })
    expect(planQuery({ index: 'cars', keyphrase: 'volvo volvo', sort_name: 'relevance' }).sort).toEqual({
      ...newest,
      relevance: ['volvo'],
    })
    expect(planQuery({ index: 'cars', keyphrase: 'volvo', sort_name: 'car_price_asc' }).sort).toEqual({
      field: 'car_price',
      direction: 'asc',
    })
    expect(planQuery({ index: 'cars' }).sort).toEqual(newest)
    expect(planQuery({ index: 'sites', keyphrase: 'uppsala' }).sort.relevance).toBeUndefined()
  })

  it('lists sorts such as car_price_asc and website_sort_order_asc', () => {
    expect(sortNames('cars')).toContain('car_price_asc')
    expect(sortNames('cars')).toContain('car_publishdate_asc')
    expect(sortNames('sites')).toContain('website_sort_order_asc')
  })
})

describe('countActiveFilters', () => {
  it('counts a price, power or mileage range as one filter', () => {
    expect(
      countActiveFilters({ car_brand: ['Volvo', 'BMW'], car_price: ['1', '2'], car_mileage: ['0', '9'], car_fuel: [] }),
    ).toBe(4)
  })
})
