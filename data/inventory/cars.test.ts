import { describe, expect, it } from 'vitest'
import { carSchema, TECHNICAL_SPECS, vehicleSchema, type Car } from '../../src/modules/search/documents'
import { generateCars, generateVehicles, iterateCars, isCarOfTheWeek } from './cars'
import { generateDealerSites } from './dealers'
import { annuity } from '../../src/modules/finance/loan'
import { parseInventoryImageFile } from './images'
import { MARKETS } from './markets'
import { SEGMENTS, segmentCounts } from './segments'

const cars = generateCars({ count: 2000 })
const byId = new Map(cars.map((car) => [car.car_id, car]))
const segmentOf = (car: Car) =>
  SEGMENTS.find((s) => Number(car.car_id) > s.idBase && Number(car.car_id) <= s.idBase + 1_000_000)

describe('generateCars', () => {
  it('makes documents that pass the cars index schema', () => {
    for (const car of cars) {
      const result = carSchema.safeParse(car)
      expect(result.error?.issues ?? [], car.car_id).toEqual([])
    }
  })

  it('is deterministic: the same options give the same cars, another seed other cars', () => {
    expect(generateCars({ count: 2000 })).toEqual(cars)
    const other = generateCars({ count: 50, seed: 99 })
    expect(other.map((c) => c.slug)).not.toEqual(cars.slice(0, 50).map((c) => c.slug))
  })

  it('keeps car N of a market the same whatever the total count', () => {
    const small = generateCars({ count: 200 })
    for (const car of small) {
      const same = byId.get(car.car_id)
      expect(same).toBeDefined()
      // Only links to sample siblings beyond the smaller count may differ.
      expect({ ...car, linked_vehicles: [] }).toEqual({ ...same, linked_vehicles: [] })
    }
  })

  it('spreads the cars over the markets by their shares, with unique ids', () => {
    expect(new Set(cars.map((c) => c.car_id)).size).toBe(2000)
    const counts = segmentCounts(2000)
    expect([...counts.values()].reduce((a, b) => a + b)).toBe(2000)
    for (const segment of SEGMENTS) {
      const inSegment = cars.filter((car) => segmentOf(car) === segment)
      expect(inSegment).toHaveLength(counts.get(segment.key) ?? -1)
      expect(inSegment.every((car) => car.car_country_code === segment.country)).toBe(true)
      expect(inSegment.every((car) => car.car_price_currency === MARKETS[segment.country].currency)).toBe(true)
    }
    expect(cars.filter((c) => c.car_country_code === 'SE')).toHaveLength(800)
    expect(cars.filter((c) => c.car_country_code === 'GB')).toHaveLength(320)
  })

  it('stocks the brand stores with their brands at dealers of the brand', () => {
    const sites = new Map(generateDealerSites().map((site) => [site.site_id, site]))
    const brandStore = (key: string) => cars.filter((car) => segmentOf(car)?.key === key)
    expect(brandStore('brand-se').every((car) => car.car_brand === 'smart')).toBe(true)
    expect(brandStore('brand-no').every((car) => car.car_brand === 'MINI')).toBe(true)
    expect(new Set(brandStore('rnautomotive').map((car) => car.car_brand))).toEqual(new Set(['Renault', 'Dacia']))
    for (const car of cars.filter((c) => !c.car_is_used)) {
      expect(sites.get(car.car_site_id)?.site_brands, car.car_id).toContain(car.car_brand)
    }
  })

  it('mixes used cars, new cars and samples', () => {
    const used = cars.filter((c) => c.car_is_used).length
    const samples = cars.filter((c) => c.car_is_sample).length
    expect(used / cars.length).toBeGreaterThan(0.45)
    expect(samples).toBeGreaterThan(50)
    expect(cars.length - used - samples).toBeGreaterThan(300)
  })

  it('gives samples no registration, VIN or mileage, and a dealer of their brand', () => {
    const samples = cars.filter((c) => c.car_is_sample)
    for (const car of samples) {
      expect(car.car_regno).toBeNull()
      expect(car.car_chassino).toBeNull()
      expect(car.car_mileage).toBeNull()
      expect(car.car_is_used).toBe(false)
      expect(car.car_has_campaign_price).toBe(false)
    }
  })

  it('links samples to the other packages of the same model', () => {
    const linked = cars.filter((c) => c.linked_vehicles.length > 0)
    expect(linked.length).toBeGreaterThan(20)
    for (const car of linked) {
      for (const link of car.linked_vehicles) {
        const other = byId.get(link.vehicle_id)
        expect(other?.car_is_sample).toBe(true)
        expect(other?.car_model).toBe(car.car_model)
        expect(other?.slug).toBe(link.slug)
        expect(other?.car_trim_package).toBe(link.package_name)
      }
    }
  })

  it('prices campaigns below the price, in the same currency', () => {
    const campaigns = cars.filter((c) => c.car_has_campaign_price)
    expect(campaigns.length).toBeGreaterThan(100)
    for (const car of campaigns) {
      expect(car.car_campaign_price).toBeLessThan(car.car_price ?? 0)
      expect(car.car_campaign_price_text).toBeTruthy()
      expect(car.car_campaigns.length).toBeGreaterThan(0)
    }
    expect(cars.filter((c) => !c.car_has_campaign_price).every((c) => c.car_campaign_price === null)).toBe(true)
  })

  it('flags vans as LCV, priced without VAT', () => {
    const vans = cars.filter((c) => c.car_vehicle_type_code === 'LCV')
    expect(vans.length).toBeGreaterThan(50)
    for (const car of vans) {
      const vat = MARKETS[car.car_country_code].vat
      expect(car.car_vat_eligible).toBe(true)
      expect(car.car_retail_price_exkl_vat).toBe(car.car_price)
      expect(Math.abs((car.car_retail_price ?? 0) - (car.car_price ?? 0) * (1 + vat / 100))).toBeLessThan(1)
      expect(car.car_price_title).toMatch(/moms|mva|alv|DPH|VAT/)
      expect(car.car_has_privateleasing).toBe(false)
    }
    const models = new Set(vans.map((c) => `${c.car_brand} ${c.car_model}`))
    expect([...models]).toEqual(expect.arrayContaining(['Renault Trafic', 'Volkswagen Transporter']))
  })

  it('states mileage in mil in Sweden and Norway, km in Finland and Slovakia, miles in the UK', () => {
    const used = (country: string) => cars.find((c) => c.car_is_used && c.car_country_code === country)
    expect(used('SE')?.car_mileage_text).toMatch(/^\d[\d\s\u00a0]* mil$/)
    expect(used('SE')?.car_mileage).toBe(Math.round((used('SE')?.car_odometer ?? 0) / 10))
    expect(used('NO')?.car_mileage_text).toMatch(/ mil$/)
    expect(used('FI')?.car_mileage_text).toMatch(/ km$/)
    expect(used('SK')?.car_mileage_text).toMatch(/ km$/)
    expect(used('GB')?.car_mileage_text).toMatch(/^[\d,]+ miles$/)
    expect(cars.every((c) => c.car_odometer === null || c.car_odometer_unit === 'km')).toBe(true)
  })

  it('writes registration numbers in each country format', () => {
    const plates: Record<string, RegExp> = {
      SE: /^[A-Z]{3} \d{2}[0-9A-Z]$/,
      NO: /^[A-Z]{2} \d{5}$/,
      FI: /^[A-Z]{3}-\d{1,3}$/,
      SK: /^[A-Z]{2}-\d{3}[A-Z]{2}$/,
      GB: /^[A-Z]{2}\d{2} [A-Z]{3}$/,
    }
    for (const car of cars.filter((c) => c.car_regno !== null)) {
      expect(car.car_regno).toMatch(plates[car.car_country_code] ?? /^$/)
    }
    expect(cars.filter((c) => c.car_is_used).every((c) => c.car_regno && c.car_chassino?.length === 17)).toBe(true)
  })

  it('keeps the finance on the card consistent with the options', () => {
    for (const car of cars) {
      const loan = car.car_loan_option
      if (loan) {
        expect(car.car_loan_monthly_cost).toBe(loan.default_monthly_cost)
        expect(car.car_loan_duration).toBe(loan.default_contract_duration.months)
        expect(car.car_loan_rate).toBe(loan.interest_rate)
        expect(loan.price).toBe(car.car_campaign_price ?? car.car_price)
        const months = loan.default_contract_duration.months
        const duration = loan.contract_durations.find((d) => d.months === months)
        const cash = Math.round((loan.price * (duration?.cash_amount_min_percentage ?? 0)) / 100)
        const balloon = Math.round((loan.price * (duration?.residual_percentage ?? 0)) / 100)
        expect(loan.default_monthly_cost).toBe(annuity(loan.price - cash, loan.interest_rate, months, balloon))
        expect(loan.contract_durations.map((d) => d.months)).toEqual(expect.arrayContaining([12, 24, 36, 48]))
        expect(loan.disclaimer).toMatch(/\{1\}.*\{3\}|\{3\}.*\{1\}/s)
      } else {
        expect(car.car_loan_monthly_cost).toBeNull()
      }
      const privateSummary = car.car_leasing_options.find((o) => o.leasing_type === 'Private')
      const companySummary = car.car_leasing_options.find((o) => o.leasing_type === 'Company')
      expect(car.car_has_privateleasing).toBe(Boolean(car.car_private_leasing_option))
      expect(car.car_has_companyleasing).toBe(Boolean(car.car_company_leasing_option))
      expect(privateSummary?.monthly_cost ?? null).toBe(car.car_privateleasing_monthly_cost)
      expect(companySummary?.monthly_cost ?? null).toBe(car.car_companyleasing_monthly_cost)
      expect(car.car_company_leasing_option?.default_monthly_cost ?? null).toBe(car.car_companyleasing_monthly_cost)
      expect(car.car_has_campaign_privateleasing).toBe(car.car_private_leasing_option?.is_campaign ?? false)
    }
    expect(cars.filter((c) => c.car_has_privateleasing).length).toBeGreaterThan(200)
    expect(cars.filter((c) => c.car_has_companyleasing).length).toBeGreaterThan(200)
  })

  it('lists 15 to 40 equipment items in the market language', () => {
    for (const car of cars) {
      expect(car.car_equipment.length).toBeGreaterThanOrEqual(15)
      expect(car.car_equipment.length).toBeLessThanOrEqual(40)
      expect(new Set(car.car_equipment).size).toBe(car.car_equipment.length)
    }
    expect(cars.find((c) => c.car_country_code === 'FI')?.car_equipment.join(' ')).toMatch(/[äö]|Bluetooth/)
  })

  it('has every technical spec, electric ones only on plug-in cars', () => {
    for (const car of cars) {
      const plug = car.car_battery_kwh !== null
      expect(car.car_power).toBeGreaterThan(0)
      for (const spec of TECHNICAL_SPECS) expect(car, spec).toHaveProperty(spec)
      if (car.car_fuel === 'El' || car.car_fuel === 'Electric' || car.car_fuel === 'Sähkö') {
        expect(car.car_electric_range).toBeGreaterThan(0)
        expect(car.car_tank_volume).toBeNull()
        expect(car.car_fuel_consumption).toBeNull()
      }
      if (!plug) {
        expect(car.car_electric_range).toBeNull()
        expect(car.car_dc_charging_kw).toBeNull()
      }
      expect(car.car_power_text).toBeTruthy()
      expect(car[`car_length_text`]).toMatch(/mm$/)
    }
  })

  it('shows pictures from the picture set, and some cars without any', () => {
    const without = cars.filter((c) => !c.car_primary_image)
    expect(without.length).toBeGreaterThan(20)
    expect(without.every((c) => c.car_images.length === 0)).toBe(true)
    for (const car of cars.filter((c) => c.car_primary_image)) {
      expect(car.car_images.length).toBeGreaterThanOrEqual(4)
      expect(car.car_images.length).toBeLessThanOrEqual(12)
      const files = [car.car_primary_image?.thumbnail_url, ...car.car_images.map((i) => i.original)]
      for (const url of files) {
        expect(url).toMatch(/^\/images\/inventory\//)
        expect(parseInventoryImageFile(String(url).split('/').pop() ?? '')).not.toBeNull()
      }
    }
  })

  it('fills blur placeholders when the seed knows them', () => {
    const [car] = generateCars({ count: 1, blur: (file) => `data:image/webp;base64,${file}` })
    expect(car?.car_primary_image?.blur_data_url).toMatch(/^data:image\/webp;base64,v\d+-car-/)
    expect(car?.car_images[0]?.blur_data_url).toBeTruthy()
  })

  it('flags a handful of cars per market for car of the week, autos on show only in the UK', () => {
    for (const segment of SEGMENTS) {
      const week = cars.filter((car) => segmentOf(car) === segment && car.caroftheweek)
      expect(week.length).toBeGreaterThanOrEqual(6)
      expect(week.length).toBeLessThanOrEqual(10)
      expect(week.every((car) => !car.car_is_sample && car.car_primary_image)).toBe(true)
    }
    expect(SEGMENTS.every((segment) => isCarOfTheWeek(segment, 3) && !isCarOfTheWeek(segment, 4))).toBe(true)
    const shows = cars.filter((c) => c.autos_on_show)
    expect(shows.length).toBeGreaterThan(20)
    expect(shows.every((c) => c.car_country_code === 'GB')).toBe(true)
    expect(cars.some((c) => c.disable_test_drive)).toBe(true)
  })

  it('sets dates before the reference date and slugs from brand, model, version and year', () => {
    const reference = Date.UTC(2026, 10, 1)
    for (const car of cars) {
      expect(Date.parse(car.car_publishdate ?? '')).toBeLessThanOrEqual(reference)
      expect(Date.parse(car.indexed_at ?? '')).toBeGreaterThanOrEqual(Date.parse(car.car_publishdate ?? ''))
      if (car.car_firstregistration) expect(Date.parse(car.car_firstregistration)).toBeLessThan(reference)
      expect(car.slug.endsWith(`-${car.car_year}`)).toBe(true)
    }
    expect(byId.get('11000001')?.slug).toMatch(/^[a-z0-9-]+$/)
  })

  it('names sellers from the staff of the car dealer site', () => {
    const staff = new Map(
      generateDealerSites().map((site) => [
        site.site_id,
        new Set(site.site_departments.flatMap((d) => d.users.map((u) => u.email))),
      ]),
    )
    for (const car of cars) {
      expect(car.car_sellers.length).toBeGreaterThan(0)
      for (const seller of car.car_sellers) expect(staff.get(car.car_site_id)?.has(seller.email ?? '')).toBe(true)
    }
  })
})

describe('generateVehicles', () => {
  it('returns the cars of the week, as in the cars index', () => {
    const vehicles = generateVehicles({ count: 2000 })
    expect(vehicles.length).toBeGreaterThanOrEqual(6 * SEGMENTS.length)
    for (const vehicle of vehicles) {
      expect(vehicleSchema.safeParse(vehicle).success).toBe(true)
      expect(vehicle.caroftheweek).toBe(true)
      expect(vehicle).toEqual(byId.get(vehicle.car_id))
    }
  })
})

describe('100,000 cars', () => {
  it('are generated one at a time, with the same first cars as a small run', () => {
    let count = 0
    const firsts = new Map<string, Car>()
    for (const car of iterateCars({ count: 100_000 })) {
      count++
      const segment = segmentOf(car)
      if (segment && Number(car.car_id) === segment.idBase + 2) firsts.set(car.car_id, car)
    }
    expect(count).toBe(100_000)
    expect(firsts.size).toBe(SEGMENTS.length)
    for (const [id, car] of firsts)
      expect({ ...car, linked_vehicles: [] }).toEqual({ ...byId.get(id), linked_vehicles: [] })
  }, 120_000)
})

describe('company leasing sales texts', () => {
  it('promise a fixed rate only on fixed-rate offers', () => {
    const fixedTexts = new Set([
      'Fast ränta under hela avtalstiden',
      'Fast rente i hele avtaleperioden',
      'Kiinteä korko koko sopimuskauden',
      'Fixná úroková sadzba',
      'Fixed rate for the whole term',
    ])
    const offers = cars.flatMap((car) => (car.car_company_leasing_option ? [car.car_company_leasing_option] : []))
    expect(offers.length).toBeGreaterThan(50)
    for (const offer of offers) {
      expect(fixedTexts.has(offer.sales_text ?? ''), offer.sales_text ?? '').toBe(offer.has_fixed_interest_rate)
    }
  })
})
