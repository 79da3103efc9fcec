// @vitest-environment happy-dom
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { generateCars } from '@data/inventory/cars'
import type { Lang } from '@/modules/sites/languages'
import { createTranslator } from '@/modules/content/dictionary'
import { calculateLoan, downPaymentRange, durationFor } from '@/modules/finance/loan'
import { inspectPage, pageRules } from '@/modules/finance/disclosure/sweep'
import type { Market } from '@/modules/finance/disclosure/profiles'
import { carSchema, type Car } from '@/modules/search/documents'
import { makeSite } from '@/modules/sites/site.fixture'
import type { BlockContext } from '../../context'
import { FinanceSection } from './FinanceSection'
import { dynamicLoaded } from '../../testing/eager-dynamic'

// The blocks' browser parts load through next/dynamic; here they render at once.
vi.mock('next/dynamic', () => import('../../testing/eager-dynamic'))
beforeAll(dynamicLoaded)

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

const cars = generateCars({ count: 600, seed: 11 }).map((car) => carSchema.parse(car))
const find = (test: (car: Car) => boolean) => {
  const car = cars.find(test)
  if (!car) throw new Error('the demo inventory has no such car')
  return car
}

/** A Swedish car with all three offers, a loan with a balloon and a benefit value. */
const swedish = find(
  (car) =>
    car.car_country_code === 'SE' &&
    !!car.car_loan_option?.contract_durations.some((d) => d.residual_percentage) &&
    car.car_has_privateleasing &&
    car.car_has_companyleasing &&
    car.car_beneficial_value != null,
)
const norwegian = find(
  (car) =>
    car.car_country_code === 'NO' &&
    !!car.car_loan_option?.contract_durations.some((d) => d.residual_percentage) &&
    car.car_has_companyleasing,
)

const finnish = find((car) => car.car_country_code === 'FI' && !!car.car_loan_option)
const slovak = find((car) => car.car_country_code === 'SK' && !!car.car_loan_option)

/** A page of the market's site: the warning follows the site's market, the texts the language. */
const SITE_OF: Partial<Record<Lang, string>> = { sv: 'hedin-se', nb: 'hedin-no', fi: 'hedin-fi', sk: 'hedin-sk' }

function ctxFor(lang: Lang, flags: Record<string, boolean> = {}): BlockContext {
  return {
    site: makeSite({ name: SITE_OF[lang] ?? 'hedin-se', languages: [lang], defaultLanguage: lang, flags }),
    lang,
    t: createTranslator({}, lang),
    path: '/kop-bil/1/x',
    editing: false,
    searchParams: {},
  }
}

const html = (car: Car, ctx: BlockContext) => renderToStaticMarkup(<FinanceSection car={car} ctx={ctx} />)
const digits = (text: string | null | undefined) => Number((text ?? '').replace(/\D/g, ''))
/** A number as the page prints it, e.g. '5,9 %' or '328 701 kr' -> 5.9, 328701. */
const numberIn = (text: string | null | undefined) =>
  Number(
    (text ?? '')
      .replace(/[^\d,.]/g, '')
      .replace(/\.(?=\d{3})/g, '')
      .replace(',', '.'),
  )

function dom(markup: string): HTMLElement {
  const host = document.createElement('div')
  host.innerHTML = markup
  return host
}

/** The example's value for a field, inside one offer. */
const exampleValue = (scope: Element, field: string) =>
  scope.querySelector(`[data-credit-example] [data-example-field="${field}"] dd`)?.textContent ?? null

describe('FinanceSection on the server', () => {
  it('renders nothing for a car without loan or leasing', () => {
    const bare: Car = {
      ...swedish,
      car_loan_option: null,
      car_has_privateleasing: false,
      car_has_companyleasing: false,
    }
    expect(html(bare, ctxFor('sv'))).toBe('')
  })

  it('offers a tab per offer, with the default loan and company leasing costs of the card', () => {
    const markup = html(swedish, ctxFor('sv'))
    expect(markup.match(/role="tab"/g)).toHaveLength(3)
    expect(markup).toContain('role="tablist" aria-label="Finansieringsalternativ"')
    const loanMonthly = /data-testid="loan-monthly-payment"[^>]*>([^<]+)</.exec(markup)?.[1]
    expect(digits(loanMonthly)).toBe(swedish.car_loan_option!.default_monthly_cost)
    const companyMonthly = /data-testid="company-leasing-monthly-cost"[^>]*>([^<]+)</.exec(markup)?.[1]
    expect(digits(companyMonthly)).toBe(swedish.car_companyleasing_monthly_cost)
    expect(markup).toContain(swedish.car_private_leasing_option!.monthly_cost_text)
  })

  it('adds the Swedish block and the consumer-loan warning, and shows the effective rate and residual', () => {
    const markup = html(swedish, ctxFor('sv'))
    expect(markup).toContain('Varning! Att låna pengar kostar pengar.')
    expect(markup.match(/href="#contact-quote"/g)).toHaveLength(3)
    expect(markup).toContain('Totalt belopp att betala')
    expect(markup).toContain('>Kreditgivare<')
    expect(markup).toContain('>Hedin Finans AB<')
    expect(markup).toContain('Förmånsvärde')
    expect(markup).toContain('Effektiv ränta')
    expect(markup).toContain('Restvärde')
    // The disclaimers are filled: no placeholder is left.
    expect(markup).not.toMatch(/\{(\d|monthly_cost|months|mileage|start_fee|invoice_fee)\}/)
  })

  it('hides the effective rate and residual values on the Norway variant, and has no Swedish parts', () => {
    const markup = html(norwegian, ctxFor('nb', { hideSmartLoanEffectiveRate: true }))
    // The representative example is not the smart-loan box: leave it out of this check.
    const outside = dom(markup)
    for (const example of outside.querySelectorAll('[data-credit-example]')) example.remove()
    expect(outside.innerHTML).not.toContain('>Effektiv rente<')
    expect(markup).not.toContain('Restverdi')
    expect(markup).not.toContain('#contact-quote')
    expect(markup).not.toContain('Advarsel!')
    // Norwegian leasing distances are in km.
    expect(markup).toMatch(/15\u00a0000 km\/år/)
    const shown = html(norwegian, ctxFor('nb'))
    expect(shown).toContain('>Effektiv rente<')
    expect(shown).toContain('Restverdi')
  })
})

const MARKETS: { market: Market; lang: Lang; car: () => Car; flags?: Record<string, boolean> }[] = [
  { market: 'SE', lang: 'sv', car: () => swedish },
  { market: 'NO', lang: 'nb', car: () => norwegian, flags: { hideSmartLoanEffectiveRate: true } },
  { market: 'FI', lang: 'fi', car: () => finnish },
  { market: 'SK', lang: 'sk', car: () => slovak },
]

describe('credit disclosure in the finance panels (issue 16)', () => {
  it.each(MARKETS)(
    '$market: every monthly figure sits in an offer with its example',
    ({ market, lang, car, flags }) => {
      const markup = html(car(), ctxFor(lang, flags))
      // The sweep's own rule, on the panels as rendered.
      const page = inspectPage(`<!doctype html><html lang="${lang}"><body>${markup}</body></html>`, pageRules(market))
      expect(page.findings).toEqual([])
      const marked = page.figures.filter((figure) => figure.product !== null)
      expect(marked.map((figure) => figure.product)).toContain('loan')
      expect(marked.every((figure) => figure.withExample)).toBe(true)
    },
  )

  it.each(MARKETS)('$market: the loan example states the figures the panel shows', ({ lang, car, flags }) => {
    const loan = car().car_loan_option!
    const offer = dom(html(car(), ctxFor(lang, flags))).querySelector(
      '[data-credit-offer]:has([data-credit-figure="loan"])',
    )!
    const monthly = offer.querySelector('[data-credit-figure="loan"]')!.textContent
    const duration = durationFor(loan.contract_durations, loan.default_contract_duration.months)
    const expected = calculateLoan({
      price: loan.price,
      downPayment: downPaymentRange(loan.price, duration).default,
      months: duration.months,
      annualRate: loan.interest_rate,
      residualPercentage: duration.residual_percentage,
      startFee: loan.start_fee,
      invoiceFee: loan.invoice_fee,
    })
    expect(digits(monthly)).toBe(expected.monthlyPayment)
    expect(numberIn(exampleValue(offer, 'totalPayable'))).toBe(expected.totalCost)
    // The APR is the engine's effective rate at the profile's decimals (one, Norway two).
    const apr = numberIn(exampleValue(offer, 'apr'))
    expect(Math.abs(apr - expected.effectiveRate)).toBeLessThanOrEqual(0.05)
    if (lang !== 'nb') {
      // EU profiles list the instalment too; Norway's five figures do not.
      expect(digits(exampleValue(offer, 'instalment'))).toBe(expected.monthlyPayment)
      expect(exampleValue(offer, 'borrowingRate')).toMatch(/\d/)
    }
    // The effective-rate box, where shown, prints the example's rate.
    const box = [...offer.querySelectorAll('dl.grid dt')].find(
      (dt) => dt.textContent === ctxFor(lang).t('financeEffectiveRate'),
    )
    if (flags?.hideSmartLoanEffectiveRate) expect(box).toBeUndefined()
    else expect(box?.nextElementSibling?.textContent).toBe(exampleValue(offer, 'apr'))
  })

  it('keeps the Norwegian example line in the loan disclaimer where the effective-rate box is hidden', () => {
    const offer = dom(html(norwegian, ctxFor('nb', { hideSmartLoanEffectiveRate: true }))).querySelector(
      '[data-credit-offer]',
    )!
    const spaces = (text: string | null) => (text ?? '').replace(/[\s\u00a0\u202f]+/g, ' ')
    const disclaimer = spaces([...offer.querySelectorAll('p')].at(-1)?.textContent ?? '')
    expect(disclaimer).toContain(`Eff. rente ${spaces(exampleValue(offer, 'apr'))}`)
    expect(disclaimer).toContain(`Totalt ${spaces(exampleValue(offer, 'totalPayable'))}`)
  })

  it('shows no monthly figure, rate or disclaimer for a loan whose example cannot be built', () => {
    const broken: Car = {
      ...swedish,
      car_has_privateleasing: false,
      car_has_companyleasing: false,
      car_loan_option: { ...swedish.car_loan_option!, interest_rate: 75 },
    }
    const markup = html(broken, ctxFor('sv'))
    expect(markup).not.toContain('data-credit-figure')
    expect(markup).not.toContain('data-credit-example')
    expect(markup).toContain('Månadskostnaden kan inte visas')
    expect(inspectPage(`<html><body>${markup}</body></html>`, pageRules('SE')).findings).toEqual([])
  })

  it('marks the leasing panels as offers whose terms are their example', () => {
    const host = dom(html(swedish, ctxFor('sv')))
    const leasing = [...host.querySelectorAll('[data-credit-figure="leasing"]')]
    expect(leasing).toHaveLength(2)
    for (const figure of leasing) {
      const offer = figure.closest('[data-credit-offer]')!
      const terms = offer.querySelector('[data-credit-example]')?.textContent ?? ''
      expect(terms).toMatch(/Avtalstid/)
      expect(terms).toMatch(/mån/)
      // The Swedish block is part of the terms.
      expect(
        [...offer.querySelectorAll('[data-credit-example]')].some((e) => e.textContent?.includes('Bra att veta')),
      ).toBe(true)
    }
  })

  it('shows no private leasing cost without its contract length', () => {
    const bare: Car = {
      ...swedish,
      car_loan_option: null,
      car_has_companyleasing: false,
      car_private_leasing_option: { ...swedish.car_private_leasing_option!, months_text: null },
    }
    const markup = html(bare, ctxFor('sv'))
    expect(markup).not.toContain('data-credit-figure')
    expect(inspectPage(`<html><body>${markup}</body></html>`, pageRules('SE')).findings).toEqual([])
  })
})

describe('the loan calculator in the browser', () => {
  let root: Root | null = null
  let host: HTMLElement

  afterEach(() => {
    act(() => root?.unmount())
    root = null
    host?.remove()
  })

  function mount(car: Car, ctx: BlockContext) {
    host = document.createElement('div')
    document.body.append(host)
    root = createRoot(host)
    act(() => root!.render(<FinanceSection car={car} ctx={ctx} />))
  }

  function setValue(input: HTMLInputElement, value: string, event: 'input' | 'blur') {
    act(() => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value)
      input.dispatchEvent(new Event('input', { bubbles: true }))
      if (event === 'blur') input.dispatchEvent(new FocusEvent('focusout', { bubbles: true }))
    })
  }

  const monthly = () => digits(host.querySelector('[data-testid="loan-monthly-payment"]')?.textContent)

  it('recomputes the annuity for the period and a typed down payment', () => {
    mount(swedish, ctxFor('sv'))
    const loan = swedish.car_loan_option!
    const expected = (months: number, downPayment?: number) => {
      const duration = durationFor(loan.contract_durations, months)
      return calculateLoan({
        price: loan.price,
        downPayment: downPayment ?? downPaymentRange(loan.price, duration).default,
        months,
        annualRate: loan.interest_rate,
        residualPercentage: duration.residual_percentage,
        startFee: loan.start_fee,
        invoiceFee: loan.invoice_fee,
      }).monthlyPayment
    }
    expect(monthly()).toBe(loan.default_monthly_cost)

    const period = host.querySelector<HTMLInputElement>('#finance-loan-period')!
    const periods = loan.contract_durations.map((d) => d.months).sort((a, b) => a - b)
    setValue(period, String(periods.length - 1), 'input')
    const longest = periods[periods.length - 1]!
    expect(period.getAttribute('aria-valuetext')).toBe(`${longest} mån`)
    expect(monthly()).toBe(expected(longest))
    // The example follows the visitor's choices.
    const offer = host.querySelector('[data-credit-offer]')!
    expect(digits(exampleValue(offer, 'instalment'))).toBe(expected(longest))
    expect(exampleValue(offer, 'duration')).toBe(`${longest} mån`)

    const typed = host.querySelector<HTMLInputElement>('#finance-loan-down-payment-input')!
    const range = downPaymentRange(loan.price, durationFor(loan.contract_durations, longest))
    const chosen = Math.round((range.min + range.max) / 2 / 1_000) * 1_000
    setValue(typed, `00 ${chosen.toLocaleString('sv-SE')}`, 'blur')
    expect(typed.value).toBe(String(chosen))
    expect(monthly()).toBe(expected(longest, chosen))
    expect(digits(exampleValue(offer, 'downPayment'))).toBe(chosen)
    expect(digits(exampleValue(offer, 'instalment'))).toBe(expected(longest, chosen))

    // Too much is clamped to the maximum.
    setValue(typed, '99999999', 'blur')
    expect(typed.value).toBe(String(range.max))
    expect(monthly()).toBe(expected(longest, range.max))
  })
})
