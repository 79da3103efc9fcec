import type { Lang } from '../seed-types'

/**
 * What the demo stock is made of: the shapes of brands, models, powertrains and trims, compact
 * constructors for the brand list (brands.ts), and the names markets give them.
 */

export type Fuel = 'petrol' | 'diesel' | 'electric' | 'phev' | 'hybrid'
export type Body = 'suv' | 'estate' | 'sedan' | 'hatchback' | 'coupe' | 'convertible' | 'mpv' | 'van' | 'pickup'
export type Drive = 'fwd' | 'rwd' | 'awd'
export type Gearbox = 'automatic' | 'manual'

export type Powertrain = {
  /** As the brand writes it in the version, e.g. 'T6 Recharge AWD', '320d xDrive'. */
  name: string
  fuel: Fuel
  kw: number
  drive: Drive
  gearbox: Gearbox
  /** 0-100 km/h in seconds. */
  accel: number
  /** Combustion fuel use in l/100 km (none for electric cars). */
  litres: number | null
  co2: number
  batteryKwh: number | null
  /** Electric range in km. */
  rangeKm: number | null
  /** Electric consumption in kWh/100 km. */
  kwhPer100: number | null
  acKw: number | null
  dcKw: number | null
  /** Euro added to the model's entry price. */
  price: number
}

export type Trim = { name: string; price: number }

export type Model = {
  name: string
  /** The model's name where the brand markets it differently (Mercedes' C-Klass is C-Class in the UK). */
  localNames?: Partial<Record<Lang, string>>
  body: Body
  /** Light commercial vehicle: sold to companies, priced without VAT. */
  lcv: boolean
  /** First model year on sale (used cars are never older). */
  from: number
  /** Last model year, when the model is no longer sold new. */
  to: number | null
  /** Entry price in euro including VAT. */
  base: number
  /** Share of the brand's stock. */
  weight: number
  seats: number
  doors: number
  lengthMm: number
  widthMm: number
  heightMm: number
  kerbKg: number
  cargoLitres: number
  tankLitres: number | null
  ncapStars: number | null
  powertrains: Powertrain[]
  trims: Trim[]
}

export type Brand = {
  name: string
  /** The dealer systems' brand code. */
  code: string
  /** First three VIN characters (world manufacturer identifier). */
  wmi: string
  models: Model[]
}

// ---------------------------------------------------------------------------------------------
// compact constructors: the catalogue is long, these keep one powertrain on one line

const CO2_PER_LITRE = { petrol: 23.2, diesel: 26.4, hybrid: 23.2 } as const

export function ice(
  name: string,
  fuel: 'petrol' | 'diesel' | 'hybrid',
  kw: number,
  drive: Drive,
  gearbox: Gearbox,
  accel: number,
  litres: number,
  price = 0,
): Powertrain {
  return {
    name,
    fuel,
    kw,
    drive,
    gearbox,
    accel,
    litres,
    co2: Math.round(litres * CO2_PER_LITRE[fuel]),
    batteryKwh: null,
    rangeKm: null,
    kwhPer100: null,
    acKw: null,
    dcKw: null,
    price,
  }
}

export function phev(
  name: string,
  kw: number,
  drive: Drive,
  accel: number,
  batteryKwh: number,
  rangeKm: number,
  price: number,
  dcKw: number | null = null,
): Powertrain {
  const litres = Math.round((0.6 + 30 / rangeKm) * 10) / 10
  return {
    name,
    fuel: 'phev',
    kw,
    drive,
    gearbox: 'automatic',
    accel,
    litres,
    co2: Math.round(litres * 23.2),
    batteryKwh,
    rangeKm,
    kwhPer100: Math.round(((batteryKwh * 0.9) / rangeKm) * 1000) / 10,
    acKw: batteryKwh > 15 ? 11 : 7.4,
    dcKw,
    price,
  }
}

export function ev(
  name: string,
  kw: number,
  drive: Drive,
  accel: number,
  batteryKwh: number,
  rangeKm: number,
  dcKw: number,
  price = 0,
): Powertrain {
  return {
    name,
    fuel: 'electric',
    kw,
    drive,
    gearbox: 'automatic',
    accel,
    litres: null,
    co2: 0,
    batteryKwh,
    rangeKm,
    kwhPer100: Math.round(((batteryKwh * 0.93) / rangeKm) * 1000) / 10,
    acKw: batteryKwh > 50 ? 11 : 7.4,
    dcKw,
    price,
  }
}

export const trims = (...list: [string, number][]): Trim[] => list.map(([name, price]) => ({ name, price }))

type ModelInput = Omit<Model, 'lcv' | 'to' | 'tankLitres' | 'ncapStars'> &
  Partial<Pick<Model, 'lcv' | 'to' | 'tankLitres' | 'ncapStars'>>

export function model(input: ModelInput): Model {
  const combustion = input.powertrains.some((p) => p.fuel !== 'electric')
  return {
    lcv: false,
    to: null,
    ncapStars: input.lcv ? null : 5,
    ...input,
    tankLitres: input.tankLitres ?? (combustion ? 50 : null),
  }
}

/** Dimensions: [length, width, height] in mm, kerb weight in kg, cargo in litres. */
export const dims = (lengthMm: number, widthMm: number, heightMm: number, kerbKg: number, cargoLitres: number) => ({
  lengthMm,
  widthMm,
  heightMm,
  kerbKg,
  cargoLitres,
})

/** The model's name as the market's dealers write it. */
export function modelName(model: Model, lang: Lang): string {
  return model.localNames?.[lang] ?? model.name
}

/** Van trims are written in Swedish in the catalogue; other markets get their own word for 'panel van'. */
const VAN_WORDS: Record<Lang, string> = {
  sv: 'Skåp',
  nb: 'Varebil',
  fi: 'Umpipakettiauto',
  sk: 'Skriňa',
  en: 'Panel Van',
}

export function trimName(trim: Trim, lang: Lang): string {
  return lang === 'sv' ? trim.name : trim.name.replace(/^Skåp\b/, VAN_WORDS[lang])
}
