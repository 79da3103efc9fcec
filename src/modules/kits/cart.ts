/**
 * The cart's sums (spec 3 section 9): retail prices are gross, including ALV 25.5 %. The total
 * is the sum of the gross prices; the net is the total divided by 1.255, rounded to the cent,
 * and the tax is what remains, so net + tax is always exactly the total.
 */

export const KITS_TAX_RATE_PERCENT = 25.5
/** the gross factor as an exact fraction: 1.255 = 1255 / 1000 */
const GROSS_NUMERATOR = 1000 + KITS_TAX_RATE_PERCENT * 10
const GROSS_DENOMINATOR = 1000

export type CartTotals = { netCents: number; taxCents: number; totalCents: number }

export function toCents(euros: number): number {
  return Math.round(euros * 100)
}

/** Sums of the gross prices (in euros, as the index holds them). */
export function cartTotals(grossPrices: readonly number[]): CartTotals {
  const totalCents = grossPrices.reduce((sum, price) => sum + toCents(price), 0)
  // Integer arithmetic: half a cent rounds up, as on a receipt.
  const netCents = Math.floor((totalCents * GROSS_DENOMINATOR * 2 + GROSS_NUMERATOR) / (GROSS_NUMERATOR * 2))
  return { netCents, taxCents: totalCents - netCents, totalCents }
}

/** '1 234,50 €' in fi-FI; EUR is written as the euro sign. */
export function formatCents(cents: number, locale = 'fi-FI', currency = 'EUR'): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency, currencyDisplay: 'narrowSymbol' }).format(
    cents / 100,
  )
}

/** The tax rate as the Finnish page writes it: '25,5'. */
export function formatTaxRate(locale = 'fi-FI'): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(KITS_TAX_RATE_PERCENT)
}
