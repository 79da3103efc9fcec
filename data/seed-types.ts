/**
 * The shape demo content is written in. The seed script turns it into Payload documents,
 * so content files stay readable and independent of the CMS's storage format.
 */
export type Lang = 'sv' | 'nb' | 'fi' | 'en' | 'sk'

import type { BrandTheme } from '../src/modules/themes/themes'
import type { SocialNetwork } from '../src/modules/content/footer'

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
      columns: { title: string; description?: string; links: SeedLink[] }[]
      /** brand logos linking to the car list filtered on car_brand={name}; shown only with a logo */
      showBrands?: boolean
      brandsHeading?: string
      brands?: { name: string; logo?: SeedImage; logoBlackAndWhite?: SeedImage }[]
      /** external profile addresses; a link without an icon is not shown */
      socialLinks?: { icon?: SocialNetwork; url: string }[]
      highlightedLink?: SeedLink
      /** phone numbers and e-mail addresses in the texts become links that copy to the clipboard */
      infoField1?: { heading?: string; text?: string }
      infoField2?: { heading?: string; text?: string }
      infoFieldOneChildFullWidth?: boolean
    }
  | {
      /** the alert strip above the navigation; it goes first in the header */
      blockType: 'alert'
      enabled: boolean
      type: 'Warning' | 'Dark' | 'Light' | 'Neutral'
      title?: string
      text?: string
      icon?: 'CampaignAlert' | 'WarningAlert'
    }
  // content blocks batch A
  | {
      blockType: 'blurb'
      title: string
      titleTag?: 'h1' | 'h2' | 'h3' | 'h4'
      paragraphs?: string[]
      link?: SeedLink
      /** media on the left */
      reverse?: boolean
      backgroundColor?: 'none' | 'surface' | 'primary' | 'black' | 'white'
      textColor?: 'dark' | 'light' | 'black' | 'white'
      useTextAnimations?: boolean
      useMediaAnimations?: boolean
      fullHeight?: boolean
      centerContent?: boolean
      imageDesktop?: SeedImage
      imagePhone?: SeedImage
      videoDesktop?: string
      videoPhone?: string
      youtubeId?: string
      hasControlBar?: boolean
    }
  | {
      blockType: 'carModelCard'
      heading?: string
      items: {
        title: string
        text?: string
        image?: SeedImage
        link?: SeedLink
        isCampaign?: boolean
        campaign?: string
        /** Label1-4 with LabelValue1-4 */
        labels?: { label: string; value: string }[]
      }[]
    }
  | {
      blockType: 'textColumns'
      heading?: string
      columns: 3 | 4
      items: { title: string; subTitle?: string; paragraphs: string[] }[]
    }
  | { blockType: 'accordion'; heading?: string; items: { title: string; paragraphs: string[] }[] }
  | {
      blockType: 'splitHover'
      items: {
        title: string
        text?: string
        button?: SeedLink
        image?: SeedImage
        video?: string
        backgroundColor?: 'none' | 'surface' | 'primary' | 'black' | 'white'
        textColor?: 'dark' | 'light' | 'black' | 'white'
      }[]
    }
  | { blockType: 'loanWarning' }
  // video player
  | {
      blockType: 'videoPlayer'
      heading?: string
      /** what the video shows: the play button's and the player's accessible name */
      title: string
      /** a YouTube id or address; loaded from youtube-nocookie.com only after a click */
      youtubeId?: string
      videoUrl?: string
      poster?: SeedImage
      caption?: string
      autoplay?: boolean
      muted?: boolean
      controls?: boolean
    }
  // content blocks batch B
  | {
      blockType: 'heroCarousel'
      items: {
        title?: string
        text?: string
        textShadow?: boolean
        textColor?: SeedTextColor
        button?: SeedLink
        buttonType?: 'primary' | 'secondary' | 'outline'
        image?: SeedImage
        imagePhone?: SeedImage
        subTitle?: string
        subTitleLink?: SeedLink
        subTitleColor?: SeedTextColor
      }[]
      hasMediaButtons?: boolean
      contentPlacementX?: 'left' | 'center' | 'right'
      contentPlacementY?: 'top' | 'center' | 'bottom'
      height?: 'default' | 'medium' | 'fullHeight'
      autoplay?: boolean
      /** seconds per slide; 5 when not given */
      autoplayDelay?: number
    }
  | {
      blockType: 'countdown'
      heading?: string
      text?: string
      /** an ISO date-time, or a number of days after the seed runs (so demo campaigns keep running) */
      target: string | { daysAfterSeed: number }
      units?: ('years' | 'days' | 'hours' | 'minutes' | 'seconds')[]
      endedText?: string
      link?: SeedLink
    }
  | {
      blockType: 'table'
      heading?: string
      /** the column header names */
      columns: string[]
      rows: SeedTableCell[][]
    }
  | { blockType: 'carBreadcrumb'; structuredData?: boolean }

export type SeedTextColor = 'light' | 'dark' | 'white' | 'black'

export type SeedTableCell =
  | { type: 'image'; header?: string; image: SeedImage }
  | { type: 'link'; header?: string; lineOne?: string; lineOneBold?: boolean; lineTwo?: string; link?: SeedLink }
  | { type: 'text'; lineOne: string; lineTwo?: string; lineThree?: string }

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
