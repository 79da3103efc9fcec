import { testCardOptions } from './card-options.fixture'
import { describe, expect, it } from 'vitest'
import { generateCars } from '../../../data/inventory/cars'
import { carDetailHref, type CarCard } from './card'
import { toCarCard } from './card-document'
import { toCompareCar } from './compare-document'
import {
  bestValues,
  compareFromCard,
  compareStorageKey,
  compareUrl,
  equipmentRows,
  formatFirstRegistration,
  MAX_COMPARE,
  parseCompareParam,
  parseStoredCompare,
  rowKeys,
  rowText,
  OVERVIEW_ROWS,
  TECHNICAL_ROWS,
  toCompareItem,
  toggleCompare,
  type CompareCar,
  type CompareRowKey,
} from './compare'

const cars = generateCars({ count: 200 })
const options = { card: testCardOptions('/en/cars', { site: 'hedin-uk', lang: 'en' }), lang: 'en' as const }

function build(doc: Record<string, unknown>, lang: 'en' | 'sv' = 'en'): CompareCar {
  const car = toCompareCar(doc, { ...options, lang })
  if (!car) throw new Error(`no comparison for ${String(doc.car_id)}`)
  return car
}

const card = (overrides: Partial<CarCard> = {}): CarCard => ({
  id: '11000001',
  href: '/cars/11000001/volvo-xc60',
  brand: 'Volvo',
  model: 'XC60',
  version: 'T8 Ultra',
  year: 2023,
  mileage: '2 076 mil',
  fuel: 'Bensin',
  gearbox: 'Automat',
  city: 'Stockholm',
  image: { src: '/img/1.jpg', blurDataUrl: null },
  price: '402 900 kr',
  previousPrice: null,
  campaign: false,
  exVat: false,
  monthly: {
    label: 'Billån',
    text: '4 500 kr/mån',
    product: 'loan',
    example: 'Effektiv ränta 7,9 % · totalt 300 000 kr · 60 mån',
  },
  isSample: false,
  isUsed: true,
  ...overrides,
})

/** A detailed column with just the rows a ranking test needs. */
function ranked(
  id: string,
  values: Partial<Record<CompareRowKey | 'price', number | null>>,
  exVat = false,
): CompareCar {
  const { price = null, ...rest } = values
  const entries = Object.entries(rest) as [CompareRowKey, number | null][]
  const isOverview = (key: CompareRowKey) => (OVERVIEW_ROWS as readonly string[]).includes(key)
  const rows = entries.map(([key, value]) => ({ key, text: String(value), value }))
  return {
    ...compareFromCard(card({ id, exVat })),
    detailed: true,
    priceValue: price,
    overview: rows.filter((row) => isOverview(row.key)) as CompareCar['overview'],
    technical: rows.filter((row) => !isOverview(row.key)) as CompareCar['technical'],
  }
}

describe('formatFirstRegistration', () => {
  it('writes DD/MM/YYYY in English and YYYY-MM-DD in every other language', () => {
    expect(formatFirstRegistration('2025-11-25', 'en')).toBe('25/11/2025')
    for (const lang of ['sv', 'nb', 'fi', 'sk'] as const) {
      expect(formatFirstRegistration('2025-11-25', lang)).toBe('2025-11-25')
    }
  })

  it('keeps the calendar date of a date-time, whatever its offset', () => {
    expect(formatFirstRegistration('2025-01-01T00:30:00+02:00', 'en')).toBe('01/01/2025')
    expect(formatFirstRegistration('2024-12-31T23:30:00Z', 'sv')).toBe('2024-12-31')
  })

  it('gives null for no date and for dates that do not exist', () => {
    expect(formatFirstRegistration(null, 'en')).toBeNull()
    expect(formatFirstRegistration(undefined, 'en')).toBeNull()
    expect(formatFirstRegistration('', 'en')).toBeNull()
    expect(formatFirstRegistration('25/11/2025', 'en')).toBeNull()
    expect(formatFirstRegistration('2025-02-30', 'en')).toBeNull()
    expect(formatFirstRegistration('2025-13-01', 'sv')).toBeNull()
  })
})

describe('toCompareCar', () => {
  const doc = {
    car_id: '11000006',
    slug: 'volvo-xc60-t8',
    car_brand: 'Volvo',
    car_model: 'XC60',
    car_version: 'T8 Ultra',
    car_year: 2024,
    car_firstregistration: '2025-11-25',
    car_mileage: 207,
    car_mileage_text: '2 076 mil',
    car_fuel: 'Laddhybrid',
    car_gearbox: 'Automat',
    car_drive: 'Fyrhjulsdrift',
    car_body: 'SUV',
    car_color: 'Svart',
    car_price: 420900,
    car_price_text: '420 900 kr',
    car_campaign_price: 402900,
    car_campaign_price_text: '402 900 kr',
    car_has_campaign_price: true,
    car_vehicle_type_code: 'PC',
    car_primary_image: { thumbnail_url: '/api/inventory-images/a.jpg', blur_data_url: 'data:image/jpeg;base64,AA' },
    car_equipment: ['Dragkrok', 'Backkamera', 'Dragkrok', ''],
    car_power: 455,
    car_power_text: '455 hk (335 kW)',
    car_length_text: '4 710 mm',
    car_width_text: '1 902 mm',
    car_height_text: '1 658 mm',
    car_fuel_consumption: 0.8,
    car_fuel_consumption_text: '0,8 l/100 km',
    car_tank_volume: null,
    car_tank_volume_text: null,
    car_description: 'not needed',
  }

  it('builds the column: heading, price, campaign, image and the rows that have a value, in order', () => {
    const car = build(doc)
    expect(car).toMatchObject({
      id: '11000006',
      href: '/en/cars/11000006/volvo-xc60-t8',
      title: 'Volvo XC60',
      version: 'T8 Ultra',
      price: '402 900 kr',
      previousPrice: '420 900 kr',
      priceValue: 402900,
      campaign: true,
      exVat: false,
      image: { src: '/api/inventory-images/a.jpg', blurDataUrl: 'data:image/jpeg;base64,AA' },
      detailed: true,
    })
    // The Swedish feed's values are named in the English page's language.
    expect(car.overview).toEqual([
      { key: 'modelYear', text: '2024', value: 2024 },
      { key: 'firstRegistration', text: '25/11/2025', value: null },
      { key: 'mileage', text: '2 076 mil', value: 207 },
      { key: 'fuel', text: 'Plug-in Hybrid', value: null },
      { key: 'gearbox', text: 'Automatic', value: null },
      { key: 'drive', text: 'All-wheel drive', value: null },
      { key: 'body', text: 'SUV', value: null },
      { key: 'colour', text: 'Black', value: null },
      { key: 'power', text: '455 hk (335 kW)', value: 455 },
    ])
    expect(car.technical).toEqual([
      { key: 'dimensions', text: '4 710 × 1 902 × 1 658 mm', value: null },
      { key: 'fuelConsumption', text: '0,8 l/100 km', value: 0.8 },
    ])
    expect(car.equipment).toEqual(['Dragkrok', 'Backkamera'])
  })

  it('formats the first registration for the language', () => {
    expect(rowText(build(doc, 'sv'), 'firstRegistration')).toBe('2025-11-25')
  })

  it('shows the ordinary price without a campaign, and ranks by it', () => {
    const car = build({ ...doc, car_has_campaign_price: false })
    expect(car).toMatchObject({ price: '420 900 kr', previousPrice: null, priceValue: 420900, campaign: false })
    // A campaign flag without a campaign price text is no campaign.
    expect(build({ ...doc, car_campaign_price_text: null })).toMatchObject({ campaign: false, price: '420 900 kr' })
  })

  it('marks light commercial vehicles as priced without VAT', () => {
    expect(build({ ...doc, car_vehicle_type_code: 'LCV' }).exVat).toBe(true)
  })

  it('joins dimensions with differing units in full, and leaves them out when one is missing', () => {
    const mixed = build({ ...doc, car_height_text: '65 in' })
    expect(rowText(mixed, 'dimensions')).toBe('4 710 mm × 1 902 mm × 65 in')
    expect(rowText(build({ ...doc, car_width_text: null }), 'dimensions')).toBeNull()
  })

  it('leaves out specs a car lacks and shows a car without pictures', () => {
    const car = build({ ...doc, car_power_text: null, car_equipment: [], car_primary_image: null, slug: undefined })
    expect(car.href).toBe(`/en/cars/${doc.car_id}`)
    expect(rowText(car, 'power')).toBeNull()
    expect(car.equipment).toEqual([])
    expect(car.image).toBeNull()
  })

  it('gives null, as cards do, for a document that breaks the car schema', () => {
    expect(toCompareCar({ ...doc, car_mileage: 'many' }, options)).toBeNull()
  })

  it('gives null for a document without a usable id', () => {
    expect(toCompareCar({ ...doc, car_id: undefined }, options)).toBeNull()
    expect(toCompareCar({ ...doc, car_id: 'abc' }, options)).toBeNull()
    expect(toCompareCar({ ...doc, car_id: 1.5 }, options)).toBeNull()
  })

  it('agrees with the car card on every field they share, for generated cars of every market', () => {
    for (const generated of cars) {
      const doc = generated as unknown as Record<string, unknown>
      const card = testCardOptions('/cars')
      const fromCard = toCarCard(doc, card)
      const car = toCompareCar(doc, { card, lang: 'sv' })
      expect(fromCard).not.toBeNull()
      expect(toCompareItem(car!)).toEqual(toCompareItem(fromCard!))
      expect(car!.href).toBe(carDetailHref('/cars', generated.car_id, generated.slug))
    }
  })

  it('reads every technical spec of generated cars into its row', () => {
    const electric = cars.find(
      (car) => car.car_tank_volume === null && car.car_dc_charging_kw !== null && car.car_country_code === 'SE',
    )!
    const column = build(electric as unknown as Record<string, unknown>, 'sv')
    expect(column.technical.map((row) => row.key)).toEqual(
      TECHNICAL_ROWS.filter((key) => !['tank', 'fuelConsumption'].includes(key)),
    )
    expect(column.technical.find((row) => row.key === 'battery')).toEqual({
      key: 'battery',
      text: electric.car_battery_kwh_text,
      value: electric.car_battery_kwh,
    })
    expect(column.equipment).toEqual(electric.car_equipment)
  })
})

describe('compareFromCard', () => {
  it('shows the card texts as summary rows, ranks nothing, and is marked as not detailed', () => {
    const summary = compareFromCard(card({ campaign: true, previousPrice: '420 900 kr', mileage: null }))
    expect(summary).toMatchObject({
      id: '11000001',
      title: 'Volvo XC60',
      price: '402 900 kr',
      previousPrice: '420 900 kr',
      campaign: true,
      priceValue: null,
      technical: [],
      equipment: [],
      detailed: false,
    })
    expect(summary.overview).toEqual([
      { key: 'modelYear', text: '2023', value: 2023 },
      { key: 'fuel', text: 'Bensin', value: null },
      { key: 'gearbox', text: 'Automat', value: null },
    ])
    expect(summary).not.toHaveProperty('monthly')
  })
})

describe('bestValues', () => {
  it('picks the lowest price, mileage, consumption, emissions and acceleration time', () => {
    const a = ranked('1', { price: 300, mileage: 50, fuelConsumption: 6, emissions: 140, acceleration: 8.1 })
    const b = ranked('2', { price: 250, mileage: 90, fuelConsumption: 5.5, emissions: 150, acceleration: 7.2 })
    const c = ranked('3', { price: 280, mileage: 10, fuelConsumption: 7, emissions: 120, acceleration: 9 })
    expect(bestValues([a, b, c], 'price')).toEqual(new Set(['2']))
    expect(bestValues([a, b, c], 'mileage')).toEqual(new Set(['3']))
    expect(bestValues([a, b, c], 'fuelConsumption')).toEqual(new Set(['2']))
    expect(bestValues([a, b, c], 'emissions')).toEqual(new Set(['3']))
    expect(bestValues([a, b, c], 'acceleration')).toEqual(new Set(['2']))
  })

  it('picks the highest power, range, battery and cargo volume', () => {
    const a = ranked('1', { power: 150, electricRange: 400, battery: 60, cargo: 500 })
    const b = ranked('2', { power: 300, electricRange: 350, battery: 82, cargo: 420 })
    expect(bestValues([a, b], 'power')).toEqual(new Set(['2']))
    expect(bestValues([a, b], 'electricRange')).toEqual(new Set(['1']))
    expect(bestValues([a, b], 'battery')).toEqual(new Set(['2']))
    expect(bestValues([a, b], 'cargo')).toEqual(new Set(['1']))
    expect(bestValues([a, b], 'electricConsumption')).toEqual(new Set())
  })

  it('lets ties share the best value', () => {
    const cars = [ranked('1', { power: 200 }), ranked('2', { power: 200 }), ranked('3', { power: 100 })]
    expect(bestValues(cars, 'power')).toEqual(new Set(['1', '2']))
  })

  it('highlights nothing when all values are equal or fewer than two cars have one', () => {
    expect(bestValues([ranked('1', { power: 200 }), ranked('2', { power: 200 })], 'power')).toEqual(new Set())
    expect(bestValues([ranked('1', { power: 200 }), ranked('2', { power: null })], 'power')).toEqual(new Set())
    expect(bestValues([ranked('1', { power: 200 }), compareFromCard(card({ id: '2' }))], 'power')).toEqual(new Set())
    expect(bestValues([ranked('1', { price: 100 })], 'price')).toEqual(new Set())
    expect(bestValues([], 'price')).toEqual(new Set())
  })

  it('does not rank metrics without a better end, nor prices with and without VAT', () => {
    const a = ranked('1', { seats: 5, modelYear: 2020, price: 100 })
    const b = ranked('2', { seats: 7, modelYear: 2024, price: 200 }, true)
    expect(bestValues([a, b], 'seats')).toEqual(new Set())
    expect(bestValues([a, b], 'modelYear')).toEqual(new Set())
    expect(bestValues([a, b], 'price')).toEqual(new Set())
    expect(bestValues([a, { ...b, exVat: false }], 'price')).toEqual(new Set(['1']))
  })

  it('ranks generated cars: the cheapest holds the best price', () => {
    const columns = cars
      .filter((car) => car.car_country_code === 'SE' && car.car_vehicle_type_code !== 'LCV')
      .slice(0, 4)
    const built = columns.map((car) => build(car as unknown as Record<string, unknown>, 'sv'))
    const cheapest = Math.min(...built.map((car) => car.priceValue!))
    expect([...bestValues(built, 'price')]).toEqual(built.filter((car) => car.priceValue === cheapest).map((c) => c.id))
  })
})

describe('rowKeys and equipmentRows', () => {
  it('keeps the rows any car has, in display order', () => {
    const a = ranked('1', { power: 1, seats: 5 })
    const b = ranked('2', { mileage: 3, battery: 60 })
    expect(rowKeys(OVERVIEW_ROWS, [a, b], 'overview')).toEqual(['mileage', 'power'])
    expect(rowKeys(TECHNICAL_ROWS, [a, b], 'technical')).toEqual(['seats', 'battery'])
    expect(rowKeys(TECHNICAL_ROWS, [], 'technical')).toEqual([])
  })

  it('lists every item once, in order of first mention, with who has it and unknown for summary cars', () => {
    const a = { ...ranked('1', {}), equipment: ['Towbar', 'Camera'] }
    const b = { ...ranked('2', {}), equipment: ['Camera', 'Heat pump'] }
    const summary = compareFromCard(card({ id: '3' }))
    expect(equipmentRows([a, b, summary])).toEqual([
      { name: 'Towbar', has: [true, false, null] },
      { name: 'Camera', has: [true, true, null] },
      { name: 'Heat pump', has: [false, true, null] },
    ])
  })
})

describe('parseCompareParam', () => {
  it('reads comma-separated car ids', () => {
    expect(parseCompareParam('11000006,11000007')).toEqual(['11000006', '11000007'])
    expect(parseCompareParam(' 1 , 2 ')).toEqual(['1', '2'])
  })

  it('keeps digits-only ids, once each, at most four', () => {
    expect(parseCompareParam('1,abc,2,,-3,1.5,<script>,2,1')).toEqual(['1', '2'])
    expect(parseCompareParam('1,2,3,4,5,6')).toEqual(['1', '2', '3', '4'])
    expect(parseCompareParam('1'.repeat(21))).toEqual([])
    expect(MAX_COMPARE).toBe(4)
  })

  it('gives no ids for no value', () => {
    expect(parseCompareParam(null)).toEqual([])
    expect(parseCompareParam(undefined)).toEqual([])
    expect(parseCompareParam('')).toEqual([])
  })
})

describe('compareUrl', () => {
  it('adds compare= with readable commas, keeping the other parameters and the hash', () => {
    expect(compareUrl('https://x.example/cars?car_fuel=El&page=2#list', ['1', '2'])).toBe(
      'https://x.example/cars?car_fuel=El&page=2&compare=1,2#list',
    )
    expect(compareUrl('https://x.example/en/cars', ['11000006'])).toBe('https://x.example/en/cars?compare=11000006')
  })

  it('replaces an earlier comparison and drops the parameter for no ids', () => {
    expect(compareUrl('https://x.example/cars?compare=9,8&sort=price_asc', ['1'])).toBe(
      'https://x.example/cars?sort=price_asc&compare=1',
    )
    expect(compareUrl('https://x.example/cars?compare=9,8', [])).toBe('https://x.example/cars')
  })

  it('round-trips through parseCompareParam', () => {
    const url = new URL(compareUrl('https://x.example/cars?q=a%26b', ['3', '4']))
    expect(parseCompareParam(url.searchParams.get('compare'))).toEqual(['3', '4'])
    expect(url.searchParams.get('q')).toBe('a&b')
  })
})

describe('session storage', () => {
  it('has one key per site', () => {
    expect(compareStorageKey('hedin-se')).toBe('retail-cloud:compare:hedin-se')
    expect(compareStorageKey('hedin-se')).not.toBe(compareStorageKey('hedin-uk'))
  })

  it('reads back what toggling stored, without the card fields it does not keep', () => {
    const items = toggleCompare(toggleCompare([], card({ id: '1' })), card({ id: '2', image: null }))
    const parsed = parseStoredCompare(JSON.stringify(items))
    expect(parsed).toEqual(items)
    expect(parsed.map((item) => item.id)).toEqual(['1', '2'])
    expect(parsed[0]).not.toHaveProperty('monthly')
    // A full card, as an older version may have stored, is trimmed to the selection's fields.
    expect(parseStoredCompare(JSON.stringify([card({ id: '5' })]))).toEqual([toCompareItem(card({ id: '5' }))])
  })

  it('ignores corrupt storage', () => {
    for (const raw of [null, undefined, '', 'not json', '{"id":"1"}', '42', 'null', '[1, "a", null]']) {
      expect(parseStoredCompare(raw)).toEqual([])
    }
  })

  it('drops bad and repeated entries and keeps at most four', () => {
    const good = (id: string) => toCompareItem(card({ id }))
    const raw = JSON.stringify([
      good('1'),
      { ...good('2'), price: 5 },
      { ...good('3'), id: '../3' },
      good('1'),
      good('4'),
      good('5'),
      good('6'),
      good('7'),
    ])
    expect(parseStoredCompare(raw).map((item) => item.id)).toEqual(['1', '4', '5', '6'])
  })
})

describe('toggleCompare', () => {
  it('adds a car, removes it again, and leaves a full selection as it is', () => {
    const one = toggleCompare([], card({ id: '1' }))
    expect(one.map((item) => item.id)).toEqual(['1'])
    expect(toggleCompare(one, card({ id: '1' }))).toEqual([])
    const full = ['1', '2', '3', '4'].reduce((items, id) => toggleCompare(items, card({ id })), one.slice(0, 0))
    expect(full).toHaveLength(4)
    expect(toggleCompare(full, card({ id: '5' })).map((item) => item.id)).toEqual(['1', '2', '3', '4'])
    expect(toggleCompare(full, card({ id: '2' })).map((item) => item.id)).toEqual(['1', '3', '4'])
  })
})
