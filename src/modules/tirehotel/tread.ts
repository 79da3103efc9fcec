/**
 * Tread status of a stored tyre. The legal minimum is 1.6 mm for summer tyres and 3.0 mm for
 * winter tyres in Sweden; at or below the minimum plus 1 mm the tyre is flagged (threadStatusId 1),
 * which the widget shows as the poor-tread warning.
 */

export type Season = 'summer' | 'winter'

export const LEGAL_MINIMUM_MM: Record<Season, number> = { summer: 1.6, winter: 3.0 }
export const WARNING_MARGIN_MM = 1

export function treadStatus(depthMm: number, season: Season): { id: number; message: string } {
  const minimum = LEGAL_MINIMUM_MM[season]
  if (depthMm < minimum) return { id: 1, message: `Under lagkravet ${formatMm(minimum)} – däcket bör bytas` }
  if (depthMm <= minimum + WARNING_MARGIN_MM)
    return { id: 1, message: `Nära lagkravet ${formatMm(minimum)} – byt däck snart` }
  return { id: 0, message: 'Bra mönsterdjup' }
}

/** '6,5 mm' */
export function formatMm(depth: number): string {
  return `${new Intl.NumberFormat('sv-SE', { maximumFractionDigits: 1 }).format(depth)} mm`
}

/** '225/55 R17' */
export function tyreSize(wheel: { sectionWidth: number; aspectRatio: number; rimDiameter: number }): string {
  return `${wheel.sectionWidth}/${wheel.aspectRatio} R${wheel.rimDiameter}`
}

/** '070-*** ** 67' from a Swedish mobile number: the first three and last two digits shown. */
export function obfuscatePhone(phone: string): string {
  let digits = phone.replace(/\D/g, '')
  if (digits.startsWith('46')) digits = `0${digits.slice(2)}`
  if (digits.length < 6) return '***'
  return `${digits.slice(0, 3)}-*** ** ${digits.slice(-2)}`
}
