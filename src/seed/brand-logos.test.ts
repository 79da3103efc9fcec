import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { brandLogoFilename, brandLogoSvg, logoLines } from './brand-logos'

describe('brand logos', () => {
  it('draws a well-formed SVG badge with the escaped name, the same each time', async () => {
    const svg = brandLogoSvg('MH_TR', 'MAN Truck & Bus', 'colour')
    expect(svg).toContain('MAN Truck &amp; Bus')
    expect(svg).not.toContain('& Bus')
    expect(brandLogoSvg('MH_TR', 'MAN Truck & Bus', 'colour')).toBe(svg)
    // librsvg parses it: it is valid XML of the stated size
    const meta = await sharp(Buffer.from(svg)).metadata()
    expect(meta).toMatchObject({ width: 240, height: 80 })
  })

  it('draws the black and white variant without colour', () => {
    const svg = brandLogoSvg('VO', 'Volvo', 'bw')
    expect(svg).not.toMatch(/hsl\(/)
    expect(svg).toContain('fill="#000000"')
  })

  it('splits long names over two lines', () => {
    expect(logoLines('Volvo')).toEqual(['Volvo'])
    expect(logoLines('Mercedes-Benz Transportbilar')).toEqual(['Mercedes-Benz', 'Transportbilar'])
  })

  it('names files after the brand code', () => {
    expect(brandLogoFilename('MB_TR', 'colour')).toBe('brand-mb-tr.svg')
    expect(brandLogoFilename('MB_TR', 'bw')).toBe('brand-mb-tr-bw.svg')
  })
})
