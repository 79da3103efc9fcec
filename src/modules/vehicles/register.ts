import type { Car } from '@/modules/workshop/types'

/**
 * The demo vehicle register: what a plate is (make, model, year), as the embedded workshop
 * scheduler's car lookup and the sell-car valuation (modules/vehicles/valuation) both read it. The named plates are the demo's and the tests'
 * fixtures; any other well-formed plate is a car made up from the plate (so load tests and
 * parallel tests each have plates of their own), except plates starting with ZZZ, which are never
 * found (ZZZ999 is the "no such car" fixture).
 */

/** Brands booked through their own importer's site: the car is known but not bookable here. */
export const UNSUPPORTED_BRANDS = ['BMW', 'MINI', 'Porsche', 'IVECO'] as const
/** Brands no workshop of the group services at all. */
export const NOT_SERVICED_BRANDS = ['Ferrari', 'Lamborghini'] as const

const FIXTURES: Record<string, Omit<Car, 'registrationNumber' | 'isSupported'>> = {
  ABC123: { brand: 'Volvo', model: 'XC60', buildYear: 2021, hasServiceAgreement: true },
  DEF456: { brand: 'Kia', model: 'Niro', buildYear: 2019, hasServiceAgreement: false },
  GHJ789: { brand: 'Tesla', model: 'Model 3', buildYear: 2022, hasServiceAgreement: false },
  JKL012: { brand: 'BMW', model: 'X3', buildYear: 2020, hasServiceAgreement: false },
  MNO345: { brand: 'Ferrari', model: '296 GTB', buildYear: 2023, hasServiceAgreement: false },
  PQR678: { brand: 'MINI', model: 'Cooper', buildYear: 2018, hasServiceAgreement: false },
  STU901: { brand: 'Porsche', model: 'Taycan', buildYear: 2021, hasServiceAgreement: false },
  VWX234: { brand: 'IVECO', model: 'Daily', buildYear: 2017, hasServiceAgreement: false },
}

const GENERATED: readonly { brand: string; model: string }[] = [
  { brand: 'Volvo', model: 'V60' },
  { brand: 'Volvo', model: 'XC40' },
  { brand: 'Kia', model: 'Ceed' },
  { brand: 'Volkswagen', model: 'Golf' },
  { brand: 'Toyota', model: 'RAV4' },
  { brand: 'Ford', model: 'Kuga' },
  { brand: 'Audi', model: 'A4' },
  { brand: 'Renault', model: 'Clio' },
  { brand: 'Mercedes-Benz', model: 'C-Klass' },
]

export function hashOf(text: string): number {
  let h = 2166136261
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i)
    h = Math.imul(h, 16777619)
  }
  return h >>> 0
}

export type VehicleLookup =
  { kind: 'found'; car: Car } | { kind: 'not_found' } | { kind: 'brand_not_supported'; brand: string }

export type RegisteredVehicle = Omit<Car, 'registrationNumber' | 'isSupported'>

/** The register's entry of a normalised plate (modules/workshop/plates), or null for a ZZZ plate. */
export function registeredVehicle(plate: string): RegisteredVehicle | null {
  if (plate.startsWith('ZZZ')) return null
  return (
    FIXTURES[plate] ?? {
      ...GENERATED[hashOf(plate) % GENERATED.length]!,
      buildYear: 2010 + (hashOf(`${plate}:year`) % 15),
      hasServiceAgreement: hashOf(`${plate}:agreement`) % 3 === 0,
    }
  )
}

/** The workshop's lookup: `plate` is already normalised (modules/workshop/plates). */
export function lookupVehicle(plate: string): VehicleLookup {
  const base = registeredVehicle(plate)
  if (!base) return { kind: 'not_found' }
  if ((NOT_SERVICED_BRANDS as readonly string[]).includes(base.brand)) {
    return { kind: 'brand_not_supported', brand: base.brand }
  }
  return {
    kind: 'found',
    car: {
      registrationNumber: plate,
      isSupported: !(UNSUPPORTED_BRANDS as readonly string[]).includes(base.brand),
      ...base,
    },
  }
}
