import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  productsResponseSchema,
  quoteResponseSchema,
  type ProductsRequest,
  type QuoteRequestBody,
} from '@/modules/finance/codeweaver'
import { DealerFinanceUnavailableError, embeddedDealerFinance, httpDealerFinance } from './index'

const secret = 'test-secret-for-quote-references'
const now = () => new Date('2025-03-01T10:00:00Z')
const lender = embeddedDealerFinance({ secret, now })

const vehicle = {
  Type: 'Car' as const,
  SourceVehicleId: '14000001',
  Vin: 'WBA11AA0XR1234567',
  Status: 'PreOwned' as const,
  OnTheRoadPrice: 24_000,
  Mileage: 30_000,
  Registration: { RegistrationNumber: 'AB22 CDE', CountryCode: 'GB', DateRegisteredWithDvla: '2022-03-01' },
}
const organisation = { Value: 'uk-site-1', Type: 'AssociatedDealerKey' as const }
const productsRequest: ProductsRequest = { PhysicalVehicle: vehicle, OrganisationIdentifier: organisation }

const quoteRequest = (parameters: Partial<QuoteRequestBody['VehicleRequests'][number]['Parameters']> = {}) => ({
  VehicleRequests: [
    {
      Id: 'PCP',
      PhysicalVehicle: vehicle,
      Parameters: {
        Term: 36,
        CashDeposit: 2_400,
        RegularPayment: null,
        AnnualMileage: 10_000,
        FinanceProductFamilyKeys: ['PCP'],
        CalculationType: 'ToRegularPayment' as const,
        OrganisationIdentifier: organisation,
        ...parameters,
      },
    },
  ],
})

describe('embedded dealer finance', () => {
  it('offers HP and PCP with their limits, mileage for PCP only', async () => {
    const answer = await lender.products(productsRequest)
    expect(productsResponseSchema.safeParse(answer).success).toBe(true)
    const [hp, pcp] = answer.Products
    expect(hp).toMatchObject({
      FamilyKey: 'HP',
      Name: 'Hire Purchase',
      Term: { Values: [12, 24, 36, 48, 60], Default: 48, Locale: { DisplayValue: '48 months' } },
      Deposit: { Minimum: 2_400, Maximum: 12_000, Default: 2_400, Locale: { DisplayValue: '£2,400' } },
      AnnualMileage: null,
    })
    expect(pcp).toMatchObject({ FamilyKey: 'PCP', Name: 'Personal Contract Purchase', Term: { Values: [24, 36, 48] } })
    expect(pcp!.AnnualMileage).toMatchObject({ Minimum: 5_000, Default: 10_000 })
    expect(pcp!.AnnualMileage!.Values![1]! - pcp!.AnnualMileage!.Values![0]!).toBe(1_000)
  })

  it('quotes with the representative example, a signed reference and the apply link', async () => {
    const answer = await lender.quote(quoteRequest())
    expect(quoteResponseSchema.safeParse(answer).success).toBe(true)
    const vehicleQuote = answer.Vehicles[0]!
    expect(vehicleQuote).toMatchObject({ Id: 'PCP', HasError: false })
    const quotation = vehicleQuote.FinanceQuotations[0]!
    expect(quotation.HasError).toBe(false)
    const quote = quotation.Finance!.Quote
    // the worked example of quote-engine.test.ts
    expect(quote).toMatchObject({ Term: 36, TotalDeposit: 2_400, TotalRegularPayment: 429.07, AnnualMileage: 10_000 })
    expect(quote.QuoteActions?.Apply).toBe(
      `/buy-car/finance-and-insurance-options/personal-finance?quoteRef=${encodeURIComponent(quote.QuoteReference)}`,
    )
    const details = Object.fromEntries(quotation.Blocks[0]!.Details.map((d) => [d.Key, d.DisplayValue]))
    expect(details).toMatchObject({
      CashPrice: '£24,000.00',
      Deposit: '£2,400.00',
      TotalAmountOfCredit: '£21,600.00',
      Duration: '37 months',
      RegularPayment: '£429.07',
      OptionalFinalPayment: '£11,236.00',
      GuaranteedFutureValue: '£11,226.00',
      AnnualMileage: '10,000 miles',
      ExcessMileageCharge: '10p per mile',
      TotalAmountPayable: '£29,181.52',
      InterestRate: '9.9% per annum',
      RepresentativeApr: '10.6% APR',
    })
    expect(quotation.Finance!.Notifications).toEqual([])
  })

  it('calculates the deposit for a payment, and tells when it clamps an input', async () => {
    const byPayment = await lender.quote(
      quoteRequest({ CalculationType: 'ToCashDeposit', CashDeposit: null, RegularPayment: 429.07 }),
    )
    expect(byPayment.Vehicles[0]!.FinanceQuotations[0]!.Finance!.Quote.TotalDeposit).toBe(2_400)
    const clamped = await lender.quote(quoteRequest({ CashDeposit: 100 }))
    const finance = clamped.Vehicles[0]!.FinanceQuotations[0]!.Finance!
    expect(finance.Quote.TotalDeposit).toBe(2_400)
    expect(finance.Notifications).toEqual([
      {
        Key: 'CashDepositAdjusted',
        Message: "The deposit has been set to £2,400, within the lender's limits for this term.",
      },
    ])
  })

  it('answers a product the car cannot have, or an unknown one, with the error shape', async () => {
    const old = { ...vehicle, Registration: { ...vehicle.Registration, DateRegisteredWithDvla: '2016-01-01' } }
    const answer = await lender.quote({
      VehicleRequests: [{ ...quoteRequest().VehicleRequests[0]!, PhysicalVehicle: old }],
    })
    expect(answer.Vehicles[0]!.FinanceQuotations[0]).toMatchObject({
      HasError: true,
      Error: { UserMessage: 'Personal Contract Purchase is not available for this vehicle.' },
    })
    const unknown = await lender.quote(quoteRequest({ FinanceProductFamilyKeys: ['LEASE'] }))
    expect(unknown.Vehicles[0]!.FinanceQuotations[0]).toMatchObject({ HasError: true, FamilyKey: 'LEASE' })
    const products = await lender.products({ ...productsRequest, PhysicalVehicle: old })
    expect(products.Products.map((p) => p.FamilyKey)).toEqual(['HP'])
  })

  it('finances UK-registered vehicles only', async () => {
    const foreign = { ...vehicle, Registration: { ...vehicle.Registration, CountryCode: 'SE' } }
    expect((await lender.products({ ...productsRequest, PhysicalVehicle: foreign })).Products).toEqual([])
    const answer = await lender.quote({
      VehicleRequests: [{ ...quoteRequest().VehicleRequests[0]!, PhysicalVehicle: foreign }],
    })
    expect(answer.Vehicles[0]).toMatchObject({ HasError: true, FinanceQuotations: [] })
    expect(answer.Vehicles[0]!.Error?.UserMessage).toMatch(/registered in the UK/)
  })

  it('gives the terms of any quote it made, on any instance, and nothing for a forged reference', async () => {
    const answer = await lender.quote(quoteRequest())
    const reference = answer.Vehicles[0]!.FinanceQuotations[0]!.Finance!.Quote.QuoteReference
    // another instance a day later: same secret, no shared state
    const other = embeddedDealerFinance({ secret, now: () => new Date('2025-03-02T09:00:00Z') })
    const legal = await other.legal(reference)
    expect(legal?.TermsAndConditions).toContain(
      `Personal Contract Purchase quote ${reference}, calculated on 1 March 2025`,
    )
    expect(legal?.TermsAndConditions).toContain('representative APR 10.6%')
    expect(legal?.TermsAndConditions).toContain('optional final payment of £11,236.00')
    expect(legal?.TermsAndConditions).toContain('half of the total amount payable (£14,590.76)')
    expect(await embeddedDealerFinance({ secret: 'some-other-secret-entirely' }).legal(reference)).toBeNull()
    expect(await lender.legal(reference.replace(/\.[^.]+$/, '.forgedforgedforg'))).toBeNull()
    expect(await lender.legal('Q-123')).toBeNull()
  })
})

describe('the quote date', () => {
  it('is the calendar date in London, where the lender works', async () => {
    // 23:30 UTC on 31 March 2025 is 00:30 on 1 April in British Summer Time
    const late = embeddedDealerFinance({ secret, now: () => new Date('2025-03-31T23:30:00Z') })
    const answer = await late.quote(quoteRequest())
    const reference = answer.Vehicles[0]!.FinanceQuotations[0]!.Finance!.Quote.QuoteReference
    expect((await late.legal(reference))?.TermsAndConditions).toContain('calculated on 1 April 2025')
  })
})

describe('http dealer finance', () => {
  let server: Server
  let baseUrl: string
  const received: { method: string; url: string; body: string; apiKey: string | undefined }[] = []
  let reply: { status: number; body: string } = { status: 200, body: '{}' }

  beforeAll(async () => {
    server = createServer((req, res) => {
      let body = ''
      req.on('data', (chunk) => (body += chunk))
      req.on('end', () => {
        received.push({
          method: req.method ?? '',
          url: req.url ?? '',
          body,
          apiKey: req.headers['x-api-key'] as string | undefined,
        })
        res.writeHead(reply.status, { 'content-type': 'application/json' }).end(reply.body)
      })
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/codeweaver/`
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  it('forwards the bodies with the API key and checks the answers', async () => {
    const products = await lender.products(productsRequest)
    reply = { status: 200, body: JSON.stringify(products) }
    const upstream = httpDealerFinance(baseUrl, 'upstream-key')
    expect(await upstream.products(productsRequest)).toEqual(products)
    expect(received.at(-1)).toMatchObject({ method: 'POST', url: '/codeweaver/default', apiKey: 'upstream-key' })
    expect(JSON.parse(received.at(-1)!.body)).toEqual(productsRequest)

    const quote = await lender.quote(quoteRequest())
    reply = { status: 200, body: JSON.stringify(quote) }
    expect(await upstream.quote(quoteRequest())).toEqual(quote)
    expect(received.at(-1)).toMatchObject({ method: 'POST', url: '/codeweaver/cfd' })

    reply = { status: 200, body: JSON.stringify({ TermsAndConditions: 'Terms.' }) }
    expect(await upstream.legal('A B')).toEqual({ TermsAndConditions: 'Terms.' })
    expect(received.at(-1)).toMatchObject({ method: 'GET', url: '/codeweaver/legal?quoteRef=A%20B' })
  })

  it('knows an unknown reference by the upstream 404', async () => {
    reply = { status: 404, body: '{"error":"not found"}' }
    expect(await httpDealerFinance(baseUrl).legal('nope')).toBeNull()
    expect(received.at(-1)!.apiKey).toBeUndefined()
  })

  it('fails with DealerFinanceUnavailableError on errors, bad JSON, wrong shapes and no answer', async () => {
    const upstream = httpDealerFinance(baseUrl, 'k')
    reply = { status: 500, body: '{}' }
    await expect(upstream.products(productsRequest)).rejects.toThrow(DealerFinanceUnavailableError)
    reply = { status: 200, body: 'not json' }
    await expect(upstream.quote(quoteRequest())).rejects.toThrow('invalid JSON')
    reply = { status: 200, body: JSON.stringify({ Vehicles: [{ HasError: 'no' }] }) }
    await expect(upstream.quote(quoteRequest())).rejects.toThrow('Vehicles.0.HasError')
    reply = { status: 200, body: JSON.stringify({ Products: [{ FamilyKey: 'HP', Name: 'HP', Term: {} }] }) }
    await expect(upstream.products(productsRequest)).rejects.toThrow(DealerFinanceUnavailableError)
    await expect(httpDealerFinance('http://127.0.0.1:1').products(productsRequest)).rejects.toThrow('unreachable')
  })
})
