import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { DealerFinanceProvider } from '@/providers/dealer-finance'
import type { QuoteResponse } from '@/modules/finance/codeweaver'

const state = vi.hoisted(() => ({ provider: undefined as DealerFinanceProvider | undefined }))

vi.mock('@/providers/dealer-finance', async (importOriginal) => {
  const original = await importOriginal<typeof import('@/providers/dealer-finance')>()
  return { ...original, dealerFinanceProvider: () => state.provider }
})

const { embeddedDealerFinance, DealerFinanceUnavailableError } = await import('@/providers/dealer-finance')
const { POST } = await import('./route')

const vehicle = {
  Type: 'Car',
  SourceVehicleId: '14000001',
  Vin: null,
  Status: 'PreOwned',
  OnTheRoadPrice: 12_000,
  Mileage: 18_000,
  Registration: { RegistrationNumber: 'AB23 CDE', CountryCode: 'GB', DateRegisteredWithDvla: '2023-06-15' },
}
const parameters = {
  Term: 48,
  CashDeposit: 1_200,
  RegularPayment: null,
  AnnualMileage: null,
  FinanceProductFamilyKeys: ['HP'],
  CalculationType: 'ToRegularPayment',
  OrganisationIdentifier: { Value: 'uk-site-1', Type: 'AssociatedDealerKey' },
}
const body = (overrides: Record<string, unknown> = {}, id = 'HP') => ({
  VehicleRequests: [{ Id: id, Parameters: { ...parameters, ...overrides }, PhysicalVehicle: vehicle }],
})

const post = (payload: unknown) =>
  POST(
    new Request('http://hedin-uk.localhost/api/codeweaver/cfd', {
      method: 'POST',
      body: typeof payload === 'string' ? payload : JSON.stringify(payload),
    }),
  )

describe('POST /api/codeweaver/cfd', () => {
  beforeEach(() => {
    state.provider = embeddedDealerFinance({
      secret: 'route-test-secret-0123',
      now: () => new Date('2025-03-01T12:00:00Z'),
    })
  })

  it('quotes each vehicle request: the HP worked example, and a PCP beside it', async () => {
    const pcp = body({ FinanceProductFamilyKeys: ['PCP'], Term: 36, AnnualMileage: 8_000 }, 'PCP').VehicleRequests
    const res = await post({ VehicleRequests: [...body().VehicleRequests, ...pcp] })
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('no-store')
    const answer = (await res.json()) as QuoteResponse
    expect(answer.Vehicles.map((v) => v.Id)).toEqual(['HP', 'PCP'])
    const hp = answer.Vehicles[0]!.FinanceQuotations[0]!
    expect(hp.Finance?.Quote).toMatchObject({
      Term: 48,
      TotalDeposit: 1_200,
      TotalRegularPayment: 273.4,
      AnnualMileage: null,
    })
    expect(hp.Blocks[0]!.Details.find((d) => d.Key === 'RepresentativeApr')?.DisplayValue).toBe('10.9% APR')
    expect(answer.Vehicles[1]!.FinanceQuotations[0]!.Finance?.Quote.AnnualMileage).toBe(8_000)
  })

  it('calculates the deposit from a payment', async () => {
    const res = await post(body({ CalculationType: 'ToCashDeposit', CashDeposit: null, RegularPayment: 273.4 }))
    const answer = (await res.json()) as QuoteResponse
    expect(answer.Vehicles[0]!.FinanceQuotations[0]!.Finance?.Quote.TotalDeposit).toBe(1_200)
  })

  it.each([
    ['not JSON', 'Term=48', undefined],
    ['no vehicle requests', { VehicleRequests: [] }, 'VehicleRequests'],
    ['a fractional term', body({ Term: 36.5 }), 'VehicleRequests.0.Parameters.Term'],
    ['a text deposit', body({ CashDeposit: '1200' }), 'VehicleRequests.0.Parameters.CashDeposit'],
    ['ToRegularPayment without a deposit', body({ CashDeposit: null }), 'VehicleRequests.0.Parameters.CashDeposit'],
    [
      'ToCashDeposit without a payment',
      body({ CalculationType: 'ToCashDeposit' }),
      'VehicleRequests.0.Parameters.RegularPayment',
    ],
    ['an unknown calculation', body({ CalculationType: 'ToTerm' }), 'VehicleRequests.0.Parameters.CalculationType'],
    [
      'no product family',
      body({ FinanceProductFamilyKeys: [] }),
      'VehicleRequests.0.Parameters.FinanceProductFamilyKeys',
    ],
  ])('answers 400 naming the field for %s', async (_, payload, field) => {
    const res = await post(payload)
    expect(res.status).toBe(400)
    expect(res.headers.get('cache-control')).toBe('no-store')
    const answer = (await res.json()) as { fields?: Record<string, string[]> }
    if (field) expect(Object.keys(answer.fields ?? {})).toContain(field)
  })

  it('answers inputs outside the limits clamped, with a notification', async () => {
    const res = await post(body({ Term: 100, CashDeposit: 50 }))
    const finance = ((await res.json()) as QuoteResponse).Vehicles[0]!.FinanceQuotations[0]!.Finance!
    expect(finance.Quote).toMatchObject({ Term: 60, TotalDeposit: 1_200 })
    expect(finance.Notifications).toHaveLength(2)
  })

  it('answers a product the lender cannot offer with the error shape', async () => {
    const res = await post(body({ FinanceProductFamilyKeys: ['LEASE'] }))
    expect(res.status).toBe(200)
    const quotation = ((await res.json()) as QuoteResponse).Vehicles[0]!.FinanceQuotations[0]!
    expect(quotation).toMatchObject({
      HasError: true,
      Error: { UserMessage: 'This finance product is not available.' },
    })
  })

  it('answers 502, not 500, when the lender is down', async () => {
    state.provider = { ...state.provider!, quote: () => Promise.reject(new DealerFinanceUnavailableError('timeout')) }
    const res = await post(body())
    expect(res.status).toBe(502)
    expect(await res.json()).toMatchObject({ error: 'finance_unavailable' })
  })
})
