import { describe, expect, it } from 'vitest'
import { kitSchema } from '../../src/modules/search/documents'
import { generateCars } from './cars'
import { generateKits } from './kits'

const kits = generateKits()
const finnishCars = new Map(
  generateCars({ count: 2000 })
    .filter((car) => car.car_country_code === 'FI')
    .map((car) => [car.car_id, car]),
)

describe('generateKits', () => {
  it('makes documents that pass the kits index schema, with unique ids', () => {
    for (const kit of kits) expect(kitSchema.safeParse(kit).error?.issues ?? [], kit.kitId).toEqual([])
    expect(new Set(kits.map((k) => k.kitId)).size).toBe(kits.length)
  })

  it('scales to exactly the count asked, with unique ids and codes', () => {
    const many = generateKits({ fittedCars: 400, count: 10_000 })
    expect(many).toHaveLength(10_000)
    expect(new Set(many.map((k) => k.kitId)).size).toBe(10_000)
    expect(new Set(many.map((k) => k.kitCode)).size).toBeGreaterThan(9_900)
    expect(kitSchema.safeParse(many[9_999]).success).toBe(true)
    expect(generateKits({ count: 100 })).toEqual(kits.slice(0, 100))
  })

  it('is deterministic and a few hundred strong', () => {
    expect(generateKits()).toEqual(kits)
    expect(kits.length).toBeGreaterThanOrEqual(200)
    expect(kits.length).toBeLessThanOrEqual(800)
  })

  it('is mostly active, priced in euro including VAT', () => {
    const active = kits.filter((k) => k.status === 'active').length
    expect(active / kits.length).toBeGreaterThan(0.8)
    expect(kits.some((k) => k.status === 'inactive')).toBe(true)
    for (const kit of kits) {
      expect(kit.currency).toBe('EUR')
      expect(kit.retailPrice).toBeGreaterThan(0)
      expect(Math.round(kit.retailPrice * 100) % 100).toBe(90)
    }
  })

  it('sorts kits into Finnish categories, sub-categories and sub-sub-categories', () => {
    const categories = new Set(kits.map((k) => k.kitCategory))
    expect(categories).toContain('Renkaat ja vanteet')
    expect(kits.some((k) => k.kitSubCategory === 'Talvirenkaat' && k.kitSubSubCategory === 'Nastarenkaat')).toBe(true)
    expect(kits.some((k) => k.kitSubSubCategory === null)).toBe(true)
  })

  it('fits kits to Finnish stock cars by car id, with their make, model, year and version', () => {
    for (const kit of kits) {
      expect(kit.vehicleFitmentSpecifications.length).toBeGreaterThan(0)
      for (const fitment of kit.vehicleFitmentSpecifications) {
        const car = finnishCars.get(fitment.externalId)
        expect(car, fitment.externalId).toBeDefined()
        expect(car?.car_is_sample).toBe(false)
        expect(fitment).toMatchObject({
          make: car?.car_brand,
          model: car?.car_model,
          modelYear: car?.car_year,
          version: car?.car_version,
        })
      }
    }
  })

  it('offers charging gear only for plug-in cars and engine heaters only for combustion engines', () => {
    for (const kit of kits) {
      const fuels = kit.vehicleFitmentSpecifications.map((f) => finnishCars.get(f.externalId)?.car_fuel)
      if (kit.kitCategory === 'Lataus') expect(fuels.every((f) => f === 'Sähkö' || f === 'Lataushybridi')).toBe(true)
      if (kit.kitSubCategory === 'Lämmittimet') expect(fuels.every((f) => f !== 'Sähkö')).toBe(true)
    }
  })

  it('lists parts and labour, and pictures for some kits', () => {
    expect(kits.every((k) => k.parts.length > 0)).toBe(true)
    expect(kits.some((k) => k.labourSpecifications.length > 0)).toBe(true)
    expect(kits.some((k) => k.images.length > 0)).toBe(true)
    expect(kits.some((k) => k.images.length === 0)).toBe(true)
  })
})
