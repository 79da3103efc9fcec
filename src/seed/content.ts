import type { Payload, PayloadRequest } from 'payload'
import type { SeedBlock, SeedImage, SeedLink, SeedSite, SeedTableCell } from '@data/seed-types'
import { paragraphsToRichText } from '@/modules/content/rich-text'
import { renderSeedImage, seedImageFilename, type RenderedSeedImage } from './images'

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
      const rendered = await renderSeedImage(image)
      out.set(rendered.filename, rendered)
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker))
  return out
}

/**
 * Renders and uploads each demo image not in the media library yet (idempotent by filename) and
 * returns a lookup from a seed image to its media id.
 */
export async function uploadAll(
  payload: Payload,
  images: readonly SeedImage[],
  req?: Partial<PayloadRequest>,
): Promise<MediaId> {
  const existing = await payload.find({
    collection: 'media',
    limit: 100000,
    depth: 0,
    pagination: false,
    select: { filename: true },
    req,
  })
  const ids = new Map(existing.docs.flatMap((d) => (d.filename ? [[d.filename, d.id] as const] : [])))
  const missing = images.filter((image) => !ids.has(seedImageFilename(image)))
  const rendered = await renderAll(missing)
  for (const image of missing) {
    const file = rendered.get(seedImageFilename(image))!
    const doc = await payload.create({
      collection: 'media',
      data: { alt: image.alt },
      file: { data: file.buffer, mimetype: file.mimeType, name: file.filename, size: file.buffer.length },
      depth: 0,
      context: ctx,
      req,
    })
    ids.set(file.filename, doc.id)
  }
  return async (image) => {
    const id = ids.get(seedImageFilename(image))
    if (id === undefined) throw new Error(`demo image ${seedImageFilename(image)} was not uploaded`)
    return id
  }
}

export type MediaId = (image: SeedImage) => Promise<number>

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

/** A seed block as the CMS stores it: images uploaded, paragraphs as rich text. */
export async function toPayloadBlock(block: SeedBlock, mediaId: MediaId): Promise<Record<string, unknown>> {
  const image = async (i?: SeedImage) => (i ? mediaId(i) : undefined)
  switch (block.blockType) {
    case 'hero':
      return { ...block, image: await image(block.image), link: link(block.link) }
    case 'content':
      return { blockType: 'content', heading: block.heading, body: paragraphsToRichText(block.paragraphs) }
    case 'cards':
      return {
        blockType: 'cards',
        heading: block.heading,
        items: await Promise.all(
          block.items.map(async (item) => ({ ...item, image: await image(item.image), link: link(item.link) })),
        ),
      }
    case 'linkList':
      return { blockType: 'linkList', heading: block.heading, items: block.items.map(link) }
    case 'navigation':
      return { blockType: 'navigation', logo: await mediaId(block.logo), items: block.items }
    // content blocks batch A
    case 'blurb': {
      const { paragraphs, imageDesktop, imagePhone, ...rest } = block
      return {
        ...rest,
        richText: paragraphs?.length ? paragraphsToRichText(paragraphs) : undefined,
        link: link(block.link),
        imageDesktop: await image(imageDesktop),
        imagePhone: await image(imagePhone),
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
          block.items.map(async (item) => ({ ...item, image: await image(item.image), button: link(item.button) })),
        ),
      }
    case 'loanWarning':
      return { blockType: 'loanWarning' }
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
    case 'videoPlayer':
      return { ...block, poster: await image(block.poster) }
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
    case 'carDetail':
      return { ...block }
  }
}
