import type { Lang } from '../sites/languages'
import { valueName } from './value-names'
import type { Car } from '../search/documents'
import { toCarCard, type CardOptions } from './card-document'
import {
  compareRows,
  formatFirstRegistration,
  toCompareItem,
  type CompareCar,
  type OverviewRowKey,
  type TechnicalRowKey,
} from './compare'

/** Comparison columns built from search documents, on the server (the compare API). */

/** The document fields the comparison reads; compare searches ask for these only. */
export const COMPARE_FIELDS = [
  'car_id',
  'slug',
  'car_brand',
  'car_model',
  'car_version',
  'car_year',
  'car_firstregistration',
  'car_mileage',
  'car_mileage_text',
  'car_fuel',
  'car_gearbox',
  'car_drive',
  'car_body',
  'car_color',
  'car_price',
  'car_price_text',
  'car_campaign_price',
  'car_campaign_price_text',
  'car_has_campaign_price',
  'car_vehicle_type_code',
  'car_primary_image',
  'car_equipment',
  'car_power',
  'car_power_text',
  'car_seats',
  'car_seats_text',
  'car_doors',
  'car_doors_text',
  'car_length_text',
  'car_width_text',
  'car_height_text',
  'car_weight',
  'car_weight_text',
  'car_cargo_volume',
  'car_cargo_volume_text',
  'car_tank_volume',
  'car_tank_volume_text',
  'car_acceleration',
  'car_acceleration_text',
  'car_ncap_stars',
  'car_ncap_stars_text',
  'car_co2_emissions',
  'car_co2_emissions_text',
  'car_fuel_consumption',
  'car_fuel_consumption_text',
  'car_electric_range',
  'car_electric_range_text',
  'car_electric_consumption',
  'car_electric_consumption_text',
  'car_ac_charging_kw',
  'car_ac_charging_kw_text',
  'car_dc_charging_kw',
  'car_dc_charging_kw_text',
  'car_battery_kwh',
  'car_battery_kwh_text',
] as const satisfies readonly (keyof Car)[]

type CompareField = (typeof COMPARE_FIELDS)[number]
type Doc = Record<string, unknown>

// Documents come from our own index, but are read leniently (as cards are): an odd feed value
// shows as a gap in its row rather than losing the car.
function text(doc: Doc, field: CompareField): string | null {
  const value = doc[field]
  return typeof value === 'string' && value.trim() !== '' ? value : null
}

function number(doc: Doc, field: CompareField): number | null {
  const value = doc[field]
  return typeof value === 'number' && Number.isFinite(value) ? value : null
}

/** '4 440 mm × 1 873 mm × 1 651 mm' reads as '4 440 × 1 873 × 1 651 mm' when the units agree. */
function dimensions(length: string | null, width: string | null, height: string | null): string | null {
  if (!length || !width || !height) return null
  const parts = [length, width, height].map((part) => /^(.*\S)\s+(\D+)$/.exec(part.trim()))
  const units = parts.map((part) => part?.[2])
  if (parts.every((part) => part) && units.every((unit) => unit === units[0])) {
    return `${parts.map((part) => part?.[1]).join(' × ')} ${units[0]}`
  }
  return `${length} × ${width} × ${height}`
}

export type CompareBuildOptions = {
  /** how the column's summary is built: the card's link and disclosed monthly figure */
  card: CardOptions
  lang: Lang
}

/** A search document as a comparison column; null for a document without an id. */
export function toCompareCar(doc: Doc, { card: cardOptions, lang }: CompareBuildOptions): CompareCar | null {
  // The feed writes these in its market's language; the page names them in its own.
  const named = (field: CompareField) => {
    const value = text(doc, field)
    return value ? (valueName(field, value, lang) ?? value) : value
  }
  // The summary (price, campaign, VAT, link, monthly figure) follows the card's rules exactly.
  const card = toCarCard(doc, cardOptions)
  if (!card) return null
  const year = card.year
  const spec = (field: CompareField & `${string}_text`, numeric: CompareField | null) =>
    [text(doc, field), numeric ? number(doc, numeric) : null] as const

  return {
    ...toCompareItem(card),
    title: `${card.brand} ${card.model}`.trim(),
    priceValue: card.campaign
      ? (number(doc, 'car_campaign_price') ?? number(doc, 'car_price'))
      : number(doc, 'car_price'),
    overview: compareRows<OverviewRowKey>([
      ['modelYear', year === null ? null : String(year), year],
      ['firstRegistration', formatFirstRegistration(text(doc, 'car_firstregistration'), lang), null],
      ['mileage', text(doc, 'car_mileage_text'), number(doc, 'car_mileage')],
      ['fuel', named('car_fuel'), null],
      ['gearbox', named('car_gearbox'), null],
      ['drive', named('car_drive'), null],
      ['body', named('car_body'), null],
      ['colour', named('car_color'), null],
      ['power', ...spec('car_power_text', 'car_power')],
    ]),
    technical: compareRows<TechnicalRowKey>([
      ['seats', ...spec('car_seats_text', 'car_seats')],
      ['doors', ...spec('car_doors_text', 'car_doors')],
      [
        'dimensions',
        dimensions(text(doc, 'car_length_text'), text(doc, 'car_width_text'), text(doc, 'car_height_text')),
        null,
      ],
      ['weight', ...spec('car_weight_text', 'car_weight')],
      ['cargo', ...spec('car_cargo_volume_text', 'car_cargo_volume')],
      ['tank', ...spec('car_tank_volume_text', 'car_tank_volume')],
      ['acceleration', ...spec('car_acceleration_text', 'car_acceleration')],
      ['ncap', ...spec('car_ncap_stars_text', 'car_ncap_stars')],
      ['emissions', ...spec('car_co2_emissions_text', 'car_co2_emissions')],
      ['fuelConsumption', ...spec('car_fuel_consumption_text', 'car_fuel_consumption')],
      ['electricRange', ...spec('car_electric_range_text', 'car_electric_range')],
      ['electricConsumption', ...spec('car_electric_consumption_text', 'car_electric_consumption')],
      ['acCharging', ...spec('car_ac_charging_kw_text', 'car_ac_charging_kw')],
      ['dcCharging', ...spec('car_dc_charging_kw_text', 'car_dc_charging_kw')],
      ['battery', ...spec('car_battery_kwh_text', 'car_battery_kwh')],
    ]),
    equipment: Array.isArray(doc.car_equipment)
      ? [...new Set(doc.car_equipment.filter((item): item is string => typeof item === 'string' && item !== ''))]
      : [],
    detailed: true,
  }
}
