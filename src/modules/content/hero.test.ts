import { describe, expect, it } from 'vitest'
import { heroBackground, heroImage, heroRenders, heroVideo, searchTarget } from './hero'

const image = { filename: 'hero-start.jpg', mimeType: 'image/jpeg' }
const video = { filename: 'demo-drive.webm', mimeType: 'video/webm' }

describe('heroRenders', () => {
  it('renders an Image hero only with an image source', () => {
    expect(heroRenders({ contentType: 'image', image })).toBe(true)
    expect(heroRenders({ image })).toBe(true)
    expect(heroRenders({ contentType: 'image', image: null })).toBe(false)
    expect(heroRenders({})).toBe(false)
  })
  it('renders nothing when not Video and no image source, even with a video file', () => {
    expect(heroRenders({ contentType: 'image', video })).toBe(false)
  })
  it('renders a Video hero with a video file, with or without an image', () => {
    expect(heroBackground({ contentType: 'video', video })).toEqual({ kind: 'video', poster: false })
    expect(heroBackground({ contentType: 'video', video, image })).toEqual({ kind: 'video', poster: true })
  })
  it('shows the image of a Video hero whose video is missing, and nothing without either', () => {
    expect(heroBackground({ contentType: 'video', image })).toEqual({ kind: 'image' })
    expect(heroRenders({ contentType: 'video' })).toBe(false)
  })
  it('ignores uploads that were not loaded (ids only) or are the wrong kind of file', () => {
    expect(heroRenders({ image: 12 })).toBe(false)
    expect(heroImage(video)).toBeNull()
    expect(heroVideo(image)).toBeNull()
    expect(heroRenders({ contentType: 'video', video: image })).toBe(false)
    expect(heroImage({ filename: '' })).toBeNull()
  })
})

describe('searchTarget', () => {
  it('adds the trimmed keyphrase to the search URL', () => {
    expect(searchTarget('/kop-bil/alla-bilar-i-lager', '  Volvo XC60 ')).toBe(
      '/kop-bil/alla-bilar-i-lager?keyphrase=Volvo+XC60',
    )
  })
  it('encodes characters that mean something in a URL', () => {
    expect(searchTarget('/en/cars', 'a&b=c #1 å')).toBe('/en/cars?keyphrase=a%26b%3Dc+%231+%C3%A5')
  })
  it('keeps the query the search URL already has and replaces an old keyphrase', () => {
    expect(searchTarget('/cars?car_is_used=true&keyphrase=old', 'bmw')).toBe('/cars?car_is_used=true&keyphrase=bmw')
    expect(searchTarget('/cars#results', 'bmw')).toBe('/cars?keyphrase=bmw')
  })
  it('has no target for a blank keyphrase (the button is disabled)', () => {
    expect(searchTarget('/cars', '')).toBeNull()
    expect(searchTarget('/cars', '   ')).toBeNull()
  })
})
