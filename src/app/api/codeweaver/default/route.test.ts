import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { DealerFinanceProvider } from '@/providers/dealer-finance'

const state = vi.hoisted(() => ({ provider: undefined as DealerFinanceProvider | undefined }))

vi.mock('@/providers/dealer-finance', async (importOriginal) => {
  const original = await importOriginal<typeof import('@/providers/dealer-finance')>()
  return { ...original, dealerFinanceProvider: () => state.provider }
})

const { embeddedDealerFinance, DealerFinanceUnavailableError } = await import('@/providers/dealer-finance')
const { POST } = await import('./route')

const body = {
  PhysicalVehicle: {
    Type: 'Car',
    SourceVehicleId: '14000001',
    Vin: 'WBA11AA0XR1234567',
    Status: 'PreOwned',
    OnTheRoadPrice: 18_995,
    Mileage: 21_400,
    Registration: { RegistrationNumber: 'AB22 CDE', CountryCode: 'GB', DateRegisteredWithDvla: '2022-09-01' },
  },
  OrganisationIdentifier: { Value: 'uk-site-1', Type: 'AssociatedDealerKey' },
}

const post = (payload: unknown) =>
  POST(
    new Request('http://hedin-uk.localhost/api/codeweaver/default', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: typeof payload === 'string' ? payload : JSON.stringify(payload),
    }),
  )

describe('POST /api/codeweaver/default', () => {
  beforeEach(() => {
    state.provider = embeddedDealerFinance({
      secret: 'route-test-secret-0123',
      now: () => new Date('2025-06-01T12:00:00Z'),
    })
  })

  it('answers the products of the car, not cached', async () => {
    const res = await post(body)
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('no-store')
    const answer = (await res.json()) as { Products: { FamilyKey: string; AnnualMileage: unknown }[] }
    expect(answer.Products.map((p) => p.FamilyKey)).toEqual(['HP', 'PCP'])
    expect(answer.Products[0]!.AnnualMileage).toBeNull()
    expect(answer.Products[1]!.AnnualMileage).toMatchObject({ Default: 10_000 })
  })

  it.each([
    ['not JSON', '{"PhysicalVehicle":', 'invalid_json', undefined],
    ['an empty body', '', 'invalid_json', undefined],
    ['no vehicle', { OrganisationIdentifier: body.OrganisationIdentifier }, 'invalid_request', 'PhysicalVehicle'],
    [
      'a negative price',
      { ...body, PhysicalVehicle: { ...body.PhysicalVehicle, OnTheRoadPrice: -1 } },
      'invalid_request',
      'PhysicalVehicle.OnTheRoadPrice',
    ],
    [
      'a malformed registration date',
      {
        ...body,
        PhysicalVehicle: {
          ...body.PhysicalVehicle,
          Registration: { ...body.PhysicalVehicle.Registration, DateRegisteredWithDvla: '01/09/2022' },
        },
      },
      'invalid_request',
      'PhysicalVehicle.Registration.DateRegisteredWithDvla',
    ],
    [
      'another organisation type',
      { ...body, OrganisationIdentifier: { Value: 'x', Type: 'Dealer' } },
      'invalid_request',
      'OrganisationIdentifier.Type',
    ],
  ])('answers 400 for %s', async (_, payload, error, field) => {
    const res = await post(payload)
    expect(res.status).toBe(400)
    const answer = (await res.json()) as { error: string; fields?: Record<string, string[]> }
    expect(answer.error).toBe(error)
    if (field) expect(Object.keys(answer.fields ?? {})).toContain(field)
  })

  it('answers 413 for a body far larger than any request', async () => {
    const res = await post({ ...body, padding: 'x'.repeat(20_000) })
    expect(res.status).toBe(413)
  })

  it('answers 502 when the upstream lender fails, 503 on anything else, never 500', async () => {
    state.provider = {
      products: () => Promise.reject(new DealerFinanceUnavailableError('upstream answered 500')),
      quote: () => Promise.reject(new Error('unused')),
      legal: () => Promise.reject(new Error('unused')),
    }
    const res = await post(body)
    expect(res.status).toBe(502)
    expect(await res.json()).toMatchObject({ error: 'finance_unavailable' })
    state.provider = { ...state.provider, products: () => Promise.reject(new TypeError('bug')) }
    expect((await post(body)).status).toBe(503)
  })
})
