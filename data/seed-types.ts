/**
 * The shape demo content is written in. The seed script turns it into Payload documents,
 * so content files stay readable and independent of the CMS's storage format.
 */
export type Lang = 'sv' | 'nb' | 'fi' | 'en' | 'sk'

import type { BrandTheme } from '../src/modules/themes/themes'

export type { BrandTheme }

/** A demo image generated at seed time (no network). */
export type SeedImage =
  | { kind: 'hero'; key: string; alt: string; hue: number }
  | { kind: 'logo'; brand: string; alt: string }
  | { kind: 'car'; colour: string; model: string; alt: string }

export type SeedLink = { label: string; url: string }

export type SeedBlock =
  | {
      blockType: 'hero'
      title: string
      text?: string
      image?: SeedImage
      link?: SeedLink
      /** shows the keyphrase search bar that navigates to the site's search URL */
      showSearch?: boolean
      searchPlaceholder?: string
    }
  | { blockType: 'content'; heading?: string; paragraphs: string[] }
  | {
      blockType: 'cards'
      heading?: string
      items: { title: string; text: string; image?: SeedImage; link?: SeedLink }[]
    }
  | { blockType: 'linkList'; heading?: string; items: SeedLink[] }
  | { blockType: 'carList'; heading?: string; condition?: 'all' | 'used' | 'new'; showRecentlyViewed?: boolean }
  | { blockType: 'carOfTheWeek'; heading?: string; text?: string }
  | { blockType: 'carDetail'; layout?: 'standard' | 'alternate'; showSimilarCars?: boolean }
  | {
      blockType: 'navigation'
      logo: SeedImage
      items: { label: string; url: string; children?: SeedLink[] }[]
    }
  | {
      blockType: 'footer'
      columns: { title: string; links: SeedLink[] }[]
      infoHeading?: string
      infoText?: string
    }

export type SeedPageContent = {
  title: string
  navTitle?: string
  metaTitle?: string
  metaDescription?: string
  header?: SeedBlock[]
  main: SeedBlock[]
  footer?: SeedBlock[]
}

export type SeedPage = {
  /** '/' for the home page, otherwise '/kop-bil/alla-bilar-i-lager' style, lower case */
  path: string
  /** a Sitecore-style item id; page views are tracked only for routes that have one */
  itemId?: string
  brandDesign?: BrandTheme
  /** content per language; the site's default language is required */
  content: Partial<Record<Lang, SeedPageContent>>
}

export type SeedSite = {
  name: string
  pages: SeedPage[]
}

/** Every language a site can have, with its name in that language. */
export const LANGUAGES: Record<Lang, { nativeName: string; englishName: string; locale: string }> = {
  sv: { nativeName: 'Svenska', englishName: 'Swedish', locale: 'sv-SE' },
  nb: { nativeName: 'Norsk', englishName: 'Norwegian', locale: 'nb-NO' },
  fi: { nativeName: 'Suomi', englishName: 'Finnish', locale: 'fi-FI' },
  en: { nativeName: 'English', englishName: 'English', locale: 'en-GB' },
  sk: { nativeName: 'Slovenčina', englishName: 'Slovak', locale: 'sk-SK' },
}
