import { describe, expect, it } from 'vitest'
import { localDate } from '@/modules/dealers/calendar'
import { formFieldErrors } from './field-rules'
import { serviceRequestFormSchema } from './service-request'
import { DEFAULT_CAR_SERVICES, DEFAULT_MC_SERVICES, SERVICE_REQUEST_TIME_ZONE } from './service-request-rules'

const valid = {
  siteId: '2201',
  services: [],
  customerName: 'Ola Nordmann',
  customerPhone: '412 34 567',
  customerEmail: 'ola@example.no',
  regno: 'AB 12345',
  date: '2026-11-27',
  gdpr: true,
}

describe('the Norwegian service request', () => {
  it('has 11 car and 3 motorcycle services by default', () => {
    expect(DEFAULT_CAR_SERVICES).toHaveLength(11)
    expect(DEFAULT_MC_SERVICES).toHaveLength(3)
  })

  it('takes today in Europe/Oslo: 23:30 UTC on the 26th is already the 27th there', () => {
    const today = localDate(SERVICE_REQUEST_TIME_ZONE, new Date('2026-11-26T23:30:00Z'))
    expect(today).toBe('2026-11-27')
    const schema = serviceRequestFormSchema({ country: 'NO', today })
    expect(schema.safeParse(valid).success).toBe(true)
    const yesterday = schema.safeParse({ ...valid, date: '2026-11-26' })
    expect(formFieldErrors(yesterday.error!)).toEqual({ date: 'serviceRequestDateInPast' })
    // In summer Oslo is UTC+2: 22:30 UTC on 30 June is 1 July there.
    expect(localDate(SERVICE_REQUEST_TIME_ZONE, new Date('2026-06-30T22:30:00Z'))).toBe('2026-07-01')
  })

  it('requires dealer, plate, date, name, phone, email and the GDPR box; newsletter and services are optional', () => {
    const schema = serviceRequestFormSchema({ country: 'NO', today: '2026-11-27' })
    const result = schema.safeParse({ services: [], gdpr: false })
    expect(formFieldErrors(result.error!)).toEqual({
      siteId: 'formDealerRequired',
      customerName: 'formNameRequired',
      customerPhone: 'formPhoneRequired',
      customerEmail: 'formEmailRequired',
      regno: 'formRegnoRequired',
      date: 'formDateRequired',
      gdpr: 'serviceRequestGdprRequired',
    })
    const parsed = schema.parse({ ...valid, milage: '' })
    expect(parsed).toMatchObject({ newsletter: false, typeMC: false, milage: null, regno: 'AB12345' })
    // What the browser checked is what it sends: the output parses again to itself.
    expect(schema.parse(parsed)).toEqual(parsed)
    expect(parsed.customerPhone).toBe('+4741234567')
    expect(formFieldErrors(schema.safeParse({ ...valid, date: '2026-13-01' }).error!)).toEqual({
      date: 'formDateRequired',
    })
  })
})
