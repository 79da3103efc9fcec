import { describe, expect, it } from 'vitest'
import type { LeadValues } from './outbox'
import { DUPLICATE_WINDOW_MS, duplicateKey, leadFingerprint } from './duplicates'

const values: LeadValues = {
  car: '11000006',
  name: 'Åsa Öberg',
  phone: '+46 70 123 45 67',
  email: 'asa@example.se',
  message: 'Finns bilen kvar?',
  seller: '',
  quote: false,
  testDrive: true,
  toName: '',
  toEmail: '',
  source: 'https://hedin.se/bilar/volvo/11000006',
}
const lead = (changes: Partial<LeadValues> = {}, site = 'hedin-se') => ({
  site,
  formName: 'car-enquiry',
  carId: '11000006',
  values: { ...values, ...changes },
})

describe('leadFingerprint', () => {
  it('is the same for the same words typed differently, or sent from another page', () => {
    const first = leadFingerprint(lead())
    expect(
      leadFingerprint(
        lead({
          name: ' åsa  öberg ',
          phone: '+4670 1234567',
          email: 'ASA@example.se',
          message: 'Finns  bilen kvar? ',
          source: 'https://hedin.se/bilar?utm_source=x',
        }),
      ),
    ).toBe(first)
  })

  it('differs when anything the visitor chose or wrote differs', () => {
    const first = leadFingerprint(lead())
    const others = [
      lead({ name: 'Åsa Berg' }),
      lead({ phone: '+46 70 123 45 68' }),
      lead({ email: 'asa@example.com' }),
      lead({ message: 'Finns bilen kvar? Kan jag provköra?' }),
      lead({ seller: '1104' }),
      lead({ quote: true }),
      lead({ testDrive: false }),
      lead({}, 'hedin-no'),
      { ...lead(), carId: '11000007' },
    ]
    const prints = others.map(leadFingerprint)
    expect(new Set([first, ...prints]).size).toBe(others.length + 1)
  })
})

describe('duplicateKey', () => {
  it('is shared by leads in one window and differs in the next', () => {
    const start = new Date(Math.floor(Date.UTC(2026, 10, 26, 10) / DUPLICATE_WINDOW_MS) * DUPLICATE_WINDOW_MS)
    const later = new Date(start.getTime() + DUPLICATE_WINDOW_MS - 1)
    const next = new Date(start.getTime() + DUPLICATE_WINDOW_MS)
    expect(duplicateKey('abc', later)).toBe(duplicateKey('abc', start))
    expect(duplicateKey('abc', next)).not.toBe(duplicateKey('abc', start))
    expect(duplicateKey('abd', start)).not.toBe(duplicateKey('abc', start))
  })
})
