import type { Payload, PayloadRequest } from 'payload'
import type { Lang, SeedBlock, SeedImage, SeedLink, SeedSite, SeedTableCell, SeedVideo } from '@data/seed-types'
import { mediaUrl } from '@/ui/media'
import { markdownToRichText, paragraphsToRichText } from '@/modules/content/rich-text'
import { renderSeedImage, seedImageFilename, type RenderedSeedImage } from './images'
import { renderSeedVideo, seedVideoFilename } from './demo-video'
import { cachedRender } from './render-cache'

const ctx = { disableRevalidate: true }

/** Every demo image the sites use, once each. */
export function collectImages(sites: readonly SeedSite[]): SeedImage[] {
  const found = new Map<string, SeedImage>()
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(visit)
    if (!value || typeof value !== 'object') return
    const v = value as Record<string, unknown>
    if ((v.kind === 'hero' || v.kind === 'logo' || v.kind === 'car') && typeof v.alt === 'string') {
      const image = v as SeedImage
      found.set(seedImageFilename(image), image)
      return
    }
    Object.values(v).forEach(visit)
  }
  visit(sites)
  return [...found.values()]
}

/** Every demo film the sites use, once each (landscape and portrait cuts are separate files). */
export function collectVideos(sites: readonly SeedSite[]): SeedVideo[] {
  const found = new Map<string, SeedVideo>()
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(visit)
    if (!value || typeof value !== 'object') return
    const v = value as Record<string, unknown>
    if (v.kind === 'video' && typeof v.key === 'string' && typeof v.title === 'string') {
      const video = v as SeedVideo
      found.set(seedVideoFilename(video), video)
      return
    }
    Object.values(v).forEach(visit)
  }
  visit(sites)
  return [...found.values()]
}

/** A generated demo file: an image or a film. */
export type SeedMedia = SeedImage | SeedVideo

export function seedMediaFilename(media: SeedMedia): string {
  return media.kind === 'video' ? seedVideoFilename(media) : seedImageFilename(media)
}

/**
 * Each demo image's alt text in every language that uses it. An image is stored once, but a car
 * picture on a Finnish page must be described in Finnish: the media alt is localized.
 */
export function collectImageAlts(sites: readonly SeedSite[]): Map<string, Partial<Record<Lang, string>>> {
  const alts = new Map<string, Partial<Record<Lang, string>>>()
  const visit = (value: unknown, lang: Lang): void => {
    if (Array.isArray(value)) return value.forEach((v) => visit(v, lang))
    if (!value || typeof value !== 'object') return
    const v = value as Record<string, unknown>
    if ((v.kind === 'hero' || v.kind === 'logo' || v.kind === 'car') && typeof v.alt === 'string') {
      const filename = seedImageFilename(v as SeedImage)
      const byLang = alts.get(filename) ?? {}
      byLang[lang] ??= v.alt
      alts.set(filename, byLang)
      return
    }
    Object.values(v).forEach((child) => visit(child, lang))
  }
  for (const site of sites)
    for (const page of site.pages)
      for (const [lang, content] of Object.entries(page.content)) visit(content, lang as Lang)
  return alts
}

/** Writes each image's alt text in the languages that use it (idempotent). */
export async function localizeImageAlts(
  payload: Payload,
  alts: Map<string, Partial<Record<Lang, string>>>,
  req?: Partial<PayloadRequest>,
): Promise<number> {
  const media = await payload.find({
    collection: 'media',
    limit: 100000,
    depth: 0,
    pagination: false,
    select: { filename: true },
    req,
  })
  let written = 0
  for (const doc of media.docs) {
    for (const [lang, alt] of Object.entries(alts.get(doc.filename ?? '') ?? {})) {
      await payload.update({
        collection: 'media',
        id: doc.id,
        locale: lang as Lang,
        data: { alt },
        depth: 0,
        context: ctx,
        req,
      })
      written++
    }
  }
  return written
}

/** Renders images a few at a time: sharp works off the main thread, so both cores stay busy. */
export async function renderAll(
  images: readonly SeedImage[],
  concurrency = 4,
): Promise<Map<string, RenderedSeedImage>> {
  const out = new Map<string, RenderedSeedImage>()
  let next = 0
  const worker = async () => {
    while (next < images.length) {
      const image = images[next++]!
      const rendered = await cachedRender({ image }, () => renderSeedImage(image))
      out.set(rendered.filename, rendered)
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker))
  return out
}

/**
 * Renders and uploads each demo image and film not in the media library yet (idempotent by
 * filename) and returns a lookup from a seed image or film to its media id and address.
 */
export async function uploadAll(
  payload: Payload,
  media: readonly SeedMedia[],
  req?: Partial<PayloadRequest>,
): Promise<MediaId> {
  const images = media.filter((m): m is SeedImage => m.kind !== 'video')
  const videos = media.filter((m): m is SeedVideo => m.kind === 'video')
  const existing = await payload.find({
    collection: 'media',
    limit: 100000,
    depth: 0,
    pagination: false,
    select: { filename: true },
    req,
  })
  const ids = new Map(existing.docs.flatMap((d) => (d.filename ? [[d.filename, d.id] as const] : [])))
  // the stored name, which Payload changes when a file of that name is already on disk
  const stored = new Map<string, string>(existing.docs.flatMap((d) => (d.filename ? [[d.filename, d.filename]] : [])))
  const missing = images.filter((image) => !ids.has(seedImageFilename(image)))
  const rendered = await renderAll(missing)
  const upload = (file: { buffer: Buffer; mimeType: string; filename: string }, alt: string) =>
    payload.create({
      collection: 'media',
      data: { alt },
      file: { data: file.buffer, mimetype: file.mimeType, name: file.filename, size: file.buffer.length },
      depth: 0,
      context: ctx,
      req,
    })
  for (const image of missing) {
    const file = rendered.get(seedImageFilename(image))!
    const doc = await upload(file, image.alt)
    ids.set(file.filename, doc.id)
  }
  const missingVideos = videos.filter((video) => !ids.has(seedVideoFilename(video)))
  const started = Date.now()
  for (const video of missingVideos) {
    // one film at a time: each already encodes its frames in parallel
    const file = await cachedRender({ video }, () => renderSeedVideo(video))
    const doc = await upload(file, video.title)
    ids.set(file.filename, doc.id)
    if (doc.filename) stored.set(file.filename, doc.filename)
  }
  if (missingVideos.length) {
    console.log(`  ${missingVideos.length} demo videos rendered in ${((Date.now() - started) / 1000).toFixed(1)} s`)
  }
  const lookup = async (item: SeedMedia) => {
    const id = ids.get(seedMediaFilename(item))
    if (id === undefined) throw new Error(`demo media ${seedMediaFilename(item)} was not uploaded`)
    return id
  }
  return Object.assign(lookup, {
    url: (video: SeedVideo) => {
      const name = stored.get(seedVideoFilename(video))
      if (name === undefined) throw new Error(`demo video ${seedVideoFilename(video)} was not uploaded`)
      return mediaUrl(name)
    },
  })
}

/**
 * A seed image's or film's media id. `url` gives a film's public address for the blocks that take
 * a video URL as text; without it the address follows from the film's deterministic file name.
 */
export type MediaId = ((media: SeedMedia) => Promise<number>) & { url?: (video: SeedVideo) => string }

/** A text video field: an address as written, or the media address of a generated film. */
function videoAddress(value: string | SeedVideo | undefined, mediaId: MediaId): string | undefined {
  if (value === undefined || typeof value === 'string') return value
  return mediaId.url ? mediaId.url(value) : mediaUrl(seedVideoFilename(value))
}

const link = (l?: SeedLink) => (l ? { label: l.label, url: l.url } : undefined)

const DAY_MS = 24 * 60 * 60 * 1000

/** A countdown's end: relative demo targets end at 23:59 Nordic winter time that many days after the seed. */
function countdownTarget(target: string | { daysAfterSeed: number }, now = Date.now()): string {
  if (typeof target === 'string') return new Date(target).toISOString()
  const day = new Date(now + target.daysAfterSeed * DAY_MS)
  return new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), 22, 59)).toISOString()
}

async function tableCell(cell: SeedTableCell, mediaId: MediaId): Promise<Record<string, unknown>> {
  switch (cell.type) {
    case 'image':
      return { blockType: 'tableImageCell', header: cell.header, image: await mediaId(cell.image) }
    case 'link': {
      const { type: _type, ...rest } = cell
      return { blockType: 'tableLinkCell', ...rest, link: link(cell.link) }
    }
    case 'text': {
      const { type: _type, ...rest } = cell
      return { blockType: 'tableTextCell', ...rest }
    }
  }
}

type SeedMegaMenuItems = Extract<SeedBlock, { blockType: 'megaMenu' }>['items']

/** Mega-menu items at every level, with their images uploaded. */
async function megaMenuItems(
  items: SeedMegaMenuItems,
  mediaId: MediaId,
  level = 1,
): Promise<Record<string, unknown>[]> {
  // The CMS calls the third level's list 'links' (see src/cms/blocks/mega-menu.ts).
  const childrenName = level === 2 ? 'links' : 'children'
  return Promise.all(
    items.map(async ({ image, children, ...item }) => ({
      ...item,
      image: image ? await mediaId(image) : undefined,
      ...(children?.length ? { [childrenName]: await megaMenuItems(children, mediaId, level + 1) } : {}),
    })),
  )
}

/** A seed block as the CMS stores it: images uploaded, paragraphs as rich text. */
export async function toPayloadBlock(block: SeedBlock, mediaId: MediaId): Promise<Record<string, unknown>> {
  const image = async (i?: SeedImage) => (i ? mediaId(i) : undefined)
  switch (block.blockType) {
    case 'hero':
      return {
        ...block,
        image: await image(block.image),
        video: block.video ? await mediaId(block.video) : undefined,
        link: link(block.link),
      }
    case 'content':
      return { blockType: 'content', heading: block.heading, body: markdownToRichText(block.paragraphs) }
    case 'cards':
      return {
        blockType: 'cards',
        heading: block.heading,
        items: await Promise.all(
          block.items.map(async (item) => ({ ...item, image: await image(item.image), link: link(item.link) })),
        ),
      }
    case 'linkList':
      return {
        blockType: 'linkList',
        heading: block.heading,
        items: block.items.map((item) => ({ ...link(item), hasIcon: item.hasIcon ?? false })),
      }
    case 'navigation':
      return {
        blockType: 'navigation',
        logo: await mediaId(block.logo),
        sticky: block.sticky ?? false,
        extraItems: (block.extraItems ?? []).map((item) => ({ title: item.title, link: link(item.link) })),
      }
    case 'megaMenu':
      return {
        blockType: 'megaMenu',
        logo: await mediaId(block.logo),
        logoHeight: block.logoHeight ?? 55,
        logoWidth: block.logoWidth ?? 150,
        items: await megaMenuItems(block.items, mediaId),
      }
    // content blocks batch A
    case 'blurb': {
      const { paragraphs, imageDesktop, imagePhone, ...rest } = block
      return {
        ...rest,
        richText: paragraphs?.length ? paragraphsToRichText(paragraphs) : undefined,
        link: link(block.link),
        imageDesktop: await image(imageDesktop),
        imagePhone: await image(imagePhone),
        videoDesktop: videoAddress(block.videoDesktop, mediaId),
        videoPhone: videoAddress(block.videoPhone, mediaId),
      }
    }
    case 'carModelCard':
      return {
        blockType: 'carModelCard',
        heading: block.heading,
        items: await Promise.all(
          block.items.map(async (item) => ({ ...item, image: await image(item.image), link: link(item.link) })),
        ),
      }
    case 'textColumns':
      return {
        blockType: 'textColumns',
        heading: block.heading,
        columns: String(block.columns),
        items: block.items.map(({ paragraphs, ...item }) => ({ ...item, text: paragraphsToRichText(paragraphs) })),
      }
    case 'accordion':
      return {
        blockType: 'accordion',
        heading: block.heading,
        items: block.items.map((item) => ({ title: item.title, text: paragraphsToRichText(item.paragraphs) })),
      }
    case 'splitHover':
      return {
        blockType: 'splitHover',
        items: await Promise.all(
          block.items.map(async (item) => ({
            ...item,
            image: await image(item.image),
            video: videoAddress(item.video, mediaId),
            button: link(item.button),
          })),
        ),
      }
    case 'loanWarning':
      return { blockType: 'loanWarning' }
    case 'favourites':
      return { blockType: 'favourites' }
    case 'footer':
      return {
        ...block,
        brands: await Promise.all(
          (block.brands ?? []).map(async (brand) => ({
            name: brand.name,
            logo: await image(brand.logo),
            logoBlackAndWhite: await image(brand.logoBlackAndWhite),
          })),
        ),
        highlightedLink: link(block.highlightedLink),
      }
    case 'videoPlayer': {
      const { video, ...rest } = block
      return { ...rest, videoUrl: block.videoUrl ?? videoAddress(video, mediaId), poster: await image(block.poster) }
    }
    // content blocks batch B
    case 'heroCarousel':
      return {
        ...block,
        items: await Promise.all(
          block.items.map(async (item) => ({
            ...item,
            button: link(item.button),
            subTitleLink: link(item.subTitleLink),
            image: await image(item.image),
            imagePhone: await image(item.imagePhone),
            video: item.video ? await mediaId(item.video) : undefined,
            videoPhone: item.videoPhone ? await mediaId(item.videoPhone) : undefined,
          })),
        ),
      }
    case 'countdown':
      return { ...block, target: countdownTarget(block.target), link: link(block.link) }
    case 'table':
      return {
        blockType: 'table',
        heading: block.heading,
        columns: block.columns.map((name) => ({ name })),
        rows: await Promise.all(
          block.rows.map(async (cells) => ({
            cells: await Promise.all(cells.map((cell) => tableCell(cell, mediaId))),
          })),
        ),
      }
    case 'carBreadcrumb':
      return { ...block }
    case 'alert':
    case 'carList':
    case 'carOfTheWeek':
    case 'carTeaser':
    case 'carDetail':
    case 'siteList':
    case 'siteDetail':
    case 'siteListTeaser':
    case 'locator':
    case 'serviceBooking':
    case 'sellCarForm':
    case 'serviceRequestForm':
    case 'storiesList':
    case 'storiesTeaser':
    case 'storyArticle':
    case 'kitsTool':
      return { ...block }
    case 'tireHotel':
      return { ...block, contactUs: link(block.contactUs), bookService: link(block.bookService) }
    case 'embeddedForm': {
      // `form` is resolved to its /forms/<id> URL by seedPages (src/seed/forms.ts).
      const { form: _form, ...rest } = block
      return rest
    }
  }
}
