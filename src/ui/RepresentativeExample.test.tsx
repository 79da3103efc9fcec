// @vitest-environment happy-dom
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { createTranslator } from '@/modules/content/dictionary'
import {
  buildExample,
  type ExampleInput,
  type RepresentativeExample as Example,
} from '@/modules/finance/disclosure/example'
import { compactText, exampleRows, exampleTexts, RepresentativeExample } from './RepresentativeExample'

function built(input: unknown): Example {
  const outcome = buildExample(input)
  if (!outcome.ok) throw new Error(`${outcome.problem}: ${outcome.detail}`)
  return outcome.example
}

const swedishLoan = {
  market: 'SE',
  product: 'loan',
  price: 402_900,
  downPayment: 80_580,
  months: 60,
  annualRate: 7.45,
  rateType: 'variable',
  residualPercentage: 30,
  fees: { start: 595, monthly: 49 },
} satisfies Partial<ExampleInput> & Record<string, unknown>

const ukPcp = {
  market: 'UK',
  product: 'pcp',
  price: 25_000,
  downPayment: 2_500,
  months: 48,
  vehicle: { status: 'New', firstRegistered: null, mileage: 10 },
  annualMileage: 10_000,
  asOf: '2026-11-20',
}

const spaces = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ')

describe('exampleRows', () => {
  it("formats a Swedish loan's lines in the directive's order, in kronor and Swedish", () => {
    const example = built(swedishLoan)
    const rows = exampleRows(example, exampleTexts(createTranslator({}, 'sv'), 'SE'), 'sv-SE', 'SEK')
    expect(rows.map((row) => row.field)).toEqual(example.lines.map((line) => line.field))
    const value = (field: string) => spaces(rows.find((row) => row.field === field)?.value ?? '')
    expect(rows[0]).toMatchObject({ field: 'borrowingRate', label: 'Kreditränta' })
    expect(value('borrowingRate')).toBe('7,45 % (Rörlig ränta)')
    expect(value('charges')).toBe('Uppläggningsavgift 595 kr, Aviavgift 49 kr/mån')
    expect(value('apr')).toBe(`${example.figures.apr.percent.toFixed(1).replace('.', ',')} %`)
    expect(value('duration')).toBe('60 mån')
    expect(value('cashPrice')).toBe('402 900 kr')
    expect(value('finalPayment')).toBe('120 870 kr')
  })

  it("puts the UK's representative APR first, with pence where the figure has them", () => {
    const example = built(ukPcp)
    const rows = exampleRows(example, exampleTexts(createTranslator({}, 'en'), 'UK'), 'en-GB', 'GBP')
    expect(rows[0]).toMatchObject({ field: 'apr', label: 'Representative APR' })
    expect(rows.at(-1)).toMatchObject({ field: 'finalPayment', label: 'Optional final payment' })
    const instalment = rows.find((row) => row.field === 'instalment')!.value
    expect(instalment).toBe(
      new Intl.NumberFormat('en-GB', {
        style: 'currency',
        currency: 'GBP',
        minimumFractionDigits: Number.isInteger(example.figures.instalment) ? 0 : 2,
      }).format(example.figures.instalment),
    )
  })

  it("gives Norway's compact line its five figures", () => {
    const example = built({ ...swedishLoan, market: 'NO', residualPercentage: 0 })
    const texts = exampleTexts(createTranslator({}, 'nb'), 'NO')
    const line = spaces(compactText(example, texts.compact, 'nb-NO', 'NOK'))
    expect(line).toMatch(/^Eff\. rente \d+,\d{2} %, 322 320 kr o\/60 mnd\. Kostnad [\d ]+ kr\. Totalt [\d ]+ kr\.$/)
  })
})

describe('RepresentativeExample', () => {
  it('renders a definition list marked as the example, with its heading and assumptions', () => {
    const example = built(swedishLoan)
    const texts = exampleTexts(createTranslator({}, 'sv'), 'SE')
    const rows = exampleRows(example, texts, 'sv-SE', 'SEK')
    const host = document.createElement('div')
    host.innerHTML = renderToStaticMarkup(
      <RepresentativeExample heading={texts.heading} rows={rows} assumptions={texts.assumptions} />,
    )
    const root = host.querySelector('[data-credit-example]')!
    expect(root.querySelector('h4')?.textContent).toBe('Representativt exempel')
    expect([...root.querySelectorAll('dt')].map((dt) => dt.textContent)).toEqual(rows.map((row) => row.label))
    expect([...root.querySelectorAll('dd')].map((dd) => dd.textContent)).toEqual(rows.map((row) => row.value))
    expect(root.querySelector('p')?.textContent).toContain('365/12')
    expect(root.querySelector('p')?.textContent).toContain('1 decimal')
  })

  it('shows the first line as large as a monthly figure when asked to', () => {
    const markup = renderToStaticMarkup(
      <RepresentativeExample
        heading="Representative example"
        headingLevel={3}
        prominentFirst
        rows={[
          { field: 'apr', label: 'Representative APR', value: '9.9%' },
          { field: 'instalment', label: 'Monthly payment', value: '£250' },
        ]}
      />,
    )
    expect(markup).toContain('<h3')
    expect(markup).toMatch(/<dd class="[^"]*text-3xl[^"]*">9\.9%<\/dd>/)
    expect(markup).not.toMatch(/<dd class="[^"]*text-3xl[^"]*">£250/)
    expect(markup).not.toContain('<p')
  })
})
