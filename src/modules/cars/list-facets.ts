import type { DictionaryKey } from '../content/dictionary'
import type { Facet, HistogramValue, ListFacetValue } from '../search/contract'
import { BUYER_EQUIPMENT_VALUES } from '../search/equipment'
import { HIERARCHY_SEPARATOR, NEGATION_SUFFIX } from '../search/fields'
import type { Lang } from '../sites/languages'
import { VALUE_NAMES, valueName, valueNamesFor } from './value-names'
import { BRAND_MODEL_FACET, BRAND_PARAM, MODEL_PARAM, paramKind, type ListState } from './list-state'

/**
 * How the filter panel presents the search service's facets: titles, value names, number
 * formats, and which URL parameter each facet writes. The panel shows the facets in this order.
 */

export type RangeFormat = 'money' | 'number' | 'year'

export type FacetDefinition = {
  facet: string
  param: string
  label: DictionaryKey
  format?: RangeFormat
  /** dictionary keys of coded values, e.g. car_is_used 'true' */
  values?: Record<string, DictionaryKey>
  /** only these values are offered (the equipment buyers ask for, of the dozens cars list) */
  only?: readonly string[]
}

export const PANEL_FACETS: readonly FacetDefinition[] = [
  { facet: BRAND_MODEL_FACET, param: BRAND_PARAM, label: 'facetBrand' },
  {
    facet: 'car_is_used',
    param: 'car_is_used',
    label: 'facetCondition',
    values: { true: 'conditionUsed', false: 'conditionNew' },
  },
  { facet: 'car_price', param: 'car_price', label: 'facetPrice', format: 'money' },
  { facet: 'car_loan_monthly_cost', param: 'car_loan_monthly_cost', label: 'facetMonthlyCost', format: 'money' },
  {
    facet: 'car_privateleasing_monthly_cost',
    param: 'car_privateleasing_monthly_cost',
    label: 'financePrivateLeasing',
    format: 'money',
  },
  {
    facet: 'car_companyleasing_monthly_cost',
    param: 'car_companyleasing_monthly_cost',
    label: 'financeCompanyLeasing',
    format: 'money',
  },
  { facet: 'car_campaign_price', param: 'car_campaign_price', label: 'campaignPrice', format: 'money' },
  { facet: 'car_year', param: 'car_year', label: 'facetYear', format: 'year' },
  { facet: 'car_mileage', param: 'car_mileage', label: 'facetMileage', format: 'number' },
  { facet: 'car_body', param: 'car_body', label: 'facetBody' },
  { facet: 'car_fuel', param: 'car_fuel', label: 'facetFuel' },
  { facet: 'car_gearbox', param: 'car_gearbox', label: 'facetGearbox' },
  { facet: 'car_drive', param: 'car_drive', label: 'facetDrive' },
  { facet: 'car_power', param: 'car_power', label: 'facetPower', format: 'number' },
  { facet: 'car_equipment', param: 'car_equipment', label: 'facetEquipment', only: BUYER_EQUIPMENT_VALUES },
  { facet: 'car_seats', param: 'car_seats', label: 'facetSeats' },
  { facet: 'car_electric_range', param: 'car_electric_range', label: 'facetElectricRange', format: 'number' },
  { facet: 'car_battery_kwh', param: 'car_battery_kwh', label: 'facetBattery', format: 'number' },
  { facet: 'car_color', param: 'car_color', label: 'facetColour' },
  { facet: 'car_site_city', param: 'car_site_city', label: 'facetCity' },
  { facet: 'car_campaigns', param: 'car_campaigns', label: 'facetCampaign' },
]

/** Other filters a link may set (the seeded quick links do) get a title in the chips. */
const EXTRA_LABELS: Record<string, DictionaryKey> = {
  [MODEL_PARAM]: 'facetModel',
  car_site_region: 'facetRegion',
  car_site_name: 'facetDealer',
  car_vehicle_type_code: 'facetVehicleType',
}

const VEHICLE_TYPES: Record<string, DictionaryKey> = { PC: 'vehicleTypeCar', LCV: 'vehicleTypeVan' }

/** A facet ready for the panel: titles and value names resolved, counts from the search. */
export type PanelFacet =
  | {
      kind: 'list'
      param: string
      label: string
      /** for the brand > model facet: the models' parameter */
      childParam?: string
      values: PanelValue[]
    }
  | { kind: 'range'; param: string; label: string; format: RangeFormat; bounds: HistogramValue }

export type PanelValue = { value: string; label: string; count: number; children?: PanelValue[] }

type Translate = (key: DictionaryKey) => string

/** A feed value's name on the page: the definition's dictionary key, else the value's name in the page's language. */
type ValueLabel = (value: string) => string

function listValues(values: readonly ListFacetValue[], label: ValueLabel, parent?: string): PanelValue[] {
  return values.map((entry) => ({
    value: parent === undefined ? entry.text : `${parent}${HIERARCHY_SEPARATOR}${entry.text}`,
    label: parent === undefined ? label(entry.text) : entry.text,
    count: entry.count,
    ...(entry.children?.length ? { children: listValues(entry.children, label, entry.text) } : {}),
  }))
}

/**
 * The panel's facets in display order. Facets fixed by the block's preset are left out, as are
 * lists with nothing to choose and ranges over no cars.
 */
export function panelFacets(
  facets: readonly Facet[],
  t: Translate,
  hidden: readonly string[] = [],
  definitions: readonly FacetDefinition[] = PANEL_FACETS,
  hierarchy: { facet: string; child: string } = { facet: BRAND_MODEL_FACET, child: MODEL_PARAM },
  lang?: Lang,
): PanelFacet[] {
  const byName = new Map(facets.map((facet) => [facet.name, facet]))
  const panel: PanelFacet[] = []
  for (const definition of definitions) {
    if (hidden.includes(definition.param)) continue
    const facet = byName.get(definition.facet)
    if (!facet) continue
    if (facet.type === 'histogram') {
      if (facet.value.count === 0 || facet.value.min === facet.value.max) continue
      panel.push({
        kind: 'range',
        param: definition.param,
        label: t(definition.label),
        format: definition.format ?? 'number',
        bounds: facet.value,
      })
    } else {
      const offered = definition.only
        ? facet.value.filter((value) => definition.only!.includes(value.text))
        : facet.value
      if (offered.length === 0) continue
      panel.push({
        kind: 'list',
        param: definition.param,
        label: t(definition.label),
        ...(definition.facet === hierarchy.facet ? { childParam: hierarchy.child } : {}),
        values: listValues(offered, (value) => {
          const key = definition.values?.[value]
          if (key) return t(key)
          return (lang && valueName(definition.facet, value, lang)) || value
        }),
      })
    }
  }
  return panel
}

export type ActiveChip = { param: string; value: string; label: string }

/** The words chips are made of, resolved on the server so the browser needs no dictionary. */
export type ChipLabels = {
  titles: Record<string, string>
  values: Record<string, Record<string, string>>
  formats: Record<string, RangeFormat>
}

export function chipLabels(t: Translate, lang?: Lang): ChipLabels {
  const titles: Record<string, string> = {}
  const values: Record<string, Record<string, string>> = {}
  const formats: Record<string, RangeFormat> = {}
  for (const definition of PANEL_FACETS) {
    titles[definition.param] = t(definition.label)
    if (definition.format) formats[definition.param] = definition.format
    if (definition.values) {
      values[definition.param] = Object.fromEntries(
        Object.entries(definition.values).map(([value, key]) => [value, t(key)]),
      )
    } else if (lang && VALUE_NAMES[definition.facet]) {
      values[definition.param] = valueNamesFor(definition.facet, lang)
    }
  }
  for (const [param, key] of Object.entries(EXTRA_LABELS)) titles[param] = t(key)
  values.car_vehicle_type_code = Object.fromEntries(
    Object.entries(VEHICLE_TYPES).map(([value, key]) => [value, t(key)]),
  )
  return { titles, values, formats }
}

export type NumberFormatter = { money: (n: number) => string; number: (n: number) => string }

/** Formats a range bound as its facet shows it: money, a year, or a plain number. */
export function formatBound(format: RangeFormat | undefined, n: number, formatter: NumberFormatter): string {
  if (format === 'money') return formatter.money(n)
  if (format === 'year') return String(n)
  return formatter.number(n)
}

/** One chip per chosen value; a range is one chip. Brands and models read as themselves. */
export function activeChips(state: ListState, labels: ChipLabels, formatter: NumberFormatter): ActiveChip[] {
  const chips: ActiveChip[] = []
  for (const [param, values] of Object.entries(state.filters)) {
    const negated = param.endsWith(NEGATION_SUFFIX)
    const name = negated ? param.slice(0, -NEGATION_SUFFIX.length) : param
    const title = labels.titles[name] ?? name
    if (paramKind(param) === 'range') {
      const [low, high] = values.map(Number) as [number, number]
      const show = (n: number) => formatBound(labels.formats[name], n, formatter)
      chips.push({ param, value: values.join('-'), label: `${title}: ${show(low)} – ${show(high)}` })
      continue
    }
    for (const value of values) {
      const text = labels.values[name]?.[value] ?? value.split(HIERARCHY_SEPARATOR).join(' ')
      const label = negated
        ? `${title}: ≠ ${text}`
        : name === BRAND_PARAM || name === MODEL_PARAM
          ? text
          : `${title}: ${text}`
      chips.push({ param, value, label })
    }
  }
  return chips
}

/** Spec 2 section 9: a histogram's step is about 1/100 of its range, rounded to 1, 2 or 5 x 10^n. */
export function rangeStep(min: number, max: number): number {
  const raw = (max - min) / 100
  if (!(raw > 1)) return 1
  const magnitude = 10 ** Math.floor(Math.log10(raw))
  const scaled = raw / magnitude
  return (scaled <= 1 ? 1 : scaled <= 2 ? 2 : scaled <= 5 ? 5 : 10) * magnitude
}
