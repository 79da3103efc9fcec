import { describe, expect, it } from 'vitest'
import { calendarFile } from '../calendar/ics'
import { offeringsFor, SERVICE_GROUPS, UNIVERSAL_CODES, workshopDoes, median } from './catalogue'
import { bookingMail } from './mail'
import { normalizePlate, plateInput } from './plates'
import { parseBooking, parseCodes, parseLatLng } from './schemas'
import { signBookingToken, verifyBookingToken } from './token'
import { bookingTotal, formatKr } from './totals'
import { lookupVehicle } from '@/modules/vehicles/register'
import type { Car } from './types'

describe('the vehicle register', () => {
  it('knows the fixtures and never finds ZZZ999', () => {
    expect(lookupVehicle('ABC123')).toEqual({
      kind: 'found',
      car: {
        registrationNumber: 'ABC123',
        isSupported: true,
        brand: 'Volvo',
        model: 'XC60',
        buildYear: 2021,
        hasServiceAgreement: true,
      },
    })
    expect(lookupVehicle('DEF456')).toMatchObject({ car: { brand: 'Kia', hasServiceAgreement: false } })
    expect(lookupVehicle('JKL012')).toMatchObject({ car: { brand: 'BMW', isSupported: false } })
    expect(lookupVehicle('MNO345')).toEqual({ kind: 'brand_not_supported', brand: 'Ferrari' })
    expect(lookupVehicle('ZZZ999')).toEqual({ kind: 'not_found' })
    expect(lookupVehicle('QWE321')).toMatchObject({ kind: 'found', car: { isSupported: true } })
  })

  it('takes plates of 2-6 letters and digits, upper-cased', () => {
    expect(normalizePlate('abc 123')).toBe('ABC123')
    expect(normalizePlate('A')).toBeNull()
    expect(normalizePlate('ABC1234')).toBeNull()
    expect(normalizePlate('ÅÄÖ123')).toBeNull()
    expect(plateInput('abc-1234')).toBe('ABC123')
    expect(plateInput('abc 123')).toBe('ABC123')
  })
})

describe('the catalogue', () => {
  const volvo = (lookupVehicle('ABC123') as { car: Car }).car
  const tesla = (lookupVehicle('GHJ789') as { car: Car }).car
  it('has the icons and codes every workshop does', () => {
    const cats = offeringsFor(SERVICE_GROUPS, volvo, () => [1])
    expect(new Set(cats.map((c) => c.icon))).toEqual(
      new Set(['accident', 'other', 'screwdriver', 'service', 'troubleshooting', 'update', 'wheel', 'windscreen']),
    )
    for (const code of UNIVERSAL_CODES) expect(workshopDoes('12345', code)).toBe(true)
  })
  it('prices at the median, less the agreement discount, with unknown and unit prices', () => {
    const cats = offeringsFor(SERVICE_GROUPS, volvo, () => [0.9, 1, 1.2])
    const all = cats.flatMap((c) => c.offerings)
    const base = all.find((o) => o.code === 'baseservice')!
    expect(base.priceDiscount).toBe(250)
    expect(base.price).toBe(Math.round((2495 * 1.1) / 10) * 10 - 250)
    expect(all.find((o) => o.code === 'troubleshooting')).toMatchObject({
      priceKnown: false,
      notKnownPriceText: 'Pris saknas*',
      allowUserInput: true,
    })
    expect(all.find((o) => o.code === 'wiperblades')!.unitPrice).toEqual({
      minimum: 1,
      maximum: 3,
      unit: 'styck',
      unitAbbreviation: 'st',
      postfix: '/st',
    })
    const teslaOriginal = offeringsFor(SERVICE_GROUPS, tesla, () => [1])
      .flatMap((c) => c.offerings)
      .find((o) => o.code === 'originalservice')!
    expect(teslaOriginal.isAvailable).toBe(false)
    expect(median([3, 1, 2])).toBe(2)
    expect(median([])).toBeNull()
  })
})

describe('totals', () => {
  it('sums prices times units, leaving unknown prices out, in Swedish kr', () => {
    expect(
      bookingTotal([
        { price: 2495, priceKnown: true },
        { price: 249, priceKnown: true, unit: 3 },
        { price: 0, priceKnown: false },
      ]),
    ).toBe(3242)
    expect(formatKr(12345)).toBe('12\u00a0345 kr')
  })
})

describe('booking payload validation', () => {
  const good = {
    customer: { firstName: 'Åsa', lastName: 'Öberg', phone: '+46 70 123 45 67', email: 'asa@example.com' },
    departmentId: '110130',
    timeSlot: '2030-03-05T10:00:00',
    registrationNumber: 'abc 123',
    serviceOfferingRequests: [{ kobraId: 'wiperblades' }, { kobraId: 'baseservice' }],
  }
  it('defaults the mileage to 1 and units to 1, and upper-cases the plate', () => {
    const parsed = parseBooking(good)
    expect(parsed.ok && parsed.booking).toMatchObject({ mileage: 1, registrationNumber: 'ABC123', isFullDay: false })
    expect(parsed.ok && parsed.booking.serviceOfferingRequests[0]!.unitsSelected).toBe(1)
  })
  it('answers one error per bad field', () => {
    const parsed = parseBooking({
      ...good,
      customer: { firstName: '', lastName: 'x', phone: '12', email: 'nope' },
      freeText: 'x'.repeat(81),
    })
    expect(parsed.ok).toBe(false)
    expect(!parsed.ok && parsed.errors.map((e) => e.field)).toEqual([
      'customer.firstName',
      'customer.phone',
      'customer.email',
      'freeText',
    ])
    const plate = parseBooking({ ...good, registrationNumber: 'A' })
    expect(!plate.ok && plate.code).toBe('InvalidReg')
    expect(parseBooking('x').ok).toBe(false)
  })
  it('checks codes and coordinates', () => {
    expect(parseCodes('baseservice,wheelchange')).toEqual(['baseservice', 'wheelchange'])
    expect(parseCodes('baseservice,<script>')).toBeNull()
    expect(parseLatLng('57.7', '11.9')).toEqual({ lat: 57.7, lng: 11.9 })
    expect(parseLatLng('91', '0')).toBeNull()
    expect(parseLatLng('x', '0')).toBeNull()
  })
})

describe('change/cancel tokens', () => {
  const secret = 'a-secret-of-some-length'
  const expiresAt = new Date('2030-03-04T09:00:00Z')
  const token = signBookingToken(secret, { bookingId: '42', version: 1, expiresAt })
  it('verifies its own token until 24 h before the slot, then says expired', () => {
    expect(verifyBookingToken(secret, token, new Date('2030-03-04T08:59:59Z'))).toMatchObject({
      ok: true,
      claims: { bookingId: '42', version: 1 },
    })
    expect(verifyBookingToken(secret, token, expiresAt)).toMatchObject({ ok: false, reason: 'expired' })
  })
  it('refuses an altered token or another secret', () => {
    expect(verifyBookingToken(secret, token.replace('42.', '43.'), new Date(0))).toEqual({
      ok: false,
      reason: 'invalid',
    })
    expect(verifyBookingToken('another-secret-value', token, new Date(0))).toEqual({ ok: false, reason: 'invalid' })
    expect(verifyBookingToken(secret, 'garbage', new Date(0))).toEqual({ ok: false, reason: 'invalid' })
  })
})

describe('booking e-mails and calendar entries', () => {
  const booking = {
    id: '7',
    registrationNumber: 'ABC123',
    firstName: 'Åsa',
    siteName: 'Hedin Bil Göteborg',
    address: 'Gatan 1, 411 01 Göteborg',
    timeSlot: '2030-03-05T10:00:00',
    isFullDay: false,
    services: [{ name: 'Hjulskifte', price: 495, priceKnown: true, units: null }],
    total: 495,
    durationMinutes: 60,
  }
  it('writes the confirmation with the change link, the cancellation without', () => {
    const mail = bookingMail('confirmation', booking, 'https://x.test/b?booking=t')
    expect(mail.subject).toBe('Bokning bekräftad – ABC123')
    expect(mail.text).toContain('2030-03-05 kl. 10:00')
    expect(mail.text).toContain('https://x.test/b?booking=t')
    expect(bookingMail('cancellation', booking, null).text).not.toContain('Ändra eller avboka')
  })
  it('makes a REQUEST and a CANCEL of the same uid', () => {
    const event = {
      uid: 'service-booking-7@retail-cloud',
      start: new Date('2030-03-05T09:00:00Z'),
      end: new Date('2030-03-05T10:00:00Z'),
      title: 'Verkstad',
    }
    const request = calendarFile({ ...event, sequence: 1 }, 'REQUEST')
    const cancel = calendarFile({ ...event, sequence: 2 }, 'CANCEL')
    expect(request).toContain('METHOD:REQUEST')
    expect(cancel).toContain('METHOD:CANCEL')
    expect(cancel).toContain('UID:service-booking-7@retail-cloud')
    expect(cancel).toContain('SEQUENCE:2')
  })
})
