import type { CarCard } from '../cars/card'
import { interpolate } from '../content/interpolate'
import type { Lang } from '../sites/languages'
import type { AlertFrequency } from './types'

/**
 * The e-mails of saved-search alerts in each site language: the confirmation (double opt-in) and
 * the alert itself, listing the new matching cars with picture, title, price and a link to the
 * car on the site. Plain text and HTML, the HTML with every value escaped. The module owns these
 * words: the e-mails are sent by a job, away from any page and its dictionary.
 */

type MailTexts = {
  confirmSubject: string
  confirmIntro: string
  confirmAction: string
  confirmValidity: string
  confirmIgnore: string
  alertSubject: string
  alertSubjectOne: string
  alertIntro: string
  alertMore: string
  alertSeeAll: string
  frequency: Record<AlertFrequency, string>
  unsubscribe: string
  unsubscribeAction: string
  noPrice: string
}

export const ALERT_MAIL_TEXTS: Record<Lang, MailTexts> = {
  sv: {
    confirmSubject: 'Bekräfta din bevakning: {name}',
    confirmIntro: 'Du har bett om e-post från {site} när nya bilar matchar sökningen "{name}" ({frequency}).',
    confirmAction: 'Bekräfta bevakningen',
    confirmValidity: 'Länken gäller i 7 dagar.',
    confirmIgnore: 'Var det inte du? Då behöver du inte göra något: utan bekräftelse skickar vi inget mer.',
    alertSubject: '{count} nya bilar: {name}',
    alertSubjectOne: '1 ny bil: {name}',
    alertIntro: 'Nya bilar på {site} som matchar din sökning "{name}":',
    alertMore: 'och {count} till.',
    alertSeeAll: 'Se alla träffar',
    frequency: { instant: 'direkt när de kommer in', daily: 'en gång om dagen' },
    unsubscribe: 'Du får det här e-postmeddelandet eftersom du bevakar sökningen "{name}" på {site}.',
    unsubscribeAction: 'Avsluta bevakningen',
    noPrice: 'Pris på förfrågan',
  },
  nb: {
    confirmSubject: 'Bekreft søkevarselet ditt: {name}',
    confirmIntro: 'Du har bedt om e-post fra {site} når nye biler passer til søket "{name}" ({frequency}).',
    confirmAction: 'Bekreft søkevarselet',
    confirmValidity: 'Lenken gjelder i 7 dager.',
    confirmIgnore: 'Var det ikke deg? Da trenger du ikke gjøre noe: uten bekreftelse sender vi ikke mer.',
    alertSubject: '{count} nye biler: {name}',
    alertSubjectOne: '1 ny bil: {name}',
    alertIntro: 'Nye biler hos {site} som passer til søket ditt "{name}":',
    alertMore: 'og {count} til.',
    alertSeeAll: 'Se alle treff',
    frequency: { instant: 'med en gang de kommer inn', daily: 'én gang om dagen' },
    unsubscribe: 'Du får denne e-posten fordi du har et søkevarsel for "{name}" hos {site}.',
    unsubscribeAction: 'Avslutt søkevarselet',
    noPrice: 'Pris på forespørsel',
  },
  fi: {
    confirmSubject: 'Vahvista hakuvahti: {name}',
    confirmIntro: 'Pyysit sähköpostia sivustolta {site}, kun uusia autoja tulee haulle "{name}" ({frequency}).',
    confirmAction: 'Vahvista hakuvahti',
    confirmValidity: 'Linkki on voimassa 7 päivää.',
    confirmIgnore: 'Etkö se ollut sinä? Sinun ei tarvitse tehdä mitään: ilman vahvistusta emme lähetä enempää.',
    alertSubject: '{count} uutta autoa: {name}',
    alertSubjectOne: '1 uusi auto: {name}',
    alertIntro: 'Uudet autot sivustolla {site}, jotka vastaavat hakuasi "{name}":',
    alertMore: 'ja {count} muuta.',
    alertSeeAll: 'Näytä kaikki tulokset',
    frequency: { instant: 'heti kun niitä tulee', daily: 'kerran päivässä' },
    unsubscribe: 'Saat tämän viestin, koska olet tilannut hakuvahdin "{name}" sivustolla {site}.',
    unsubscribeAction: 'Lopeta hakuvahti',
    noPrice: 'Hinta pyydettäessä',
  },
  en: {
    confirmSubject: 'Confirm your search alert: {name}',
    confirmIntro: 'You asked {site} to e-mail you when new cars match the search "{name}" ({frequency}).',
    confirmAction: 'Confirm the alert',
    confirmValidity: 'The link is valid for 7 days.',
    confirmIgnore: "Wasn't you? Then there is nothing to do: without confirmation we send nothing more.",
    alertSubject: '{count} new cars: {name}',
    alertSubjectOne: '1 new car: {name}',
    alertIntro: 'New cars at {site} matching your search "{name}":',
    alertMore: 'and {count} more.',
    alertSeeAll: 'See all matches',
    frequency: { instant: 'as soon as they arrive', daily: 'once a day' },
    unsubscribe: 'You get this e-mail because you have an alert for the search "{name}" at {site}.',
    unsubscribeAction: 'Unsubscribe from this alert',
    noPrice: 'Price on request',
  },
  sk: {
    confirmSubject: 'Potvrďte upozornenie na vyhľadávanie: {name}',
    confirmIntro: 'Požiadali ste {site} o e-mail, keď pribudnú nové autá pre vyhľadávanie „{name}“ ({frequency}).',
    confirmAction: 'Potvrdiť upozornenie',
    confirmValidity: 'Odkaz platí 7 dní.',
    confirmIgnore: 'Neboli ste to vy? Nemusíte nič robiť: bez potvrdenia vám už nič nepošleme.',
    alertSubject: 'Nové autá ({count}): {name}',
    alertSubjectOne: '1 nové auto: {name}',
    alertIntro: 'Nové autá na {site}, ktoré zodpovedajú vášmu vyhľadávaniu „{name}“:',
    alertMore: 'a ďalšie ({count}).',
    alertSeeAll: 'Zobraziť všetky výsledky',
    frequency: { instant: 'hneď, ako pribudnú', daily: 'raz denne' },
    unsubscribe: 'Tento e-mail dostávate, pretože máte upozornenie na vyhľadávanie „{name}“ na {site}.',
    unsubscribeAction: 'Zrušiť upozornenie',
    noPrice: 'Cena na vyžiadanie',
  },
}

export type AlertMail = { subject: string; text: string; html: string }

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!)

/** A subject line never carries a line break or runs on (header injection, clipped clients). */
const subjectOf = (text: string) => text.replace(/[\r\n\t]+/g, ' ').slice(0, 200)

/** A path of the site, or an already absolute URL, as an absolute URL on `origin`. */
export function absoluteUrl(origin: string, pathOrUrl: string): string {
  return new URL(pathOrUrl, `${origin.replace(/\/$/, '')}/`).toString()
}

function page(lang: Lang, body: string): string {
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"></head><body style="margin:0;padding:16px;background:#f4f4f4;font-family:Arial,Helvetica,sans-serif;color:#1a1a1a"><div style="max-width:600px;margin:0 auto;background:#fff;padding:24px">${body}</div></body></html>`
}

const button = (href: string, text: string) =>
  `<p><a href="${escapeHtml(href)}" style="display:inline-block;background:#1a1a1a;color:#fff;padding:12px 20px;text-decoration:none;font-weight:bold">${escapeHtml(text)}</a></p>`

export function confirmationMail(input: {
  lang: Lang
  siteLabel: string
  name: string
  frequency: AlertFrequency
  confirmUrl: string
}): AlertMail {
  const t = ALERT_MAIL_TEXTS[input.lang]
  const values = { name: input.name, site: input.siteLabel, frequency: t.frequency[input.frequency] }
  const intro = interpolate(t.confirmIntro, values)
  const text = [intro, '', `${t.confirmAction}: ${input.confirmUrl}`, '', t.confirmValidity, t.confirmIgnore, ''].join(
    '\n',
  )
  const html = page(
    input.lang,
    `<p>${escapeHtml(intro)}</p>${button(input.confirmUrl, t.confirmAction)}<p>${escapeHtml(t.confirmValidity)}</p><p style="color:#555">${escapeHtml(t.confirmIgnore)}</p>`,
  )
  return { subject: subjectOf(interpolate(t.confirmSubject, { name: input.name })), text, html }
}

export function alertMail(input: {
  lang: Lang
  siteLabel: string
  origin: string
  name: string
  /** the new cars to list, at most MAX_CARS_PER_MAIL */
  cars: readonly CarCard[]
  /** every new match, when more than the cars listed */
  total: number
  /** the saved search on the site's car list */
  listUrl: string
  unsubscribeUrl: string
}): AlertMail {
  const t = ALERT_MAIL_TEXTS[input.lang]
  const count = Math.max(input.total, input.cars.length)
  const subject = count === 1 ? t.alertSubjectOne : t.alertSubject
  const intro = interpolate(t.alertIntro, { name: input.name, site: input.siteLabel })
  const footer = interpolate(t.unsubscribe, { name: input.name, site: input.siteLabel })
  const more = count > input.cars.length ? interpolate(t.alertMore, { count: count - input.cars.length }) : null
  const cars = input.cars.map((car) => ({
    title: [car.brand, car.model, car.version].filter(Boolean).join(' '),
    facts: [car.year ? String(car.year) : null, car.mileage, car.fuel, car.gearbox, car.city]
      .filter(Boolean)
      .join(' · '),
    price: car.price ?? t.noPrice,
    url: absoluteUrl(input.origin, car.href),
    image: car.image ? absoluteUrl(input.origin, car.image.src) : null,
  }))
  const text = [
    intro,
    '',
    ...cars.flatMap((car) => [car.title, [car.facts, car.price].filter(Boolean).join(' · '), car.url, '']),
    ...(more ? [more, ''] : []),
    `${t.alertSeeAll}: ${input.listUrl}`,
    '',
    '--',
    footer,
    `${t.unsubscribeAction}: ${input.unsubscribeUrl}`,
    '',
  ].join('\n')
  const rows = cars
    .map(
      (car) =>
        `<tr><td style="padding:8px 12px 8px 0;vertical-align:top;width:160px">${
          car.image
            ? `<a href="${escapeHtml(car.url)}"><img src="${escapeHtml(car.image)}" alt="${escapeHtml(car.title)}" width="160" style="display:block;width:160px;height:auto;border:0"></a>`
            : ''
        }</td><td style="padding:8px 0;vertical-align:top"><a href="${escapeHtml(car.url)}" style="color:#1a1a1a;font-weight:bold">${escapeHtml(car.title)}</a><br><span style="color:#555">${escapeHtml(car.facts)}</span><br><strong>${escapeHtml(car.price)}</strong></td></tr>`,
    )
    .join('')
  const html = page(
    input.lang,
    `<p>${escapeHtml(intro)}</p><table role="presentation" cellpadding="0" cellspacing="0" style="width:100%;border-collapse:collapse">${rows}</table>${
      more ? `<p>${escapeHtml(more)}</p>` : ''
    }${button(input.listUrl, t.alertSeeAll)}<hr style="border:0;border-top:1px solid #ddd"><p style="color:#555;font-size:13px">${escapeHtml(footer)} <a href="${escapeHtml(input.unsubscribeUrl)}" style="color:#555">${escapeHtml(t.unsubscribeAction)}</a></p>`,
  )
  return { subject: subjectOf(interpolate(subject, { count, name: input.name })), text, html }
}
