import { describe, expect, it } from 'vitest'
import { SALES_STATUSES, sellCarMail, sellCarMailKey } from './sell-car-mail'

describe('sell-car e-mails', () => {
  it('writes the receipt and every status in the site’s language, with the plate and the name', () => {
    const values = { name: 'Åsa', regno: 'ABC123', site: 'Hedin Automotive' }
    expect(sellCarMail('receipt', 'sv', values)).toEqual({
      subject: 'Vi har tagit emot din bil ABC123',
      text: 'Hej Åsa!\n\nTack! Vi har tagit emot uppgifterna om ABC123 och återkommer inom kort.\n\nVänliga hälsningar\nHedin Automotive',
    })
    for (const lang of ['sv', 'nb', 'fi', 'en', 'sk'] as const) {
      for (const kind of SALES_STATUSES) {
        const mail = sellCarMail(kind, lang, values)
        expect(mail.subject, `${lang} ${kind}`).toContain('ABC123')
        expect(mail.text, `${lang} ${kind}`).not.toMatch(/\{\w+\}/)
      }
    }
  })

  it('has one key per lead and kind, so each mail goes once', () => {
    expect(sellCarMailKey('id-1', 'offerSent')).toBe('sell-car:id-1:offerSent')
    expect(new Set(SALES_STATUSES.map((kind) => sellCarMailKey('id-1', kind))).size).toBe(4)
  })
})
