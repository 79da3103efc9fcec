import { createHash } from 'node:crypto'
import { enquiryEntries } from '../../src/modules/content/texts/enquiry'
import type { Lang, SeedPage, SeedPageContent, SeedSite } from '../seed-types'
import { seedSiteSettings } from './settings'

/**
 * A privacy page for every site that has none of its own, at the path the site's dictionary
 * names (`enquiryPrivacyPolicyPath`), so the privacy notice under every enquiry form links to
 * a page that exists. Sites with a written page of their own (hedin-se, hedin-no) keep it.
 */

const TEXTS: Record<
  Lang,
  {
    alt: string
    title: string
    intro: string
    dataHeading: string
    data: string
    rightsHeading: string
    rights: (email: string) => string
  }
> = {
  sv: {
    alt: 'Ett hänglås på ett tangentbord',
    title: 'Integritetspolicy',
    intro: 'Så behandlar vi dina personuppgifter när du köper bil, bokar service eller kontaktar oss.',
    dataHeading: 'Vilka uppgifter vi behandlar',
    data: 'Vi behandlar namn, kontaktuppgifter, registreringsnummer och uppgifter om ditt fordon när du skickar en förfrågan eller gör ett köp. Den rättsliga grunden är avtal, rättslig förpliktelse eller berättigat intresse, och uppgifterna sparas så länge ändamålet kräver.',
    rightsHeading: 'Dina rättigheter',
    rights: (email) =>
      `Du har rätt till tillgång, rättelse, radering och dataportabilitet enligt dataskyddsförordningen (GDPR). Skriv till ${email} om du har frågor, eller klaga hos Integritetsskyddsmyndigheten.`,
  },
  nb: {
    alt: 'En hengelås på et tastatur',
    title: 'Personvernerklæring',
    intro: 'Slik behandler vi personopplysningene dine når du kjøper bil, bestiller service eller kontakter oss.',
    dataHeading: 'Hvilke opplysninger vi behandler',
    data: 'Vi behandler navn, kontaktinformasjon, registreringsnummer og opplysninger om kjøretøyet når du sender en henvendelse eller kjøper bil. Behandlingsgrunnlaget er avtale, rettslig forpliktelse eller berettiget interesse, og opplysningene lagres så lenge formålet krever.',
    rightsHeading: 'Dine rettigheter',
    rights: (email) =>
      `Du har rett til innsyn, retting, sletting og dataportabilitet etter personvernforordningen (GDPR). Skriv til ${email} om du har spørsmål, eller klag til Datatilsynet.`,
  },
  fi: {
    alt: 'Riippulukko näppäimistön päällä',
    title: 'Tietosuojaseloste',
    intro: 'Näin käsittelemme henkilötietojasi, kun ostat auton, varaat huollon tai otat meihin yhteyttä.',
    dataHeading: 'Mitä tietoja käsittelemme',
    data: 'Käsittelemme nimeä, yhteystietoja, rekisterinumeroa ja ajoneuvosi tietoja, kun lähetät yhteydenoton tai ostat auton. Käsittelyn perusteena on sopimus, lakisääteinen velvoite tai oikeutettu etu, ja tietoja säilytetään niin kauan kuin käyttötarkoitus edellyttää.',
    rightsHeading: 'Sinun oikeutesi',
    rights: (email) =>
      `Sinulla on oikeus tarkastaa, oikaista ja poistaa tietosi sekä siirtää ne tietosuoja-asetuksen (GDPR) mukaisesti. Kysymykset osoitteeseen ${email}; voit myös tehdä valituksen tietosuojavaltuutetulle.`,
  },
  en: {
    alt: 'A padlock on a keyboard',
    title: 'Privacy policy',
    intro: 'How we process your personal data when you buy a car, book a service or contact us.',
    dataHeading: 'The data we process',
    data: 'We process your name, contact details, registration number and details of your vehicle when you send an enquiry or buy a car. The legal basis is contract, legal obligation or legitimate interest, and the data is kept for as long as its purpose requires.',
    rightsHeading: 'Your rights',
    rights: (email) =>
      `You have the right of access, rectification, erasure and data portability under data protection law (GDPR). Write to ${email} with any question, or complain to the data protection authority.`,
  },
  sk: {
    alt: 'Visiaci zámok na klávesnici',
    title: 'Zásady ochrany osobných údajov',
    intro: 'Ako spracúvame vaše osobné údaje, keď kupujete auto, objednávate servis alebo nás kontaktujete.',
    dataHeading: 'Aké údaje spracúvame',
    data: 'Spracúvame meno, kontaktné údaje, evidenčné číslo a údaje o vašom vozidle, keď nám pošlete dopyt alebo kúpite auto. Právnym základom je zmluva, zákonná povinnosť alebo oprávnený záujem a údaje uchovávame, kým to vyžaduje účel.',
    rightsHeading: 'Vaše práva',
    rights: (email) =>
      `Máte právo na prístup, opravu, vymazanie a prenosnosť údajov podľa nariadenia GDPR. Otázky posielajte na ${email}, sťažnosť môžete podať Úradu na ochranu osobných údajov.`,
  },
}

/** The privacy mailbox of a site: `privacy@` at its first host name. */
const mailboxOf = (hostNames: readonly string[]) => `privacy@${hostNames[0] ?? 'example.com'}`

function contentFor(siteName: string, lang: Lang, email: string): SeedPageContent {
  const texts = TEXTS[lang]
  return {
    title: texts.title,
    metaTitle: texts.title,
    metaDescription: texts.intro,
    main: [
      {
        blockType: 'hero',
        title: texts.title,
        text: texts.intro,
        image: { kind: 'hero', key: `${siteName}-privacy`, alt: texts.alt, hue: 240 },
      },
      { blockType: 'content', heading: texts.dataHeading, paragraphs: [texts.data] },
      { blockType: 'content', heading: texts.rightsHeading, paragraphs: [texts.rights(email)] },
    ],
  }
}

export function withPrivacyPage(site: SeedSite): SeedSite {
  const settings = seedSiteSettings.find((s) => s.name === site.name)
  if (!settings) return site
  const path: string = enquiryEntries.enquiryPrivacyPolicyPath[settings.defaultLanguage]
  const seededPaths = new Set<string>(Object.values(enquiryEntries.enquiryPrivacyPolicyPath))
  if (site.pages.some((page) => seededPaths.has(page.path))) return site
  const email = mailboxOf(settings.hostNames)
  const page: SeedPage = {
    path,
    // hedin-uk's own page lives under /legal: this one, for the form's link, is not indexed twice.
    noIndex: site.pages.some((p) => p.path.endsWith(path)),
    itemId: itemIdFor(site.name),
    navigation: { hidden: true },
    content: Object.fromEntries(settings.languages.map((lang) => [lang, contentFor(site.name, lang, email)])),
  }
  return { ...site, pages: [...site.pages, page] }
}

/** A stable Sitecore-style item id per site, so page views of the page are tracked. */
function itemIdFor(siteName: string): string {
  const hex = createHash('sha1').update(`privacy:${siteName}`).digest('hex').toUpperCase()
  return `{${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}}`
}
