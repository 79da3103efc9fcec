import { describe, expect, it } from 'vitest'
import { collapseBrandCodes, collapseBrands, logoBrandCode } from './brands'

describe('collapseBrands', () => {
  it('collapses sub-brands into their parent, except FI_TR and MH_TR', () => {
    expect(logoBrandCode('MB_TR')).toBe('MB')
    expect(logoBrandCode('FI_TR')).toBe('FI_TR')
    expect(logoBrandCode('MH_TR')).toBe('MH_TR')
    expect(logoBrandCode('VO')).toBe('VO')
    expect(collapseBrandCodes(['MB_TR', 'SM', 'MB', 'FI_TR', 'MH_TR', 'FO_TR', 'FO'])).toEqual([
      'MB',
      'SM',
      'FI_TR',
      'MH_TR',
      'FO',
    ])
  })

  it('keeps order, names the parent by its own entry when there is one', () => {
    expect(
      collapseBrands([
        { brand_code: 'MB_TR', name: 'Mercedes-Benz Transportbilar' },
        { brand_code: 'MB', name: 'Mercedes-Benz' },
        { brand_code: 'VW_TR', name: 'Volkswagen Transportbilar' },
        { brand_code: 'FI_TR', name: 'Fiat Professional' },
      ]),
    ).toEqual([
      { brand_code: 'MB', name: 'Mercedes-Benz' },
      { brand_code: 'VW', name: 'Volkswagen Transportbilar' },
      { brand_code: 'FI_TR', name: 'Fiat Professional' },
    ])
    expect(collapseBrands([])).toEqual([])
  })
})
