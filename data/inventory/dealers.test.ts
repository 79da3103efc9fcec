import { describe, expect, it } from 'vitest'
import { dealerSiteSchema } from '../../src/modules/search/documents'
import { extractDocument, INDEXES } from '../../src/modules/search/indexes'
import { currentVacations } from '../../src/modules/dealers/vacations'
import { currentDealerSlug } from '../../src/modules/dealers/slug'
import { addDays } from './dates'
import {
  CURRENT_VACATION_SITES,
  dealerBrands,
  DEFAULT_REFERENCE_DATE,
  generateDealerSites,
  MISSING_PORTRAIT_PATH,
} from './dealers'
import { parseInventoryImageFile } from './images'
import { SITE_ROWS } from './site-rows'

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
    expect(groups).toEqual(new Set(['New cars', 'Used cars', 'Workshop', 'Parts', 'Body work', 'Tyre hotel']))
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

  it('gives most Swedish sites and some others a tyre hotel with its own ERP id and staff', () => {
    const hasTyreHotel = (site: (typeof sites)[number]) => site.site_departments.some((d) => d.group === 'Tyre hotel')
    const swedish = sites.filter((s) => s.country_code === 'SE')
    expect(swedish.filter(hasTyreHotel).length / swedish.length).toBeGreaterThan(0.6)
    expect(sites.filter((s) => s.country_code !== 'SE' && hasTyreHotel(s)).length).toBeGreaterThanOrEqual(3)
    for (const site of sites.filter(hasTyreHotel)) {
      const tyres = site.site_departments.find((d) => d.group === 'Tyre hotel')!
      expect(tyres).toMatchObject({ department_type: 'tyrehotel', erp_id: `${site.site_id}60` })
      expect(tyres.users.length).toBeGreaterThan(0)
    }
    const erpIds = sites.flatMap((s) => s.site_departments.map((d) => d.erp_id))
    expect(new Set(erpIds).size).toBe(erpIds.length)
  })

  it('writes each site’s time zone', () => {
    const zones = Object.fromEntries(sites.map((s) => [s.country_code, s.site_timezone]))
    expect(zones).toEqual({
      SE: 'Europe/Stockholm',
      NO: 'Europe/Oslo',
      FI: 'Europe/Helsinki',
      SK: 'Europe/Bratislava',
      GB: 'Europe/London',
    })
    for (const site of sites) expect(site.site_timezone).toBe(zones[site.country_code])
  })

  it('shows exactly one current vacation on a Swedish group site, on the seed day and weeks after', () => {
    const today = new Date()
    const references = [
      DEFAULT_REFERENCE_DATE,
      new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate())),
    ]
    for (const reference of references) {
      const generated = generateDealerSites({ referenceDate: reference })
      for (const slug of CURRENT_VACATION_SITES) {
        const site = generated.find((s) => s.slug === slug)!
        expect(site.country_code).toBe('SE')
        for (const now of [
          addDays(reference, 0.5),
          addDays(reference, 30),
          ...(reference === references[1] ? [today] : []),
        ]) {
          const current = site.site_departments.flatMap((d) =>
            currentVacations(d.openingschedule, site.site_timezone!, now),
          )
          expect(current, `${slug} on ${now.toISOString()}`).toHaveLength(1)
        }
      }
    }
  })

  it('gives the Swedish group sites their Hedin Automotive slugs, keeping the former ones', () => {
    const swedish = sites.filter((s) => s.country_code === 'SE')
    expect(swedish.filter((s) => s.slug.startsWith('hedin-bil-'))).toEqual([])
    const renamed = SITE_ROWS.SE.filter((row) => row.formerSlug)
    expect(renamed.length).toBeGreaterThanOrEqual(10)
    for (const row of renamed) {
      expect(currentDealerSlug(row.formerSlug!)).toBe(row.slug)
      expect(swedish.some((s) => s.slug === row.slug)).toBe(true)
    }
  })

  it('names the service of every UK department, MOT at several sites, as a filter of the sites index', () => {
    const uk = sites.filter((s) => s.country_code === 'GB')
    for (const site of uk) for (const d of site.site_departments) expect(d.service_name, site.slug).toBeTruthy()
    const services = (site: (typeof sites)[number]) =>
      extractDocument(INDEXES.sites, site as never).keywords['site_departments.service_name'] ?? []
    expect(uk.filter((s) => services(s).includes('MOT')).length).toBeGreaterThanOrEqual(3)
    expect(new Set(uk.flatMap(services))).toEqual(
      new Set(['New Cars', 'Used Cars', 'Servicing', 'Parts', 'Bodyshop', 'Tyres', 'MOT']),
    )
    for (const site of sites.filter((s) => s.country_code !== 'GB'))
      expect(site.site_departments.every((d) => d.service_name === undefined)).toBe(true)
    const brandNames = extractDocument(INDEXES.sites, uk[1] as never).keywords['site_departments.brands.name']
    expect(brandNames).toContain('Mercedes-Benz')
  })

  it('points a few staff at a portrait that does not exist, so the page shows initials', () => {
    const staff = sites.flatMap((s) => s.site_departments.flatMap((d) => d.users))
    const portraits = staff.filter((u) => u.image_url)
    expect(portraits.length).toBeGreaterThanOrEqual(5)
    expect(portraits.length).toBeLessThan(staff.length / 10)
    for (const user of portraits) {
      expect(user.image_url?.startsWith(MISSING_PORTRAIT_PATH)).toBe(true)
      expect(parseInventoryImageFile(user.image_url!.split('/').pop()!)).toBeNull()
    }
  })

  it('lists every brand code the dealers use, sub-brands and their parents, once each with a name', () => {
    const brands = dealerBrands()
    const codes = brands.map((b) => b.code)
    expect(new Set(codes).size).toBe(codes.length)
    for (const code of ['MB', 'MB_TR', 'FO_TR', 'VW_TR', 'RE_TR', 'FI_TR', 'MH_TR', 'VO', 'SM'])
      expect(codes).toContain(code)
    const used = sites.flatMap((s) => s.site_departments.flatMap((d) => d.brands.map((b) => b.brand_code)))
    for (const code of used) expect(codes).toContain(code)
    expect(brands.find((b) => b.code === 'MB_TR')?.name).toBe('Mercedes-Benz Transportbilar')
    // every code has a real name (MG is called MG)
    expect(brands.filter((b) => b.name === b.code).map((b) => b.code)).toEqual(['MG'])
  })
})
