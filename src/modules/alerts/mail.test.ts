import { describe, expect, it } from 'vitest'
import type { CarCard } from '../cars/card'
import { KNOWN_LANGS } from '../sites/languages'
import { ALERT_MAIL_TEXTS, alertMail, confirmationMail } from './mail'

const card = (id: string, extra: Partial<CarCard> = {}): CarCard => ({
  id,
  href: `/bilar/${id}/volvo-xc60`,
  brand: 'Volvo',
  model: 'XC60',
  version: 'T6 <Recharge>',
  year: 2024,
  mileage: '1 200 mil',
  fuel: 'El',
  gearbox: 'Automat',
  city: 'Uppsala',
  image: { src: `/api/inventory-images/${id}.webp`, blurDataUrl: null },
  price: '459 900 kr',
  previousPrice: null,
  campaign: false,
  exVat: false,
  monthly: null,
  isSample: false,
  isUsed: true,
  ...extra,
})

describe('alert e-mails', () => {
  it('has every text in every language with the same placeholders', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort()
    const english = ALERT_MAIL_TEXTS.en
    for (const lang of KNOWN_LANGS) {
      const texts = ALERT_MAIL_TEXTS[lang]
      for (const key of Object.keys(english) as (keyof typeof english)[]) {
        const value = texts[key]
        if (typeof value === 'string')
          expect(placeholders(value), `${lang}.${key}`).toEqual(placeholders(english[key] as string))
      }
    }
  })

  it('asks to confirm with the signed link, in the site language', () => {
    const mail = confirmationMail({
      lang: 'sv',
      siteLabel: 'Hedin Bil',
      name: 'Volvo, El',
      frequency: 'daily',
      confirmUrl: 'https://hedinbil.se/search-alerts?action=confirm&token=confirm.1.2.abc',
    })
    expect(mail.subject).toBe('Bekräfta din bevakning: Volvo, El')
    expect(mail.text).toContain(
      'Bekräfta bevakningen: https://hedinbil.se/search-alerts?action=confirm&token=confirm.1.2.abc',
    )
    expect(mail.text).toContain('en gång om dagen')
    expect(mail.html).toContain('href="https://hedinbil.se/search-alerts?action=confirm&amp;token=confirm.1.2.abc"')
  })

  it('lists the new cars with picture, title, price and an absolute link, escaped, with the unsubscribe link', () => {
    const mail = alertMail({
      lang: 'en',
      siteLabel: 'Hedin UK',
      origin: 'https://hedin.co.uk',
      name: 'Volvo "XC60"\r\nBcc: x@example.com',
      cars: [card('7'), card('8', { price: null, image: null })],
      total: 5,
      listUrl: 'https://hedin.co.uk/cars?car_brand=Volvo',
      unsubscribeUrl: 'https://hedin.co.uk/search-alerts?action=unsubscribe&token=t',
    })
    expect(mail.subject).toBe('5 new cars: Volvo "XC60" Bcc: x@example.com')
    expect(mail.text).toContain(
      'Volvo XC60 T6 <Recharge>\n2024 · 1 200 mil · El · Automat · Uppsala · 459 900 kr\nhttps://hedin.co.uk/bilar/7/volvo-xc60',
    )
    expect(mail.text).toContain('Price on request')
    expect(mail.text).toContain('and 3 more.')
    expect(mail.text).toContain(
      'Unsubscribe from this alert: https://hedin.co.uk/search-alerts?action=unsubscribe&token=t',
    )
    expect(mail.html).toContain(
      '<img src="https://hedin.co.uk/api/inventory-images/7.webp" alt="Volvo XC60 T6 &lt;Recharge&gt;"',
    )
    expect(mail.html).toContain('<a href="https://hedin.co.uk/bilar/8/volvo-xc60"')
    expect(mail.html).not.toContain('<Recharge>')
    expect(mail.html).toContain('Volvo &quot;XC60&quot;')
  })

  it('says one car in the singular', () => {
    const mail = alertMail({
      lang: 'fi',
      siteLabel: 'Hedin FI',
      origin: 'https://hedin.fi',
      name: 'Sähkö',
      cars: [card('1')],
      total: 1,
      listUrl: 'https://hedin.fi/autot',
      unsubscribeUrl: 'https://hedin.fi/u',
    })
    expect(mail.subject).toBe('1 uusi auto: Sähkö')
  })
})
