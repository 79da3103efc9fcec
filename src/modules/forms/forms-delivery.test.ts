import { describe, expect, it } from 'vitest'
import { leadEmail } from '@/providers/lead-hub'
import { leadFingerprint } from './duplicates'
import { createOutbox, type LeadMessage, type NewLead, type RetryPolicy } from './outbox'
import { memoryLeadStore } from './testing/memory-lead-store'

/**
 * Issue 23 item 11: each form's lead, stored while the lead hub is down, is delivered once the
 * hub is back, with its own fields, to the recipient the server chose; and the embedded
 * inbox's e-mail reads as that form.
 */

const policy: RetryPolicy = { baseDelayMs: 1000, maxDelayMs: 60_000, maxAttempts: 5, jitter: 0, leaseMs: 30_000 }
const T0 = new Date('2026-11-26T10:00:00Z')

const recipient = (email: string) => ({ name: 'Mailbox', email, siteId: '1104', departmentErpId: null })
const lead = (formName: string, values: Record<string, unknown>, email: string, i: number): NewLead => {
  const content = { site: 'hedin-se', formName, carId: formName === 'car-enquiry' ? '11000006' : '', values }
  return {
    ...content,
    formSubmissionId: `0b5c3f7e-8a41-4d2b-9c1e-00000000000${i}`,
    carTitle: formName,
    recipient: recipient(email),
    fingerprint: leadFingerprint(content),
    spamReason: null,
  }
}

const LEADS = [
  lead(
    'car-enquiry',
    {
      car: '11000006',
      name: 'Åsa',
      phone: '+46701234567',
      email: 'a@example.se',
      message: 'Kvar?',
      quote: true,
      testDrive: false,
      toEmail: 'leads@x.se',
    },
    'leads@x.se',
    1,
  ),
  lead(
    'sell-car',
    {
      regno: 'ABC123',
      milage: 4500,
      customerName: 'Åsa',
      customerPhone: '+46701234567',
      customerEmail: 'a@example.se',
      selectedOption: 'tradeIn',
      other: '',
      valuation: { low: 1, high: 2 },
      toEmail: 'inkop@x.se',
    },
    'inkop@x.se',
    2,
  ),
  lead(
    'service-booking-no',
    {
      siteId: '2201',
      services: ['Service'],
      regno: 'AB12345',
      date: '2026-12-01',
      customerName: 'Ola',
      customerPhone: '+4741234567',
      customerEmail: 'o@example.no',
      gdpr: true,
      newsletter: false,
      typeMC: true,
      toEmail: 'verksted@x.no',
    },
    'verksted@x.no',
    3,
  ),
  lead(
    'embedded-form',
    { formId: '1', name: 'Åsa', email: 'a@example.se', message: 'Hej', toEmail: 'kundcenter@x.se' },
    'kundcenter@x.se',
    4,
  ),
]

describe('every form through the outbox, hub down then up', () => {
  it.each(LEADS)('delivers a $formName lead once the hub is back, with its values and recipient', async (newLead) => {
    let now = T0
    let hubUp = false
    const received: LeadMessage[] = []
    const outbox = createOutbox({
      store: memoryLeadStore(),
      hub: {
        deliver: async (message) => {
          if (!hubUp) throw new Error('connect ECONNREFUSED')
          received.push(message)
        },
      },
      logger: { info() {}, warn() {}, error() {} },
      policy,
      now: () => now,
      random: () => 0.5,
    })
    const { lead: stored } = await outbox.submit(newLead)
    const failed = await outbox.deliver(stored.id)
    expect(failed).toMatchObject({ status: 'pending', attempts: 1, lastError: 'connect ECONNREFUSED' })
    expect(received).toEqual([])

    hubUp = true
    now = new Date(T0.getTime() + policy.baseDelayMs)
    expect(await outbox.deliverDue()).toBe(1)
    expect(await outbox.stored(newLead.formSubmissionId)).toMatchObject({ status: 'delivered', attempts: 2 })
    expect(received).toHaveLength(1)
    expect(received[0]).toMatchObject({
      formName: newLead.formName,
      formSubmissionId: newLead.formSubmissionId,
      values: { ...newLead.values, toEmail: newLead.recipient.email },
    })
    const mail = leadEmail(received[0]!, newLead.formSubmissionId, now)
    expect(mail).toContain(`X-Form-Name: ${newLead.formName}`)
    expect(mail).toContain(`To: "Mailbox" <${newLead.recipient.email}>`)
  })

  it('writes each form’s e-mail with its own subject and reply address', () => {
    const subjects = LEADS.map((newLead) => {
      const mail = leadEmail(
        {
          formName: newLead.formName,
          formSubmissionId: newLead.formSubmissionId,
          site: 'hedin-se',
          createdAt: T0.toISOString(),
          values: newLead.values,
        },
        newLead.formSubmissionId,
        T0,
      )
      const subject = mail.match(/^Subject: (.*)$/m)![1]!
      const encoded = /^=\?UTF-8\?B\?(.*)\?=$/i.exec(subject)
      return [
        encoded ? Buffer.from(encoded[1]!, 'base64').toString('utf8') : subject,
        mail.match(/^Reply-To: (.*)$/m)?.[1],
      ]
    })
    expect(subjects).toEqual([
      ['Enquiry about car 11000006 from Åsa', expect.stringContaining('a@example.se')],
      ['Car to trade in: ABC123 from Åsa', expect.stringContaining('a@example.se')],
      ['Service request AB12345 on 2026-12-01 from Ola', expect.stringContaining('o@example.no')],
      ['Form embedded-form from Åsa', expect.stringContaining('a@example.se')],
    ])
  })
})
