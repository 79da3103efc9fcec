import { Random as SeededRandom } from '@data/inventory/random'
import { slugify } from '@data/inventory/text'
import type { z } from 'zod'
import type { IndexName } from '../contract'
import { carSchema, type dealerSiteSchema, type kitSchema } from '../documents'
import type { SearchStore, WriteBatch } from '../engine'
import { INDEXES } from '../indexes'

/**
 * A deterministic inventory for engine tests and benchmarks: the same seed gives the same
 * documents on every machine. It is small by default (400 cars) but scales to any size, and it
 * carries the cases engines get wrong: missing prices and dates, multi-valued campaigns and
 * equipment, diacritics (Škoda, Citroën, Nürburg, Ålesund, Tromsø, Bærum), registration numbers
 * with spaces, many equal sort values, a model name shared by two brands, and ids of different
 * lengths (so code-unit order differs from numeric order).
 */

export type CarInput = z.input<typeof carSchema>
export type DealerSiteInput = z.input<typeof dealerSiteSchema>
export type KitInput = z.input<typeof kitSchema>

/** One validated car with just the fields a test cares about; the rest are plain defaults. */
export function carDocument(id: number, fields: Record<string, unknown>) {
  return carSchema.parse({
    car_id: String(id),
    slug: `car-${id}`,
    car_brand: 'Volvo',
    car_model: 'XC60',
    car_is_used: true,
    car_country_code: 'SE',
    car_price_currency: 'SEK',
    car_site_id: 'site-1',
    ...fields,
  })
}

export type SearchFixture = { cars: CarInput[]; sites: DealerSiteInput[]; kits: KitInput[] }

/** A seeded stream of numbers in [0, 1): the demo inventory's generator, as a function. */
export function createRandom(seed: number): () => number {
  const random = new SeededRandom(seed)
  return () => random.next()
}

type Random = () => number

const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)]!
const chance = (random: Random, probability: number): boolean => random() < probability
const between = (random: Random, min: number, max: number): number => min + Math.floor(random() * (max - min + 1))

function some<T>(random: Random, items: readonly T[], max: number): T[] {
  const count = Math.floor(random() * (max + 1))
  const chosen: T[] = []
  for (let i = 0; i < count; i++) {
    const item = pick(random, items)
    if (!chosen.includes(item)) chosen.push(item)
  }
  return chosen
}

const slug = (...parts: (string | number)[]): string => slugify(parts.join(' '))

type Market = { country: 'SE' | 'NO' | 'FI' | 'SK' | 'GB'; currency: 'SEK' | 'NOK' | 'EUR' | 'GBP'; scale: number }

const MARKETS: Record<Market['country'], Market> = {
  SE: { country: 'SE', currency: 'SEK', scale: 10 },
  NO: { country: 'NO', currency: 'NOK', scale: 10 },
  FI: { country: 'FI', currency: 'EUR', scale: 1 },
  SK: { country: 'SK', currency: 'EUR', scale: 1 },
  GB: { country: 'GB', currency: 'GBP', scale: 1 },
}

type SiteSeed = { id: string; name: string; city: string; region: string; country: Market['country']; brands: string[] }

export const FIXTURE_SITES: readonly SiteSeed[] = [
  {
    id: '1001',
    name: 'Hedin Bil Mölndal',
    city: 'Mölndal',
    region: 'Västra Götaland',
    country: 'SE',
    brands: ['Volvo', 'Renault', 'Dacia'],
  },
  { id: '1002', name: 'Hedin Bil Malmö', city: 'Malmö', region: 'Skåne', country: 'SE', brands: ['BMW', 'MINI'] },
  {
    id: '1003',
    name: 'Hedin Bil Kungens Kurva',
    city: 'Stockholm',
    region: 'Stockholm',
    country: 'SE',
    brands: ['Mercedes-Benz', 'smart', 'Toyota'],
  },
  {
    id: '2001',
    name: 'Hedin Automotive Ålesund',
    city: 'Ålesund',
    region: 'Møre og Romsdal',
    country: 'NO',
    brands: ['Škoda', 'Volkswagen'],
  },
  {
    id: '2002',
    name: 'Hedin Automotive Tromsø',
    city: 'Tromsø',
    region: 'Troms',
    country: 'NO',
    brands: ['Kia', 'Toyota'],
  },
  {
    id: '2003',
    name: 'Hedin Automotive Bærum',
    city: 'Bærum',
    region: 'Akershus',
    country: 'NO',
    brands: ['Mercedes-Benz', 'Polestar'],
  },
  {
    id: '3001',
    name: 'Hedin Automotive Helsinki',
    city: 'Helsinki',
    region: 'Uusimaa',
    country: 'FI',
    brands: ['Citroën', 'Škoda'],
  },
  {
    id: '4001',
    name: 'Hedin Automotive Košice',
    city: 'Košice',
    region: 'Košický kraj',
    country: 'SK',
    brands: ['Škoda', 'Kia'],
  },
  {
    id: '4002',
    name: 'Hedin Automotive Bratislava',
    city: 'Bratislava',
    region: 'Bratislavský kraj',
    country: 'SK',
    brands: ['Citroën', 'Volkswagen'],
  },
  {
    id: '5001',
    name: 'Hedin Automotive Nürburg Road',
    city: 'London',
    region: 'Greater London',
    country: 'GB',
    brands: ['BMW', 'MINI', 'smart'],
  },
]

/** 'Kombi' is a model of two brands, so a hierarchy filter must narrow by the pair, not the child. */
const MODELS: Record<string, readonly string[]> = {
  Volvo: ['XC40', 'XC60', 'XC90', 'V60', 'EX30'],
  BMW: ['X1', 'X3', 'i4', '320d'],
  'Mercedes-Benz': ['A-Klass', 'C-Klass', 'EQA', 'GLC'],
  Škoda: ['Octavia', 'Enyaq', 'Superb', 'Kodiaq', 'Kombi'],
  Citroën: ['C3', 'C4', 'ë-C4', 'Berlingo'],
  Renault: ['Clio', 'Mégane E-Tech', 'Kangoo'],
  Dacia: ['Sandero', 'Duster', 'Jogger'],
  MINI: ['Cooper', 'Countryman'],
  smart: ['#1', '#3'],
  Toyota: ['Yaris', 'RAV4', 'Hilux'],
  Kia: ['Niro', 'EV6'],
  Volkswagen: ['Golf', 'ID.4', 'Passat', 'Kombi'],
  Polestar: ['2', '3'],
}

const FUELS = ['Bensin', 'Diesel', 'El', 'Hybrid', 'Laddhybrid'] as const
const BODIES = ['SUV', 'Kombi', 'Sedan', 'Halvkombi', 'Transportbil'] as const
const COLORS = ['Svart', 'Vit', 'Grå', 'Blå', 'Röd', 'Silver'] as const
const DRIVES = ['Framhjulsdrift', 'Fyrhjulsdrift', 'Bakhjulsdrift'] as const
const GEARBOXES = ['Automat', 'Manuell'] as const
const VERSIONS = [
  'Plus',
  'Ultimate',
  'Nürburg Edition',
  'Style 1.5 TSI',
  'T8 AWD Recharge',
  'Business Édition',
  'M Sport',
]
const CAMPAIGNS = ['Vinterhjul ingår', 'Serviceavtal 3 år', 'Räntekampanj 2,95 %', 'Black Week']
const EQUIPMENT = [
  'Värmepump',
  'Sätesvärme',
  'Dragkrok',
  'Panoramaglastak',
  'Adaptiv farthållare',
  'Bakkamera',
  'Navigation',
  'Head-up display',
  'Apple CarPlay',
  'Elstolar',
]
const LETTERS = 'ABCDEFGHJKLMNPRSTUWXYZ'

function registration(random: Random, country: Market['country']): string {
  const letters = (n: number) => Array.from({ length: n }, () => pick(random, [...LETTERS])).join('')
  const digits = (n: number) => String(between(random, 10 ** (n - 1), 10 ** n - 1))
  switch (country) {
    case 'SE':
      return `${letters(3)} ${digits(2)}${pick(random, [...LETTERS, '0', '5'])}`
    case 'NO':
      return `${letters(2)} ${digits(5)}`
    case 'FI':
      return `${letters(3)}-${digits(3)}`
    case 'SK':
      return `${pick(random, ['BA', 'KE'])}-${digits(3)}${letters(2)}`
    case 'GB':
      return `${letters(2)}${digits(2)} ${letters(3)}`
  }
}

const day = (offset: number) => new Date(Date.UTC(2025, 0, 1) + offset * 86_400_000).toISOString().slice(0, 10)

/** Car ids of every length from one to seven digits, so '100' sorts before '42'. */
export const carId = (i: number): string => String(i * 37 + 5)

export function generateCars(count: number, seed = 1): CarInput[] {
  const random = createRandom(seed)
  const brands = Object.keys(MODELS)
  const cars: CarInput[] = []
  for (let i = 0; i < count; i++) {
    const site = pick(random, FIXTURE_SITES)
    const market = MARKETS[site.country]
    const brand = chance(random, 0.6) ? pick(random, site.brands) : pick(random, brands)
    const model = pick(random, MODELS[brand]!)
    const used = chance(random, 0.55)
    const sample = !used && chance(random, 0.1)
    const id = carId(i)
    const year = used ? between(random, 2014, 2024) : 2025
    // Coarse steps give many equal prices, mileages and dates: ties for the id tie-break.
    const price = chance(random, 0.08) ? null : between(random, 9, 90) * 1000 * market.scale
    const campaignPrice = price !== null && chance(random, 0.15) ? price - 500 * market.scale : null
    const mileage = used ? (chance(random, 0.05) ? null : between(random, 0, 40) * 500) : 0
    const fuel = chance(random, 0.03) ? null : pick(random, FUELS)
    const version = chance(random, 0.7) ? pick(random, VERSIONS) : null
    const regno = used || chance(random, 0.3) ? registration(random, site.country) : null
    const campaigns = some(random, CAMPAIGNS, 3)
    const equipment = some(random, EQUIPMENT, 8)
    const power = chance(random, 0.1) ? null : between(random, 7, 50) * 10
    const loanCost = price !== null && chance(random, 0.6) ? Math.round(price / 60 / market.scale) * market.scale : null
    const privateLeasing = chance(random, 0.25) ? between(random, 20, 90) * 10 * market.scale : null
    const companyLeasing = chance(random, 0.2) ? between(random, 20, 90) * 10 * market.scale : null
    const images = Array.from({ length: between(random, 1, 6) }, (_, n) => ({
      original: `https://images.example.com/cars/${id}/${n}.jpg`,
      blur_data_url: null,
    }))
    cars.push({
      car_id: id,
      slug: slug(brand, model, version ?? '', id),
      car_brand: brand,
      car_model: model,
      car_model_text: `${brand} ${model}`,
      car_version: version,
      car_year: year,
      car_body: pick(random, BODIES),
      car_drive: pick(random, DRIVES),
      car_color: chance(random, 0.05) ? null : pick(random, COLORS),
      car_gearbox: pick(random, GEARBOXES),
      car_fuel: fuel,
      car_chassino: `YV1${String(i).padStart(14, '0')}`,
      car_regno: regno,
      car_condition: used ? 'Begagnad' : 'Ny',
      car_is_used: used,
      car_is_sample: sample,
      car_trim_package: chance(random, 0.3) ? pick(random, ['Core', 'Plus', 'Ultra']) : null,
      car_description: [
        `${brand} ${model} i fint skick från ${site.city}.`,
        chance(random, 0.1) ? 'Provkörd på Nürburgring.' : '',
        equipment.join(', '),
      ]
        .filter(Boolean)
        .join(' '),
      car_country_code: site.country,
      car_odometer: mileage === null ? null : mileage * 10,
      car_odometer_unit: 'km',
      car_mileage: mileage,
      car_mileage_text: mileage === null ? null : `${mileage} mil`,
      car_firstregistration: used ? `${year}-0${between(random, 1, 9)}-1${between(random, 0, 9)}` : null,
      car_publishdate: chance(random, 0.04) ? null : day(between(random, 0, 89)),
      car_price: price,
      car_price_text: price === null ? null : `${price} ${market.currency}`,
      car_price_currency: market.currency,
      car_retail_price: price,
      car_campaign_price: campaignPrice,
      car_has_campaign_price: campaignPrice !== null,
      car_has_campaign_loan: chance(random, 0.1),
      car_has_privateleasing: privateLeasing !== null,
      car_has_companyleasing: companyLeasing !== null,
      car_campaigns: campaigns,
      car_vat_eligible: chance(random, 0.3),
      car_vehicle_type_code: pick(random, ['PC', 'PC', 'PC', 'LCV']),
      car_site_id: site.id,
      car_site_city: site.city,
      car_site_region: site.region,
      car_site_name: site.name,
      car_site_leads_email: `leads.${site.id}@example.com`,
      car_primary_image: { thumbnail_url: `https://images.example.com/cars/${id}/thumb.jpg`, blur_data_url: null },
      car_images: images,
      car_equipment: equipment,
      car_sellers: chance(random, 0.5)
        ? [{ name: 'Åsa Öberg', email: 'asa.oberg@example.com', phone: '+46 31 123 45' }]
        : [],
      caroftheweek: chance(random, 0.02),
      autos_on_show: site.country === 'GB' && chance(random, 0.5),
      indexed_at: '2025-03-01T08:00:00Z',
      car_seats: pick(random, [2, 4, 5, 5, 5, 7]),
      car_doors: pick(random, [3, 5, 5]),
      car_ncap_stars: chance(random, 0.2) ? null : between(random, 3, 5),
      car_power: power,
      car_power_text: power === null ? null : `${power} hk`,
      car_electric_range: fuel === 'El' ? between(random, 30, 60) * 10 : null,
      car_battery_kwh: fuel === 'El' ? between(random, 40, 100) : null,
      car_co2_emissions: fuel === 'El' ? 0 : between(random, 20, 200),
      car_acceleration: between(random, 40, 120) / 10,
      car_loan_monthly_cost: loanCost,
      car_loan_option:
        loanCost === null || price === null
          ? null
          : {
              title: 'Billån',
              default_monthly_cost: loanCost,
              default_monthly_cost_text: `${loanCost} ${market.currency}/mån`,
              price,
              default_contract_duration: { months: 36 },
              contract_durations: [12, 24, 36, 48, 60].map((months) => ({
                months,
                residual_percentage: 40,
                cash_amount_min_percentage: 20,
                cash_amount_max_percentage: 50,
              })),
              invoice_fee: 0,
              start_fee: 595,
              interest_rate: 5.95,
            },
      car_privateleasing_monthly_cost: privateLeasing,
      car_companyleasing_monthly_cost: companyLeasing,
    })
  }
  return cars
}

export function generateSites(): DealerSiteInput[] {
  return FIXTURE_SITES.map((site, i) => ({
    site_id: site.id,
    slug: slug(site.name),
    site_official_name: site.name,
    site_city: site.city,
    site_street: `${pick(createRandom(i + 7), ['Storgatan', 'Kirkegata', 'Mannerheimintie', 'Hlavná'])} ${i + 1}`,
    site_zip: String(40000 + i * 111),
    site_region: site.region,
    website_city: site.city,
    // Ties and a missing value for the default sort.
    website_sort_order: i === 4 ? null : Math.floor(i / 2),
    site_brands: site.brands,
    country_code: site.country,
    site_departments: [
      { name: 'Försäljning', group: 'sales', brands: site.brands.map((name) => ({ brand_code: slug(name), name })) },
      ...(i % 3 === 0 ? [{ name: 'Verkstad', group: 'service', brands: [] }] : []),
    ],
  }))
}

const KIT_CATEGORIES: [string, (string | null)[]][] = [
  ['Dragkrok', ['Fast', 'Avtagbar', 'Elektrisk']],
  ['Takräcke', [null]],
  ['Vinterhjul', ['Komplett', 'Fälg']],
  ['Laddning', ['Laddbox', 'Kabel']],
]

export function generateKits(count = 60, seed = 3): KitInput[] {
  const random = createRandom(seed)
  const brands = Object.keys(MODELS)
  return Array.from({ length: count }, (_, i) => {
    const [category, subs] = pick(random, KIT_CATEGORIES)
    const sub = pick(random, subs)
    const fitments = Array.from({ length: between(random, 0, 3) }, (_, n) => {
      const make = pick(random, brands)
      return {
        externalId: `F${i}-${n}`,
        make,
        model: pick(random, MODELS[make]!),
        modelYear: between(random, 2018, 2025),
      }
    })
    return {
      kitId: `kit-${String(i).padStart(3, '0')}`,
      kitCode: `${category.slice(0, 2).toUpperCase()} ${100 + i}`,
      name: `${category}${sub ? ` ${sub.toLowerCase()}` : ''} ${fitments[0]?.make ?? 'universal'}`,
      description: chance(random, 0.5) ? 'Monteras på verkstaden i Tromsø eller Ålesund.' : null,
      status: pick(random, ['active', 'active', 'inactive']),
      retailPrice: between(random, 10, 80) * 50,
      currency: 'EUR',
      kitCategory: category,
      kitSubCategory: sub,
      parts: [{ partNumber: `P-${1000 + i}`, name: category, quantity: 1 }],
      vehicleFitmentSpecifications: fitments,
    }
  })
}

export function createSearchFixture(options: { cars?: number; seed?: number } = {}): SearchFixture {
  return { cars: generateCars(options.cars ?? 400, options.seed ?? 1), sites: generateSites(), kits: generateKits() }
}

/** Validates documents against their index's schema, as ingest does, into a store batch. */
export function toWriteBatch(index: IndexName, documents: readonly unknown[]): WriteBatch {
  const definition = INDEXES[index]
  return {
    upserts: documents.map((document) => {
      const parsed = definition.schema.parse(document)
      return { id: definition.id(parsed), json: JSON.stringify(parsed) }
    }),
    deletes: [],
  }
}

/** Writes a fixture to a store: cars to both car indexes, sites and kits to theirs. */
export async function writeFixture(store: SearchStore, fixture: SearchFixture, batchSize = 5000): Promise<void> {
  const parts: [IndexName, readonly unknown[]][] = [
    ['cars', fixture.cars],
    ['vehicles', fixture.cars.filter((car) => car.caroftheweek)],
    ['sites', fixture.sites],
    ['kits', fixture.kits],
  ]
  for (const [index, documents] of parts) {
    for (let start = 0; start < documents.length; start += batchSize) {
      await store.write(index, toWriteBatch(index, documents.slice(start, start + batchSize)))
    }
  }
}
