import { describe, it, expect } from 'vitest'
import {
  pageViewDataLayerEvent,
  productDetailPageEvent,
  pushToDataLayer,
  searchEvent,
  type DataLayerTarget,
} from './data-layer'

describe('event builders', () => {
  it('builds a start page search event with a trimmed term', () => {
    expect(searchEvent('  volvo xc60 ')).toEqual({
      event: 'search',
      search_type: 'start page',
      search_term: 'volvo xc60',
    })
  })

  it('builds a car list search event', () => {
    expect(searchEvent(' kombi ', 'car list')).toEqual({
      event: 'search',
      search_type: 'car list',
      search_term: 'kombi',
    })
  })

  it('builds a product detail page event', () => {
    expect(productDetailPageEvent({ carId: '12345', brand: 'Volvo', model: 'XC60', price: 499900 })).toEqual({
      event: 'product_detail_page',
      car_id: '12345',
      car_brand: 'Volvo',
      car_model: 'XC60',
      price: 499900,
    })
  })

  it('sends no price for a car without a usable one', () => {
    for (const price of [null, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(productDetailPageEvent({ carId: '1', brand: 'b', model: 'm', price }).price).toBeNull()
    }
  })

  it('builds a page view event', () => {
    expect(pageViewDataLayerEvent({ pageName: 'Hem', language: 'sv', site: 'hedin-se' })).toEqual({
      event: 'page_view',
      page_name: 'Hem',
      language: 'sv',
      site: 'hedin-se',
    })
  })
})

describe('pushToDataLayer', () => {
  it('creates the data layer when it is missing', () => {
    const target: DataLayerTarget = {}
    pushToDataLayer(target, searchEvent('bmw'))
    expect(target.dataLayer).toEqual([{ event: 'search', search_type: 'start page', search_term: 'bmw' }])
  })

  it('appends to an existing data layer without replacing it', () => {
    const existing: unknown[] = [{ 'gtm.start': 1 }]
    const target: DataLayerTarget = { dataLayer: existing }
    pushToDataLayer(target, pageViewDataLayerEvent({ pageName: 'Hem', language: 'sv', site: 's' }))
    pushToDataLayer(target, searchEvent('x'))
    expect(target.dataLayer).toBe(existing)
    expect(existing).toHaveLength(3)
    expect(existing[2]).toEqual({ event: 'search', search_type: 'start page', search_term: 'x' })
  })

  it('goes through the array push that a tag manager may have wrapped', () => {
    const seen: unknown[] = []
    const dataLayer: unknown[] = []
    dataLayer.push = (...items: unknown[]) => {
      seen.push(...items)
      return Array.prototype.push.apply(dataLayer, items)
    }
    pushToDataLayer({ dataLayer }, searchEvent('x'))
    expect(seen).toHaveLength(1)
  })

  it('replaces a data layer that is not an array', () => {
    const target = { dataLayer: 'broken' } as unknown as DataLayerTarget
    pushToDataLayer(target, searchEvent('x'))
    expect(target.dataLayer).toHaveLength(1)
  })

  it('works with a window-like object', () => {
    const fakeWindow: DataLayerTarget & { location: string } = { location: '/' }
    pushToDataLayer(fakeWindow, searchEvent('x'))
    expect(Array.isArray(fakeWindow.dataLayer)).toBe(true)
  })
})
