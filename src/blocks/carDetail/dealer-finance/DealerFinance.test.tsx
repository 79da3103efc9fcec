// @vitest-environment happy-dom
import { act, type ReactElement } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createTranslator } from '@/modules/content/dictionary'
import type { QuoteRequestBody } from '@/modules/finance/codeweaver'
import { buildExample } from '@/modules/finance/disclosure/example'
import { inspectPage, pageRules } from '@/modules/finance/disclosure/sweep'
import { carDocument } from '@/modules/search/testing/fixture'
import { makeSite } from '@/modules/sites/site.fixture'
import type { DealerFinanceProvider } from '@/providers/dealer-finance'
import type { BlockContext } from '../../context'

const state = vi.hoisted(() => ({ provider: undefined as DealerFinanceProvider | undefined }))

vi.mock('@/providers/dealer-finance', async (importOriginal) => {
  const original = await importOriginal<typeof import('@/providers/dealer-finance')>()
  return { ...original, dealerFinanceProvider: () => state.provider }
})

const { embeddedDealerFinance } = await import('@/providers/dealer-finance')
const defaultRoute = await import('@/app/api/codeweaver/default/route')
const cfdRoute = await import('@/app/api/codeweaver/cfd/route')
const legalRoute = await import('@/app/api/codeweaver/legal/route')
const { DealerFinanceSection } = await import('./DealerFinanceSection')

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

const car = carDocument(14000001, {
  car_country_code: 'GB',
  car_price_currency: 'GBP',
  car_price: 18_995,
  car_chassino: 'WBA11AA0XR1234567',
  car_regno: 'AB23 CDE',
  car_firstregistration: '2023-09-01',
  car_odometer: 32_187,
  car_odometer_unit: 'km',
  car_site_id: 'uk-site-7',
})

const ctx = (flags: Record<string, boolean> = { dealerFinance: true }): BlockContext => ({
  site: makeSite({ name: 'hedin-uk', languages: ['en'], defaultLanguage: 'en', flags }),
  lang: 'en',
  t: createTranslator({}, 'en'),
  path: '/buy-car/car/14000001/car-14000001',
  editing: false,
  searchParams: {},
})

/** The browser's calls, answered by the real route handlers; the quote bodies are kept to check. */
const quoteBodies: QuoteRequestBody[] = []
let failNext: string | null = null
/** while set, the products call waits for it: the loading state can be seen */
let hold: Promise<void> | null = null

const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
  const url = new URL(String(input), 'http://hedin-uk.localhost')
  if (failNext && url.pathname.endsWith(failNext)) {
    failNext = null
    return new Response('{"error":"finance_unavailable"}', { status: 502 })
  }
  const request = new Request(url, init)
  if (url.pathname === '/api/codeweaver/default') {
    await hold
    return defaultRoute.POST(request)
  }
  if (url.pathname === '/api/codeweaver/cfd') {
    quoteBodies.push(JSON.parse(String(init?.body)) as QuoteRequestBody)
    return cfdRoute.POST(request)
  }
  if (url.pathname === '/api/codeweaver/legal') return legalRoute.GET(request)
  return new Response('not found', { status: 404 })
})

let root: Root
let container: HTMLElement

beforeEach(() => {
  state.provider = embeddedDealerFinance({
    secret: 'widget-test-secret-01',
    now: () => new Date('2025-06-02T10:00:00Z'),
  })
  quoteBodies.length = 0
  failNext = null
  hold = null
  vi.stubGlobal('fetch', fetchMock)
  container = document.createElement('div')
  document.body.append(container)
  root = createRoot(container)
})

afterEach(() => {
  act(() => root.unmount())
  container.remove()
  vi.unstubAllGlobals()
})

async function flush() {
  for (let i = 0; i < 10; i++) await act(async () => new Promise((resolve) => setTimeout(resolve, 0)))
}

async function mount(element: ReactElement | null) {
  act(() => root.render(element))
  for (let i = 0; i < 50 && !container.querySelector('[data-monthly-payment], [role="status"]'); i++) await flush()
}

async function ready() {
  for (let i = 0; i < 50 && !container.querySelector('[data-monthly-payment]'); i++) await flush()
  await flush()
}

const text = () => container.textContent ?? ''
const payment = () => container.querySelector('[data-monthly-payment]')?.textContent ?? ''
const reference = () => container.querySelector('[data-quote-reference]')?.textContent ?? ''
const inputLabelled = (label: string) => {
  const element = [...container.querySelectorAll('label')].find((l) => l.textContent === label)
  return container.querySelector<HTMLInputElement>(`#${CSS.escape(element?.htmlFor ?? '')}`)!
}
const radios = () => [...container.querySelectorAll<HTMLInputElement>('input[type="radio"]')]

async function typeAndCommit(input: HTMLInputElement, value: string, how: 'enter' | 'blur') {
  await act(async () => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value)
    input.dispatchEvent(new Event('input', { bubbles: true }))
  })
  await act(async () => {
    if (how === 'enter') input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }))
    else input.dispatchEvent(new FocusEvent('focusout', { bubbles: true }))
  })
  await flush()
}

describe('DealerFinanceSection', () => {
  it('renders nothing without the dealerFinance flag or without a price', () => {
    expect(DealerFinanceSection({ car, ctx: ctx({}) })).toBeNull()
    expect(DealerFinanceSection({ car: { ...car, car_price: null }, ctx: ctx() })).toBeNull()
  })

  it('shows the loading text, then an option per product family with its quote', async () => {
    let release = () => {}
    hold = new Promise((resolve) => (release = resolve))
    await mount(DealerFinanceSection({ car, ctx: ctx() }))
    expect(text()).toContain('Loading Finance options...')
    release()
    await ready()
    expect(radios().map((r) => r.value)).toEqual(['HP', 'PCP'])
    expect(radios()[0]!.checked).toBe(true)
    expect(text()).toContain('Hire Purchase')
    expect(text()).toContain('Personal Contract Purchase')
    // both families in one first call, each calculated from the default deposit
    expect(quoteBodies[0]!.VehicleRequests.map((r) => [r.Id, r.Parameters.CalculationType])).toEqual([
      ['HP', 'ToRegularPayment'],
      ['PCP', 'ToRegularPayment'],
    ])
    expect(quoteBodies[0]!.VehicleRequests[0]!.PhysicalVehicle.Mileage).toBe(20_000)
    expect(text()).toContain('Representative example')
    expect(text()).toContain('Representative APR')
    expect(reference()).toMatch(/^HP1\./)
    const links = [...container.querySelectorAll<HTMLAnchorElement>('a[target="_blank"]')]
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      `/buy-car/finance-and-insurance-options/personal-finance?quoteRef=${encodeURIComponent(reference())}`,
      `/sell-car?quoteRef=${encodeURIComponent(reference())}`,
    ])
    expect(links.every((a) => a.rel.includes('noopener') && a.textContent?.includes('Opens in a new tab'))).toBe(true)
    // mileage is a PCP input only
    expect(text()).not.toContain('Annual mileage')
  })

  it('recalculates the payment from a typed deposit, and the deposit from a typed payment', async () => {
    await mount(DealerFinanceSection({ car, ctx: ctx() }))
    await ready()
    const before = { payment: payment(), reference: reference() }

    await typeAndCommit(inputLabelled('Deposit (£)'), '£5,000', 'enter')
    expect(quoteBodies.at(-1)!.VehicleRequests[0]!.Parameters).toMatchObject({
      CalculationType: 'ToRegularPayment',
      CashDeposit: 5_000,
      RegularPayment: null,
      Term: 48,
    })
    expect(payment()).not.toBe(before.payment)
    expect(reference()).not.toBe(before.reference)
    expect(inputLabelled('Deposit (£)').value).toBe('5000')

    await typeAndCommit(inputLabelled('Monthly payment (£)'), '300', 'blur')
    expect(quoteBodies.at(-1)!.VehicleRequests[0]!.Parameters).toMatchObject({
      CalculationType: 'ToCashDeposit',
      CashDeposit: null,
      RegularPayment: 300,
    })
    // a lower payment than at £5,000 down needs a larger deposit
    expect(Number(inputLabelled('Deposit (£)').value)).toBeGreaterThan(5_000)
    expect(payment()).toMatch(/^£(299|300)/)
  })

  it('offers the mileage for PCP and hides an option whose quote fails', async () => {
    await mount(DealerFinanceSection({ car, ctx: ctx() }))
    await ready()
    await act(async () => radios()[1]!.click())
    expect(text()).toContain('Annual mileage')
    expect(reference()).toMatch(/^PCP1\./)

    const provider = state.provider!
    state.provider = {
      ...provider,
      quote: async (request) => {
        const answer = await provider.quote(request)
        return {
          Vehicles: answer.Vehicles.map((v) => ({
            ...v,
            FinanceQuotations: v.FinanceQuotations.map((q) => ({
              ...q,
              HasError: true,
              Error: { UserMessage: 'Not available' },
            })),
          })),
        }
      },
    }
    await typeAndCommit(inputLabelled('Deposit (£)'), '4000', 'enter')
    expect(radios()).toHaveLength(0)
    expect(text()).not.toContain('Personal Contract Purchase')
    expect(text()).toContain('Hire Purchase')
    expect(reference()).toMatch(/^HP1\./)
  })

  it('shows each monthly payment in an offer with its representative example, as the sweep checks', async () => {
    await mount(DealerFinanceSection({ car, ctx: ctx() }))
    await ready()
    const check = () => {
      const page = inspectPage(
        `<!doctype html><html lang="en"><body>${container.innerHTML}</body></html>`,
        pageRules('UK'),
      )
      expect(page.findings).toEqual([])
      return page.figures
    }
    // Both product choices and the quote shown; the payment control's value is found by its text.
    expect(
      check()
        .filter((f) => f.product)
        .map((f) => f.product),
    ).toEqual(['hp', 'pcp', 'hp'])
    await act(async () => radios()[1]!.click())
    expect(
      check()
        .filter((f) => f.product)
        .map((f) => f.product),
    ).toEqual(['hp', 'pcp', 'pcp'])
  })

  it.each(['HP', 'PCP'] as const)(
    "%s: the example puts the representative APR first, as large as the payment, with the engine's figures",
    async (family) => {
      await mount(DealerFinanceSection({ car, ctx: ctx() }))
      await ready()
      if (family === 'PCP') await act(async () => radios()[1]!.click())
      const offer = container.querySelector('[data-monthly-payment]')!.closest('[data-credit-offer]')!
      const example = offer.querySelector('[data-credit-example]')!
      const fields = [...example.querySelectorAll('[data-example-field]')].map((row) =>
        row.getAttribute('data-example-field'),
      )
      expect(fields.slice(0, 2)).toEqual(['apr', 'borrowingRate'])
      expect(fields).toEqual(
        expect.arrayContaining(['totalCredit', 'totalChargeForCredit', 'downPayment', 'totalPayable', 'duration']),
      )
      expect(fields.includes('finalPayment')).toBe(family === 'PCP')
      const aprValue = example.querySelector('[data-example-field="apr"] dd')!
      expect(aprValue.className).toContain('text-3xl')
      expect(container.querySelector('[data-monthly-payment]')!.className).toContain('text-3xl')

      const value = (field: string) => example.querySelector(`[data-example-field="${field}"] dd`)?.textContent ?? ''
      const amount = (text: string) => Number(text.replace(/[^\d.]/g, ''))
      expect(amount(value('instalment'))).toBe(amount(payment()))
      // The same figures from the disclosure module's own build of this quote.
      const asked = quoteBodies[0]!.VehicleRequests.find((r) => r.Id === family)!.Parameters
      const built = buildExample({
        market: 'UK',
        product: family === 'HP' ? 'hp' : 'pcp',
        price: 18_995,
        downPayment: Number(inputLabelled('Deposit (£)').value),
        months: asked.Term,
        vehicle: { status: 'PreOwned', firstRegistered: '2023-09-01', mileage: 20_000 },
        annualMileage: asked.AnnualMileage,
        asOf: '2025-06-02',
      })
      if (!built.ok) throw new Error(built.detail)
      expect(amount(payment())).toBe(built.example.figures.instalment)
      expect(amount(value('totalPayable'))).toBe(built.example.figures.totalPayable)
      expect(Number.parseFloat(value('apr'))).toBe(built.example.figures.apr.percent)
    },
  )

  it('keeps the quote shown and says so when a recalculation fails', async () => {
    await mount(DealerFinanceSection({ car, ctx: ctx() }))
    await ready()
    const shown = { payment: payment(), deposit: inputLabelled('Deposit (£)').value }
    failNext = '/cfd'
    await typeAndCommit(inputLabelled('Deposit (£)'), '6000', 'enter')
    expect(container.querySelector('[role="alert"]')?.textContent).toBe(
      "We couldn't update your quote. Please try again.",
    )
    expect(payment()).toBe(shown.payment)
    expect(inputLabelled('Deposit (£)').value).toBe(shown.deposit)
  })

  it('loads the terms and conditions of the quote when opened', async () => {
    await mount(DealerFinanceSection({ car, ctx: ctx() }))
    await ready()
    const details = container.querySelector('details')!
    await act(async () => {
      details.open = true
      details.dispatchEvent(new Event('toggle'))
    })
    for (let i = 0; i < 20 && !text().includes('Consumer Credit Act'); i++) await flush()
    expect(text()).toContain(`Hire Purchase quote ${reference()}`)
  })

  it('apologises when the first call fails', async () => {
    failNext = '/default'
    await mount(DealerFinanceSection({ car, ctx: ctx() }))
    for (let i = 0; i < 20 && !text().includes('Sorry'); i++) await flush()
    expect(text()).toContain(
      "Sorry, but it looks like we can't get a quote for you right now. Please contact our team for more information about finance offers on this vehicle.",
    )
    expect(container.querySelector('[data-monthly-payment]')).toBeNull()
  })
})
