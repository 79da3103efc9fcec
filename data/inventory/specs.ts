import type { Lang } from '../seed-types'
import type { TechnicalSpec } from '../../src/modules/search/documents'
import type { Model, Powertrain } from './catalogue'
import { formatsFor, KM_PER_MILE, MARKETS, type CountryCode } from './markets'

/**
 * The technical specifications of a car (TECHNICAL_SPECS): a number for filtering and sorting
 * in one unit everywhere (mm, kg, litres, s, g/km, l/100 km, km, kWh/100 km, kW, kWh, hp), and
 * a `_text` in the market's language and units (UK range in miles, consumption in mpg).
 */

export type Specs = { [K in TechnicalSpec]: number | null } & { [K in TechnicalSpec as `${K}_text`]: string | null }

const COUNT_WORDS: Record<Lang, { seats: string; doors: string; stars: string }> = {
  sv: { seats: 'platser', doors: 'dörrar', stars: 'stjärnor' },
  nb: { seats: 'seter', doors: 'dører', stars: 'stjerner' },
  fi: { seats: 'istuinta', doors: 'ovea', stars: 'tähteä' },
  sk: { seats: 'miest', doors: 'dverí', stars: 'hviezdičiek' },
  en: { seats: 'seats', doors: 'doors', stars: 'stars' },
}

/** Metric horsepower per kW: what Nordic and UK dealers quote as hk, hv, k and PS. */
const PS_PER_KW = 1.35962

const MPG_PER_L100 = 282.481

export function horsepower(kw: number): number {
  return Math.round(kw * PS_PER_KW)
}

const cache = new WeakMap<Powertrain, Map<CountryCode, Specs>>()

/** The specs of a powertrain in a market; computed once and shared (documents are never mutated). */
export function technicalSpecs(country: CountryCode, model: Model, powertrain: Powertrain): Specs {
  let byCountry = cache.get(powertrain)
  if (!byCountry) {
    byCountry = new Map()
    cache.set(powertrain, byCountry)
  }
  let specs = byCountry.get(country)
  if (!specs) {
    specs = computeSpecs(country, model, powertrain)
    byCountry.set(country, specs)
  }
  return specs
}

function computeSpecs(country: CountryCode, model: Model, powertrain: Powertrain): Specs {
  const f = formatsFor(country)
  const lang = MARKETS[country].lang
  const words = COUNT_WORDS[lang]
  const uk = country === 'GB'
  const plug = powertrain.fuel === 'electric' || powertrain.fuel === 'phev'
  const hp = horsepower(powertrain.kw)
  const weight = model.kerbKg + (powertrain.fuel === 'phev' ? 180 : 0)
  const tank = powertrain.fuel === 'electric' ? null : model.tankLitres
  const rangeKm = plug ? powertrain.rangeKm : null
  const kwh100 = plug ? powertrain.kwhPer100 : null
  const unit = (value: number | null, text: (v: number) => string) => (value === null ? null : text(value))

  const powerText: Record<Lang, string> = {
    sv: `${hp} hk (${powertrain.kw} kW)`,
    nb: `${hp} hk (${powertrain.kw} kW)`,
    fi: `${hp} hv (${powertrain.kw} kW)`,
    sk: `${powertrain.kw} kW (${hp} k)`,
    en: `${hp} PS (${powertrain.kw} kW)`,
  }

  return {
    car_seats: model.seats,
    car_seats_text: `${model.seats} ${words.seats}`,
    car_doors: model.doors,
    car_doors_text: `${model.doors} ${words.doors}`,
    car_length: model.lengthMm,
    car_length_text: `${f.number(model.lengthMm)} mm`,
    car_width: model.widthMm,
    car_width_text: `${f.number(model.widthMm)} mm`,
    car_height: model.heightMm,
    car_height_text: `${f.number(model.heightMm)} mm`,
    car_weight: weight,
    car_weight_text: `${f.number(weight)} kg`,
    car_cargo_volume: model.cargoLitres,
    car_cargo_volume_text: `${f.number(model.cargoLitres)} l`,
    car_tank_volume: tank,
    car_tank_volume_text: unit(tank, (v) => `${f.number(v)} l`),
    car_acceleration: powertrain.accel,
    car_acceleration_text: `${f.number(powertrain.accel, 1)} s`,
    car_ncap_stars: model.ncapStars,
    car_ncap_stars_text: unit(model.ncapStars, (v) => `${v} ${words.stars}`),
    car_co2_emissions: powertrain.co2,
    car_co2_emissions_text: `${f.number(powertrain.co2)} g/km`,
    car_fuel_consumption: powertrain.litres,
    car_fuel_consumption_text: unit(powertrain.litres, (v) =>
      uk ? `${f.number(MPG_PER_L100 / v, 1)} mpg` : `${f.number(v, 1)} l/100 km`,
    ),
    car_electric_range: rangeKm,
    car_electric_range_text: unit(rangeKm, (v) =>
      uk ? `${f.number(Math.round(v / KM_PER_MILE))} miles` : `${f.number(v)} km`,
    ),
    car_electric_consumption: kwh100,
    car_electric_consumption_text: unit(kwh100, (v) =>
      uk ? `${f.number(100 / KM_PER_MILE / v, 1)} mi/kWh` : `${f.number(v, 1)} kWh/100 km`,
    ),
    car_ac_charging_kw: plug ? powertrain.acKw : null,
    car_ac_charging_kw_text: plug ? unit(powertrain.acKw, (v) => `${f.number(v, v % 1 ? 1 : 0)} kW`) : null,
    car_dc_charging_kw: plug ? powertrain.dcKw : null,
    car_dc_charging_kw_text: plug ? unit(powertrain.dcKw, (v) => `${f.number(v)} kW`) : null,
    car_battery_kwh: plug ? powertrain.batteryKwh : null,
    car_battery_kwh_text: plug ? unit(powertrain.batteryKwh, (v) => `${f.number(v, v % 1 ? 1 : 0)} kWh`) : null,
    car_power: hp,
    car_power_text: powerText[lang],
  }
}
