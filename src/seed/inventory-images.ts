/**
 * Renders the demo inventory's pictures (data/inventory/images.ts names them) into a directory,
 * with a tiny blur placeholder for each. Car views are cut from the car's vector drawing by
 * moving the SVG viewBox, so a close-up is drawn sharp rather than enlarged. Files that exist are
 * kept: a second seed renders nothing.
 */
import { existsSync } from 'node:fs'
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import sharp, { type OutputInfo, type Sharp } from 'sharp'
import { allInventoryImages, inventoryImageFile, PICTURE_VERSION, type InventoryImage } from '@data/inventory/images'
import { COLOURS } from '@data/inventory/lexicon'
import { carPictureSvg, CAR_SIZE, renderSeedImage } from './images'

const MANIFEST = 'blur.json'
const THUMB_WIDTH = 480
const SITE_WIDTH = 1280
const BLUR_WIDTH = 16
const DETAIL_SIZE = { width: 960, height: 640 } as const

type CarImage = Extract<InventoryImage, { kind: 'car' }>
type CarView = CarImage['view']
type SiteImage = Extract<InventoryImage, { kind: 'site' }>

/** The part of the 1280x853 studio picture each view shows (3:2 like the picture itself). */
const VIEW_BOXES: Record<Exclude<CarView, 'flip' | 'thumb'>, string> = {
  side: `0 0 ${CAR_SIZE.width} ${CAR_SIZE.height}`,
  front: '520 180 720 480',
  rear: '40 180 720 480',
  wheel: '772 460 360 240',
  cabin: '300 250 600 400',
}

type Manifest = { version: number; blur: Record<string, string> }

export type RenderSummary = {
  dir: string
  rendered: number
  kept: number
  /** Blur placeholder (a data URL) by file name. */
  blur: Map<string, string>
  ms: number
}

async function readManifest(dir: string): Promise<Manifest> {
  try {
    const parsed = JSON.parse(await readFile(path.join(dir, MANIFEST), 'utf8')) as Partial<Manifest>
    if (parsed.version === PICTURE_VERSION && parsed.blur && typeof parsed.blur === 'object') {
      return { version: PICTURE_VERSION, blur: parsed.blur }
    }
  } catch {
    // no manifest yet, or unreadable: render everything
  }
  return { version: PICTURE_VERSION, blur: {} }
}

/** A ~16 px wide WebP as a data URL: what next/image shows while the picture loads. */
export async function blurDataUrl(image: Buffer): Promise<string> {
  const tiny = await sharp(image).resize(BLUR_WIDTH).webp({ quality: 40 }).toBuffer()
  return `data:image/webp;base64,${tiny.toString('base64')}`
}

/** Writes through a temporary name, so the route never serves a half-written file. */
async function writeAtomically(file: string, data: Buffer) {
  const temporary = `${file}.${process.pid}.tmp`
  await writeFile(temporary, data)
  await rename(temporary, file)
}

const jpeg = (image: Sharp) => image.flatten({ background: '#ffffff' }).jpeg({ quality: 82, optimiseCoding: true })

/** A car picture's views: the side view is drawn once and also gives the mirrored view and the thumbnail. */
async function renderCarViews(views: readonly CarImage[]): Promise<Buffer[]> {
  const first = views[0]
  if (!first) return []
  const svg = carPictureSvg(COLOURS[first.colour].en, first.shape, '')
  let side: Promise<{ data: Buffer; info: OutputInfo }> | undefined
  const sidePixels = () =>
    (side ??= sharp(Buffer.from(svg)).flatten({ background: '#ffffff' }).raw().toBuffer({ resolveWithObject: true }))
  const fromSide = async (edit: (image: Sharp) => Sharp) => {
    const { data, info } = await sidePixels()
    return jpeg(
      edit(sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } })),
    ).toBuffer()
  }
  return Promise.all(
    views.map(({ view }) => {
      switch (view) {
        case 'side':
          return fromSide((i) => i)
        case 'flip':
          return fromSide((i) => i.flop())
        case 'thumb':
          return fromSide((i) => i.resize(THUMB_WIDTH))
        default: {
          // Close-ups are drawn at 960 px: smaller files, and a gallery shows them no larger.
          const box = VIEW_BOXES[view]
          const framed = svg.replace(/<svg[^>]*>/, (tag) =>
            tag
              .replace(/width="\d+"/, `width="${DETAIL_SIZE.width}"`)
              .replace(/height="\d+"/, `height="${DETAIL_SIZE.height}"`)
              .replace(/viewBox="[^"]*"/, `viewBox="${box}"`),
          )
          return jpeg(sharp(Buffer.from(framed))).toBuffer()
        }
      }
    }),
  )
}

/** Dealer-site pictures: the dusk road scene of the content images, one hue per picture. */
async function renderSiteViews(views: readonly SiteImage[]): Promise<Buffer[]> {
  const first = views[0]
  if (!first) return []
  const hero = await renderSeedImage({
    kind: 'hero',
    key: `dealer-site-${first.number}`,
    hue: 20 + first.number * 47,
    alt: '',
  })
  return Promise.all(
    views.map((image) =>
      sharp(hero.buffer)
        .resize(image.thumb ? THUMB_WIDTH : SITE_WIDTH)
        .jpeg({ quality: 80, optimiseCoding: true })
        .toBuffer(),
    ),
  )
}

/** Pictures drawn from one source (a car shape and colour, or a site scene) render together. */
function groupsOf(images: readonly InventoryImage[]): InventoryImage[][] {
  const groups = new Map<string, InventoryImage[]>()
  for (const image of images) {
    const key = image.kind === 'car' ? `car-${image.shape}-${image.colour}` : `site-${image.number}`
    groups.set(key, [...(groups.get(key) ?? []), image])
  }
  return [...groups.values()]
}

function renderGroup(images: readonly InventoryImage[]): Promise<Buffer[]> {
  const cars = images.filter((image): image is CarImage => image.kind === 'car')
  const sites = images.filter((image): image is SiteImage => image.kind === 'site')
  return cars.length > 0 ? renderCarViews(cars) : renderSiteViews(sites)
}

/**
 * Renders every inventory picture missing from `dir` (several at a time; drawing is
 * single-threaded per picture) and returns the blur placeholders of all of them.
 */
export async function renderInventoryImages(
  dir: string,
  images: readonly InventoryImage[] = allInventoryImages(),
): Promise<RenderSummary> {
  const started = performance.now()
  await mkdir(dir, { recursive: true })
  const manifest = await readManifest(dir)
  let rendered = 0
  let kept = 0
  const queue = groupsOf(images)
  const worker = async () => {
    for (let group = queue.shift(); group; group = queue.shift()) {
      // A file counts as done only with its blur in a manifest of the current version.
      const missing = group.filter((image) => {
        const name = inventoryImageFile(image)
        return !(manifest.blur[name] && existsSync(path.join(dir, name)))
      })
      kept += group.length - missing.length
      if (missing.length === 0) continue
      const buffers = await renderGroup(missing)
      for (const [i, image] of missing.entries()) {
        const data = buffers[i]
        if (!data) continue
        const name = inventoryImageFile(image)
        await writeAtomically(path.join(dir, name), data)
        manifest.blur[name] = await blurDataUrl(data)
        rendered++
      }
    }
  }
  const workers = Math.max(1, Math.min(4, os.availableParallelism()))
  await Promise.all(Array.from({ length: workers }, worker))
  await writeAtomically(path.join(dir, MANIFEST), Buffer.from(JSON.stringify(manifest)))
  return {
    dir,
    rendered,
    kept,
    blur: new Map(Object.entries(manifest.blur)),
    ms: Math.round(performance.now() - started),
  }
}
