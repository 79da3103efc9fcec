import { describe, expect, it } from 'vitest'
import { createTireHotelLimits } from '@/providers/tirehotel/limits'
import { addDays } from '../dealers/calendar'
import { bookingWindow } from './calendar'
import { memoryStore } from './memory-store'
import { codeMatches, decryptLookup, deriveKeys, encryptLookup, hashCode, signSession, TokenError } from './secrets'
import { codeSms, tireHotelService, type WorkshopRecord } from './service'
import { TireHotelError, type Vehicle } from './types'

const keys = deriveKeys('test secret of the tyre hotel, 32+ chars')
const OPEN_WEEK = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'].map((day) => ({
  day: day as 'monday',
  displayText: '07–17',
  open: '07:00',
  close: '17:00',
}))
const workshop = (erpId: string, capacityPerSlot = 2): WorkshopRecord => ({
  erpId,
  locationName: 'Hedin Bil Barkarby',
  departmentName: 'Verkstad',
  address: 'Bruttovägen 9',
  phone: '08-123 456',
  email: 'verkstad@example.com',
  slotMinutes: 60,
  capacityPerSlot,
  dropOffCapacity: 4,
  dropOffOnlyDays: ['friday'],
  schedule: { openinghours: OPEN_WEEK },
})
const vehicle = (regNo: string, erpId: string): Vehicle => ({
  regNo,
  name: 'Volvo XC60',
  brand: 'Volvo',
  brandCode: 'VO',
  productId: '',
  packageLevel: 'Plus',
  tires: [],
  location: { erpId, locationName: '', departmentName: '', phone: '', email: '', model: '' },
})

function setup(now = new Date('2026-11-26T10:00:00Z'), scale = 1000) {
  const memory = memoryStore({
    agreements: [
      { id: 'a1', regNo: 'THD101', phone: '+46701234567', workshopErpId: 'W1' },
      { id: 'a2', regNo: 'THD202', phone: '+46702345678', workshopErpId: 'W2' },
    ],
    workshops: [workshop('W1'), workshop('W2')],
    vehicles: [vehicle('THD101', 'W1'), vehicle('THD202', 'W2')],
  })
  let clock = now
  const service = tireHotelService({
    store: memory.store,
    keys,
    limits: createTireHotelLimits({ scale }),
    now: () => clock,
  })
  const codeOf = () => /#(\d{4})$/.exec(memory.sms.at(-1)!.body)![1]!
  return { ...memory, service, codeOf, advance: (ms: number) => (clock = new Date(clock.getTime() + ms)) }
}

/** The token with one character of its ciphertext changed (the last one may be padding bits only). */
function flipCiphertext(token: string): string {
  const parts = token.split('.')
  const text = parts[3]!
  const i = Math.floor(text.length / 2)
  parts[3] = text.slice(0, i) + (text[i] === 'A' ? 'B' : 'A') + text.slice(i + 1)
  return parts.join('.')
}

async function status(promise: Promise<unknown>): Promise<number> {
  try {
    await promise
    return 200
  } catch (error) {
    if (error instanceof TireHotelError) return error.status
    throw error
  }
}

describe('lookup token and code hash', () => {
  it('encrypts the agreement id; a changed token is invalid, an old one expired', async () => {
    const now = new Date('2026-11-26T10:00:00Z')
    const token = await encryptLookup(keys, 'agreement-4711', now)
    expect(token.split('.')).toHaveLength(5)
    expect(token).not.toContain('agreement')
    expect(Buffer.from(token.split('.')[3]!, 'base64url').toString('latin1')).not.toContain('4711')
    expect(await decryptLookup(keys, token, now)).toBe('agreement-4711')
    const tampered = flipCiphertext(token)
    await expect(decryptLookup(keys, tampered, now)).rejects.toMatchObject({ reason: 'invalid' })
    await expect(decryptLookup(keys, token, new Date(now.getTime() + 16 * 60_000))).rejects.toBeInstanceOf(TokenError)
    await expect(decryptLookup(keys, token, new Date(now.getTime() + 16 * 60_000))).rejects.toMatchObject({
      reason: 'expired',
    })
  })

  it('stores a code as an HMAC bound to its challenge and compares in constant time', () => {
    const hash = hashCode(keys, 'nonce-1', '0042')
    expect(hash).toMatch(/^[0-9a-f]{64}$/)
    expect(hash).not.toBe(hashCode(keys, 'nonce-2', '0042'))
    expect(codeMatches(keys, 'nonce-1', '0042', hash)).toBe(true)
    expect(codeMatches(keys, 'nonce-1', '0043', hash)).toBe(false)
  })

  it('writes the SMS in the WebOTP format', () => {
    expect(codeSms('1234', 'hedin-se.localhost:3300').split('\n').at(-1)).toBe('@hedin-se.localhost #1234')
  })
})

describe('one-time code', () => {
  it('logs in with the right code and gives the session the agreement, plates and workshops', async () => {
    const t = setup()
    const found = await t.service.search('THD101', 'ip')
    expect(found.obfuscatedPhoneNumber).toBe('070-*** ** 67')
    expect(JSON.stringify(found)).not.toContain('1234567')
    const login = await t.service.login(found.encryptedPhoneNumber, 'ip', 'example.com')
    const result = await t.service.validate(login.authorizationToken, t.codeOf(), 'ip')
    expect(result.validated.status).toBe(0)
    expect(result.claims).toEqual({ agreements: ['a1'], plates: ['THD101'], workshops: ['W1'] })
  })

  it('counts 20 parallel wrong guesses atomically: 5 answered 401, the rest 429, then even the right code 429', async () => {
    const t = setup()
    const found = await t.service.search('THD101', 'ip')
    const { authorizationToken } = await t.service.login(found.encryptedPhoneNumber, 'ip', 'example.com')
    const right = t.codeOf()
    const wrong = String((Number(right) + 1) % 10_000).padStart(4, '0')
    const statuses = await Promise.all(
      Array.from({ length: 20 }, () => status(t.service.validate(authorizationToken, wrong, 'ip'))),
    )
    expect(statuses.filter((s) => s === 401)).toHaveLength(5)
    expect(statuses.filter((s) => s === 429)).toHaveLength(15)
    expect([...t.challenges.values()][0]!.attempts).toBe(5)
    expect(await status(t.service.validate(authorizationToken, right, 'ip'))).toBe(429)
  })

  it('says how many attempts are left', async () => {
    const t = setup()
    const found = await t.service.search('THD101', 'ip')
    const { authorizationToken } = await t.service.login(found.encryptedPhoneNumber, 'ip', 'h')
    const wrong = String((Number(t.codeOf()) + 1) % 10_000).padStart(4, '0')
    await expect(t.service.validate(authorizationToken, wrong, 'ip')).rejects.toMatchObject({
      status: 401,
      extra: { status: 1, attemptsLeft: 4 },
    })
  })

  it('is single use, expires after 10 minutes, and a new code voids the old', async () => {
    const t = setup()
    const found = await t.service.search('THD101', 'ip')
    const first = await t.service.login(found.encryptedPhoneNumber, 'ip', 'h')
    const code = t.codeOf()
    await t.service.validate(first.authorizationToken, code, 'ip')
    expect(await status(t.service.validate(first.authorizationToken, code, 'ip'))).toBe(410)

    const second = await t.service.login(found.encryptedPhoneNumber, 'ip', 'h')
    const secondCode = t.codeOf()
    await t.service.login(found.encryptedPhoneNumber, 'ip', 'h')
    expect(await status(t.service.validate(second.authorizationToken, secondCode, 'ip'))).toBe(410)

    const third = await t.service.login(found.encryptedPhoneNumber, 'ip', 'h')
    t.advance(10 * 60_000 + 1000)
    expect(await status(t.service.validate(third.authorizationToken, t.codeOf(), 'ip'))).toBe(410)
  })

  it('refuses a tampered lookup (400) and an expired one (410)', async () => {
    const t = setup()
    const found = await t.service.search('THD101', 'ip')
    expect(await status(t.service.login(flipCiphertext(found.encryptedPhoneNumber), 'ip', 'h'))).toBe(400)
    // Not found answers carry no usable token either.
    expect(await status(t.service.search('NOPE12', 'ip'))).toBe(404)
    t.advance(16 * 60_000)
    expect(await status(t.service.login(found.encryptedPhoneNumber, 'ip', 'h'))).toBe(410)
  })
})

describe('limits', () => {
  it('allows 10 lookups a minute per address', async () => {
    const t = setup(undefined, 1)
    const statuses = []
    for (let i = 0; i < 11; i++) statuses.push(await status(t.service.search(i % 2 ? 'THD101' : 'NOPE12', 'ip-a')))
    expect(statuses.slice(0, 10).every((s) => s === 200 || s === 404)).toBe(true)
    expect(statuses[10]).toBe(429)
    expect(await status(t.service.search('THD101', 'ip-b'))).toBe(200)
  })

  it('sends one code per 30 s per agreement, with the wait in retryAfter', async () => {
    const t = setup(undefined, 1)
    const found = await t.service.search('THD101', 'ip')
    await t.service.login(found.encryptedPhoneNumber, 'ip', 'h')
    await expect(t.service.login(found.encryptedPhoneNumber, 'ip-2', 'h')).rejects.toMatchObject({
      status: 429,
      extra: { retryAfter: expect.any(Number) },
    })
    expect(t.sms).toHaveLength(1)
  })
})

describe('booking', () => {
  const claims = { agreements: ['a1'], plates: ['THD101'], workshops: ['W1'] }
  const customer = { firstName: 'Anna', lastName: 'L', email: 'anna@example.com', phoneMobile: '0701234567' }

  it('answers 403 for a plate or workshop not in the session', async () => {
    const t = setup()
    const { session } = await signSession(keys, claims)
    expect(await status(t.service.timeslotDays(session, 'W2', '2026-12-01', '2026-12-10'))).toBe(403)
    const day = '2026-12-01'
    expect(
      await status(
        t.service.create(
          session,
          'W1',
          { bookingDate: day, bookingStart: null, regNo: 'THD202', freeText: '', customer },
          null,
        ),
      ),
    ).toBe(403)
  })

  it('lists only dates in the window, refuses over 120 days, and times minus bookings', async () => {
    const t = setup()
    const { session } = await signSession(keys, claims)
    const days = await t.service.timeslotDays(session, 'W1', '2026-11-01', '2027-02-28')
    const window = bookingWindow(new Date('2026-11-26T10:00:00Z'))
    expect(days.availableDates[0]!.date >= window.first).toBe(true)
    expect(days.availableDates.at(-1)!.date <= window.last).toBe(true)
    expect(await status(t.service.timeslotDays(session, 'W1', '2026-11-01', '2027-03-15'))).toBe(400)
    const slots = await t.service.timeslots(session, 'W1', '2026-12-01')
    expect(slots.availableTimeSlotDates[0]!.startTime[0]).toBe('2026-12-01T06:00:00.000Z')
    expect(slots.availableTimeSlotDates[0]!.startTime).toHaveLength(10)
    // A drop-off-only Friday has no times.
    expect(await t.service.timeslots(session, 'W1', '2026-12-04')).toEqual({ availableTimeSlotDates: [] })
  })

  it('books, refuses outside the window (422), a second booking (409), and repeats for the same Idempotency-Key', async () => {
    const t = setup()
    const { session } = await signSession(keys, claims)
    const request = {
      bookingDate: '2026-12-01',
      bookingStart: '2026-12-01T06:00:00.000Z',
      regNo: 'THD101',
      freeText: '',
      customer,
    }
    expect(await status(t.service.create(session, 'W1', { ...request, bookingDate: '2026-11-27' }, null))).toBe(422)
    const made = await t.service.create(session, 'W1', request, 'key-0000001')
    expect(made.confirmation.services).toEqual([{ name: 'Hjulskifte' }])
    expect(made.confirmation.isFullDay).toBe(false)
    const again = await t.service.create(session, 'W1', request, 'key-0000001')
    expect(again.confirmation.bookingConfirmationId).toBe(made.confirmation.bookingConfirmationId)
    expect(again.booking).toBeNull()
    expect(
      await status(t.service.create(session, 'W1', { ...request, bookingStart: '2026-12-01T07:00:00.000Z' }, null)),
    ).toBe(409)
  })

  it('fills a slot of capacity 2 with 2 of 100 concurrent bookings', async () => {
    const agreements = Array.from({ length: 100 }, (_, i) => ({
      id: `x${i}`,
      regNo: `CAP${String(i).padStart(3, '0')}`,
      phone: '+46700000000',
      workshopErpId: 'W1',
    }))
    const memory = memoryStore({ agreements, workshops: [workshop('W1', 2)] })
    const service = tireHotelService({
      store: memory.store,
      keys,
      limits: createTireHotelLimits({ scale: 1000 }),
      now: () => new Date('2026-11-26T10:00:00Z'),
    })
    const results = await Promise.all(
      agreements.map(async (a) => {
        const { session } = await signSession(keys, { agreements: [a.id], plates: [a.regNo], workshops: ['W1'] })
        return status(
          service.create(
            session,
            'W1',
            {
              bookingDate: '2026-12-01',
              bookingStart: '2026-12-01T06:00:00.000Z',
              regNo: a.regNo,
              freeText: '',
              customer,
            },
            null,
          ),
        )
      }),
    )
    expect(results.filter((s) => s === 200)).toHaveLength(2)
    expect(results.filter((s) => s === 409)).toHaveLength(98)
  })

  it('cancels until 24 h before, not later; one review per booking', async () => {
    const t = setup()
    const { session } = await signSession(keys, claims)
    const date = addDays('2026-11-26', 4) // Monday 30 November
    const made = await t.service.create(
      session,
      'W1',
      { bookingDate: date, bookingStart: `${date}T06:00:00.000Z`, regNo: 'THD101', freeText: '', customer },
      null,
    )
    const id = made.confirmation.bookingConfirmationId
    const review = { rating: 5, comment: '', date: new Date().toISOString(), confirmationId: id }
    await t.service.review(session, review)
    expect(await status(t.service.review(session, review))).toBe(409)
    t.advance(3.4 * 86_400_000)
    expect(await status(t.service.cancel(session, id))).toBe(422)
  })
})
