import { z } from 'zod'

/**
 * The locator's locations (spec 1 section 3, Location): dealers, charging points and F-150
 * dealers on one map. The shapes here are what the API answers and the list shows.
 */

export const LOCATION_TYPES = ['Location', 'ChargingPoint', 'F150Location'] as const
export type LocationType = (typeof LOCATION_TYPES)[number]
export const isLocationType = (value: unknown): value is LocationType =>
  typeof value === 'string' && (LOCATION_TYPES as readonly string[]).includes(value)

/** Connector icons of a charger option (spec: CCS1, CCS2; Type 2 added for AC chargers). */
export const CONNECTORS = ['CCS2', 'CCS1', 'Type2'] as const
export type Connector = (typeof CONNECTORS)[number]

/** The minimum-power chips, in kW. */
export const MIN_POWERS = [50, 150, 300] as const
export type MinPower = (typeof MIN_POWERS)[number]

export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const
export type Weekday = (typeof WEEKDAYS)[number]

export const DISTANCE_UNITS = ['km', 'mi'] as const
export type DistanceUnit = (typeof DISTANCE_UNITS)[number]

const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/

export const openingRowSchema = z.object({
  day: z.enum(WEEKDAYS),
  open: z.string().regex(HH_MM, 'HH:MM'),
  close: z.string().regex(HH_MM, 'HH:MM'),
})
export type OpeningRow = z.infer<typeof openingRowSchema>

export const chargerOptionSchema = z.object({
  id: z.string().trim().min(1, 'is required'),
  amount: z.number().int().min(1, 'at least 1').max(999),
  icon: z.enum(CONNECTORS),
  /** Charging power in watts (150 kW: 150000). */
  watts: z.number().int().min(1000, 'at least 1 kW').max(1_000_000, 'at most 1 MW'),
})
export type ChargerOption = z.infer<typeof chargerOptionSchema>

export type Distance = { value: number; unit: DistanceUnit }

/** A location that may be shown: every rule of `readLocation` holds. */
export type Location = {
  id: string
  locationType: LocationType
  name: string
  city: string
  address: string
  zip: string
  lat: number
  lng: number
  info?: string
  /** The dealer page on this site, a path ('/anlaggningar/hedin-bil-uppsala'). */
  dealerPath?: string
  open24h: boolean
  openingHours: OpeningRow[]
  chargerOptions?: ChargerOption[]
  email?: string[]
  phone?: string[]
  webpage?: string[]
  distance?: Distance
}

/** The kW a charger option gives, for the list ('150 kW'). */
export const kilowatts = (option: Pick<ChargerOption, 'watts'>): number => Math.round(option.watts / 1000)
