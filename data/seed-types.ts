/**
 * The shape demo content is written in. The seed script turns it into Payload documents,
 * so content files stay readable and independent of the CMS's storage format.
 */
import type { Lang } from '../src/modules/sites/languages'

export type { Lang }
export { LANGUAGES } from '../src/modules/sites/languages'

import type { BrandTheme } from '../src/modules/themes/themes'
import type { SocialNetwork } from '../src/modules/content/footer'

export type { BrandTheme }

/** A demo image generated at seed time (no network). */
export type SeedImage =
  | { kind: 'hero'; key: string; alt: string; hue: number }
  | { kind: 'logo'; brand: string; alt: string }
  | { kind: 'car'; colour: string; model: string; alt: string }

/**
 * A demo film generated at seed time (no network): a short looping WebM of a car on a road at
 * dusk, coloured by `hue`. Any key works; the key picks the car and the landscape. Portrait is
 * the 540x960 cut for phones; landscape (960x540) otherwise.
 */
export type SeedVideo = {
  kind: 'video'
  key: string
  title: string
  hue: number
  orientation?: 'landscape' | 'portrait'
}

export type SeedLink = { label: string; url: string }

export type SeedBlock =
  | {
      blockType: 'hero'
      title: string
      text?: string
      image?: SeedImage
      /** 'video' plays `video` behind the text, with `image` as its poster; 'image' by default */
      contentType?: 'image' | 'video'
      video?: SeedVideo
      link?: SeedLink
      /** shows the keyphrase search bar that navigates to the site's search URL */
      showSearch?: boolean
      searchPlaceholder?: string
    }
  | {
      blockType: 'content'
      heading?: string
      /**
       * One string per block, with a little markdown: `## `/`### `/`#### ` headings, lines of
       * `- ` or `1. ` lists, `> ` quotes, `[text](url)` links, `**bold**`, `*italic*`
       * (src/modules/content/rich-text.ts markdownToRichText). Plain text stays as written.
       */
      paragraphs: string[]
    }
  | {
      blockType: 'cards'
      heading?: string
      items: { title: string; text: string; image?: SeedImage; link?: SeedLink }[]
    }
  | {
      blockType: 'linkList'
      heading?: string
      /** hasIcon: an icon shows what the link opens (page, other site, e-mail, phone) */
      items: (SeedLink & { hasIcon?: boolean })[]
    }
  | { blockType: 'carList'; heading?: string; condition?: 'all' | 'used' | 'new'; showRecentlyViewed?: boolean }
  | { blockType: 'carOfTheWeek'; heading?: string; text?: string }
  | {
      blockType: 'carTeaser'
      heading: string
      text?: string
      /** the query, in the car list's words (see src/modules/cars/teaser.ts) */
      brands?: string[]
      models?: string[]
      fuels?: string[]
      condition?: 'all' | 'new' | 'used'
      dealer?: string
      sort?: 'newest' | 'car_price_asc' | 'car_price_desc' | 'car_mileage_asc' | 'car_year_desc'
      limit?: number
      seeAllLabel: string
    }
  | { blockType: 'carDetail'; layout?: 'standard' | 'alternate'; showSimilarCars?: boolean }
  | { blockType: 'siteList'; heading?: string; showSearch?: boolean; showMap?: boolean }
  | {
      blockType: 'locator'
      type: 'Location' | 'ChargingPoint' | 'F150Location'
      emptyText?: string
      unit?: 'km' | 'mi'
    }
  | {
      blockType: 'serviceBooking'
      contactEmail: string
      damageInspectionUrl: string
      brandLinks?: { brand: string; url: string }[]
    }
  | { blockType: 'siteDetail'; showEmployees?: boolean; bookingPath?: string; showInStockLink?: boolean }
  | { blockType: 'kitsTool' }
  // forms (issue 23); `form` names a seeded CMS form (src/seed/forms.ts), made the block's /forms/<id> URL
  | { blockType: 'sellCarForm'; heading?: string; showValuation?: boolean; allowPhotos?: boolean }
  | { blockType: 'serviceRequestForm'; heading?: string; motorcycleDealer?: string }
  | { blockType: 'embeddedForm'; heading?: string; formUrl?: string; form?: string }
  | {
      blockType: 'tireHotel'
      heading?: string
      mailbox: string
      contactUs?: SeedLink
      bookService?: SeedLink
      tireHotelInformationUrl?: string
    }
  | {
      blockType: 'siteListTeaser'
      heading?: string
      slugs?: string[]
      brand?: string
      region?: string
      departmentGroup?: string
      linkLabel?: string
    }
  | {
      /** the bar's entries come from the page tree (SeedPage.navigation); these follow them */
      blockType: 'navigation'
      logo: SeedImage
      sticky?: boolean
      extraItems?: { title?: string; link: SeedLink }[]
    }
  | {
      /** the mega-menu header variant: a logo and up to three levels of items */
      blockType: 'megaMenu'
      logo: SeedImage
      /** default 55 x 150 */
      logoHeight?: number
      logoWidth?: number
      items: SeedMegaMenuItem[]
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
      /** a video file URL, or a generated demo film */
      videoDesktop?: string | SeedVideo
      videoPhone?: string | SeedVideo
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
        video?: string | SeedVideo
        backgroundColor?: 'none' | 'surface' | 'primary' | 'black' | 'white'
        textColor?: 'dark' | 'light' | 'black' | 'white'
      }[]
    }
  | { blockType: 'loanWarning' }
  | { blockType: 'favourites' }
  // video player
  | {
      blockType: 'videoPlayer'
      heading?: string
      /** what the video shows: the play button's and the player's accessible name */
      title: string
      /** a YouTube id or address; loaded from youtube-nocookie.com only after a click */
      youtubeId?: string
      videoUrl?: string
      /** a generated demo film; its media address becomes the videoUrl */
      video?: SeedVideo
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
        video?: SeedVideo
        videoPhone?: SeedVideo
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
  // stories
  | {
      blockType: 'storiesList'
      heading?: string
      showDates?: boolean
      layout?: 'grid' | 'list'
      highlightLatestStory?: boolean
    }
  | { blockType: 'storiesTeaser'; heading?: string; indexPath: string; showDates?: boolean }
  | { blockType: 'storyArticle'; showPrevNext?: boolean }

/** A mega-menu item (spec 1 section 3); children are groups under a top item, then the groups' links. */
export type SeedMegaMenuItem = {
  title: string
  url?: string
  /** CTAButton: a button at the end of the bar (top level only) */
  type?: 'Link' | 'CTAButton'
  buttonType?: 'primary' | 'secondary' | 'outline'
  /** the section shown as selected when the page is under no other top item */
  topSelected?: boolean
  hideInNavigation?: boolean
  /** shown when the list it is in has more than 4 items, or on screens wider than 1500 px */
  image?: SeedImage
  children?: SeedMegaMenuItem[]
}

export type SeedTextColor = 'light' | 'dark' | 'white' | 'black'

export type SeedTableCell =
  | { type: 'image'; header?: string; image: SeedImage }
  | { type: 'link'; header?: string; lineOne?: string; lineOneBold?: boolean; lineTwo?: string; link?: SeedLink }
  | { type: 'text'; lineOne: string; lineTwo?: string; lineThree?: string }

export type SeedPageContent = {
  title: string
  navTitle?: string
  /** the menu text when it differs from the title */
  navigationTitle?: string
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
  /** how the page appears in the navigation, which is built from the page tree */
  navigation?: {
    /** left out of the menu, with the pages below it */
    hidden?: boolean
    /** a menu entry with sub-pages also links to this page */
    navigable?: boolean
    /** order among the top-level entries */
    posInMenu?: number
    /** order inside the parent's dropdown */
    orderInDropdown?: number
    /** the menu entry links here instead of to the page */
    externalLink?: string
  }
  /** noindex for search engines, and not in the sitemap */
  noIndex?: boolean
  /** content per language; the site's default language is required */
  content: Partial<Record<Lang, SeedPageContent>>
}

export type SeedSite = {
  name: string
  pages: SeedPage[]
}
