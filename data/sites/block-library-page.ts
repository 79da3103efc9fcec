import { createHash } from 'node:crypto'
import type { Fuel } from '../inventory/catalogue'
import { FUELS } from '../inventory/lexicon'
import {
  LANGUAGES,
  type Lang,
  type SeedBlock,
  type SeedImage,
  type SeedPage,
  type SeedSite,
  type SeedVideo,
} from '../seed-types'
import { en } from './block-library/en'
import { fi } from './block-library/fi'
import { nb } from './block-library/nb'
import { sk } from './block-library/sk'
import { sv } from './block-library/sv'
import type { BlockLibraryTexts } from './block-library/types'
import { seedSiteSettings, type SeedSiteSettings } from './settings'

/**
 * The demo pages every site gets: `/demo`, which introduces them, and the block library
 * `/demo/blocks`, which holds every content block with realistic content so editors can see what
 * they can use. Both are left out of the navigation and of search engines. One definition serves
 * every site: addresses come from the site's settings, the cars from the range it sells.
 */
export const DEMO_PATH = '/demo'
export const BLOCK_LIBRARY_PATH = '/demo/blocks'

const TEXTS: Record<Lang, BlockLibraryTexts> = { sv, nb, fi, en, sk }

type Model = { name: string; colour: string; fuel: Fuel; powerKw: number; priceSek: number }

// The cars shown in the model cards and the table: ones the site sells, so brand stores show their brand.
const GROUP_MODELS: Model[] = [
  { name: 'BMW iX1', colour: '#E9E9E6', fuel: 'electric', powerKw: 230, priceSek: 519_900 },
  { name: 'Mercedes-Benz GLC 300e', colour: '#B4BAC2', fuel: 'phev', powerKw: 230, priceSek: 729_900 },
  { name: 'Renault Scenic E-Tech', colour: '#5E6B78', fuel: 'electric', powerKw: 160, priceSek: 449_900 },
]

const MODELS: Record<string, Model[]> = {
  'brand-se': [
    { name: 'smart #1', colour: '#D3D6D2', fuel: 'electric', powerKw: 200, priceSek: 429_900 },
    { name: 'smart #3', colour: '#233140', fuel: 'electric', powerKw: 200, priceSek: 459_900 },
    { name: 'smart #5', colour: '#8C9A6E', fuel: 'electric', powerKw: 250, priceSek: 549_900 },
  ],
  'brand-no': [
    { name: 'MINI Cooper E', colour: '#2D6A44', fuel: 'electric', powerKw: 135, priceSek: 329_900 },
    { name: 'MINI Countryman E', colour: '#686E76', fuel: 'electric', powerKw: 150, priceSek: 459_900 },
    { name: 'MINI Aceman E', colour: '#B1161E', fuel: 'electric', powerKw: 135, priceSek: 379_900 },
  ],
  rnautomotive: [
    { name: 'Renault Scenic E-Tech', colour: '#5E6B78', fuel: 'electric', powerKw: 160, priceSek: 449_900 },
    { name: 'Renault Austral E-Tech', colour: '#1D4F9E', fuel: 'hybrid', powerKw: 146, priceSek: 399_900 },
    { name: 'Dacia Duster Hybrid', colour: '#DF6A1C', fuel: 'hybrid', powerKw: 104, priceSek: 289_900 },
  ],
  'pickup-se': [
    { name: 'Ford Ranger Wildtrak', colour: '#686E76', fuel: 'diesel', powerKw: 151, priceSek: 599_900 },
    { name: 'Ford Ranger PHEV', colour: '#1D4F9E', fuel: 'phev', powerKw: 207, priceSek: 649_900 },
    { name: 'Ford Ranger Raptor', colour: '#DF6A1C', fuel: 'petrol', powerKw: 215, priceSek: 899_900 },
  ],
}

// Prices are written in the site's currency (its default language names its market).
const CURRENCY: Record<Lang, { code: string; perSek: number }> = {
  sv: { code: 'SEK', perSek: 1 },
  nb: { code: 'NOK', perSek: 1 },
  fi: { code: 'EUR', perSek: 1 / 11.5 },
  sk: { code: 'EUR', perSek: 1 / 11.5 },
  en: { code: 'GBP', perSek: 1 / 13.5 },
}

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole)
}

/** A stable content item id per site and page. */
function itemIdFor(siteName: string, path: string): string {
  const hex = createHash('sha256').update(`demo-page:${siteName}:${path}`).digest('hex').toUpperCase()
  return `{${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}}`
}

type Build = {
  settings: SeedSiteSettings
  lang: Lang
  t: BlockLibraryTexts
  models: Model[]
}

/**
 * Demo pictures are shared by every site and language (one rendered image each); the seed writes
 * each language's alt text on the media item, whose alt is localized.
 */
function picture(_build: Build, name: string, alt: string, hue: number): SeedImage {
  return { kind: 'hero', key: `block-library-${name}`, alt, hue }
}

/**
 * Demo films take long to render, so every site and language shares the same few; the key and hue
 * are fixed together because the file name comes from the key alone.
 */
const FILMS = {
  coast: { key: 'block-library-coast-road', hue: 200 },
  forest: { key: 'block-library-forest-road', hue: 130 },
  charging: { key: 'block-library-charging', hue: 165 },
} as const

function film(name: keyof typeof FILMS, title: string, orientation?: 'portrait'): SeedVideo {
  return { kind: 'video', ...FILMS[name], title, ...(orientation ? { orientation } : {}) }
}

function carPicture({ t }: Build, model: Model): SeedImage {
  return { kind: 'car', colour: model.colour, model: model.name, alt: fill(t.carAlt, { model: model.name }) }
}

/** The stories index of the sites that have stories (data/stories); elsewhere the teaser shows nothing. */
const STORY_INDEX: Record<string, string> = {
  'hedin-uk': '/news-and-events',
  'hedin-no': '/aktuelt',
  'hedin-se': '/livet-med-bil',
}

function price({ settings, lang }: Build, model: Model): string {
  const currency = CURRENCY[settings.defaultLanguage]
  const amount = Math.round((model.priceSek * currency.perSek) / 100) * 100
  return new Intl.NumberFormat(LANGUAGES[lang].locale, {
    style: 'currency',
    currency: currency.code,
    maximumFractionDigits: 0,
  }).format(amount)
}

function power({ t }: Build, model: Model): string {
  return `${model.powerKw} kW (${Math.round(model.powerKw * 1.36)} ${t.horsepower})`
}

// The car list understands car_fuel in the words of the inventory, which is in the market's language.
function carListWith(b: Build, fuel: Fuel): string {
  const word = FUELS[fuel][b.settings.defaultLanguage]
  return `${b.settings.paths.carList}?car_fuel=${encodeURIComponent(word)}`
}

function modelSearch(b: Build, model: Model): string {
  return `${b.settings.paths.search}?keyphrase=${encodeURIComponent(model.name)}`
}

function demoPageContent(b: Build) {
  const { t, settings } = b
  const d = t.demo
  return {
    title: d.title,
    metaTitle: d.metaTitle,
    metaDescription: fill(d.metaDescription, { label: settings.label }),
    main: [
      // The hero's video background, with its picture as the poster (the library's hero shows the search bar).
      {
        blockType: 'hero',
        title: d.hero.title,
        text: d.hero.text,
        image: picture(b, 'demo', d.hero.alt, 250),
        contentType: 'video',
        video: film('coast', d.hero.alt),
      },
      {
        blockType: 'content',
        heading: d.intro.heading,
        paragraphs: d.intro.paragraphs.map((p) => fill(p, { label: settings.label })),
      },
      {
        blockType: 'linkList',
        heading: d.links.heading,
        items: [
          { label: d.links.blocks, url: BLOCK_LIBRARY_PATH },
          { label: d.links.carList, url: settings.paths.carList },
          { label: d.links.home, url: '/' },
        ],
      },
    ] satisfies SeedBlock[],
  }
}

/** Every block, in the order an editor browses a catalogue. */
function libraryBlocks(b: Build): SeedBlock[] {
  const { t, settings, models } = b
  const { carList, siteDetail, search } = settings.paths
  const [first, second, third] = models as [Model, Model, Model]
  return [
    {
      blockType: 'hero',
      title: t.hero.title,
      text: t.hero.text,
      image: picture(b, 'hero', t.hero.alt, 20),
      link: { label: t.hero.button, url: carList },
      showSearch: true,
      searchPlaceholder: t.hero.searchPlaceholder,
    },
    {
      blockType: 'content',
      heading: t.content.heading,
      paragraphs: t.content.paragraphs.map((p) => fill(p, { carList })),
    },
    {
      blockType: 'cards',
      heading: t.cards.heading,
      items: [
        { ...t.cards.items[0], image: carPicture(b, first), link: { label: t.cards.items[0].link, url: carList } },
        { ...t.cards.items[1], image: carPicture(b, second), link: { label: t.cards.items[1].link, url: search } },
        { ...t.cards.items[2], image: carPicture(b, third), link: { label: t.cards.items[2].link, url: siteDetail } },
      ],
    },
    {
      blockType: 'linkList',
      heading: t.linkList.heading,
      items: [
        { label: t.linkList.electric, url: carListWith(b, 'electric') },
        { label: t.linkList.phev, url: carListWith(b, 'phev') },
        { label: t.linkList.allCars, url: carList },
        { label: t.linkList.sites, url: siteDetail },
        { label: t.linkList.demo, url: DEMO_PATH },
      ],
    },
    {
      blockType: 'blurb',
      title: t.blurbs.image.title,
      paragraphs: t.blurbs.image.paragraphs,
      link: { label: t.blurbs.image.link, url: siteDetail },
      imageDesktop: picture(b, 'blurb-workshop', t.blurbs.image.alt, 30),
      useTextAnimations: true,
      useMediaAnimations: true,
    },
    {
      blockType: 'blurb',
      title: t.blurbs.dark.title,
      paragraphs: t.blurbs.dark.paragraphs,
      link: { label: t.blurbs.dark.link, url: carList },
      reverse: true,
      backgroundColor: 'black',
      textColor: 'light',
      imageDesktop: carPicture(b, first),
    },
    {
      blockType: 'blurb',
      title: t.blurbs.video.title,
      paragraphs: t.blurbs.video.paragraphs,
      link: { label: t.blurbs.video.link, url: carListWith(b, 'electric') },
      fullHeight: true,
      centerContent: true,
      backgroundColor: 'surface',
      imageDesktop: picture(b, 'blurb-charging', t.blurbs.video.alt, 190),
      videoDesktop: film('coast', t.blurbs.video.videoTitle),
      videoPhone: film('coast', t.blurbs.video.phoneVideoTitle, 'portrait'),
      hasControlBar: true,
    },
    {
      blockType: 'carModelCard',
      heading: t.carModelCard.heading,
      items: models.map((model, index) => ({
        title: model.name,
        text: t.carModelCard.texts[index] ?? t.carModelCard.texts[0],
        image: carPicture(b, model),
        link: { label: fill(t.carModelCard.link, { model: model.name }), url: modelSearch(b, model) },
        // The last card shows the campaign badge.
        ...(index === models.length - 1 ? { isCampaign: true, campaign: t.carModelCard.campaign } : {}),
        labels: [
          { label: t.carModelCard.labels.fuel, value: FUELS[model.fuel][b.lang] },
          { label: t.carModelCard.labels.power, value: power(b, model) },
          { label: t.carModelCard.labels.priceFrom, value: price(b, model) },
          { label: t.carModelCard.labels.warranty, value: t.carModelCard.warrantyValue },
        ],
      })),
    },
    {
      blockType: 'textColumns',
      heading: t.textColumns.three.heading,
      columns: 3,
      items: t.textColumns.three.items,
    },
    {
      blockType: 'textColumns',
      heading: t.textColumns.four.heading,
      columns: 4,
      items: t.textColumns.four.items,
    },
    { blockType: 'accordion', heading: t.accordion.heading, items: t.accordion.items },
    {
      blockType: 'splitHover',
      items: [
        {
          title: t.splitHover.items[0].title,
          text: t.splitHover.items[0].text,
          button: { label: t.splitHover.items[0].button, url: carList },
          image: picture(b, 'split-buy', t.splitHover.items[0].alt, 205),
        },
        {
          title: t.splitHover.items[1].title,
          text: t.splitHover.items[1].text,
          button: { label: t.splitHover.items[1].button, url: siteDetail },
          image: picture(b, 'split-service', t.splitHover.items[1].alt, 25),
        },
      ],
    },
    {
      blockType: 'heroCarousel',
      contentPlacementX: 'left',
      contentPlacementY: 'bottom',
      height: 'medium',
      hasMediaButtons: true,
      autoplay: true,
      items: [
        {
          title: t.heroCarousel.slides[0].title,
          text: t.heroCarousel.slides[0].text,
          textColor: 'white',
          button: { label: t.heroCarousel.slides[0].button, url: carListWith(b, 'electric') },
          buttonType: 'primary',
          image: picture(b, 'carousel-city', t.heroCarousel.slides[0].alt, 215),
          subTitle: t.heroCarousel.slides[0].subTitle,
          subTitleLink: t.heroCarousel.slides[0].subTitleLink
            ? { label: t.heroCarousel.slides[0].subTitleLink, url: siteDetail }
            : undefined,
        },
        {
          title: t.heroCarousel.slides[1].title,
          text: t.heroCarousel.slides[1].text,
          textColor: 'white',
          button: { label: t.heroCarousel.slides[1].button, url: carList },
          buttonType: 'secondary',
          image: picture(b, 'carousel-road', t.heroCarousel.slides[1].alt, 120),
          video: film('forest', t.heroCarousel.slides[1].videoTitle),
        },
        {
          title: t.heroCarousel.slides[2].title,
          text: t.heroCarousel.slides[2].text,
          textColor: 'white',
          button: { label: t.heroCarousel.slides[2].button, url: siteDetail },
          buttonType: 'outline',
          image: picture(b, 'carousel-workshop', t.heroCarousel.slides[2].alt, 35),
        },
      ],
    },
    {
      blockType: 'countdown',
      heading: t.countdown.heading,
      text: t.countdown.text,
      target: { daysAfterSeed: 30 },
      units: ['days', 'hours', 'minutes', 'seconds'],
      endedText: t.countdown.endedText,
      link: { label: t.countdown.link, url: carList },
    },
    {
      blockType: 'table',
      heading: t.table.heading,
      columns: [...t.table.columns],
      rows: models.map((model) => [
        { type: 'image', header: model.name, image: carPicture(b, model) },
        { type: 'text', lineOne: FUELS[model.fuel][b.lang], lineTwo: power(b, model) },
        { type: 'text', lineOne: price(b, model), lineTwo: t.table.priceNote },
        {
          type: 'link',
          lineOne: t.table.inStock,
          lineOneBold: true,
          lineTwo: t.table.delivery,
          link: { label: fill(t.table.link, { model: model.name }), url: modelSearch(b, model) },
        },
      ]),
    },
    { blockType: 'carBreadcrumb', structuredData: true },
    { blockType: 'carOfTheWeek', heading: t.carOfTheWeek.heading, text: t.carOfTheWeek.text },
    {
      blockType: 'carTeaser',
      heading: t.carTeaser.heading,
      text: t.carTeaser.text,
      fuels: [FUELS.electric[settings.defaultLanguage]],
      sort: 'car_price_asc',
      limit: 4,
      seeAllLabel: t.carTeaser.seeAll,
    },
    {
      blockType: 'siteListTeaser',
      heading: t.siteListTeaser.heading,
      departmentGroup: 'Workshop',
      linkLabel: t.siteListTeaser.link,
    },
    { blockType: 'storiesTeaser', heading: t.storiesTeaser.heading, indexPath: STORY_INDEX[b.settings.name] ?? '/' },
    { blockType: 'loanWarning' },
    {
      blockType: 'videoPlayer',
      heading: t.videoPlayer.heading,
      title: t.videoPlayer.title,
      caption: t.videoPlayer.caption,
      video: film('charging', t.videoPlayer.title),
      poster: picture(b, 'video-poster', t.videoPlayer.posterAlt, 165),
      autoplay: false,
      muted: true,
      controls: true,
    },
  ]
}

function libraryPageContent(b: Build) {
  const { t, settings } = b
  return {
    title: t.page.title,
    metaTitle: t.page.metaTitle,
    metaDescription: fill(t.page.metaDescription, { label: settings.label }),
    main: libraryBlocks(b),
  }
}

/** The two demo pages of a site, in each of its languages; none for a site without settings. */
export function blockLibraryPages(siteName: string): SeedPage[] {
  const settings = seedSiteSettings.find((s) => s.name === siteName)
  if (!settings) return []
  const models = MODELS[siteName] ?? GROUP_MODELS
  const builds = settings.languages.map((lang) => ({ settings, lang, t: TEXTS[lang], models }))
  const hidden = { navigation: { hidden: true }, noIndex: true }
  return [
    {
      path: DEMO_PATH,
      itemId: itemIdFor(siteName, DEMO_PATH),
      ...hidden,
      content: Object.fromEntries(builds.map((b) => [b.lang, demoPageContent(b)])),
    },
    {
      path: BLOCK_LIBRARY_PATH,
      itemId: itemIdFor(siteName, BLOCK_LIBRARY_PATH),
      ...hidden,
      content: Object.fromEntries(builds.map((b) => [b.lang, libraryPageContent(b)])),
    },
  ]
}

/** A demo site with its demo pages and block library. */
export function withBlockLibraryPage(site: SeedSite): SeedSite {
  const pages = blockLibraryPages(site.name)
  return pages.length ? { ...site, pages: [...site.pages, ...pages] } : site
}
