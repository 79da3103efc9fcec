import { describe, expect, it } from 'vitest'
import { dealerSiteSchema } from '../../src/modules/search/documents'
import { generateDealerSites } from './dealers'
import { parseInventoryImageFile } from './images'

const sites = generateDealerSites()

/** Rough bounding boxes: every site must stand in its own country. */
const BOUNDS = {
  SE: { lat: [55, 69], lng: [10.5, 24.5] },
  NO: { lat: [57.9, 71.5], lng: [4.5, 31.5] },
  FI: { lat: [59.7, 70.1], lng: [20, 31.6] },
  SK: { lat: [47.7, 49.7], lng: [16.8, 22.6] },
  GB: { lat: [49.9, 60.9], lng: [-8.7, 1.8] },
} as const

describe('generateDealerSites', () => {
  it('makes documents that pass the sites index schema', () => {
    for (const site of sites) expect(dealerSiteSchema.safeParse(site).error?.issues ?? [], site.slug).toEqual([])
  })

  it('is deterministic', () => {
    expect(generateDealerSites()).toEqual(sites)
  })

  it('has 40-60 sites, a dozen or more in Sweden, with unique ids and slugs', () => {
    expect(sites.length).toBeGreaterThanOrEqual(40)
    expect(sites.length).toBeLessThanOrEqual(60)
    expect(sites.filter((s) => s.country_code === 'SE').length).toBeGreaterThanOrEqual(12)
    for (const country of ['NO', 'FI', 'SK', 'GB'] as const) {
      expect(sites.filter((s) => s.country_code === country).length).toBeGreaterThanOrEqual(5)
    }
    expect(new Set(sites.map((s) => s.site_id)).size).toBe(sites.length)
    expect(new Set(sites.map((s) => s.slug)).size).toBe(sites.length)
  })

  it('places every site in its country', () => {
    for (const site of sites) {
      const [lat, lng] = (site.site_geocoord ?? '').split(',').map(Number)
      const box = BOUNDS[site.country_code]
      expect(lat, site.slug).toBeGreaterThan(box.lat[0])
      expect(lat, site.slug).toBeLessThan(box.lat[1])
      expect(lng, site.slug).toBeGreaterThan(box.lng[0])
      expect(lng, site.slug).toBeLessThan(box.lng[1])
    }
  })

  it('has dealers for the brand stores', () => {
    const sells = (brand: string, country: string) =>
      sites.filter((s) => s.country_code === country && s.site_brands.includes(brand)).length
    expect(sells('smart', 'SE')).toBeGreaterThanOrEqual(3)
    expect(sells('MINI', 'NO')).toBeGreaterThanOrEqual(3)
    expect(sells('Renault', 'SE')).toBeGreaterThanOrEqual(3)
    expect(sells('Dacia', 'SE')).toBeGreaterThanOrEqual(3)
  })

  it('gives every site departments with staff, opening hours and brands', () => {
    for (const site of sites) {
      const groups = site.site_departments.map((d) => d.group)
      expect(groups).toEqual(expect.arrayContaining(['New cars', 'Used cars', 'Workshop']))
      for (const department of site.site_departments) {
        expect(department.users.length).toBeGreaterThan(0)
        expect(department.openingschedule?.openinghours).toHaveLength(7)
      }
      const newCars = site.site_departments.find((d) => d.group === 'New cars')
      expect(newCars?.brands.length).toBeGreaterThan(0)
    }
    expect(sites.find((s) => s.country_code === 'SE')?.site_departments[0]?.name).toBe('Nybilsförsäljning')
    expect(sites.find((s) => s.country_code === 'FI')?.site_departments[2]?.name).toBe('Huolto')
    const groups = new Set(sites.flatMap((s) => s.site_departments.map((d) => d.group)))
    expect(groups).toEqual(new Set(['New cars', 'Used cars', 'Workshop', 'Parts', 'Body work']))
  })

  it('uses sub-brand codes, FI_TR and MH_TR among them', () => {
    const codes = new Set(sites.flatMap((s) => s.site_departments.flatMap((d) => d.brands.map((b) => b.brand_code))))
    expect(codes).toContain('FI_TR')
    expect(codes).toContain('MH_TR')
    expect([...codes].filter((code) => code.includes('_')).length).toBeGreaterThan(3)
  })

  it('writes opening hours in the market language, closed days without times', () => {
    const hours = sites.find((s) => s.country_code === 'SE')?.site_departments[0]?.openingschedule?.openinghours ?? []
    expect(hours[0]).toMatchObject({ day: 'monday', open: '09:00', close: '18:00', displayText: '09:00 - 18:00' })
    const workshop = sites.flatMap((s) => s.site_departments).find((d) => d.group === 'Workshop')
    expect(workshop?.openingschedule?.openinghours[6]).toMatchObject({ day: 'sunday', open: null, close: null })
    expect(
      sites.find((s) => s.country_code === 'FI')?.site_departments[2]?.openingschedule?.openinghours[6]?.displayText,
    ).toBe('Suljettu')
  })

  it('has holidays, and vacations of which some are under way at the reference date', () => {
    const reference = '2026-11-01'
    const vacations = sites.flatMap((s) => s.site_departments.flatMap((d) => d.openingschedule?.vacationdays ?? []))
    expect(vacations.some((v) => v.vacationstart <= reference && reference <= v.vacationend)).toBe(true)
    for (const vacation of vacations) {
      expect(vacation.vacationstart <= vacation.vacationend).toBe(true)
      expect(vacation.days.length).toBeGreaterThan(0)
    }
    const holidays = sites[0]?.site_departments[0]?.openingschedule?.deviationdays ?? []
    expect(holidays.map((d) => d.date)).toContain('2026-12-24')
  })

  it('names staff the way the country does, with reserved e-mail domains', () => {
    const sk = sites.filter((s) => s.country_code === 'SK').flatMap((s) => s.site_departments.flatMap((d) => d.users))
    expect(sk.some((u) => /ová$/.test(u.last_name))).toBe(true)
    for (const site of sites) {
      for (const user of site.site_departments.flatMap((d) => d.users)) expect(user.email).toMatch(/\.example$/)
    }
  })

  it('shows a site picture from the picture set', () => {
    for (const site of sites) {
      const file = site.site_primary_image?.thumbnail_url.split('/').pop() ?? ''
      expect(parseInventoryImageFile(file)).toMatchObject({ kind: 'site', thumb: true })
      expect(site.site_image_url).toBe(site.site_primary_image?.original)
    }
  })
})
