import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { DealerFinanceProvider } from '@/providers/dealer-finance'

const state = vi.hoisted(() => ({ provider: undefined as DealerFinanceProvider | undefined }))

vi.mock('@/providers/dealer-finance', async (importOriginal) => {
  const original = await importOriginal<typeof import('@/providers/dealer-finance')>()
  return { ...original, dealerFinanceProvider: () => state.provider }
})

const { embeddedDealerFinance, DealerFinanceUnavailableError } = await import('@/providers/dealer-finance')
const { GET } = await import('./route')

const secret = 'route-test-secret-0123'
const get = (query: string) => GET(new Request(`http://hedin-uk.localhost/api/codeweaver/legal${query}`))

async function aQuoteReference(): Promise<string> {
  const answer = await state.provider!.quote({
    VehicleRequests: [
      {
        Id: 'HP',
        PhysicalVehicle: {
          Type: 'Car',
          SourceVehicleId: '14000001',
          Status: 'PreOwned',
          OnTheRoadPrice: 12_000,
          Mileage: 18_000,
          Registration: { RegistrationNumber: 'AB23 CDE', CountryCode: 'GB', DateRegisteredWithDvla: '2023-06-15' },
        },
        Parameters: {
          Term: 48,
          CashDeposit: 1_200,
          FinanceProductFamilyKeys: ['HP'],
          CalculationType: 'ToRegularPayment',
          OrganisationIdentifier: { Value: 'uk-site-1', Type: 'AssociatedDealerKey' },
        },
      },
    ],
  })
  return answer.Vehicles[0]!.FinanceQuotations[0]!.Finance!.Quote.QuoteReference
}

describe('GET /api/codeweaver/legal', () => {
  beforeEach(() => {
    state.provider = embeddedDealerFinance({ secret, now: () => new Date('2025-03-01T12:00:00Z') })
  })

  it('answers the terms and conditions of a quote', async () => {
    const reference = await aQuoteReference()
    const res = await get(`?quoteRef=${encodeURIComponent(reference)}`)
    expect(res.status).toBe(200)
    const { TermsAndConditions } = (await res.json()) as { TermsAndConditions: string }
    expect(TermsAndConditions).toContain(`Hire Purchase quote ${reference}`)
    expect(TermsAndConditions).toContain('total amount payable £14,432.20')
    expect(TermsAndConditions).toContain('option to purchase fee of £10.00')
  })

  it('answers 404 for a forged or unknown reference', async () => {
    const reference = await aQuoteReference()
    const forged = reference.replace(/^HP1\.[0-9a-z]+\./, `HP1.${(1_000_00).toString(36)}.`)
    for (const quoteRef of [forged, 'HP1.abc.p.0.1.1c.1.0.20250301.AAAAAAAAAAAAAAAA', 'Q12345678']) {
      const res = await get(`?quoteRef=${encodeURIComponent(quoteRef)}`)
      expect(res.status).toBe(404)
      expect(await res.json()).toMatchObject({ error: 'unknown_quote' })
    }
  })

  it.each(['', '?quoteRef=', '?quoteRef=has%20spaces', `?quoteRef=${'x'.repeat(201)}`])(
    'answers 400 for %s',
    async (query) => {
      const res = await get(query)
      expect(res.status).toBe(400)
      expect(await res.json()).toMatchObject({ error: 'invalid_request', field: 'quoteRef' })
    },
  )

  it('answers 502 when the upstream lender fails', async () => {
    state.provider = { ...state.provider!, legal: () => Promise.reject(new DealerFinanceUnavailableError('down')) }
    expect((await get('?quoteRef=HP1.x.AAAA')).status).toBe(502)
  })
})
