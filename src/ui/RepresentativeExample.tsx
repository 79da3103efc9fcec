import type { RepresentativeExample as Example } from '@/modules/finance/disclosure/example'
import { profileFor, type ExampleField, type Market } from '@/modules/finance/disclosure/profiles'
import type { Translate } from '@/modules/content/dictionary'
import { interpolate } from '@/modules/content/interpolate'

/*
 * No hooks, no server-only imports and no dictionary: the loan calculator (a client island)
 * rebuilds its example as the visitor moves the sliders, and server panels render the same
 * markup. Texts arrive translated; only numbers are formatted here.
 */

/** One line of the example as shown: the label in the page's language and the formatted value. */
export type ExampleRow = { field: string; label: string; value: string }

/** The translated texts an example needs, resolved on the server for the site's market. */
export type ExampleTexts = {
  heading: string
  /** each field's label from the market profile (e.g. the UK's "Representative APR") */
  labels: Record<ExampleField, string>
  fixedRate: string
  variableRate: string
  startFee: string
  monthlyFee: string
  endFee: string
  /** contains {months} */
  months: string
  /** contains {price} */
  perMonth: string
  /** the APR's assumptions, its {decimals} already filled */
  assumptions: string
  /** the market's compact line, with {rate} {total} {months} {credit} {cost} */
  compact: string
}

/**
 * The representative example's texts for the site's market, resolved where the dictionary is
 * (on the server): the profile's labels (the UK's
 * "Representative APR", Norway's "Effektiv rente") in the page's language, and the market's
 * compact line and APR assumptions.
 */
export function exampleTexts(t: Translate, market: Market): ExampleTexts {
  const profile = profileFor(market)
  const labels = Object.fromEntries(Object.entries(profile.labels).map(([field, key]) => [field, t(key)])) as Record<
    ExampleField,
    string
  >
  return {
    heading: t('financeRepresentativeExample'),
    labels,
    fixedRate: t('financeFixedRate'),
    variableRate: t('financeVariableRate'),
    startFee: t('financeStartFee'),
    monthlyFee: t('financeInvoiceFee'),
    endFee: t('creditChargeEndFee'),
    months: t('financeMonths', { months: '{months}' }),
    perMonth: t('pricePerMonth', { price: '{price}' }),
    assumptions: t('creditAprAssumptions', { decimals: profile.rateDecimals }),
    compact: t(profile.compactKey, {
      rate: '{rate}',
      total: '{total}',
      months: '{months}',
      credit: '{credit}',
      cost: '{cost}',
    }),
  }
}

type Formats = { money: (value: number) => string; percent: (value: number, min: number, max: number) => string }

function formats(locale: string, currency: string): Formats {
  const whole = new Intl.NumberFormat(locale, { style: 'currency', currency, maximumFractionDigits: 0 })
  const exact = new Intl.NumberFormat(locale, { style: 'currency', currency, minimumFractionDigits: 2 })
  return {
    // Pence and öre only where the figure has them: a rounded total would not add up.
    money: (value) => (Number.isInteger(value) ? whole : exact).format(value),
    percent: (value, min, max) =>
      new Intl.NumberFormat(locale, {
        style: 'percent',
        minimumFractionDigits: min,
        maximumFractionDigits: max,
      }).format(value / 100),
  }
}

/** The example's lines in the market's order, formatted in the site's currency and language. */
export function exampleRows(example: Example, texts: ExampleTexts, locale: string, currency: string): ExampleRow[] {
  const { money, percent } = formats(locale, currency)
  const f = example.figures
  const decimals = f.apr.decimals
  const value = (field: ExampleField): string => {
    switch (field) {
      case 'apr':
        return percent(f.apr.percent, decimals, decimals)
      case 'borrowingRate': {
        // At least the profile's decimals, but never fewer than the lender states (5.95 %).
        const rate = percent(f.borrowingRate.percent, decimals, Math.max(decimals, 2))
        return `${rate} (${f.borrowingRate.type === 'fixed' ? texts.fixedRate : texts.variableRate})`
      }
      case 'charges': {
        const parts = [`${texts.startFee} ${money(f.charges.start)}`]
        parts.push(`${texts.monthlyFee} ${interpolate(texts.perMonth, { price: money(f.charges.monthly) })}`)
        if (f.charges.end > 0) parts.push(`${texts.endFee} ${money(f.charges.end)}`)
        return parts.join(', ')
      }
      case 'duration':
        return interpolate(texts.months, { months: f.duration })
      default:
        return money(amountOf(f, field))
    }
  }
  return example.lines.map((line) => ({ field: line.field, label: texts.labels[line.field], value: value(line.field) }))
}

function amountOf(
  f: Example['figures'],
  field: Exclude<ExampleField, 'apr' | 'borrowingRate' | 'charges' | 'duration'>,
) {
  switch (field) {
    case 'totalCredit':
      return f.totalCredit
    case 'totalChargeForCredit':
      return f.totalChargeForCredit
    case 'costOfCredit':
      return f.costOfCredit
    case 'downPayment':
      return f.downPayment
    case 'cashPrice':
      return f.cashPrice
    case 'totalPayable':
      return f.totalPayable
    case 'instalment':
      return f.instalment
    case 'finalPayment':
      return f.finalPayment ?? 0
  }
}

/** The market's compact line for an example (what a card prints), e.g. Norway's five figures. */
export function compactText(example: Example, template: string, locale: string, currency: string): string {
  const { money } = formats(locale, currency)
  const { compact } = example
  return interpolate(template, {
    rate: new Intl.NumberFormat(locale, {
      minimumFractionDigits: compact.rateDecimals,
      maximumFractionDigits: compact.rateDecimals,
    }).format(compact.rate),
    total: money(compact.total),
    months: compact.months,
    credit: money(compact.credit),
    cost: money(compact.cost),
  })
}

export type RepresentativeExampleProps = {
  heading: string
  headingLevel?: 3 | 4
  rows: readonly ExampleRow[]
  /** the APR's assumptions; left out where another party (a UK lender) calculated the figures */
  assumptions?: string | null
  /**
   * Shows the first row as large as the monthly figure it accompanies: the UK's representative
   * APR must be at least as prominent as the payment that triggered it (CONC 3.5.7R).
   */
  prominentFirst?: boolean
  className?: string
}

/**
 * A representative example as a definition list, marked for the compliance sweep: every
 * monthly figure must share a `data-credit-offer` with a `data-credit-example` like this one.
 */
export function RepresentativeExample({
  heading,
  headingLevel = 4,
  rows,
  assumptions,
  prominentFirst = false,
  className = '',
}: RepresentativeExampleProps) {
  const Heading = headingLevel === 3 ? 'h3' : 'h4'
  return (
    <div data-credit-example className={`min-w-0 space-y-2 ${className}`}>
      <Heading className="text-base font-bold [font-family:var(--font-heading)]">{heading}</Heading>
      <dl className="divide-y divide-[var(--color-border)] text-sm">
        {rows.map((row, index) => {
          const lead = prominentFirst && index === 0
          return (
            <div
              key={row.field + row.label}
              data-example-field={row.field}
              className={lead ? 'pb-2' : 'flex flex-wrap justify-between gap-x-4 py-1.5'}
            >
              <dt className="min-w-0 break-words text-[var(--color-muted)]">{row.label}</dt>
              <dd
                className={
                  lead
                    ? 'break-words text-3xl font-bold tabular-nums text-[var(--color-fg)] [font-family:var(--font-heading)]'
                    : 'min-w-0 break-words text-right font-semibold tabular-nums text-[var(--color-fg)]'
                }
              >
                {row.value}
              </dd>
            </div>
          )
        })}
      </dl>
      {assumptions ? <p className="text-xs text-[var(--color-muted)]">{assumptions}</p> : null}
    </div>
  )
}
