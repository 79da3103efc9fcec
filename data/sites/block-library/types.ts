/**
 * The texts of the demo pages (`/demo` and the block library `/demo/blocks`) in one language.
 * Addresses, images and car figures are added per site by `../block-library-page.ts`, so one set
 * of texts serves every site in that language.
 *
 * Templates may hold `{model}`, `{label}` (the site's name) and `{carList}`; they are filled in
 * when the page is built.
 */
export type BlockLibraryTexts = {
  demo: {
    title: string
    metaTitle: string
    metaDescription: string
    hero: { title: string; text: string; alt: string }
    intro: { heading: string; paragraphs: string[] }
    links: { heading: string; blocks: string; carList: string; home: string }
  }
  page: { title: string; metaTitle: string; metaDescription: string }
  hero: { title: string; text: string; alt: string; button: string; searchPlaceholder: string }
  /** markdown as the content block takes it (see SeedBlock 'content'); `{carList}` is the car list's path */
  content: { heading: string; paragraphs: string[] }
  cards: { heading: string; items: [LinkedText, LinkedText, LinkedText] }
  linkList: { heading: string; electric: string; phev: string; allCars: string; sites: string; demo: string }
  blurbs: {
    /** text beside a picture, with a link */
    image: BlurbText
    /** reversed (picture on the left), dark background, light text; the picture is a car's */
    dark: Omit<BlurbText, 'alt'>
    /** full height, centred, with a looping video on desktop and a portrait one on phones */
    video: BlurbText & { videoTitle: string; phoneVideoTitle: string }
  }
  carModelCard: {
    heading: string
    /** one text per card, true of any model */
    texts: [string, string, string]
    campaign: string
    /** `{model}` */
    link: string
    labels: { fuel: string; power: string; priceFrom: string; warranty: string }
    warrantyValue: string
  }
  textColumns: {
    three: { heading: string; items: [ColumnText, ColumnText, ColumnText] }
    four: { heading: string; items: [ColumnText, ColumnText, ColumnText, ColumnText] }
  }
  accordion: { heading: string; items: { title: string; paragraphs: string[] }[] }
  splitHover: { items: [SplitText, SplitText] }
  heroCarousel: {
    slides: [SlideText, SlideText & { videoTitle: string }, SlideText]
  }
  countdown: { heading: string; text: string; endedText: string; link: string }
  table: {
    heading: string
    columns: [string, string, string, string]
    /** the line under the price, e.g. "incl. VAT" */
    priceNote: string
    inStock: string
    delivery: string
    /** `{model}` */
    link: string
  }
  carOfTheWeek: { heading: string; text: string }
  /** a car teaser of the site's electric cars, cheapest first; `seeAll` links to them in the car list */
  carTeaser: { heading: string; text: string; seeAll: string }
  siteListTeaser: { heading: string; link: string }
  /** the three latest stories of the site's stories index, when it has one */
  storiesTeaser: { heading: string }
  videoPlayer: { heading: string; title: string; caption: string; posterAlt: string }
  /** the unit after the horsepower figure: hk, hv, hp, k */
  horsepower: string
  /** `{model}`: the alt text of a car's studio picture */
  carAlt: string
}

export type LinkedText = { title: string; text: string; link: string }
export type BlurbText = { title: string; paragraphs: string[]; link: string; alt: string }
export type ColumnText = { title: string; subTitle?: string; paragraphs: string[] }
export type SplitText = { title: string; text: string; button: string; alt: string }
export type SlideText = {
  title: string
  text: string
  button: string
  alt: string
  subTitle?: string
  subTitleLink?: string
}
