import type { Body } from './catalogue'
import type { Colour } from './lexicon'
import { COLOURS } from './lexicon'

/**
 * The demo inventory's pictures: a fixed, modest set drawn at seed time (a side view per body
 * shape and colour, cut into gallery views, plus a few dealer-site pictures). The generator only
 * names files; the seed renders them and serves them from /images/inventory/<file>.
 */

export const INVENTORY_IMAGE_PATH = '/images/inventory/'

/** Where the pictures live: this folder under the media directory (never committed). */
export const INVENTORY_IMAGE_FOLDER = 'inventory'

/**
 * The drawing's version, part of every file name: pictures are served as immutable, so a changed
 * drawing must get new names (and the seed renders them) rather than reuse cached ones.
 */
export const PICTURE_VERSION = 1

/** The car shapes the picture code can draw. */
export const PICTURE_SHAPES = ['sedan', 'suv', 'hatch', 'pickup', 'van'] as const
export type PictureShape = (typeof PICTURE_SHAPES)[number]

/**
 * Gallery views cut from one side-view render: the whole car, mirrored, front and rear
 * three-quarters, a wheel and the cabin. Cutting is cheap; drawing is not.
 */
export const CAR_VIEWS = ['side', 'flip', 'front', 'rear', 'wheel', 'cabin'] as const
export type CarView = (typeof CAR_VIEWS)[number]

export const PICTURE_COLOURS = Object.keys(COLOURS) as Colour[]

/** Dealer-site pictures (dusk scenes), numbered from 1. */
export const SITE_PICTURE_COUNT = 6

export type InventoryImage =
  | { kind: 'car'; shape: PictureShape; colour: Colour; view: CarView | 'thumb' }
  | { kind: 'site'; number: number; thumb: boolean }

export function pictureShape(body: Body): PictureShape {
  switch (body) {
    case 'suv':
    case 'mpv':
      return 'suv'
    case 'hatchback':
      return 'hatch'
    case 'van':
      return 'van'
    case 'pickup':
      return 'pickup'
    default:
      return 'sedan'
  }
}

export function inventoryImageFile(image: InventoryImage): string {
  const name =
    image.kind === 'car'
      ? `car-${image.shape}-${image.colour}-${image.view}`
      : `site-${image.number}${image.thumb ? '-thumb' : ''}`
  return `v${PICTURE_VERSION}-${name}.jpg`
}

export function inventoryImageUrl(image: InventoryImage): string {
  return `${INVENTORY_IMAGE_PATH}${inventoryImageFile(image)}`
}

const CAR_FILE = new RegExp(
  `^v${PICTURE_VERSION}-car-(${PICTURE_SHAPES.join('|')})-(${PICTURE_COLOURS.join('|')})-(${[...CAR_VIEWS, 'thumb'].join('|')})\\.jpg$`,
)
const SITE_FILE = new RegExp(`^v${PICTURE_VERSION}-site-([1-9]\\d?)(-thumb)?\\.jpg$`)

/**
 * The image a file name stands for, or null. The route serves only names this accepts, so a
 * request can never reach another file (no dots, slashes or encodings get through).
 */
export function parseInventoryImageFile(name: string): InventoryImage | null {
  const car = CAR_FILE.exec(name)
  if (car) {
    return {
      kind: 'car',
      shape: car[1] as PictureShape,
      colour: car[2] as Colour,
      view: car[3] as CarView | 'thumb',
    }
  }
  const site = SITE_FILE.exec(name)
  if (site) {
    const number = Number(site[1])
    if (number <= SITE_PICTURE_COUNT) return { kind: 'site', number, thumb: site[2] !== undefined }
  }
  return null
}

/** Every picture the generator can refer to: what the seed renders. */
export function allInventoryImages(): InventoryImage[] {
  const cars = PICTURE_SHAPES.flatMap((shape) =>
    PICTURE_COLOURS.flatMap((colour) =>
      [...CAR_VIEWS, 'thumb' as const].map((view): InventoryImage => ({ kind: 'car', shape, colour, view })),
    ),
  )
  const sites = Array.from({ length: SITE_PICTURE_COUNT }, (_, i) =>
    [false, true].map((thumb): InventoryImage => ({ kind: 'site', number: i + 1, thumb })),
  ).flat()
  return [...cars, ...sites]
}

/** Blur placeholders by file name, computed by the seed when it renders the files. */
export type BlurLookup = (file: string) => string | null

export const noBlur: BlurLookup = () => null
