import type { Fuel } from './catalogue'
import type { CountryCode } from './markets'
import type { Random } from './random'

/**
 * Registration numbers in each country's format and VINs with a valid check digit, so search by
 * plate and the VIN field of the structured data look like the real thing.
 */

const letters = (random: Random, alphabet: string, count: number) =>
  Array.from({ length: count }, () => alphabet.charAt(random.int(0, alphabet.length - 1))).join('')
const digits = (random: Random, count: number) => Array.from({ length: count }, () => random.int(0, 9)).join('')

/** Sweden leaves out I, Q, V, Å, Ä and Ö (too easily confused). */
const SE_LETTERS = 'ABCDEFGHJKLMNOPRSTUWXYZ'
const LATIN = 'ABCDEFGHJKLMNOPRSTUVWXYZ'
/** Norway's electric cars get plates starting with E. */
const NO_EV_PREFIXES = ['EL', 'EK', 'EV', 'EB', 'EC', 'ED', 'EE', 'EF', 'EH', 'EJ']
const NO_PREFIXES = ['AB', 'BR', 'DN', 'DR', 'KH', 'NF', 'PR', 'RF', 'SV', 'TA', 'UE', 'VH', 'ZH', 'KJ', 'CV']
/** UK plates use neither I nor Q; Z only in the random letters. */
const UK_LETTERS = 'ABCDEFGHJKLMNOPRSTUVWXY'

export type PlateInput = {
  country: CountryCode
  fuel: Fuel
  /** Site's plate prefix: Slovak district ('BA') or UK region letter ('L'). */
  prefix: string | undefined
  firstRegistration: Date
}

/** 'ABC 12D' (SE), 'EB 12345' (NO), 'ABC-123' (FI), 'BA-123AB' (SK), 'LA21 XYZ' (GB). */
export function registrationNumber(random: Random, input: PlateInput): string {
  switch (input.country) {
    case 'SE': {
      const last = random.chance(0.5) ? digits(random, 1) : letters(random, SE_LETTERS.replace('O', ''), 1)
      return `${letters(random, SE_LETTERS, 3)} ${digits(random, 2)}${last}`
    }
    case 'NO':
      return `${random.pick(input.fuel === 'electric' ? NO_EV_PREFIXES : NO_PREFIXES)} ${random.int(10000, 99999)}`
    case 'FI':
      return `${letters(random, LATIN, 3)}-${random.int(1, 999)}`
    case 'SK':
      return `${input.prefix ?? 'BA'}-${digits(random, 3)}${letters(random, LATIN, 2)}`
    case 'GB':
      return `${input.prefix ?? 'L'}${letters(random, UK_LETTERS, 1)}${ukAgeIdentifier(input.firstRegistration)} ${letters(random, UK_LETTERS + 'Z', 3)}`
  }
}

/** UK age identifier: '24' for March-August 2024, '74' for September 2024-February 2025. */
export function ukAgeIdentifier(date: Date): string {
  const year = date.getUTCFullYear() % 100
  const month = date.getUTCMonth() + 1
  if (month >= 3 && month < 9) return String(year).padStart(2, '0')
  return String((month >= 9 ? year : year - 1) + 50)
}

const VIN_CHARS = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789'
const VIN_VALUES: Record<string, number> = Object.fromEntries(
  [...'0123456789']
    .map((c, i) => [c, i] as const)
    .concat(
      [...'ABCDEFGH'].map((c, i) => [c, i + 1] as const),
      [...'JKLMN'].map((c, i) => [c, i + 1] as const),
      [['P', 7] as const, ['R', 9] as const],
      [...'STUVWXYZ'].map((c, i) => [c, i + 2] as const),
    ),
)
const VIN_WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2]
/** Model-year letters from 2010 (A) on; I, O, Q, U, Z and 0 are never used. */
const YEAR_CODES = 'ABCDEFGHJKLMNPRSTVWXY123456789'

/** A 17-character VIN: manufacturer, random descriptor, check digit (ISO 3779), model year, serial. */
export function vin(random: Random, wmi: string, modelYear: number): string {
  const descriptor = Array.from({ length: 5 }, () => VIN_CHARS.charAt(random.int(0, VIN_CHARS.length - 1))).join('')
  const year = YEAR_CODES.charAt(Math.max(0, modelYear - 2010) % YEAR_CODES.length)
  const plant = VIN_CHARS.charAt(random.int(0, VIN_CHARS.length - 1))
  const body = `${wmi}${descriptor}0${year}${plant}${digits(random, 6)}`
  let sum = 0
  for (let i = 0; i < body.length; i++) sum += (VIN_VALUES[body.charAt(i)] ?? 0) * (VIN_WEIGHTS[i] ?? 0)
  const check = sum % 11 === 10 ? 'X' : String(sum % 11)
  return `${body.slice(0, 8)}${check}${body.slice(9)}`
}
