import { createHash } from 'node:crypto'
import type { Lang, SeedPage, SeedSite } from '../seed-types'
import { seedSiteSettings } from './settings'

/**
 * The car detail page of each marketplace site: a wildcard page under the site's car detail
 * base (`{base}/*`) holding the carDetail block, which renders the car the URL names. One
 * definition serves every site; the brand stores use the alternate layout.
 */
const LAYOUTS: Record<string, 'standard' | 'alternate'> = {
  'hedin-se': 'standard',
  'hedin-no': 'standard',
  'hedin-fi': 'standard',
  'hedin-sk': 'standard',
  'hedin-uk': 'standard',
  'brand-se': 'alternate',
  'brand-no': 'alternate',
  rnautomotive: 'standard',
}

// The page's own texts; a car's page takes its title and description from the car.
const TEXTS: Record<Lang, { title: string; metaDescription: string }> = {
  sv: {
    title: 'Bil i lager',
    metaDescription:
      'Se bilens bilder, utrustning, tekniska data och pris. Räkna på finansiering och kontakta återförsäljaren direkt.',
  },
  nb: {
    title: 'Bil på lager',
    metaDescription:
      'Se bilens bilder, utstyr, tekniske data og pris. Beregn finansiering og kontakt forhandleren direkte.',
  },
  fi: {
    title: 'Auto varastossa',
    metaDescription:
      'Katso auton kuvat, varusteet, tekniset tiedot ja hinta. Laske rahoitus ja ota yhteyttä jälleenmyyjään suoraan.',
  },
  en: {
    title: 'Car in stock',
    metaDescription:
      "See the car's pictures, equipment, technical data and price. Calculate finance and contact the dealer directly.",
  },
  sk: {
    title: 'Vozidlo na sklade',
    metaDescription:
      'Pozrite si fotografie, výbavu, technické údaje a cenu vozidla. Vypočítajte si financovanie a kontaktujte predajcu.',
  },
}

/** A stable content item id per site, so page views of car pages are tracked under one item. */
function itemIdFor(siteName: string): string {
  const hex = createHash('sha256').update(`car-detail:${siteName}`).digest('hex').toUpperCase()
  return `{${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}}`
}

export function carDetailPage(siteName: string): SeedPage | null {
  const layout = LAYOUTS[siteName]
  const settings = seedSiteSettings.find((s) => s.name === siteName)
  if (!layout || !settings) return null
  const base = settings.paths.carDetail.replace(/\/+$/, '')
  return {
    path: `${base}/*`,
    itemId: itemIdFor(siteName),
    content: Object.fromEntries(
      settings.languages.map((lang) => [
        lang,
        {
          title: TEXTS[lang].title,
          metaTitle: TEXTS[lang].title,
          metaDescription: TEXTS[lang].metaDescription,
          main: [{ blockType: 'carDetail', layout, showSimilarCars: true }],
        },
      ]),
    ),
  }
}

/** A demo site with its car detail page, when it is a marketplace site. */
export function withCarDetailPage(site: SeedSite): SeedSite {
  const page = carDetailPage(site.name)
  return page ? { ...site, pages: [...site.pages, page] } : site
}
