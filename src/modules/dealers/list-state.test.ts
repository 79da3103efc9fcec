import { describe, expect, it } from 'vitest'
import { decodeSiteListState, encodeSiteListState, hrefOf, toggleFilterHref } from './list-state'

describe('site list state', () => {
  it('keeps the facets and the link-only filters, and drops what the list does not know', () => {
    const state = decodeSiteListState(
      new URLSearchParams(
        'site_region=Sk%C3%A5ne+l%C3%A4n&site_brands=Volvo&site_departments.brands.name=BMW&car_fuel=El&utm_source=x&keyphrase=+Uppsala+&page=2',
      ),
    )
    expect(state).toEqual({
      filters: { site_region: ['Skåne län'], site_brands: ['Volvo'], 'site_departments.brands.name': ['BMW'] },
      keyphrase: 'Uppsala',
      page: 2,
    })
  })

  it('caps the page, and reads a bad page as the first', () => {
    expect(decodeSiteListState({ page: '999' }).page).toBe(20)
    expect(decodeSiteListState({ page: '-1' }).page).toBe(0)
    expect(decodeSiteListState({ page: 'x' }).page).toBe(0)
  })

  it('drops blank, overlong and repeated values', () => {
    const state = decodeSiteListState({ site_brands: ['', 'Volvo', 'Volvo', 'x'.repeat(101)] })
    expect(state.filters).toEqual({ site_brands: ['Volvo'] })
  })

  it('writes one canonical form whatever the order of the address', () => {
    const a = encodeSiteListState(
      decodeSiteListState(new URLSearchParams('site_brands=Volvo&site_brands=BMW&site_region=X')),
    )
    const b = encodeSiteListState(
      decodeSiteListState(new URLSearchParams('site_region=X&site_brands=BMW&site_brands=Volvo')),
    )
    expect(a.toString()).toBe(b.toString())
    expect(a.toString()).toBe('site_brands=BMW&site_brands=Volvo&site_region=X')
  })

  it('toggles a filter value and goes back to the first page', () => {
    const state = { filters: { site_brands: ['Volvo'] }, keyphrase: '', page: 3 }
    expect(toggleFilterHref('/anlaggningar', state, 'site_brands', 'Volvo')).toBe('/anlaggningar')
    expect(toggleFilterHref('/anlaggningar', state, 'site_brands', 'BMW')).toBe(
      '/anlaggningar?site_brands=BMW&site_brands=Volvo',
    )
    expect(hrefOf('/anlaggningar', { ...state, page: 1 })).toBe('/anlaggningar?site_brands=Volvo&page=1')
  })
})
