import { describe, expect, it } from 'vitest'
import { hasPosition, initialView, markerBounds } from './bounds'

const stockholm = { lat: 59.3293, lng: 18.0686 }
const malmo = { lat: 55.605, lng: 13.0038 }
const kiruna = { lat: 67.8558, lng: 20.2253 }
const options = { focusZoom: 12, maxFitZoom: 13 }
const fallback = { center: { lat: 52.54, lng: 12.37 }, zoom: 10 }

describe('markerBounds', () => {
  it('spans the markers', () => {
    expect(markerBounds([stockholm, malmo, kiruna])).toEqual([
      [13.0038, 55.605],
      [20.2253, 67.8558],
    ])
  })
  it('skips markers without a usable position', () => {
    expect(markerBounds([{ lat: NaN, lng: 1 }, { lat: 91, lng: 0 }, stockholm])).toEqual([
      [18.0686, 59.3293],
      [18.0686, 59.3293],
    ])
    expect(markerBounds([])).toBeNull()
    expect(hasPosition({ lat: 0, lng: 180 })).toBe(true)
    expect(hasPosition({ lat: 0, lng: 181 })).toBe(false)
  })
})

describe('initialView', () => {
  it('uses the given centre and zoom without markers', () => {
    expect(initialView([], fallback, options)).toEqual({ kind: 'center', ...fallback })
  })
  it('centres a single marker at the focus zoom', () => {
    expect(initialView([stockholm], fallback, options)).toEqual({ kind: 'center', center: stockholm, zoom: 12 })
    expect(initialView([stockholm, { ...stockholm }], fallback, options)).toMatchObject({ kind: 'center', zoom: 12 })
  })
  it('fits several markers, never closer than the maximum fit zoom', () => {
    expect(initialView([stockholm, malmo], fallback, options)).toEqual({
      kind: 'bounds',
      bounds: [
        [13.0038, 55.605],
        [18.0686, 59.3293],
      ],
      maxZoom: 13,
    })
  })
})
