import { describe, expect, it } from 'vitest'
import { INDEXES } from '../search/indexes'
import { sortNames } from '../search/plan'
import {
  activeFilterCount,
  applySearchBox,
  clearAll,
  clearFacet,
  decodeListState,
  displayTotal,
  EMPTY_LIST_STATE,
  encodeListState,
  isSortName,
  listStateKey,
  MAX_PAGE,
  OPEN_RANGE_HIGH,
  OPEN_RANGE_LOW,
  nextPage,
  paramKind,
  parseNumberInput,
  rangeBoundOf,
  rangeInputNames,
  searchFilters,
  setRange,
  setSort,
  toggleFilterValue,
  withListState,
  type ListState,
} from './list-state'

const state = (patch: Partial<ListState>): ListState => ({ ...EMPTY_LIST_STATE, ...patch })

describe('decoding the URL', () => {
  it('reads repeated values, a range, keyphrase, sort and page', () => {
    const decoded = decodeListState(
      new URLSearchParams(
        'car_brand=Volvo&car_brand=BMW&car_model=Volvo>XC60&car_price=100 000&car_price=300000&keyphrase= drag &sort=car_price_asc&page=3',
      ),
    )
    expect(decoded).toEqual({
      filters: { car_brand: ['Volvo', 'BMW'], car_model: ['Volvo>XC60'], car_price: ['100000', '300000'] },
      keyphrase: 'drag',
      sort: 'car_price_asc',
      page: 3,
    })
  })

  it('reads the record form Next.js gives pages', () => {
    expect(decodeListState({ car_fuel: ['El', 'Diesel'], keyphrase: 'kombi', other: undefined })).toEqual(
      state({ filters: { car_fuel: ['El', 'Diesel'] }, keyphrase: 'kombi' }),
    )
  })

  it('ignores unknown facets, malformed ranges, unknown sorts and bad pages', () => {
    const decoded = decodeListState(
      new URLSearchParams(
        'nope=1&car_vehicle_type=Personbil&car_price=1&car_mileage=a&car_mileage=2&car_power=1&car_power=2&car_power=3&sort=drop_table&page=-1&utm_source=x',
      ),
    )
    expect(decoded).toEqual(EMPTY_LIST_STATE)
  })

  it('swaps crossed range bounds and caps the page at 20', () => {
    const decoded = decodeListState(new URLSearchParams('car_year=2024&car_year=2018&page=999'))
    expect(decoded.filters.car_year).toEqual(['2018', '2024'])
    expect(decoded.page).toBe(MAX_PAGE)
  })

  it('reads an empty bound as an open end and drops a range with both bounds empty', () => {
    const decoded = decodeListState(
      new URLSearchParams('car_price=&car_price=300000&car_mileage=5000&car_mileage=&car_year=&car_year='),
    )
    expect(decoded.filters).toEqual({
      car_price: [String(OPEN_RANGE_LOW), '300000'],
      car_mileage: ['5000', String(OPEN_RANGE_HIGH)],
    })
  })

  it('accepts negated list filters but not negated ranges', () => {
    const decoded = decodeListState(new URLSearchParams('car_fuel.neq=Diesel&car_price.neq=1&car_price.neq=2'))
    expect(decoded.filters).toEqual({ 'car_fuel.neq': ['Diesel'] })
  })

  it('drops empty and repeated values', () => {
    expect(decodeListState(new URLSearchParams('car_fuel=&car_fuel=El&car_fuel=El')).filters).toEqual({
      car_fuel: ['El'],
    })
  })
})

describe('encoding the URL', () => {
  it('leaves out page 0, an empty keyphrase and the default sort', () => {
    expect(encodeListState(state({ filters: { car_fuel: ['El'] } })).toString()).toBe('car_fuel=El')
    expect(encodeListState(EMPTY_LIST_STATE).toString()).toBe('')
  })

  it('round-trips through decoding', () => {
    const original = state({
      filters: { car_brand: ['Škoda', 'BMW'], car_model: ['BMW>X3'], car_price: ['0', '250000'] },
      keyphrase: 'dragkrok & vinterhjul',
      sort: 'car_mileage_asc',
      page: 2,
    })
    expect(decodeListState(encodeListState(original))).toEqual(original)
  })

  it('replaces the state in a URL and keeps other parameters', () => {
    expect(withListState('?sc_site=hedin-se&car_fuel=El&page=2', state({ filters: { car_body: ['SUV'] } }))).toBe(
      '?sc_site=hedin-se&car_body=SUV',
    )
    expect(withListState('?car_fuel=El', EMPTY_LIST_STATE)).toBe('')
  })

  it('gives equal states equal keys', () => {
    expect(listStateKey(state({ keyphrase: ' a ' }))).toBe(listStateKey(state({ keyphrase: 'a' })))
  })
})

describe('filter transitions', () => {
  it('ticks and unticks a value, back to page 0', () => {
    const ticked = toggleFilterValue(state({ page: 4 }), 'car_fuel', 'El')
    expect(ticked).toEqual(state({ filters: { car_fuel: ['El'] } }))
    expect(toggleFilterValue(ticked, 'car_fuel', 'El')).toEqual(EMPTY_LIST_STATE)
  })

  it("unticking a brand removes its models and keeps other brands' models", () => {
    const chosen = state({ filters: { car_brand: ['Volvo', 'BMW'], car_model: ['Volvo>XC60', 'Volvo>V90', 'BMW>X3'] } })
    expect(toggleFilterValue(chosen, 'car_brand', 'Volvo').filters).toEqual({
      car_brand: ['BMW'],
      car_model: ['BMW>X3'],
    })
  })

  it('clearing a facet removes its dependent facets', () => {
    const chosen = state({ filters: { car_brand: ['Volvo'], car_model: ['Volvo>XC60'], car_fuel: ['El'] }, page: 2 })
    expect(clearFacet(chosen, 'car_brand')).toEqual(state({ filters: { car_fuel: ['El'] } }))
    expect(clearFacet(chosen, 'car_model').filters).toEqual({ car_brand: ['Volvo'], car_fuel: ['El'] })
  })

  it('clear-all resets filters and keyphrase to page 0 and keeps the sort', () => {
    const chosen = state({ filters: { car_fuel: ['El'] }, keyphrase: 'x', sort: 'car_price_asc', page: 3 })
    expect(clearAll(chosen)).toEqual(state({ sort: 'car_price_asc' }))
  })

  it('sets a range clamped to the facet bounds, swapping crossed bounds', () => {
    const bounds = { min: 50_000, max: 900_000 }
    expect(setRange(EMPTY_LIST_STATE, 'car_price', 400_000, 10_000, bounds).filters).toEqual({
      car_price: ['50000', '400000'],
    })
    expect(setRange(EMPTY_LIST_STATE, 'car_price', 100_000, 2_000_000, bounds).filters).toEqual({
      car_price: ['100000', '900000'],
    })
  })

  it('resetting a range to the full bounds removes the filter', () => {
    const chosen = state({ filters: { car_price: ['100000', '200000'] } })
    expect(setRange(chosen, 'car_price', 0, 1_000_000, { min: 50_000, max: 900_000 }).filters).toEqual({})
  })

  it('sorts only by known sorts', () => {
    expect(setSort(state({ page: 2 }), 'car_price_desc')).toEqual(state({ sort: 'car_price_desc' }))
    expect(setSort(state({ sort: 'car_price_desc' }), 'bogus').sort).toBeNull()
  })

  it('adds what the search box parsed, a model under its one brand', () => {
    const next = applySearchBox(state({ filters: { car_fuel: ['El'] }, page: 3 }), {
      filters: { car_brand: ['Volvo'], car_model: ['XC60'], car_gearbox: ['Automat'] },
      keyphrase: 'dragkrok',
    })
    expect(next).toEqual(
      state({
        filters: { car_fuel: ['El'], car_brand: ['Volvo'], car_model: ['Volvo>XC60'], car_gearbox: ['Automat'] },
        keyphrase: 'dragkrok',
      }),
    )
  })

  it('counts a range once in the filter badge', () => {
    expect(activeFilterCount(state({ filters: { car_fuel: ['El', 'Diesel'], car_year: ['2018', '2024'] } }))).toBe(3)
  })
})

describe('paging', () => {
  it('offers the next page until all are shown', () => {
    expect(nextPage(state({ page: 0 }), 100)).toBe(1)
    expect(nextPage(state({ page: 1 }), 96)).toBeNull()
    expect(nextPage(state({ page: 0 }), 30)).toBeNull()
  })

  it('stops at zero-based page 19', () => {
    expect(nextPage(state({ page: 18 }), 50_000)).toBe(19)
    expect(nextPage(state({ page: 19 }), 50_000)).toBeNull()
  })

  it("shows totals of 10,000 and more as '10000+'", () => {
    expect(displayTotal(9_999)).toBe('9999')
    expect(displayTotal(10_000)).toBe('10000+')
  })
})

describe('search service filters', () => {
  it('sends brands and brand>model values to the hierarchy facet and keeps the preset', () => {
    const filters = searchFilters(
      state({ filters: { car_brand: ['Volvo'], car_model: ['Volvo>XC60', 'Golf'], car_is_used: ['false'] } }),
      { car_is_used: ['true'] },
    )
    expect(filters).toEqual({
      'car_brand>car_model': ['Volvo', 'Volvo>XC60'],
      car_model: ['Golf'],
      car_is_used: ['true'],
    })
  })
})

describe('the field names the browser knows', () => {
  it('are the cars index fields and sorts', () => {
    for (const name of Object.keys(INDEXES.cars.keywords)) expect(paramKind(name)).toBe('list')
    for (const name of Object.keys(INDEXES.cars.numbers)) expect(paramKind(name)).toBe('range')
    for (const name of sortNames('cars')) expect(isSortName(name)).toBe(true)
    expect(paramKind('car_unknown')).toBeNull()
  })
})

describe('typed numbers', () => {
  it('strips spaces and thousands commas, reads a decimal comma', () => {
    expect(parseNumberInput(' 250 000 ')).toBe(250_000)
    expect(parseNumberInput('250\u00a0000')).toBe(250_000)
    expect(parseNumberInput('12,500')).toBe(12_500)
    expect(parseNumberInput('6,5')).toBe(6.5)
    expect(parseNumberInput('')).toBeNull()
    expect(parseNumberInput('abc')).toBeNull()
  })
})

describe('range inputs by their own names', () => {
  it('reads <param>_min and <param>_max as the range, as a form sent without JavaScript has them', () => {
    expect(decodeListState(new URLSearchParams('car_price_min=100000&car_price_max=300000')).filters).toEqual({
      car_price: ['100000', '300000'],
    })
    expect(rangeInputNames('car_price')).toEqual(['car_price_min', 'car_price_max'])
  })

  it('reads an empty bound as an open end, and prefers the range named as such', () => {
    expect(decodeListState(new URLSearchParams('car_price_min=100000&car_price_max=')).filters).toEqual({
      car_price: ['100000', String(OPEN_RANGE_HIGH)],
    })
    expect(decodeListState(new URLSearchParams('car_price_min=&car_price_max=')).filters).toEqual({})
    expect(
      decodeListState(new URLSearchParams('car_price=1&car_price=2&car_price_min=5&car_price_max=9')).filters,
    ).toEqual({ car_price: ['1', '2'] })
  })

  it('knows only the bounds of range parameters', () => {
    expect(rangeBoundOf('car_price_min')).toEqual({ param: 'car_price', bound: 0 })
    expect(rangeBoundOf('car_brand_min')).toBeNull()
    expect(rangeBoundOf('nothing_max')).toBeNull()
  })
})
