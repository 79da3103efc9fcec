/**
 * The summary's total (spec 3 section 9): the sum of the chosen prices, times the units for
 * unit-priced items; prices not known count nothing. Shown in kr, Swedish format.
 */

export type PricedSelection = { price: number; priceKnown: boolean; unit?: number | null }

export function bookingTotal(selections: Iterable<PricedSelection>): number {
  let total = 0
  for (const s of selections) {
    if (!s.priceKnown) continue
    const units = s.unit && s.unit > 0 ? s.unit : 1
    total += s.price * units
  }
  return Math.round(total)
}

const KR = new Intl.NumberFormat('sv-SE', { maximumFractionDigits: 0 })

/** '12 345 kr' with the Swedish group separator (a no-break space). */
export function formatKr(amount: number): string {
  return `${KR.format(amount)} kr`
}
