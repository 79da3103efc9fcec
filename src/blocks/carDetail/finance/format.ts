/** Money and rates in the site's locale; browser-safe, so the client panels build their own. */
export type FinanceFormats = {
  /** whole currency units, e.g. '402 900 kr', '£27,995' */
  money: (value: number) => string
  /** a rate given in percent, two decimals, e.g. 5.95 -> '5,95 %' */
  percent: (value: number) => string
  /** a plain grouped number, e.g. '1 500' */
  number: (value: number) => string
}

export function financeFormats(locale: string, currency: string): FinanceFormats {
  const money = new Intl.NumberFormat(locale, { style: 'currency', currency, maximumFractionDigits: 0 })
  const percent = new Intl.NumberFormat(locale, {
    style: 'percent',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  })
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 })
  return {
    money: (value) => money.format(value),
    percent: (value) => percent.format(value / 100),
    number: (value) => number.format(value),
  }
}
