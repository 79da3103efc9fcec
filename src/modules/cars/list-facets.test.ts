import { describe, expect, it } from 'vitest'
import type { DictionaryKey } from '../content/dictionary'
import type { Facet } from '../search/contract'
import { activeChips, chipLabels, panelFacets, rangeStep } from './list-facets'
import { decodeListState } from './list-state'

const t = (key: DictionaryKey) => `<${key}>`
const formatter = { money: (n: number) => `${n} kr`, number: (n: number) => `${n}` }

const facets: Facet[] = [
  { name: 'car_fuel', type: 'list', value: [{ text: 'El', count: 3 }] },
  {
    name: 'car_brand>car_model',
    type: 'list',
    value: [{ text: 'Volvo', count: 2, children: [{ text: 'XC60', count: 2 }] }],
  },
  {
    name: 'car_is_used',
    type: 'list',
    value: [
      { text: 'true', count: 5 },
      { text: 'false', count: 1 },
    ],
  },
  { name: 'car_price', type: 'histogram', value: { min: 100_000, max: 900_000, count: 6 } },
  { name: 'car_power', type: 'histogram', value: { min: 150, max: 150, count: 1 } },
  { name: 'car_color', type: 'list', value: [] },
]

describe('panel facets', () => {
  it('orders facets, names coded values and nests models under brands', () => {
    const panel = panelFacets(facets, t)
    expect(panel.map((facet) => facet.param)).toEqual(['car_brand', 'car_is_used', 'car_price', 'car_fuel'])
    const brand = panel[0]
    expect(brand?.kind === 'list' && brand.childParam).toBe('car_model')
    expect(brand?.kind === 'list' && brand.values[0]?.children?.[0]).toEqual({
      value: 'Volvo>XC60',
      label: 'XC60',
      count: 2,
    })
    const condition = panel[1]
    expect(condition?.kind === 'list' && condition.values.map((v) => v.label)).toEqual([
      '<conditionUsed>',
      '<conditionNew>',
    ])
  })

  it('leaves out facets fixed by the preset', () => {
    expect(panelFacets(facets, t, ['car_is_used']).map((facet) => facet.param)).not.toContain('car_is_used')
  })
})

describe('active filter chips', () => {
  it('names brands and models plainly, titles others, and makes one chip per range', () => {
    const state = decodeListState(
      new URLSearchParams(
        'car_brand=Volvo&car_model=Volvo>XC60&car_is_used=true&car_price=100000&car_price=200000&car_fuel.neq=Diesel',
      ),
    )
    expect(activeChips(state, chipLabels(t), formatter).map((chip) => chip.label)).toEqual([
      'Volvo',
      'Volvo XC60',
      '<facetCondition>: <conditionUsed>',
      '<facetPrice>: 100000 kr – 200000 kr',
      '<facetFuel>: ≠ Diesel',
    ])
  })

  it('titles filters set by links outside the panel', () => {
    const state = decodeListState(new URLSearchParams('car_vehicle_type_code=LCV&car_site_region=Skåne län'))
    expect(activeChips(state, chipLabels(t), formatter).map((chip) => chip.label)).toEqual([
      '<facetVehicleType>: <vehicleTypeVan>',
      '<facetRegion>: Skåne län',
    ])
  })
})

describe('range step', () => {
  it('is about a hundredth of the range, rounded to 1, 2 or 5 times a power of ten', () => {
    expect(rangeStep(100_000, 900_000)).toBe(10_000)
    expect(rangeStep(0, 30_000)).toBe(500)
    expect(rangeStep(2012, 2026)).toBe(1)
  })
})
