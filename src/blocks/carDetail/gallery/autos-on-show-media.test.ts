import { describe, expect, it } from 'vitest'
import { availableViews, isVideoFile, readAutosOnShowMedia } from './autos-on-show-media'
import { fillText } from './types'

const answer = {
  videoUrl: 'https://video.example/car.mp4',
  images360: ['/api/inventory-images/v1-spin-suv-red-00.jpg', '/api/inventory-images/v1-spin-suv-red-01.jpg'],
  internal360: '/api/inventory-images/v1-cabin360-suv.jpg',
  hasVideo: true,
  has360: true,
  hasInternal360: true,
}

describe('reading the Autos On Show answer in the browser', () => {
  it('keeps the media the flags offer', () => {
    expect(readAutosOnShowMedia(answer)).toEqual({
      videoUrl: answer.videoUrl,
      images360: answer.images360,
      internal360: answer.internal360,
    })
  })

  it('drops media whose flag is off, and unsafe addresses', () => {
    expect(readAutosOnShowMedia({ ...answer, hasVideo: false, has360: false })).toEqual({
      videoUrl: null,
      images360: [],
      internal360: answer.internal360,
    })
    expect(readAutosOnShowMedia({ ...answer, videoUrl: 'javascript:alert(1)' })?.videoUrl).toBeNull()
    expect(readAutosOnShowMedia({ ...answer, internal360: '//evil.example/p.jpg' })?.internal360).toBeNull()
    expect(readAutosOnShowMedia({ ...answer, images360: ['/a.jpg', 42] })?.images360).toEqual([])
  })

  it('treats anything but the answer shape as no answer', () => {
    for (const body of [null, 'text', [], { error: 'not_found' }, { ...answer, images360: 'x' }]) {
      expect(readAutosOnShowMedia(body)).toBeNull()
    }
  })

  it('offers the images always, then video, internal and external 360 in that order when present', () => {
    expect(availableViews(null)).toEqual(['images'])
    expect(availableViews(readAutosOnShowMedia(answer))).toEqual(['images', 'video', 'internal', 'external'])
    expect(availableViews({ videoUrl: null, images360: ['/a.jpg'], internal360: null })).toEqual(['images', 'external'])
  })

  it('plays video files in the page and other addresses as an embedded player', () => {
    expect(isVideoFile('https://cdn.example/v/car.MP4?token=1')).toBe(true)
    expect(isVideoFile('https://player.example/watch/123')).toBe(false)
  })

  it('fills the counter placeholders', () => {
    expect(fillText('Image {current} of {total}', { current: 2, total: 9 })).toBe('Image 2 of 9')
    expect(fillText('{car} {unknown}', { car: 'Kia' })).toBe('Kia {unknown}')
  })
})
