import { describe, expect, it, vi, beforeEach } from 'vitest'
import type { MailMessage } from '@/lib/mailer'

const sent: MailMessage[] = []
vi.mock('@/lib/mailer', async (original) => ({
  ...(await original<typeof import('@/lib/mailer')>()),
  mailer: () => ({
    send: async (message: MailMessage) => {
      sent.push(message)
    },
  }),
}))
vi.mock('@/lib/env', () => ({
  env: () => ({ serverUrl: 'http://localhost:3000', payloadSecret: 'send-test-secret-0123456789abcdef' }),
}))

const { sendBookingMessage } = await import('./send')
import type { BookingWorkshop, WorkshopDirectory } from './directory'
import type { StoredMessage } from './outbox'
import type { StoredBooking } from './store'

const workshop = { departmentId: 'D1', email: 'verkstad@example.com', address: 'Testgatan 1' } as BookingWorkshop
const directory: WorkshopDirectory = { all: async () => [workshop], get: async () => workshop, invalidate: () => {} }

const booking: StoredBooking = {
  id: '7',
  status: 'confirmed',
  timeSlot: '2031-03-04T10:00:00',
  isFullDay: false,
  departmentId: 'D1',
  siteName: 'Hedin Test Verkstad',
  registrationNumber: 'ABC123',
  idempotencyKey: 'k-7',
  version: 1,
  upstreamId: null,
  origin: null,
  firstName: 'Åsa',
  lastName: 'Öberg',
  phone: '+46701234567',
  email: 'asa@example.com',
  freeText: null,
  mileage: null,
  car: null,
  services: [{ code: 'wheelchange', name: 'Hjulskifte', price: 500, priceKnown: true, units: null, userInput: null }],
  total: 500,
  durationMinutes: 60,
  createdAt: '2031-03-01T10:00:00Z',
}

const message = (kind: StoredMessage['kind'], over: Partial<StoredBooking> = {}) =>
  sendBookingMessage(
    {
      id: '1',
      kind,
      booking: '7',
      idempotencyKey: `m-${kind}`,
      bookingVersion: 1,
      status: 'pending',
      attempts: 0,
      nextAttemptAt: null,
    },
    { ...booking, ...over },
    { directory, httpOptions: null },
  )

const recipients = () => sent.flatMap((m) => (Array.isArray(m.to) ? m.to : [m.to]).map((to) => to.address))

beforeEach(() => {
  sent.length = 0
})

describe('who a booking e-mail goes to', () => {
  it('a confirmation and a reminder go to the visitor alone', async () => {
    await message('confirmation')
    await message('reminder')
    expect(recipients()).toEqual(['asa@example.com', 'asa@example.com'])
  })

  it('a cancellation and a move go to the workshop too, with the calendar entry', async () => {
    await message('cancellation', { status: 'cancelled' })
    await message('reschedule')
    expect(recipients()).toEqual(['asa@example.com', 'verkstad@example.com', 'asa@example.com', 'verkstad@example.com'])
    expect(sent.map((m) => m.calendar?.method)).toEqual(['CANCEL', 'REQUEST'])
  })
})
