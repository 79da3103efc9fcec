import { describe, expect, it } from 'vitest'
import { carDocument } from '@/modules/search/testing/fixture'
import { productsRequestFor, productsRequestSchema, quoteRequestSchema } from './codeweaver'

const ukCar = (fields: Record<string, unknown> = {}) =>
  carDocument(14000001, {
    car_country_code: 'GB',
    car_price_currency: 'GBP',
    car_price: 18_995,
    car_chassino: 'WBA11AA0XR1234567',
    car_regno: 'AB22 CDE',
    car_firstregistration: '2022-09-01',
    car_odometer: 32_187,
    car_odometer_unit: 'km',
    car_site_id: 'uk-site-7',
    ...fields,
  })

describe('productsRequestFor', () => {
  it('describes the car as the lender needs it, its dealer site as the organisation', () => {
    const request = productsRequestFor(ukCar())
    expect(request).toEqual({
      PhysicalVehicle: {
        Type: 'Car',
        SourceVehicleId: '14000001',
        Vin: 'WBA11AA0XR1234567',
        Status: 'PreOwned',
        OnTheRoadPrice: 18_995,
        // 32,187 km
        Mileage: 20_000,
        Registration: { RegistrationNumber: 'AB22 CDE', CountryCode: 'GB', DateRegisteredWithDvla: '2022-09-01' },
      },
      OrganisationIdentifier: { Value: 'uk-site-7', Type: 'AssociatedDealerKey' },
    })
    expect(productsRequestSchema.safeParse(request).success).toBe(true)
  })

  it('finances the campaign price, and knows vans, new cars and readings in miles', () => {
    const request = productsRequestFor(
      ukCar({
        car_has_campaign_price: true,
        car_campaign_price: 17_495,
        car_vehicle_type_code: 'LCV',
        car_is_used: false,
        car_odometer: 12,
        car_odometer_unit: 'miles',
        car_firstregistration: '2025-01-10T09:00:00+00:00',
      }),
    )!
    expect(request.PhysicalVehicle).toMatchObject({
      Type: 'Van',
      Status: 'New',
      OnTheRoadPrice: 17_495,
      Mileage: 12,
      Registration: { DateRegisteredWithDvla: '2025-01-10' },
    })
  })

  it('falls back to the market mileage, and has nothing to finance without a price', () => {
    const noReading = productsRequestFor(ukCar({ car_odometer: null, car_mileage: 41_250 }))
    expect(noReading?.PhysicalVehicle.Mileage).toBe(41_250)
    expect(productsRequestFor(ukCar({ car_price: null }))).toBeNull()
    expect(productsRequestFor(ukCar({ car_price: 0 }))).toBeNull()
  })
})

describe('quoteRequestSchema', () => {
  const vehicle = productsRequestFor(ukCar())!.PhysicalVehicle
  const item = (parameters: Record<string, unknown>) => ({
    VehicleRequests: [
      {
        Id: 'HP',
        PhysicalVehicle: vehicle,
        Parameters: {
          Term: 48,
          FinanceProductFamilyKeys: ['HP'],
          OrganisationIdentifier: { Value: 'uk-site-7', Type: 'AssociatedDealerKey' },
          ...parameters,
        },
      },
    ],
  })

  it('needs the deposit for ToRegularPayment and the payment for ToCashDeposit', () => {
    expect(
      quoteRequestSchema.safeParse(item({ CalculationType: 'ToRegularPayment', CashDeposit: 2_000 })).success,
    ).toBe(true)
    expect(quoteRequestSchema.safeParse(item({ CalculationType: 'ToCashDeposit', RegularPayment: 250 })).success).toBe(
      true,
    )
    const missing = quoteRequestSchema.safeParse(item({ CalculationType: 'ToCashDeposit', CashDeposit: 2_000 }))
    expect(missing.error?.issues.map((i) => i.path.join('.'))).toEqual(['VehicleRequests.0.Parameters.RegularPayment'])
  })
})
