import type { Body } from './catalogue'
import { PICTURE_COLOURS, PICTURE_SHAPES, pictureShape, type PictureShape } from './images'
import { BODIES, COLOURS, type Colour } from './lexicon'

/**
 * The demo inventory's Autos On Show media: a turntable of frames per car shape and colour (the
 * external 360) and a cabin panorama per shape (the internal 360). Like the gallery pictures they
 * are drawn at seed time into the inventory picture folder and served by the same route; this
 * file only names them, so the seed, the route and the Autos On Show provider agree.
 */

/** Part of every name: a changed drawing gets new names, as the files are served immutable. */
export const SPIN_VERSION = 1

/** Frames of one turn: one every 10 degrees. */
export const SPIN_FRAME_COUNT = 36

export const SPIN_FRAME_SIZE = { width: 800, height: 450 } as const
/** The cabin panorama: a full turn around the driver's seat, four times as wide as high. */
export const PANORAMA_SIZE = { width: 2400, height: 600 } as const

export type SpinSubject = { shape: PictureShape; colour: Colour }

export type SpinFile =
  { kind: 'frame'; shape: PictureShape; colour: Colour; frame: number } | { kind: 'panorama'; shape: PictureShape }

export function spinFile(file: SpinFile): string {
  return file.kind === 'frame'
    ? `v${SPIN_VERSION}-spin-${file.shape}-${file.colour}-${String(file.frame).padStart(2, '0')}.jpg`
    : `v${SPIN_VERSION}-cabin360-${file.shape}.jpg`
}

const FRAME_FILE = new RegExp(
  `^v${SPIN_VERSION}-spin-(${PICTURE_SHAPES.join('|')})-(${PICTURE_COLOURS.join('|')})-(\\d{2})\\.jpg$`,
)
const PANORAMA_FILE = new RegExp(`^v${SPIN_VERSION}-cabin360-(${PICTURE_SHAPES.join('|')})\\.jpg$`)

/** The media a file name stands for, or null; like the picture names, nothing else gets through. */
export function parseSpinFile(name: string): SpinFile | null {
  const frame = FRAME_FILE.exec(name)
  if (frame) {
    const index = Number(frame[3])
    if (index >= SPIN_FRAME_COUNT) return null
    return { kind: 'frame', shape: frame[1] as PictureShape, colour: frame[2] as Colour, frame: index }
  }
  const panorama = PANORAMA_FILE.exec(name)
  return panorama ? { kind: 'panorama', shape: panorama[1] as PictureShape } : null
}

/** The files of one subject: its turntable frames in order, then its shape's panorama. */
export function spinFiles(subject: SpinSubject): { frames: string[]; panorama: string } {
  return {
    frames: Array.from({ length: SPIN_FRAME_COUNT }, (_, frame) => spinFile({ kind: 'frame', ...subject, frame })),
    panorama: spinFile({ kind: 'panorama', shape: subject.shape }),
  }
}

function lookup<K extends string>(words: Record<K, Record<string, string>>): Map<string, K> {
  const byText = new Map<string, K>()
  for (const [key, texts] of Object.entries(words) as [K, Record<string, string>][]) {
    for (const text of Object.values(texts)) byText.set(text.toLowerCase(), key)
  }
  return byText
}

const colourByText = lookup(COLOURS)
const bodyByText = lookup(BODIES)

/**
 * The turntable a car is shown on, from the colour and body texts the generator wrote in the
 * market's language; null for a car whose colour or body the demo drawings do not know (a car
 * from a real feed), which then has no demo 360.
 */
export function spinSubjectOf(car: { car_color?: string | null; car_body?: string | null }): SpinSubject | null {
  const colour = car.car_color ? colourByText.get(car.car_color.toLowerCase()) : undefined
  const body = car.car_body ? bodyByText.get(car.car_body.toLowerCase()) : undefined
  if (!colour || !body) return null
  return { shape: pictureShape(body as Body), colour }
}
