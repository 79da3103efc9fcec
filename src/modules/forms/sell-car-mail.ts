import type { Lang } from '@/modules/sites/languages'

/**
 * The e-mails a sell-car visitor gets (issue 23 item 5): a receipt when the lead is stored, and
 * one each time staff move the lead on (contacted, offer sent, bought, declined), in the site's
 * language. Staff set the status in the admin; the leads collection sends the mail.
 */

export const SALES_STATUSES = ['contacted', 'offerSent', 'bought', 'declined'] as const
export type SalesStatus = (typeof SALES_STATUSES)[number]
export type SellCarMailKind = 'receipt' | SalesStatus

type Texts = { subject: string; body: string }
type LangTexts = Record<SellCarMailKind, Texts> & { greeting: string; signature: string }

// The texts a person reads; {regno} is the car's plate.
const TEXTS: Record<'sv' | 'nb' | 'fi' | 'en' | 'sk', LangTexts> = {
  sv: {
    greeting: 'Hej {name}!',
    signature: 'Vänliga hälsningar\n{site}',
    receipt: {
      subject: 'Vi har tagit emot din bil {regno}',
      body: 'Tack! Vi har tagit emot uppgifterna om {regno} och återkommer inom kort.',
    },
    contacted: {
      subject: 'Vi har börjat titta på {regno}',
      body: 'En av våra inköpare har tagit din förfrågan om {regno} och hör av sig till dig.',
    },
    offerSent: { subject: 'Bud på {regno}', body: 'Vi har skickat ett bud på {regno}. Hör av dig om du har frågor.' },
    bought: { subject: 'Affären för {regno} är klar', body: 'Tack för affären! Vi har köpt {regno}.' },
    declined: { subject: 'Angående {regno}', body: 'Tyvärr kan vi inte lämna ett bud på {regno} den här gången.' },
  },
  nb: {
    greeting: 'Hei {name}!',
    signature: 'Vennlig hilsen\n{site}',
    receipt: {
      subject: 'Vi har mottatt bilen din {regno}',
      body: 'Takk! Vi har mottatt opplysningene om {regno} og kommer tilbake til deg snart.',
    },
    contacted: {
      subject: 'Vi ser på {regno}',
      body: 'En av våre innkjøpere har tatt forespørselen om {regno} og tar kontakt.',
    },
    offerSent: {
      subject: 'Tilbud på {regno}',
      body: 'Vi har sendt et tilbud på {regno}. Ta kontakt hvis du har spørsmål.',
    },
    bought: { subject: 'Handelen for {regno} er klar', body: 'Takk for handelen! Vi har kjøpt {regno}.' },
    declined: { subject: 'Angående {regno}', body: 'Dessverre kan vi ikke gi et tilbud på {regno} denne gangen.' },
  },
  fi: {
    greeting: 'Hei {name}!',
    signature: 'Ystävällisin terveisin\n{site}',
    receipt: {
      subject: 'Olemme vastaanottaneet autosi {regno}',
      body: 'Kiitos! Olemme vastaanottaneet tiedot autosta {regno} ja palaamme asiaan pian.',
    },
    contacted: {
      subject: 'Käsittelemme autoa {regno}',
      body: 'Ostajamme on ottanut pyyntösi ({regno}) käsittelyyn ja on yhteydessä.',
    },
    offerSent: { subject: 'Tarjous autosta {regno}', body: 'Olemme lähettäneet tarjouksen autosta {regno}.' },
    bought: { subject: 'Kauppa autosta {regno} on tehty', body: 'Kiitos kaupasta! Olemme ostaneet auton {regno}.' },
    declined: {
      subject: 'Autosta {regno}',
      body: 'Valitettavasti emme voi tehdä tarjousta autosta {regno} tällä kertaa.',
    },
  },
  en: {
    greeting: 'Hello {name},',
    signature: 'Kind regards\n{site}',
    receipt: {
      subject: 'We have received your car {regno}',
      body: 'Thank you! We have received the details of {regno} and will be in touch shortly.',
    },
    contacted: {
      subject: 'We are looking at {regno}',
      body: 'One of our buyers has taken your request about {regno} and will contact you.',
    },
    offerSent: {
      subject: 'Our offer for {regno}',
      body: 'We have sent you an offer for {regno}. Get in touch if you have questions.',
    },
    bought: { subject: 'The sale of {regno} is complete', body: 'Thank you! We have bought {regno}.' },
    declined: { subject: 'About {regno}', body: 'Unfortunately we cannot make an offer for {regno} this time.' },
  },
  sk: {
    greeting: 'Dobrý deň, {name},',
    signature: 'S pozdravom\n{site}',
    receipt: {
      subject: 'Prijali sme údaje o aute {regno}',
      body: 'Ďakujeme! Prijali sme údaje o aute {regno} a čoskoro sa ozveme.',
    },
    contacted: {
      subject: 'Posudzujeme auto {regno}',
      body: 'Náš nákupca prevzal vašu žiadosť o aute {regno} a ozve sa vám.',
    },
    offerSent: { subject: 'Ponuka na auto {regno}', body: 'Poslali sme vám ponuku na auto {regno}.' },
    bought: { subject: 'Kúpa auta {regno} je hotová', body: 'Ďakujeme! Auto {regno} sme kúpili.' },
    declined: { subject: 'K autu {regno}', body: 'Žiaľ, na auto {regno} tentoraz ponuku nedáme.' },
  },
}

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (match, key: string) => values[key] ?? match)

/** The mail of one kind about one lead, in the site's language. */
export function sellCarMail(kind: SellCarMailKind, lang: Lang, values: { name: string; regno: string; site: string }) {
  const texts = TEXTS[lang as keyof typeof TEXTS] ?? TEXTS.en
  return {
    subject: fill(texts[kind].subject, values),
    text: [fill(texts.greeting, values), '', fill(texts[kind].body, values), '', fill(texts.signature, values)].join(
      '\n',
    ),
  }
}

/** One key per lead and kind: the mailer sends each once, however often a hook runs. */
export const sellCarMailKey = (formSubmissionId: string, kind: SellCarMailKind) =>
  `sell-car:${formSubmissionId}:${kind}`
