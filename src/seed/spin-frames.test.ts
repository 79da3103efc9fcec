import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, describe, expect, it } from 'vitest'
import { PICTURE_SHAPES } from '@data/inventory/images'
import {
  PANORAMA_SIZE,
  SPIN_FRAME_COUNT,
  SPIN_FRAME_SIZE,
  spinFiles,
  type SpinSubject,
} from '@data/inventory/spin-frames'
import { SPIN_MODELS, collectSpinSubjects, isConvexCounterClockwise, renderSpinMedia } from './spin-frames'

const dir = mkdtempSync(path.join(tmpdir(), 'rc-spin-frames-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

const subject: SpinSubject = { shape: 'suv', colour: 'red' }

/** Mean absolute difference of two pictures, as 64x36 greyscale. */
async function difference(a: string, b: string, flopB = false): Promise<number> {
  const pixels = (file: string, flop: boolean) =>
    sharp(path.join(dir, file)).flop(flop).resize(64, 36).greyscale().raw().toBuffer()
  const [x, y] = await Promise.all([pixels(a, false), pixels(b, flopB)])
  return x.reduce((sum, value, i) => sum + Math.abs(value - (y[i] ?? 0)), 0) / x.length
}

describe('turntable models', () => {
  it('are convex counter-clockwise profiles, which the face culling relies on', () => {
    for (const shape of PICTURE_SHAPES) {
      const model = SPIN_MODELS[shape]
      expect(isConvexCounterClockwise(model.body), `${shape} body`).toBe(true)
      expect(isConvexCounterClockwise(model.cabin), `${shape} cabin`).toBe(true)
      for (const patch of model.patches) expect(patch.edge).toBeLessThan(model.body.length)
    }
    expect(
      isConvexCounterClockwise([
        [0, 0],
        [0, 1],
        [1, 1],
        [1, 0],
      ]),
    ).toBe(false)
  })
})

describe('renderSpinMedia', () => {
  it('renders a JPEG turntable and the cabin panorama, then keeps them on the next run', async () => {
    const first = await renderSpinMedia(dir, [subject, { ...subject }])
    expect(first).toMatchObject({ rendered: SPIN_FRAME_COUNT + 1, kept: 0 })
    const { frames, panorama } = spinFiles(subject)
    expect(readdirSync(dir).sort()).toEqual([...frames, panorama].sort())
    const frame = await sharp(path.join(dir, frames[0]!)).metadata()
    expect([frame.format, frame.width, frame.height]).toEqual(['jpeg', SPIN_FRAME_SIZE.width, SPIN_FRAME_SIZE.height])
    const cabin = await sharp(path.join(dir, panorama)).metadata()
    expect([cabin.format, cabin.width, cabin.height]).toEqual(['jpeg', PANORAMA_SIZE.width, PANORAMA_SIZE.height])
    // a modest size per frame keeps the seed's disk use small
    expect(statSync(path.join(dir, frames[0]!)).size).toBeLessThan(40_000)

    const written = statSync(path.join(dir, frames[5]!)).mtimeMs
    const second = await renderSpinMedia(dir, [subject])
    expect(second).toMatchObject({ rendered: 0, kept: SPIN_FRAME_COUNT + 1 })
    expect(statSync(path.join(dir, frames[5]!)).mtimeMs).toBe(written)
  })

  it('turns the car: each frame differs from the next, and half a turn shows the other side', async () => {
    const { frames } = spinFiles(subject)
    for (let i = 0; i < SPIN_FRAME_COUNT; i += 6) {
      expect(await difference(frames[i]!, frames[i + 1]!), `frame ${i}`).toBeGreaterThan(0.5)
    }
    const side = frames[0]!
    const otherSide = frames[SPIN_FRAME_COUNT / 2]!
    // The far side seen after half a turn is the near side mirrored (lit from the other side).
    expect(await difference(side, otherSide, true)).toBeLessThan((await difference(side, otherSide)) / 2)
    // A quarter turn shows the car end-on: far from either side view.
    expect(await difference(side, frames[SPIN_FRAME_COUNT / 4]!)).toBeGreaterThan(8)
  })
})

describe('collectSpinSubjects', () => {
  it('passes every car through and notes the turntables of cars with autos_on_show, once each', () => {
    const cars = [
      { id: 1, autos_on_show: true, car_color: 'Red', car_body: 'SUV' },
      { id: 2, autos_on_show: false, car_color: 'Blue', car_body: 'Saloon' },
      { id: 3, autos_on_show: true, car_color: 'Red', car_body: 'MPV' },
      { id: 4, autos_on_show: true, car_color: 'White', car_body: 'Van' },
      { id: 5, autos_on_show: true, car_color: 'Sparkle', car_body: 'Van' },
    ]
    const subjects = new Map<string, SpinSubject>()
    expect([...collectSpinSubjects(cars, subjects)].map((car) => car.id)).toEqual([1, 2, 3, 4, 5])
    expect([...subjects.values()]).toEqual([
      { shape: 'suv', colour: 'red' },
      { shape: 'van', colour: 'white' },
    ])
  })
})
