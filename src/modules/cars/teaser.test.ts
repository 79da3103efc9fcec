import { describe, expect, it } from 'vitest'
import { CAR_SORTS } from '../search/fields'
import { testCardOptions } from './card-options.fixture'
import { decodeListState, searchFilters } from './list-state'
import {
  CAR_TEASER_DEFAULT_LIMIT,
  CAR_TEASER_MAX_LIMIT,
  CAR_TEASER_MAX_VALUES,
  CAR_TEASER_SORTS,
  carTeaserFieldProblem,
  carTeaserQuery,
  carTeaserRequest,
  carTeaserSeeAllHref,
} from './teaser'

describe('carTeaserQuery', () => {
  it('asks for 8 of the newest cars when the editor set nothing (spec 3 section 9)', () => {
    expect(carTeaserQuery({})).toEqual({
      state: { filters: {}, keyphrase: '', sort: null, page: 0 },
      limit: CAR_TEASER_DEFAULT_LIMIT,
    })
    expect(CAR_TEASER_DEFAULT_LIMIT).toBe(8)
  })

  it("writes brands, models, fuels, condition and dealer as the car list's URL parameters", () => {
    const { state } = carTeaserQuery({
      brands: ['BMW', 'Mercedes-Benz'],
      models: ['BMW>iX1', 'EQA'],
      fuels: ['El'],
      condition: 'new',
      dealer: '1101',
      sort: 'car_price_asc',
    })
    expect(state.filters).toEqual({
      car_brand: ['BMW', 'Mercedes-Benz'],
      car_model: ['BMW>iX1', 'EQA'],
      car_fuel: ['El'],
      car_is_used: ['false'],
      car_site_id: ['1101'],
    })
    expect(state.sort).toBe('car_price_asc')
  })

  it('takes a model without its brand as the model of the one brand chosen', () => {
    expect(carTeaserQuery({ brands: ['BMW'], models: ['iX1', 'BMW>i4'] }).state.filters.car_model).toEqual([
      'BMW>iX1',
      'BMW>i4',
    ])
  })

  it('reads a dealer of digits as a site id and anything else as the dealer name', () => {
    expect(carTeaserQuery({ dealer: ' 1204 ' }).state.filters).toEqual({ car_site_id: ['1204'] })
    expect(carTeaserQuery({ dealer: 'Hedin Bil Uppsala' }).state.filters).toEqual({
      car_site_name: ['Hedin Bil Uppsala'],
    })
  })

  it('maps used to car_is_used=true and all to no filter', () => {
    expect(carTeaserQuery({ condition: 'used' }).state.filters).toEqual({ car_is_used: ['true'] })
    expect(carTeaserQuery({ condition: 'all' }).state.filters).toEqual({})
  })

  it('never breaks on what a page holds: blanks, repeats, bad sorts and limits are dropped or clamped', () => {
    const query = carTeaserQuery({
      brands: ['  ', 'BMW', 'BMW', 'a>b', 'x'.repeat(101)],
      fuels: [],
      models: ['>', 'a>b>c'],
      dealer: '   ',
      sort: 'car_colour_desc',
      limit: 99,
    })
    expect(query.state.filters).toEqual({ car_brand: ['BMW'] })
    expect(query.state.sort).toBeNull()
    expect(query.limit).toBe(CAR_TEASER_MAX_LIMIT)
    expect(carTeaserQuery({ limit: 0 }).limit).toBe(1)
    expect(carTeaserQuery({ limit: Number.NaN }).limit).toBe(CAR_TEASER_DEFAULT_LIMIT)
    expect(carTeaserQuery({ sort: 'newest' }).state.sort).toBeNull()
    const many = Array.from({ length: 30 }, (_, i) => `Brand ${i}`)
    expect(carTeaserQuery({ brands: many }).state.filters.car_brand).toHaveLength(CAR_TEASER_MAX_VALUES)
  })

  it("offers only sorts the cars index has, the car list's default first", () => {
    expect(CAR_TEASER_SORTS[0]).toBe('newest')
    for (const sort of CAR_TEASER_SORTS.slice(1)) expect(CAR_SORTS).toContain(sort)
  })
})

describe('carTeaserRequest', () => {
  it("is the car list's card query for the first `limit` cars, without facets", () => {
    const query = carTeaserQuery({ fuels: ['El'], limit: 4 })
    const card = testCardOptions()
    expect(carTeaserRequest(query, card)).toEqual({ state: query.state, card, offset: 0, limit: 4, withFacets: false })
  })
})

describe('carTeaserSeeAllHref', () => {
  it("links to the site's car list with the same filters and sort", () => {
    const query = carTeaserQuery({
      brands: ['BMW'],
      models: ['iX1'],
      fuels: ['El'],
      condition: 'new',
      sort: 'car_price_desc',
    })
    const href = carTeaserSeeAllHref('/kop-bil/alla-bilar-i-lager', query)
    expect(href).toBe(
      '/kop-bil/alla-bilar-i-lager?car_brand=BMW&car_model=BMW%3EiX1&car_fuel=El&car_is_used=false&sort=car_price_desc',
    )
    // The car list reads the link back into the same state, hence the same search filters.
    const listed = decodeListState(new URL(href, 'http://x').searchParams)
    expect(listed).toEqual(query.state)
    expect(searchFilters(listed)).toEqual(searchFilters(query.state))
  })

  it('is the bare car list for a teaser without a query', () => {
    expect(carTeaserSeeAllHref('/cars', carTeaserQuery({}))).toBe('/cars')
  })
})

describe('carTeaserFieldProblem', () => {
  it('accepts what an editor may save, empty fields included', () => {
    expect(carTeaserFieldProblem('brands', ['BMW', 'MINI'])).toBeNull()
    expect(carTeaserFieldProblem('brands', null)).toBeNull()
    expect(carTeaserFieldProblem('models', ['BMW>iX1', 'EQA'])).toBeNull()
    expect(carTeaserFieldProblem('dealer', '')).toBeNull()
    expect(carTeaserFieldProblem('dealer', '1101')).toBeNull()
    expect(carTeaserFieldProblem('limit', 8)).toBeNull()
    expect(carTeaserFieldProblem('limit', undefined)).toBeNull()
    expect(carTeaserFieldProblem('sort', 'car_year_desc')).toBeNull()
  })

  it('names what is wrong', () => {
    expect(carTeaserFieldProblem('brands', ['BMW', '  '])).toBe("'  ': a value may not be empty")
    expect(carTeaserFieldProblem('brands', ['BMW>iX1'])).toContain("'>' is not allowed")
    expect(carTeaserFieldProblem('models', ['a>b>c'])).toContain('Brand>Model')
    expect(
      carTeaserFieldProblem(
        'fuels',
        Array.from({ length: 21 }, (_, i) => `f${i}`),
      ),
    ).toBe('at most 20 values')
    expect(carTeaserFieldProblem('limit', 25)).toBe('at most 24')
    expect(carTeaserFieldProblem('limit', 2.5)).toBe('a whole number')
    expect(carTeaserFieldProblem('sort', 'car_colour_desc')).not.toBeNull()
  })
})
