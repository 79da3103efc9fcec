import type { Payload, PayloadRequest } from 'payload'
import type { SeedBlock, SeedImage, SeedLink, SeedSite } from '@data/seed-types'
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
    case 'footer':
    case 'carList':
    case 'carOfTheWeek':
    case 'carDetail':
      return { ...block }
  }
}
