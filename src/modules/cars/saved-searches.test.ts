import { describe, expect, it } from 'vitest'
import { EMPTY_LIST_STATE, type ListState } from './list-state'
import {
  CAR_LIST_API,
  SAVED_SEARCHES_MAX,
  SAVED_SEARCH_NAME_MAX,
  SavedSearchError,
  addSavedSearch,
  cleanSearchName,
  createSavedSearch,
  defaultSearchName,
  newCarsUrl,
  newSavedSearchId,
  parseNewCarsTotal,
  parseSavedSearches,
  removeSavedSearch,
  savedSearchesKey,
  stateSummary,
  toStoredSavedSearches,
  type SavedSearch,
} from './saved-searches'

function state(overrides: Partial<ListState> = {}): ListState {
  return { ...EMPTY_LIST_STATE, ...overrides }
}

const volvoDiesel = state({ filters: { car_brand: ['Volvo'], car_fuel: ['Diesel'] } })
const electric = state({ filters: { car_fuel: ['El'] }, sort: 'car_price_asc' })

function search(
  id: string,
  searchState: ListState = state({ keyphrase: id }),
  savedAt = 1_700_000_000_000,
): SavedSearch {
  return createSavedSearch({ id, name: `Search ${id}`, state: searchState, savedAt })
}

/** What storage holds after a save and a reload. */
function roundTrip(list: readonly SavedSearch[]): unknown {
  return JSON.parse(JSON.stringify(toStoredSavedSearches(list)))
}

describe('savedSearchesKey', () => {
  it('is per site', () => {
    expect(savedSearchesKey('bilia')).toBe('retail-cloud:saved-searches:bilia')
  })
})

describe('cleanSearchName', () => {
  it('collapses whitespace and trims', () => {
    expect(cleanSearchName('  Volvo \n  XC60 ')).toBe('Volvo XC60')
  })

  it('cuts long names with an ellipsis', () => {
    const name = cleanSearchName('x'.repeat(200))
    expect(name).toHaveLength(SAVED_SEARCH_NAME_MAX)
    expect(name.endsWith('…')).toBe(true)
  })
})

describe('newSavedSearchId', () => {
  it('differs for different times and random draws', () => {
    expect(newSavedSearchId(1000, () => 0.1)).not.toBe(newSavedSearchId(1000, () => 0.2))
    expect(newSavedSearchId(1000, () => 0.1)).not.toBe(newSavedSearchId(2000, () => 0.1))
    expect(newSavedSearchId(1000, () => 0.999999)).toMatch(/^[0-9a-z]+-[0-9a-z]+$/)
  })
})

describe('createSavedSearch', () => {
  it('cleans the name and saves the state at page 0', () => {
    const saved = createSavedSearch({
      id: 'a',
      name: ' Volvo  diesel ',
      state: { ...volvoDiesel, page: 3 },
      savedAt: 5,
    })
    expect(saved).toEqual({ id: 'a', name: 'Volvo diesel', state: volvoDiesel, savedAt: 5 })
  })

  it('refuses an empty name with a coded error', () => {
    const attempt = () => createSavedSearch({ id: 'a', name: '  ', state: volvoDiesel, savedAt: 5 })
    expect(attempt).toThrow(SavedSearchError)
    expect(attempt).toThrow(expect.objectContaining({ code: 'empty-name' }))
  })
})

describe('addSavedSearch', () => {
  it('puts the new search first', () => {
    const list = addSavedSearch([search('a'), search('b')], search('c'))
    expect(list.map((entry) => entry.id)).toEqual(['c', 'a', 'b'])
  })

  it('replaces a search of the same state, taking the new name and time', () => {
    const old = createSavedSearch({ id: 'old', name: 'Old', state: volvoDiesel, savedAt: 1 })
    // the same result set, its filters chosen in the same order but reached from another page
    const again = createSavedSearch({ id: 'new', name: 'New', state: { ...volvoDiesel, page: 2 }, savedAt: 2 })
    const list = addSavedSearch([search('a'), old], again)
    expect(list.map((entry) => [entry.id, entry.name, entry.savedAt])).toEqual([
      ['new', 'New', 2],
      ['a', 'Search a', 1_700_000_000_000],
    ])
  })

  it('keeps at most ten, dropping the oldest', () => {
    let list: SavedSearch[] = []
    for (let i = 0; i < 15; i++) list = addSavedSearch(list, search(String(i)))
    expect(list).toHaveLength(SAVED_SEARCHES_MAX)
    expect(list[0]?.id).toBe('14')
    expect(list.at(-1)?.id).toBe('5')
  })
})

describe('removeSavedSearch', () => {
  it('removes by id', () => {
    expect(removeSavedSearch([search('a'), search('b')], 'a').map((entry) => entry.id)).toEqual(['b'])
  })
})

describe('stored form', () => {
  it('keeps the state as its query string', () => {
    expect(toStoredSavedSearches([search('a', electric, 42)])).toEqual([
      { id: 'a', name: 'Search a', query: 'car_fuel=El&sort=car_price_asc', savedAt: 42 },
    ])
  })

  it('reads back what was saved', () => {
    const list = [
      search('a', electric),
      search('b', state({ filters: { car_price: ['100000', '300000'] }, keyphrase: 'drag' })),
      search('c', EMPTY_LIST_STATE),
    ]
    expect(parseSavedSearches(roundTrip(list))).toEqual(list)
  })

  it.each([null, undefined, 'text', 1, { searches: [] }])('reads %j as no searches', (value) => {
    expect(parseSavedSearches(value)).toEqual([])
  })

  it('drops invalid entries and keeps the rest', () => {
    const good = { id: 'a', name: 'El', query: 'car_fuel=El', savedAt: 1 }
    const stored = [
      null,
      { ...good, id: '' },
      { ...good, id: 'b', name: '   ' },
      { ...good, id: 'c', savedAt: 'yesterday' },
      { ...good, id: 'd', savedAt: -1 },
      { ...good, id: 'e', query: 7 },
      good,
    ]
    expect(parseSavedSearches(stored).map((entry) => entry.id)).toEqual(['a'])
  })

  it('drops filters the index does not know and the page, as a shared link would', () => {
    const [saved] = parseSavedSearches([
      { id: 'a', name: 'El', query: 'car_fuel=El&not_a_field=1&page=4&sort=bogus', savedAt: 1 },
    ])
    expect(saved?.state).toEqual(state({ filters: { car_fuel: ['El'] } }))
  })

  it('drops repeated ids and states and keeps at most ten', () => {
    const stored = [
      { id: 'a', name: 'A', query: 'car_fuel=El', savedAt: 1 },
      { id: 'a', name: 'A again', query: 'car_fuel=Diesel', savedAt: 1 },
      { id: 'b', name: 'Same state as a', query: 'car_fuel=El', savedAt: 1 },
      ...Array.from({ length: 12 }, (_, i) => ({ id: `n${i}`, name: 'N', query: `keyphrase=k${i}`, savedAt: 1 })),
    ]
    const list = parseSavedSearches(stored)
    expect(list).toHaveLength(SAVED_SEARCHES_MAX)
    expect(list.slice(0, 2).map((entry) => entry.id)).toEqual(['a', 'n0'])
  })

  it('cleans stored names', () => {
    expect(parseSavedSearches([{ id: 'a', name: ' El \t bilar', query: '', savedAt: 1 }])[0]?.name).toBe('El bilar')
  })
})

describe('stateSummary', () => {
  it('names the keyphrase and the chosen values', () => {
    expect(stateSummary(state({ keyphrase: 'dragkrok', filters: { car_fuel: ['El', 'Diesel'] } }))).toBe(
      'dragkrok, El, Diesel',
    )
  })

  it('names a model with its brand and does not repeat the brand', () => {
    const chosen = state({ filters: { car_brand: ['Volvo', 'Kia'], car_model: ['Volvo>XC60'] } })
    expect(stateSummary(chosen)).toBe('Kia, Volvo XC60')
  })

  it('leaves out ranges and exclusions', () => {
    const chosen = state({
      filters: { car_price: ['100000', '200000'], 'car_fuel.neq': ['El'], car_gearbox: ['Automat'] },
    })
    expect(stateSummary(chosen)).toBe('Automat')
  })

  it('is empty for no filters', () => {
    expect(stateSummary(EMPTY_LIST_STATE)).toBe('')
  })
})

describe('defaultSearchName', () => {
  it('prefers the summary the page gives', () => {
    expect(defaultSearchName('  Volvo · Diesel ', volvoDiesel, 'All cars')).toBe('Volvo · Diesel')
  })

  it('falls back to the state, then to the fallback text', () => {
    expect(defaultSearchName('', volvoDiesel, 'All cars')).toBe('Volvo, Diesel')
    expect(defaultSearchName(' ', EMPTY_LIST_STATE, 'All cars')).toBe('All cars')
  })

  it('is never longer than a name may be', () => {
    expect(defaultSearchName('y'.repeat(300), EMPTY_LIST_STATE, 'All cars').length).toBe(SAVED_SEARCH_NAME_MAX)
  })
})

describe('newCarsUrl', () => {
  it('asks the list API for a count of cars since the time, without cards or facets', () => {
    const url = newCarsUrl({ siteName: 'bilia', lang: 'sv', state: { ...electric, page: 3 }, since: 1_700_000_000_000 })
    expect(url.startsWith(`${CAR_LIST_API}?`)).toBe(true)
    const params = new URL(url, 'https://example.test').searchParams
    expect([...params.entries()]).toEqual([
      ['site', 'bilia'],
      ['lang', 'sv'],
      ['car_fuel', 'El'],
      ['sort', 'car_price_asc'],
      ['offset', '0'],
      ['limit', '0'],
      ['facets', '0'],
      ['since', '1700000000000'],
    ])
  })

  it('encodes names and values', () => {
    const url = newCarsUrl({ siteName: 'a&b', lang: 'sv', state: state({ keyphrase: 'röd & blå' }), since: 1.7 })
    const params = new URL(url, 'https://example.test').searchParams
    expect(params.get('site')).toBe('a&b')
    expect(params.get('keyphrase')).toBe('röd & blå')
    expect(params.get('since')).toBe('1')
  })
})

describe('parseNewCarsTotal', () => {
  it('reads the total of a list answer', () => {
    expect(parseNewCarsTotal({ cards: [], facets: null, total: 7 })).toBe(7)
    expect(parseNewCarsTotal({ total: 0 })).toBe(0)
  })

  it.each([null, 'x', {}, { total: -1 }, { total: 1.5 }, { total: '3' }, { error: 'bad' }])(
    'reads %j as no count',
    (value) => {
      expect(parseNewCarsTotal(value)).toBeNull()
    },
  )
})
