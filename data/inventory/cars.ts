import type { Car } from '../../src/modules/search/documents'
import { brandByName } from './brands'
import { modelName, trimName, type Brand, type Model, type Powertrain, type Trim } from './catalogue'
import { addDays, addMinutes, isoDate, isoDateTime } from './dates'
import { dealerSiteInfos, DEFAULT_REFERENCE_DATE, DEFAULT_SEED, type DealerSiteInfo } from './dealers'
import { describe } from './descriptions'
import { pickEquipment } from './equipment'
import { beneficialValue, financeFor, priceBaseAmount } from './finance'
import { registrationNumber, vin } from './identity'
import {
  CAR_VIEWS,
  inventoryImageFile,
  inventoryImageUrl,
  noBlur,
  pictureShape,
  type BlurLookup,
  type InventoryImage,
} from './images'
import {
  BODIES,
  CAMPAIGNS,
  COLOUR_WEIGHTS,
  COLOURS,
  CONDITIONS,
  DRIVES,
  FUELS,
  GEARBOXES,
  PRICE_TITLES,
  type Colour,
} from './lexicon'
import { formatsFor, MARKETS, retailPrice, withoutVat } from './markets'
import { hash32, Random, seedFor } from './random'
import { SEGMENTS, segmentCounts, type Segment, type SegmentKey } from './segments'
import { technicalSpecs } from './specs'
import { slugify } from './text'

/**
 * The demo stock: used cars, new cars and new-car samples of every marketplace site. Each car is
 * computed from (seed, segment, index) alone, so the generator is pure, any count is cheap to
 * produce, and car N of a segment is the same whatever the total (other data may refer to it).
 */

export const DEFAULT_CAR_COUNT = 2000

export type CarOptions = {
  /** Cars in total over all segments (default 2,000). */
  count?: number
  seed?: number
  /** The day the demo is set on: ages, publish dates and model years count back from it. */
  referenceDate?: Date
  /** Blur placeholders of the picture files, when the seed has rendered them. */
  blur?: BlurLookup
}

export type CarKind = 'used' | 'new' | 'sample'

/** What identifies a car: enough for links between cars and for kit fitments. */
export type CarCore = {
  segment: Segment
  index: number
  id: string
  kind: CarKind
  brand: Brand
  model: Model
  powertrain: Powertrain
  trim: Trim
  year: number
  colour: Colour
}

type Context = {
  seed: number
  reference: Date
  refYear: number
  blur: BlurLookup
  counts: Map<SegmentKey, number>
  sites: Map<SegmentKey, DealerSiteInfo[]>
  newBrands: Map<SegmentKey, readonly (readonly [string, number])[]>
}

const PREMIUM_BRANDS = new Set(['Volvo', 'Mercedes-Benz', 'BMW', 'Audi', 'Polestar', 'Land Rover', 'Jaguar'])

const onSale = (model: Model, year: number) => model.from <= year && (model.to === null || model.to >= year)

function context(options: CarOptions): Context {
  const seed = options.seed ?? DEFAULT_SEED
  const reference = options.referenceDate ?? DEFAULT_REFERENCE_DATE
  const refYear = reference.getUTCFullYear()
  const infos = dealerSiteInfos({ seed, referenceDate: reference, blur: options.blur })
  const sites = new Map<SegmentKey, DealerSiteInfo[]>()
  const newBrands = new Map<SegmentKey, readonly (readonly [string, number])[]>()
  for (const segment of SEGMENTS) {
    const list = infos.filter((info) => info.row.segments.includes(segment.key))
    sites.set(segment.key, list)
    // New cars and samples only of brands that a site of the segment sells and that are still on sale.
    const sold = new Set(list.flatMap((info) => info.brands))
    const fresh = segment.brands.filter(
      ([name]) => sold.has(name) && brandByName(name).models.some((m) => onSale(m, refYear)),
    )
    newBrands.set(segment.key, fresh.length > 0 ? fresh : segment.brands)
  }
  return {
    seed,
    reference,
    refYear,
    blur: options.blur ?? noBlur,
    counts: segmentCounts(Math.max(0, Math.floor(options.count ?? DEFAULT_CAR_COUNT))),
    sites,
    newBrands,
  }
}

/** Car of the week: 6-10 cars per segment at fixed indices, so the carousel always has cars. */
export function isCarOfTheWeek(segment: Segment, index: number): boolean {
  const count = 6 + (hash32(segment.key) % 5)
  return index % 8 === 3 && index < 3 + 8 * count
}

function carId(segment: Segment, index: number): string {
  return String(segment.idBase + index + 1)
}

/**
 * The identity of car `index` of a segment. Samples come in families of three consecutive cars:
 * one model and powertrain in different packages, linked to each other.
 */
export function carCore(
  ctx: Pick<Context, 'seed' | 'refYear' | 'newBrands'>,
  segment: Segment,
  index: number,
): CarCore {
  const family = new Random(seedFor(ctx.seed, segment.key, 'family', Math.floor(index / 3)))
  const own = new Random(seedFor(ctx.seed, segment.key, 'core', index))
  const sampleFamily = family.chance(segment.samples)
  const kind: CarKind =
    sampleFamily && !isCarOfTheWeek(segment, index)
      ? 'sample'
      : own.chance(segment.used / (1 - segment.samples))
        ? 'used'
        : 'new'
  const shared = kind === 'sample' ? family : own
  const isNew = kind !== 'used'
  const brand = brandByName(
    shared.weighted(isNew ? (ctx.newBrands.get(segment.key) ?? segment.brands) : segment.brands),
  )
  const models = brand.models.filter((m) => (isNew ? onSale(m, ctx.refYear) : m.from <= ctx.refYear))
  const model = shared.weighted((models.length > 0 ? models : brand.models).map((m) => [m, m.weight] as const))
  const powertrain = shared.weighted(model.powertrains.map((p) => [p, segment.fuels[p.fuel] + 0.05] as const))
  // A family's samples are different packages of one model: consecutive trims from a random start.
  const trim =
    kind === 'sample'
      ? (model.trims[(family.int(0, model.trims.length - 1) + (index % 3)) % model.trims.length] ??
        own.pick(model.trims))
      : own.pick(model.trims)
  let year = ctx.refYear
  if (!isNew) {
    const oldest = Math.min(12, ctx.refYear - model.from)
    const youngest = model.to === null ? 1 : Math.max(1, ctx.refYear - model.to)
    // Stock leans young: most used cars are 2-5 years old.
    const age = oldest < 1 ? 0 : Math.min(oldest, youngest + Math.floor((oldest - youngest + 1) * own.next() ** 1.6))
    year = ctx.refYear - age
  }
  const colour = own.weighted(COLOUR_WEIGHTS)
  return { segment, index, id: carId(segment, index), kind, brand, model, powertrain, trim, year, colour }
}

const slugCache = new WeakMap<Trim, Map<string, string>>()

/** brand-model-version-year; the part before the year is cached (normalising text is slow). */
function carSlug(core: CarCore): string {
  const lang = MARKETS[core.segment.country].lang
  let byKey = slugCache.get(core.trim)
  if (!byKey) {
    byKey = new Map()
    slugCache.set(core.trim, byKey)
  }
  const key = `${lang}|${core.model.name}|${core.powertrain.name}`
  let prefix = byKey.get(key)
  if (prefix === undefined) {
    prefix = slugify(
      `${core.brand.name} ${modelName(core.model, lang)} ${core.powertrain.name} ${trimName(core.trim, lang)}`,
    )
    byKey.set(key, prefix)
  }
  return `${prefix}-${core.year}`
}

type CarImage = Extract<InventoryImage, { kind: 'car' }>

/** Four to twelve gallery pictures of the car's shape and colour, cycling through the views. */
function pictures(ctx: Context, core: CarCore, count: number) {
  const shape = pictureShape(core.model.body)
  const thumb: CarImage = { kind: 'car', shape, colour: core.colour, view: 'thumb' }
  const primary = {
    thumbnail_url: inventoryImageUrl(thumb),
    blur_data_url: ctx.blur(inventoryImageFile(thumb)),
  }
  const gallery = Array.from({ length: count }, (_, i) => {
    const image: CarImage = { kind: 'car', shape, colour: core.colour, view: CAR_VIEWS[i % CAR_VIEWS.length] ?? 'side' }
    return { original: inventoryImageUrl(image), blur_data_url: ctx.blur(inventoryImageFile(image)) }
  })
  return { primary, gallery }
}

/** A price lowered by 3-10 %, rounded the market's way, and always below the price. */
function campaignPrice(random: Random, country: Segment['country'], price: number, euroPerUnit: number): number {
  const lowered = retailPrice(country, price * (1 - random.float(0.03, 0.1)) * euroPerUnit)
  return lowered < price ? lowered : price - MARKETS[country].priceStep
}

function buildCar(ctx: Context, core: CarCore): Car {
  const { segment, brand, model, powertrain, trim, kind } = core
  const country = segment.country
  const market = MARKETS[country]
  const lang = market.lang
  const f = formatsFor(country)
  const random = new Random(seedFor(ctx.seed, segment.key, 'car', core.index))
  const isNew = kind !== 'used'
  const age = ctx.refYear - core.year

  // Site and department: new cars and samples at a dealer of the brand, used cars anywhere.
  const segmentSites = ctx.sites.get(segment.key) ?? []
  const brandSites = segmentSites.filter((info) => info.brands.includes(brand.name))
  const info = random.pick(isNew && brandSites.length > 0 ? brandSites : segmentSites)
  const site = info.site
  const department =
    site.site_departments.find((d) => d.group === (isNew ? 'New cars' : 'Used cars')) ?? site.site_departments[0]
  const sellers = random
    .sample(department?.users ?? [], random.int(1, 2))
    .map((user) => ({ name: `${user.first_name} ${user.last_name}`, email: user.email, phone: user.phone }))

  // Distance: new cars have delivery kilometres, used cars about 15,000 km a year.
  const km =
    kind === 'sample'
      ? null
      : isNew
        ? random.int(0, 50)
        : Math.round((Math.max(0.4, age) * random.float(9000, 21000)) / 10) * 10
  // Prices: the catalogue's euro price plus options, depreciated for used cars.
  const euro = model.base + powertrain.price + trim.price
  const value = isNew
    ? euro
    : euro * 0.86 ** age * (1 - Math.min(0.25, (km ?? 0) / 1_000_000)) * random.float(0.94, 1.06)
  // Vans are sold to companies and priced without VAT (car_vehicle_type_code 'LCV').
  const vatFactor = 1 + market.vat / 100
  const price = retailPrice(country, model.lcv ? value / vatFactor : value)
  const gross = model.lcv ? Math.round(price * vatFactor) : price
  const net = model.lcv ? price : withoutVat(country, price)
  const hasCampaign = kind !== 'sample' && random.chance(isNew ? 0.3 : 0.12)
  const campaign = hasCampaign ? campaignPrice(random, country, price, 1 / market.perEuro) : null
  const campaignNet = campaign === null ? null : model.lcv ? campaign : withoutVat(country, campaign)

  const finance = financeFor(random, { country, price: campaign ?? price, isNew, age, lcv: model.lcv })
  const campaigns =
    hasCampaign || finance.car_has_campaign_loan || finance.car_has_campaign_privateleasing || random.chance(0.04)
      ? random.sample(CAMPAIGNS[lang], random.int(1, 2))
      : []

  // Registration: used cars are registered; new stock is often pre-registered; samples never are.
  const registered = kind === 'used' || (kind === 'new' && random.chance(0.6))
  const firstRegistration = !registered
    ? null
    : isNew
      ? addDays(ctx.reference, -random.int(5, 60))
      : (() => {
          const start = Date.UTC(core.year, 0, 1)
          const latest = Math.min(Date.UTC(core.year, 11, 31), addDays(ctx.reference, -30).getTime())
          return new Date(start + Math.floor(random.next() * Math.max(1, latest - start)))
        })()
  const regno =
    firstRegistration === null
      ? null
      : registrationNumber(random, { country, fuel: powertrain.fuel, prefix: info.row.plate, firstRegistration })

  const published = addMinutes(ctx.reference, -random.int(30, 120 * 24 * 60))
  const indexed = addMinutes(ctx.reference, -random.int(0, 2 * 24 * 60))

  const cotw = isCarOfTheWeek(segment, core.index)
  const withPictures = cotw || random.chance(0.92)
  const images = withPictures ? pictures(ctx, core, random.int(4, 12)) : null

  const premium = PREMIUM_BRANDS.has(brand.name) || model.trims.indexOf(trim) >= 2
  const equipment = pickEquipment(random, lang, powertrain.fuel, model.body === 'van', premium)
  const name = modelName(model, lang)
  const trimText = trimName(trim, lang)
  const version = `${powertrain.name} ${trimText}`
  const specs = technicalSpecs(country, model, powertrain)
  const colour = COLOURS[core.colour][lang]

  const description = describe(random, lang, {
    kind,
    brand: brand.name,
    model: name,
    version,
    trim: trimText,
    year: core.year,
    mileage: km === null ? '' : f.distance(km),
    colour,
    site: site.site_official_name,
    equipment,
    range: powertrain.fuel === 'electric' ? specs.car_electric_range_text : null,
    dc: powertrain.fuel === 'electric' ? powertrain.dcKw : null,
  })

  // Samples link to the other packages of their family (spec: linked_vehicles).
  const linked_vehicles =
    kind === 'sample'
      ? [0, 1, 2]
          .map((offset) => Math.floor(core.index / 3) * 3 + offset)
          .filter((index) => index !== core.index && index < (ctx.counts.get(segment.key) ?? 0))
          .map((index) => carCore(ctx, segment, index))
          .filter((other) => other.kind === 'sample')
          .map((other) => ({
            vehicle_id: other.id,
            slug: carSlug(other),
            link_text: trimName(other.trim, lang),
            package_name: trimName(other.trim, lang),
          }))
      : []

  const swedishCompanyCar = country === 'SE' && !model.lcv && (isNew || age <= 3)

  return {
    car_id: core.id,
    slug: carSlug(core),
    car_brand: brand.name,
    car_model: name,
    car_model_text: `${name} ${powertrain.name}`,
    car_version: version,
    car_year: core.year,
    car_body: BODIES[model.body][lang],
    car_drive: DRIVES[powertrain.drive][lang],
    car_color: colour,
    car_gearbox: GEARBOXES[powertrain.gearbox][lang],
    car_fuel: FUELS[powertrain.fuel][lang],
    car_chassino:
      kind === 'sample' ? null : vin(random, model.lcv && brand.code === 'MB' ? 'W1V' : brand.wmi, core.year),
    car_regno: regno,
    car_condition: CONDITIONS[isNew ? 'new' : 'used'][lang],
    car_is_used: kind === 'used',
    car_is_sample: kind === 'sample',
    car_trim_package: trimText,
    car_description: description,
    car_country_code: country,
    car_odometer: km,
    car_odometer_unit: km === null ? null : 'km',
    car_mileage: km === null ? null : f.distanceValue(km),
    car_mileage_text: km === null ? null : f.distance(km),
    car_firstregistration: firstRegistration === null ? null : isoDate(firstRegistration),
    car_publishdate: isoDateTime(published),
    car_price: price,
    car_price_text: f.money(price),
    car_price_title: PRICE_TITLES[model.lcv ? 'priceExVat' : 'price'][lang],
    car_price_currency: market.currency,
    car_retail_price: gross,
    car_retail_price_text: f.money(gross),
    car_retail_price_exkl_vat: net,
    car_campaign_price: campaign,
    car_campaign_price_text: campaign === null ? null : f.money(campaign),
    car_campaign_price_exkl_vat: campaignNet,
    car_has_campaign_price: campaign !== null,
    car_beneficial_value: swedishCompanyCar ? beneficialValue(campaign ?? price) : null,
    car_pbbratio: country === 'SE' ? Math.round(((campaign ?? gross) / priceBaseAmount('SE')) * 100) / 100 : null,
    car_campaigns: campaigns,
    // VAT can be deducted on new cars and vans, and on used cars that were company cars.
    car_vat_eligible: isNew || model.lcv || random.chance(0.3),
    car_vehicle_type_code: model.lcv ? 'LCV' : 'PC',
    car_site_id: site.site_id,
    // The site page links to the car list filtered by website_city and car_site_name.
    car_site_city: site.website_city ?? null,
    car_site_region: site.site_region ?? null,
    car_site_name: site.site_official_name,
    car_site_leads_email: department?.email ?? site.site_email ?? null,
    car_companyerpid: `C${site.site_id}`,
    car_departmenterpid: department?.erp_id ?? null,
    car_primary_image: images?.primary ?? null,
    car_images: images?.gallery ?? [],
    car_equipment: equipment,
    car_sellers: sellers,
    linked_vehicles,
    disable_test_drive: random.chance(model.lcv ? 0.3 : 0.05),
    caroftheweek: cotw,
    autos_on_show: country === 'GB' && kind !== 'sample' && random.chance(0.3),
    indexed_at: isoDateTime(indexed < published ? published : indexed),
    ...specs,
    ...finance,
  }
}

function* segmentCars(ctx: Context, segment: Segment): Generator<Car> {
  const count = ctx.counts.get(segment.key) ?? 0
  for (let index = 0; index < count; index++) yield buildCar(ctx, carCore(ctx, segment, index))
}

/** The cars one at a time, segment by segment: 100,000 of them need not sit in memory at once. */
export function* iterateCars(options: CarOptions = {}): Generator<Car> {
  const ctx = context(options)
  for (const segment of SEGMENTS) yield* segmentCars(ctx, segment)
}

export function generateCars(options: CarOptions = {}): Car[] {
  return [...iterateCars(options)]
}

/**
 * The vehicles index feeds the car-of-the-week carousel: the cars flagged caroftheweek, 6-10 per
 * marketplace site, with the same ids as in the cars index so the carousel links to them.
 */
export function generateVehicles(options: CarOptions = {}): Car[] {
  const ctx = context(options)
  const out: Car[] = []
  for (const segment of SEGMENTS) {
    const count = ctx.counts.get(segment.key) ?? 0
    for (let index = 3; index < count; index += 8) {
      if (!isCarOfTheWeek(segment, index)) break
      out.push(buildCar(ctx, carCore(ctx, segment, index)))
    }
  }
  return out
}

/** The cores of the first `count` cars of a segment: for data that refers to cars (kit fitments). */
export function carCores(segmentKey: SegmentKey, count: number, options: Omit<CarOptions, 'count'> = {}): CarCore[] {
  const ctx = context({ ...options, count: 0 })
  const segment = SEGMENTS.find((s) => s.key === segmentKey)
  if (!segment) throw new RangeError(`unknown segment ${segmentKey}`)
  return Array.from({ length: count }, (_, index) => carCore(ctx, segment, index))
}
