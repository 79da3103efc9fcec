import { describe, expect, it } from 'vitest'
import { BODIES, COLOURS } from './lexicon'
import { PICTURE_SHAPES, parseInventoryImageFile, pictureShape } from './images'
import type { Body } from './catalogue'
import { SPIN_FRAME_COUNT, parseSpinFile, spinFile, spinFiles, spinSubjectOf } from './spin-frames'

describe('spin media names', () => {
  it('names frames and panoramas that parse back to what they stand for', () => {
    const frame = { kind: 'frame', shape: 'suv', colour: 'darkblue', frame: 7 } as const
    expect(spinFile(frame)).toBe('v1-spin-suv-darkblue-07.jpg')
    expect(parseSpinFile(spinFile(frame))).toEqual(frame)
    expect(spinFile({ kind: 'panorama', shape: 'van' })).toBe('v1-cabin360-van.jpg')
    expect(parseSpinFile('v1-cabin360-van.jpg')).toEqual({ kind: 'panorama', shape: 'van' })
  })

  it('accepts nothing else: other shapes, colours, frames past the turn, paths', () => {
    for (const name of [
      `v1-spin-suv-red-${SPIN_FRAME_COUNT}.jpg`,
      'v1-spin-suv-red-7.jpg',
      'v1-spin-bus-red-00.jpg',
      'v1-spin-suv-pink-00.jpg',
      'v2-spin-suv-red-00.jpg',
      'v1-spin-suv-red-00.jpg/../x',
      '../v1-cabin360-suv.jpg',
      'v1-cabin360-suv.png',
    ]) {
      expect(parseSpinFile(name), name).toBeNull()
    }
  })

  it('does not clash with the gallery picture names', () => {
    const { frames, panorama } = spinFiles({ shape: 'sedan', colour: 'red' })
    expect(frames).toHaveLength(SPIN_FRAME_COUNT)
    expect(new Set(frames).size).toBe(SPIN_FRAME_COUNT)
    for (const name of [...frames, panorama]) expect(parseInventoryImageFile(name)).toBeNull()
  })

  it('finds the turntable of a car from its colour and body in any market language', () => {
    for (const colour of Object.keys(COLOURS) as (keyof typeof COLOURS)[]) {
      for (const body of Object.keys(BODIES) as Body[]) {
        for (const lang of ['sv', 'nb', 'fi', 'en', 'sk'] as const) {
          expect(spinSubjectOf({ car_color: COLOURS[colour][lang], car_body: BODIES[body][lang] })).toEqual({
            shape: pictureShape(body),
            colour,
          })
        }
      }
    }
    expect(PICTURE_SHAPES).toContain(spinSubjectOf({ car_color: 'dark blue', car_body: 'saloon' })?.shape)
  })

  it('has no turntable for colours or bodies the demo drawings do not know', () => {
    expect(spinSubjectOf({ car_color: 'Obsidian Black', car_body: 'SUV' })).toBeNull()
    expect(spinSubjectOf({ car_color: 'Black', car_body: 'Limousine' })).toBeNull()
    expect(spinSubjectOf({ car_color: null, car_body: 'SUV' })).toBeNull()
    expect(spinSubjectOf({})).toBeNull()
  })
})
