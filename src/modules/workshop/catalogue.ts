import type { Car, OfferingCategory, ServiceOffering, UnitPrice } from './types'
import { hashOf } from '@/modules/vehicles/register'

/**
 * The embedded scheduler's catalogue: service categories and add-on groups, with list prices per
 * model class, durations, unit prices and discounts. A workshop's own price is the list price
 * times its price level; the services answer shows the median of the workshops near the visitor.
 */

export const CATEGORY_ICONS = [
  'accident',
  'other',
  'screwdriver',
  'service',
  'troubleshooting',
  'update',
  'wheel',
  'windscreen',
] as const
export type CategoryIcon = (typeof CATEGORY_ICONS)[number]

export const BASE_SERVICE = 'baseservice'
export const ORIGINAL_SERVICE = 'originalservice'
export const WHEEL_CHANGE = 'wheelchange'
/** Done by every workshop for every brand. */
export const UNIVERSAL_CODES: readonly string[] = [BASE_SERVICE, ORIGINAL_SERVICE, WHEEL_CHANGE]

export const NOT_KNOWN_PRICE_TEXT = 'Pris saknas*'

export type CatalogueItem = {
  code: string
  name: string
  description: string
  /** list price in kr for a medium car; null: not known until the workshop has seen the car */
  listPrice: number | null
  /** minutes of workshop time */
  durationMinutes: number
  allowUserInput?: boolean
  unitPrice?: UnitPrice
  /** the model classes priced alike; true: one price for every car */
  flatPrice?: boolean
  /** kr off for owners with a service agreement */
  agreementDiscount?: number
  /** the car must be at least this new */
  minBuildYear?: number
  /** brands the offering is not for */
  notForBrands?: readonly string[]
}

export type CatalogueGroup = {
  name: string
  icon: CategoryIcon
  selectionType: 'single' | null
  items: CatalogueItem[]
}

const pieces = (unit: string, abbreviation: string, minimum: number, maximum: number): UnitPrice => ({
  minimum,
  maximum,
  unit,
  unitAbbreviation: abbreviation,
  postfix: `/${abbreviation}`,
})

export const SERVICE_GROUPS: readonly CatalogueGroup[] = [
  {
    name: 'Service',
    icon: 'service',
    selectionType: null,
    items: [
      {
        code: BASE_SERVICE,
        name: 'Basservice',
        description: 'Service enligt vårt basprogram med oljebyte, filter och kontroll av bromsar och däck.',
        listPrice: 2495,
        durationMinutes: 120,
        agreementDiscount: 250,
      },
      {
        code: ORIGINAL_SERVICE,
        name: 'Originalservice',
        description: 'Service enligt tillverkarens serviceprogram; garantin behålls. Ange bilens miltal.',
        listPrice: 3995,
        durationMinutes: 180,
        agreementDiscount: 400,
        notForBrands: ['Tesla'],
      },
      {
        code: 'oilchange',
        name: 'Oljebyte',
        description: 'Byte av motorolja och oljefilter.',
        listPrice: 1295,
        durationMinutes: 60,
        notForBrands: ['Tesla'],
      },
    ],
  },
  {
    name: 'Hjul och däck',
    icon: 'wheel',
    selectionType: null,
    items: [
      {
        code: WHEEL_CHANGE,
        name: 'Hjulskifte',
        description: 'Skifte mellan sommar- och vinterhjul.',
        listPrice: 495,
        durationMinutes: 60,
        flatPrice: true,
      },
      {
        code: 'wheelalignment',
        name: 'Hjulinställning',
        description: 'Mätning och justering av hjulvinklar.',
        listPrice: 1195,
        durationMinutes: 60,
      },
    ],
  },
  {
    name: 'Felsökning',
    icon: 'troubleshooting',
    selectionType: null,
    items: [
      {
        code: 'troubleshooting',
        name: 'Felsökning',
        description: 'Beskriv vad du märkt, så felsöker verkstaden.',
        listPrice: null,
        durationMinutes: 60,
        allowUserInput: true,
      },
    ],
  },
  {
    name: 'Reparationer',
    icon: 'screwdriver',
    selectionType: null,
    items: [
      {
        code: 'brakepads',
        name: 'Byte av bromsbelägg fram',
        description: 'Nya bromsbelägg på framaxeln.',
        listPrice: 2195,
        durationMinutes: 90,
      },
      {
        code: 'wiperblades',
        name: 'Torkarblad',
        description: 'Byte av torkarblad, pris per blad.',
        listPrice: 249,
        durationMinutes: 15,
        flatPrice: true,
        unitPrice: pieces('styck', 'st', 1, 3),
      },
    ],
  },
  {
    name: 'Glas',
    icon: 'windscreen',
    selectionType: null,
    items: [
      {
        code: 'chiprepair',
        name: 'Stenskottslagning',
        description: 'Lagning av stenskott i vindrutan.',
        listPrice: 595,
        durationMinutes: 30,
        flatPrice: true,
      },
      {
        code: 'windscreenchange',
        name: 'Vindrutebyte',
        description: 'Byte av vindruta.',
        listPrice: null,
        durationMinutes: 180,
      },
    ],
  },
  {
    name: 'Skador',
    icon: 'accident',
    selectionType: null,
    items: [
      {
        code: 'damageassessment',
        name: 'Bedömning av skada',
        description: 'Verkstaden bedömer skadan och lämnar ett pris.',
        listPrice: null,
        durationMinutes: 30,
        allowUserInput: true,
      },
    ],
  },
  {
    name: 'Uppdateringar',
    icon: 'update',
    selectionType: null,
    items: [
      {
        code: 'softwareupdate',
        name: 'Mjukvaruuppdatering',
        description: 'Senaste programvaran för bilens styrenheter.',
        listPrice: 795,
        durationMinutes: 60,
        minBuildYear: 2016,
      },
    ],
  },
  {
    name: 'Övrigt',
    icon: 'other',
    selectionType: null,
    items: [
      {
        code: 'acservice',
        name: 'AC-service',
        description: 'Kontroll och påfyllning av AC-systemet.',
        listPrice: 1495,
        durationMinutes: 60,
      },
      {
        code: 'otherwork',
        name: 'Annat arbete',
        description: 'Beskriv vad du vill ha hjälp med.',
        listPrice: null,
        durationMinutes: 60,
        allowUserInput: true,
      },
    ],
  },
]

export const ADDON_GROUPS: readonly CatalogueGroup[] = [
  {
    name: 'Tvätt',
    icon: 'other',
    selectionType: 'single',
    items: [
      {
        code: 'washexterior',
        name: 'Utvändig tvätt',
        description: '',
        listPrice: 295,
        durationMinutes: 0,
        flatPrice: true,
      },
      {
        code: 'washfull',
        name: 'Invändig och utvändig tvätt',
        description: '',
        listPrice: 795,
        durationMinutes: 0,
        flatPrice: true,
      },
    ],
  },
  {
    name: 'Mobilitet',
    icon: 'other',
    selectionType: 'single',
    items: [
      {
        code: 'loancar',
        name: 'Lånebil',
        description: 'Lånebil under dagen.',
        listPrice: 395,
        durationMinutes: 0,
        flatPrice: true,
      },
      {
        code: 'shuttle',
        name: 'Skjuts till jobbet',
        description: '',
        listPrice: 0,
        durationMinutes: 0,
        flatPrice: true,
      },
    ],
  },
  {
    name: 'Tillbehör',
    icon: 'screwdriver',
    selectionType: null,
    items: [
      { code: 'cabinfilter', name: 'Kupéfilter', description: '', listPrice: 495, durationMinutes: 15 },
      {
        code: 'washerfluid',
        name: 'Spolarvätska',
        description: 'Pris per liter.',
        listPrice: 39,
        durationMinutes: 0,
        flatPrice: true,
        unitPrice: pieces('liter', 'l', 1, 5),
      },
    ],
  },
]

const ALL_ITEMS = new Map<string, { item: CatalogueItem; group: CatalogueGroup; addon: boolean }>()
for (const group of SERVICE_GROUPS)
  for (const item of group.items) ALL_ITEMS.set(item.code, { item, group, addon: false })
for (const group of ADDON_GROUPS) for (const item of group.items) ALL_ITEMS.set(item.code, { item, group, addon: true })

export const ALL_CODES: readonly string[] = [...ALL_ITEMS.keys()]

export function catalogueItem(code: string) {
  return ALL_ITEMS.get(code)
}

/** Model class price factor: small cars cost less, large SUVs and electric more. */
export function modelClassFactor(car: Pick<Car, 'brand' | 'model'>): number {
  const model = car.model.toUpperCase()
  if (/^XC9|^X5|^Q7|^EX9|RAV4|KUGA|DAILY/.test(model)) return 1.25
  if (/^XC6|^XC4|^X3|NIRO|MODEL|TAYCAN|^C-/.test(model)) return 1.1
  if (/CLIO|CEED|COOPER|POLO/.test(model)) return 0.9
  return 1
}

/** A workshop's price level, 0.9-1.15, from its department id. */
export function priceLevel(departmentId: string): number {
  return 0.9 + (hashOf(`price:${departmentId}`) % 26) / 100
}

/** Whether a workshop does a catalogue code: every one does the universal codes, most do the rest. */
export function workshopDoes(departmentId: string, code: string): boolean {
  if (UNIVERSAL_CODES.includes(code)) return true
  if (!ALL_ITEMS.has(code)) return false
  return hashOf(`${departmentId}:${code}`) % 5 !== 0
}

const round10 = (n: number) => Math.round(n / 10) * 10

/** The item's price for a car at a price level (1 = list), or null when not known. */
export function itemPrice(item: CatalogueItem, car: Pick<Car, 'brand' | 'model'>, level: number): number | null {
  if (item.listPrice === null) return null
  if (item.flatPrice) return item.listPrice
  return round10(item.listPrice * modelClassFactor(car) * level)
}

export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null
  const sorted = [...values].sort((a, b) => a - b)
  const mid = sorted.length >> 1
  return sorted.length % 2 ? sorted[mid]! : Math.round((sorted[mid - 1]! + sorted[mid]!) / 2)
}

function isAvailableFor(item: CatalogueItem, car: Car): boolean {
  if (item.notForBrands?.includes(car.brand)) return false
  if (item.minBuildYear && car.buildYear < item.minBuildYear) return false
  return true
}

/**
 * The categories as the services (or add-ons) answer shows them for a car, priced at the median of
 * `levels` (the price levels of the workshops near the visitor that do the item).
 */
export function offeringsFor(
  groups: readonly CatalogueGroup[],
  car: Car,
  levelsFor: (code: string) => readonly number[],
): OfferingCategory[] {
  return groups.map((group) => ({
    name: group.name,
    icon: group.icon,
    selectionType: group.selectionType,
    offerings: group.items.map((item): ServiceOffering => {
      const levels = levelsFor(item.code)
      const price = median(levels.map((level) => itemPrice(item, car, level) ?? 0).filter((p) => p > 0))
      const known = item.listPrice !== null && (price !== null || item.listPrice === 0)
      // The price to pay: an owner with a service agreement pays the discount less.
      const discount = known && car.hasServiceAgreement ? (item.agreementDiscount ?? 0) : 0
      return {
        code: item.code,
        name: item.name,
        price: known ? Math.max(0, (price ?? 0) - discount) : 0,
        priceKnown: known,
        notKnownPriceText: known ? '' : NOT_KNOWN_PRICE_TEXT,
        priceDiscount: discount,
        description: item.description,
        isAvailable: isAvailableFor(item, car),
        category: group.name,
        allowUserInput: Boolean(item.allowUserInput),
        unitPrice: item.unitPrice ?? null,
      }
    }),
  }))
}

/** Minutes of workshop time the chosen codes take. */
export function durationOf(codes: readonly string[]): number {
  return codes.reduce((sum, code) => sum + (ALL_ITEMS.get(code)?.item.durationMinutes ?? 0), 0)
}
