import { describe, expect, it } from 'vitest'
import type { FinanceProduct, ProductsRequest, VehicleQuote } from '@/modules/finance/codeweaver'
import {
  initialInputs,
  parseTypedAmount,
  productView,
  readQuote,
  compactExample,
  safeHref,
  sliderSpec,
  vehicleFor,
  vehicleRequest,
  withQuoteRef,
} from './quote-state'

const pcp: FinanceProduct = {
  FamilyKey: 'PCP',
  Name: 'Personal Contract Purchase',
  Term: { Values: [48, 24, 36], Default: 36 },
  Deposit: { Minimum: 1_899.5, Maximum: 9_497.25, Default: 1_899.5, Locale: { DisplayValue: '£1,900' } },
  Payment: { Minimum: 88.12, Maximum: 611.9, Default: 301.2 },
  AnnualMileage: { Values: [5_000, 6_000, 7_000], Minimum: 5_000, Maximum: 7_000, Default: 6_000 },
}

const base: ProductsRequest = {
  PhysicalVehicle: {
    Type: 'Car',
    SourceVehicleId: '14000001',
    Vin: null,
    Status: 'PreOwned',
    OnTheRoadPrice: 18_995,
    Mileage: 20_000,
    Registration: { RegistrationNumber: 'AB22 CDE', CountryCode: 'GB', DateRegisteredWithDvla: '2022-09-01' },
  },
  OrganisationIdentifier: { Value: 'uk-1', Type: 'AssociatedDealerKey' },
}

describe('sliders', () => {
  it('take the step from the spacing of the Values, else 1', () => {
    expect(sliderSpec({ Values: [48, 24, 36, 36], Default: 36 })).toEqual({ min: 24, max: 48, step: 12, default: 36 })
    expect(sliderSpec({ Values: [24, 36, 60] })).toMatchObject({ step: 12, default: 24 })
    expect(sliderSpec({ Minimum: 100, Maximum: 900, Default: 1_000 })).toEqual({
      min: 100,
      max: 900,
      step: 1,
      default: 900,
    })
    expect(sliderSpec({ Values: [12] })).toEqual({ min: 12, max: 12, step: 1, default: 12 })
  })

  it('move money in whole pounds and offer mileage for PCP only', () => {
    const view = productView(pcp)
    expect(view.deposit).toEqual({ min: 1_899, max: 9_498, step: 1, default: 1_899.5 })
    expect(view.mileage).toEqual({ min: 5_000, max: 7_000, step: 1_000, default: 6_000 })
    expect(productView({ ...pcp, FamilyKey: 'HP' }).mileage).toBeNull()
  })
})

describe('vehicleRequest', () => {
  const view = productView(pcp)

  it('calculates the payment from the deposit until the payment is edited', () => {
    const inputs = initialInputs(view)
    expect(vehicleRequest(view, inputs, base)).toEqual({
      Id: 'PCP',
      PhysicalVehicle: base.PhysicalVehicle,
      Parameters: {
        Term: 36,
        CashDeposit: 1_899.5,
        RegularPayment: null,
        AnnualMileage: 6_000,
        FinanceProductFamilyKeys: ['PCP'],
        CalculationType: 'ToRegularPayment',
        OrganisationIdentifier: base.OrganisationIdentifier,
      },
    })
    const byPayment = vehicleRequest(view, { ...inputs, payment: 250, driver: 'payment' }, base)
    expect(byPayment.Parameters).toMatchObject({
      CalculationType: 'ToCashDeposit',
      CashDeposit: null,
      RegularPayment: 250,
    })
  })

  it('sends no mileage for a product without it', () => {
    const hp = productView({ ...pcp, FamilyKey: 'HP', AnnualMileage: null })
    expect(vehicleRequest(hp, { ...initialInputs(hp), mileage: 9_000 }, base).Parameters.AnnualMileage).toBeNull()
  })
})

describe('readQuote', () => {
  // The embedded lender's order: cash price first, the APR last.
  const details = [
    ['CashPrice', 'Cash price', '£18,995.00'],
    ['Deposit', 'Deposit', '£1,900.00'],
    ['TotalAmountOfCredit', 'Total amount of credit', '£17,095.00'],
    ['Duration', 'Duration of agreement', '37 months'],
    ['RegularPayment', '36 monthly payments of', '£301.20'],
    ['DocumentationFee', 'Documentation fee', '£99.00'],
    ['OptionalFinalPayment', 'Optional final payment', '£8,010.00'],
    ['AnnualMileage', 'Annual mileage', '6,000 miles'],
    ['TotalAmountPayable', 'Total amount payable', '£21,052.20'],
    ['TotalChargeForCredit', 'Total charge for credit', '£2,057.20'],
    ['InterestRate', 'Rate of interest (fixed)', '8.9% per annum'],
    ['RepresentativeApr', 'Representative APR', '9.9% APR'],
  ].map(([Key, Label, DisplayValue]) => ({ Key: Key!, Label: Label!, DisplayValue: DisplayValue! }))
  const answer: VehicleQuote = {
    Id: 'PCP',
    HasError: false,
    FinanceQuotations: [
      {
        HasError: false,
        Blocks: [
          { Title: 'Representative example', Details: details },
          { Title: 'Good to know', Details: [{ Key: 'Lender', Label: 'Lender', DisplayValue: 'Hedin Finance' }] },
        ],
        Finance: {
          Notifications: ['Plain text notice', { Key: 'TermAdjusted', Message: 'The term has been set to 36 months.' }],
          Quote: {
            Term: 36,
            TotalDeposit: 1_900,
            TotalRegularPayment: 301.2,
            AnnualMileage: 6_000,
            QuoteReference: 'PCP1.abc',
            QuoteActions: { Apply: '/finance?quoteRef=PCP1.abc' },
          },
        },
      },
    ],
  }

  it('reads the figures, the example, the notices and the apply link', () => {
    expect(readQuote(answer)).toMatchObject({
      term: 36,
      deposit: 1_900,
      payment: 301.2,
      mileage: 6_000,
      reference: 'PCP1.abc',
      applyHref: '/finance?quoteRef=PCP1.abc',
      blocks: [{ title: 'Good to know', details: [{ key: 'Lender', label: 'Lender', value: 'Hedin Finance' }] }],
      notices: ['Plain text notice', 'The term has been set to 36 months.'],
    })
  })

  it("orders the lender's example as the UK profile lists it, the representative APR first", () => {
    expect(readQuote(answer)?.example.map((row) => row.key)).toEqual([
      'RepresentativeApr',
      'InterestRate',
      'DocumentationFee',
      'TotalAmountOfCredit',
      'TotalChargeForCredit',
      'Deposit',
      'TotalAmountPayable',
      'Duration',
      'CashPrice',
      'RegularPayment',
      'OptionalFinalPayment',
      'AnnualMileage',
    ])
  })

  it("writes a product choice's compact line from the lender's figures", () => {
    const example = readQuote(answer)!.example
    const template = 'Representative {rate}% APR · total payable {total} · {months} months'
    expect(compactExample(example, template)).toBe('Representative 9.9% APR · total payable £21,052.20 · 37 months')
    const unreadable = example.map((row) => (row.field === 'apr' ? { ...row, value: 'see below' } : row))
    expect(compactExample(unreadable, template)).toBe('Representative APR see below · Total amount payable £21,052.20')
  })

  it('is null when the example lacks a line CONC requires: no payment without its example', () => {
    const without = (key: string) => ({
      ...answer,
      FinanceQuotations: [
        {
          ...answer.FinanceQuotations[0]!,
          Blocks: [{ Title: 'Representative example', Details: details.filter((d) => d.Key !== key) }],
        },
      ],
    })
    expect(readQuote(without('RepresentativeApr'))).toBeNull()
    expect(readQuote(without('TotalAmountPayable'))).toBeNull()
    // No fees, nothing to state; a PCP's final payment is the only optional line.
    expect(readQuote(without('DocumentationFee'))).not.toBeNull()
    expect(readQuote(without('OptionalFinalPayment'))).not.toBeNull()
    expect(readQuote({ ...answer, FinanceQuotations: [{ ...answer.FinanceQuotations[0]!, Blocks: [] }] })).toBeNull()
  })

  it('is null when the vehicle or the quotation has an error: the option is hidden', () => {
    expect(readQuote({ ...answer, HasError: true, Error: { UserMessage: 'No' } })).toBeNull()
    expect(
      readQuote({ ...answer, FinanceQuotations: [{ HasError: true, Blocks: [], Error: { UserMessage: 'No' } }] }),
    ).toBeNull()
    expect(readQuote({ ...answer, FinanceQuotations: [] })).toBeNull()
    expect(readQuote(undefined)).toBeNull()
  })

  it('finds a vehicle answer by its id, or by position when the lender sends no ids', () => {
    const noIds = [
      { ...answer, Id: null },
      { ...answer, Id: null, HasError: true },
    ]
    expect(vehicleFor(noIds, 'HP', 1)?.HasError).toBe(true)
    expect(vehicleFor([{ ...answer, Id: 'HP' }, answer], 'PCP', 0)).toBe(answer)
    expect(vehicleFor([answer], 'HP', 0)).toBeUndefined()
  })
})

describe('links and typed amounts', () => {
  it('follows same-site paths and http(s) only, and adds the quote reference once', () => {
    expect(safeHref('/sell-car')).toBe('/sell-car')
    expect(safeHref('https://lender.example/apply?q=1')).toBe('https://lender.example/apply?q=1')
    expect(safeHref('javascript:alert(1)')).toBeNull()
    expect(safeHref('//evil.example')).toBeNull()
    expect(safeHref(null)).toBeNull()
    expect(withQuoteRef('/sell-car', 'HP1.a.b')).toBe('/sell-car?quoteRef=HP1.a.b')
    expect(withQuoteRef('/x?y=1', 'R')).toBe('/x?y=1&quoteRef=R')
    expect(withQuoteRef('/x?quoteRef=R', 'R')).toBe('/x?quoteRef=R')
  })

  it('strips pounds, spaces, separators and leading zeros, and clamps', () => {
    expect(parseTypedAmount('£2,500', 1_000, 5_000)).toBe(2_500)
    expect(parseTypedAmount(' 0 02 500 ', 1_000, 5_000)).toBe(2_500)
    expect(parseTypedAmount('250', 1_000, 5_000)).toBe(1_000)
    expect(parseTypedAmount('99999', 1_000, 5_000)).toBe(5_000)
    expect(parseTypedAmount('1999.60', 1_000, 5_000)).toBe(2_000)
    expect(parseTypedAmount('', 1_000, 5_000)).toBeNull()
    expect(parseTypedAmount('two', 1_000, 5_000)).toBeNull()
  })
})
