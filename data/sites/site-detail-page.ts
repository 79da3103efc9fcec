import { createHash } from 'node:crypto'
import type { Lang, SeedBlock, SeedPage, SeedSite } from '../seed-types'
import { seedSiteSettings } from './settings'

/**
 * The dealer pages of each marketplace site: the site list on the site-detail page (hedin-se
 * `/anlaggningar`, hedin-uk `/find-us`, ...) and the wildcard page `{site-detail path}/*` whose
 * siteDetail block renders every dealer under it. One definition serves every site.
 */

type SiteDetailOptions = { bookingPath?: string; showInStockLink?: boolean; showSearch?: boolean }

const MARKETPLACE: Record<string, SiteDetailOptions> = {
  // Spec 2 section 2.7: the Swedish group site books workshop time and links to new cars in stock.
  'hedin-se': { bookingPath: '/service-och-verkstad/boka-bilverkstad', showInStockLink: true },
  'hedin-no': {},
  'hedin-fi': {},
  'hedin-sk': {},
  'hedin-uk': {},
  'brand-se': {},
  // Spec 2 section 2.8: no search box on the Norwegian brand store.
  'brand-no': { showSearch: false },
  rnautomotive: {},
}

const TEXTS: Record<Lang, { listHeading: string; title: string; metaDescription: string }> = {
  sv: {
    listHeading: 'Alla anläggningar',
    title: 'Anläggning',
    metaDescription: 'Adress, öppettider, avdelningar, medarbetare och bilar i lager.',
  },
  nb: {
    listHeading: 'Alle forhandlere',
    title: 'Forhandler',
    metaDescription: 'Adresse, åpningstider, avdelinger, medarbeidere og biler på lager.',
  },
  fi: {
    listHeading: 'Kaikki toimipisteet',
    title: 'Toimipiste',
    metaDescription: 'Osoite, aukioloajat, osastot, henkilökunta ja autot varastossa.',
  },
  en: {
    listHeading: 'All dealerships',
    title: 'Dealership',
    metaDescription: 'Address, opening hours, departments, staff and cars in stock.',
  },
  sk: {
    listHeading: 'Všetci predajcovia',
    title: 'Predajca',
    metaDescription: 'Adresa, otváracie hodiny, oddelenia, zamestnanci a vozidlá na sklade.',
  },
}

function itemIdFor(siteName: string): string {
  const hex = createHash('sha256').update(`site-detail:${siteName}`).digest('hex').toUpperCase()
  return `{${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}}`
}

/** The list goes after the page's hero, or first when the page has none. */
function withList(main: SeedBlock[], list: SeedBlock): SeedBlock[] {
  if (main.some((block) => block.blockType === 'siteList')) return main
  const hero = main.findIndex((block) => block.blockType === 'hero')
  return [...main.slice(0, hero + 1), list, ...main.slice(hero + 1)]
}

/** A demo site with its dealer list and dealer page, when it is a marketplace site. */
export function withSiteDetailPages(site: SeedSite): SeedSite {
  const options = MARKETPLACE[site.name]
  const settings = seedSiteSettings.find((s) => s.name === site.name)
  if (!options || !settings) return site
  const base = settings.paths.siteDetail.replace(/\/+$/, '')
  const listBlock = (lang: Lang): SeedBlock => ({
    blockType: 'siteList',
    heading: TEXTS[lang].listHeading,
    showSearch: options.showSearch ?? true,
    showMap: true,
  })
  const hasListPage = site.pages.some((page) => page.path === base)
  const pages = site.pages.map((page) =>
    page.path !== base
      ? page
      : {
          ...page,
          content: Object.fromEntries(
            Object.entries(page.content).map(([lang, content]) => [
              lang,
              content ? { ...content, main: withList(content.main, listBlock(lang as Lang)) } : content,
            ]),
          ),
        },
  )
  const languages = settings.languages
  const listPage: SeedPage[] = hasListPage
    ? []
    : [
        {
          path: base,
          content: Object.fromEntries(
            languages.map((lang) => [lang, { title: TEXTS[lang].listHeading, main: [listBlock(lang)] }]),
          ),
        },
      ]
  const detailPage: SeedPage = {
    path: `${base}/*`,
    itemId: itemIdFor(site.name),
    navigation: { hidden: true },
    content: Object.fromEntries(
      languages.map((lang) => [
        lang,
        {
          title: TEXTS[lang].title,
          metaTitle: TEXTS[lang].title,
          metaDescription: TEXTS[lang].metaDescription,
          main: [
            {
              blockType: 'siteDetail',
              showEmployees: true,
              bookingPath: options.bookingPath,
              showInStockLink: options.showInStockLink ?? false,
            },
          ],
        },
      ]),
    ),
  }
  return { ...site, pages: [...pages, ...listPage, detailPage] }
}
