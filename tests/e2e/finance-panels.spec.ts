import AxeBuilder from '@axe-core/playwright'
import { expect, test, type APIRequestContext, type Locator } from '@playwright/test'
import { calculateLoan, downPaymentRange, durationFor, type ContractDuration } from '../../src/modules/finance/loan'
import { port, siteUrl, serverUrl } from './helpers'

type LoanOption = {
  price: number
  interest_rate: number
  start_fee: number
  invoice_fee: number
  default_contract_duration: { months: number }
  contract_durations: ContractDuration[]
}

/** The first car of a site's list with a loan of more than one period, and its loan as the index has it. */
async function carWithLoan(request: APIRequestContext, site: string, lang: string) {
  const list = await request.get(serverUrl(site, `/api/cars/list?site=${site}&lang=${lang}&limit=48&facets=0`))
  expect(list.ok()).toBe(true)
  const { cards } = (await list.json()) as { cards: { id: string; href: string }[] }
  const search = await request.post(`http://127.0.0.1:${port}/api/search`, {
    data: {
      index: 'cars',
      filters: { car_id: cards.map((card) => card.id) },
      fields: ['car_id', 'car_loan_option'],
      limit: 48,
    },
  })
  expect(search.ok()).toBe(true)
  const { content } = (await search.json()) as { content: { car_id: string; car_loan_option?: LoanOption | null }[] }
  const loans = new Map(content.map((car) => [car.car_id, car.car_loan_option]))
  for (const card of cards) {
    const loan = loans.get(card.id)
    if (loan && loan.contract_durations.length > 1) return { href: card.href, loan }
  }
  throw new Error(`no car with a loan among the first cards of ${site}`)
}

/** The monthly payment the calculator must show, computed here from the loan's own terms. */
function expectedPayment(loan: LoanOption, months: number, downPayment?: number) {
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

const amount = async (locator: Locator) => Number(((await locator.textContent()) ?? '').replace(/\D/g, ''))

test.describe('loan and leasing panels', () => {
  test('the loan sliders change the monthly cost to the annuity; Swedish warning shown', async ({ page, request }) => {
    const { href, loan } = await carWithLoan(request, 'hedin-se', 'sv')
    await page.setViewportSize({ width: 375, height: 800 })
    await page.goto(siteUrl('hedin-se', href))
    const finance = page.getByRole('region', { name: 'Finansiering' })
    const monthly = finance.getByTestId('loan-monthly-payment')
    const periods = [...new Set(loan.contract_durations.map((d) => d.months))].sort((a, b) => a - b)
    const start = durationFor(loan.contract_durations, loan.default_contract_duration.months).months
    await expect.poll(() => amount(monthly)).toBe(expectedPayment(loan, start))

    // One arrow key moves one contract period; at the longest, go one shorter instead.
    const index = periods.indexOf(start)
    const next = index === periods.length - 1 ? periods[index - 1]! : periods[index + 1]!
    const period = finance.getByRole('slider', { name: 'Lånetid' })
    // The panel's script loads as a chunk of its own. A key pressed before it hydrates moves the
    // bare range input without React knowing, so wait until React owns the input, then press once.
    await expect
      .poll(() => period.evaluate((input) => Object.keys(input).some((key) => key.startsWith('__reactProps'))), {
        timeout: 20_000,
      })
      .toBe(true)
    await period.focus()
    await period.press(next > start ? 'ArrowRight' : 'ArrowLeft')
    await expect(period).toHaveAttribute('aria-valuetext', `${next} mån`)
    await expect.poll(() => amount(monthly)).toBe(expectedPayment(loan, next))
    expect(expectedPayment(loan, next)).not.toBe(expectedPayment(loan, start))

    // A typed down payment loses its spaces and leading zeros and applies on Enter.
    const range = downPaymentRange(loan.price, durationFor(loan.contract_durations, next))
    const chosen = Math.round((range.min + range.max) / 2 / 1_000) * 1_000
    const typed = finance.getByRole('textbox', { name: 'Kontantinsats' })
    await typed.fill(`00 ${chosen.toLocaleString('sv-SE').replace(/\s/g, ' ')}`)
    await typed.press('Enter')
    await expect(typed).toHaveValue(String(chosen))
    await expect.poll(() => amount(monthly)).toBe(expectedPayment(loan, next, chosen))

    await expect(finance.getByText(/^Varning! Att låna pengar kostar pengar\./)).toBeVisible()
    // The effective-rate box, and the same rate in the representative example under the figure.
    await expect(finance.getByText('Effektiv ränta', { exact: true }).first()).toBeVisible()
    await expect(finance.getByRole('link', { name: 'Begär offert på finansiering' }).first()).toHaveAttribute(
      'href',
      '#contact-quote',
    )
    await finance.screenshot({ path: 'test-results/screenshots/finance-panels-375.png' })
    await page.setViewportSize({ width: 1280, height: 900 })
    await finance.screenshot({ path: 'test-results/screenshots/finance-panels-1280.png' })

    const axe = await new AxeBuilder({ page })
      .include('#finance')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze()
    expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
  })

  test('hedin-no shows no effective rate, no residual value and no Swedish warning', async ({ page, request }) => {
    const { href, loan } = await carWithLoan(request, 'hedin-no', 'nb')
    await page.goto(siteUrl('hedin-no', href))
    const finance = page.getByRole('region', { name: 'Finansiering' })
    const start = durationFor(loan.contract_durations, loan.default_contract_duration.months).months
    await expect.poll(() => amount(finance.getByTestId('loan-monthly-payment'))).toBe(expectedPayment(loan, start))
    await expect(finance.getByText('Rente', { exact: true }).first()).toBeVisible()
    // The effective-rate box and the residual row are hidden; the example Norwegian law asks for
    // beside the monthly figure still names the effective rate.
    const outsideExample = (text: string) =>
      finance.evaluate(
        (section, wanted) =>
          [...section.querySelectorAll('*')].filter(
            (node) =>
              node.children.length === 0 &&
              node.textContent?.trim() === wanted &&
              !node.closest('[data-credit-example]') &&
              !node.closest('[hidden]'),
          ).length,
        text,
      )
    expect(await outsideExample('Effektiv rente')).toBe(0)
    expect(await outsideExample('Restverdi')).toBe(0)
    await expect(finance.locator('[data-credit-example]').first()).toContainText('Effektiv rente')
    await expect(finance.getByText(/^Advarsel!/)).toHaveCount(0)
  })
})
