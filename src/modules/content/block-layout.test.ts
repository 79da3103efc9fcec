import { describe, expect, it } from 'vitest'
import {
  blockColors,
  headingTag,
  modelCardLabels,
  textColumnCount,
  videoSource,
  youtubeEmbedUrl,
  youtubeId,
} from './block-layout'

describe('blockColors', () => {
  it('maps each TextColor to its own class whatever the background', () => {
    expect(blockColors('surface', 'dark').className).toBe('bg-[var(--color-surface)] text-neutral-800')
    expect(blockColors('black', 'light').className).toBe('bg-black text-neutral-100')
    expect(blockColors('white', 'black').className).toBe('bg-white text-black')
    expect(blockColors('primary', 'white').className).toBe('bg-[var(--color-primary)] text-white')
  })

  it('picks the readable text colour of the background when no TextColor is chosen', () => {
    expect(blockColors('primary', undefined).className).toBe('bg-[var(--color-primary)] text-[var(--color-primary-fg)]')
    expect(blockColors('black', null).className).toBe('bg-black text-white')
    expect(blockColors('white', '').className).toBe('bg-white text-black')
  })

  it('treats an unknown or missing background as none (the page background)', () => {
    expect(blockColors('purple', 'Dark')).toEqual({ background: 'none', className: 'text-[var(--color-fg)]' })
    expect(blockColors(undefined, undefined)).toEqual({ background: 'none', className: 'text-[var(--color-fg)]' })
  })
})

describe('headingTag', () => {
  it('keeps a heading level and falls back to h2', () => {
    expect(headingTag('h1')).toBe('h1')
    expect(headingTag('h4')).toBe('h4')
    expect(headingTag('h6')).toBe('h2')
    expect(headingTag('script')).toBe('h2')
    expect(headingTag(null)).toBe('h2')
  })
})

describe('textColumnCount', () => {
  it('is 4 only when 4 is chosen, otherwise 3', () => {
    expect(textColumnCount('4')).toBe(4)
    expect(textColumnCount(4)).toBe(4)
    expect(textColumnCount('3')).toBe(3)
    expect(textColumnCount('5')).toBe(3)
    expect(textColumnCount(undefined)).toBe(3)
  })
})

describe('youtubeId', () => {
  it('accepts a bare id', () => {
    expect(youtubeId(' dQw4w9WgXcQ ')).toBe('dQw4w9WgXcQ')
  })

  it('finds the id in watch, short, embed and shorts addresses', () => {
    expect(youtubeId('https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42')).toBe('dQw4w9WgXcQ')
    expect(youtubeId('https://m.youtube.com/watch?v=dQw4w9WgXcQ')).toBe('dQw4w9WgXcQ')
    expect(youtubeId('https://youtu.be/dQw4w9WgXcQ?si=abc')).toBe('dQw4w9WgXcQ')
    expect(youtubeId('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ')).toBe('dQw4w9WgXcQ')
    expect(youtubeId('https://youtube.com/shorts/dQw4w9WgXcQ')).toBe('dQw4w9WgXcQ')
  })

  it('rejects anything else', () => {
    expect(youtubeId('')).toBeNull()
    expect(youtubeId('short')).toBeNull()
    expect(youtubeId('dQw4w9WgXcQ"><script>')).toBeNull()
    expect(youtubeId('https://vimeo.com/watch?v=dQw4w9WgXcQ')).toBeNull()
    expect(youtubeId('https://www.youtube.com/channel/dQw4w9WgXcQ')).toBeNull()
    expect(youtubeId(42)).toBeNull()
  })
})

describe('youtubeEmbedUrl', () => {
  it('embeds from the no-cookie host, autoplaying, with or without controls', () => {
    expect(youtubeEmbedUrl('dQw4w9WgXcQ', { controls: true })).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0&controls=1',
    )
    expect(youtubeEmbedUrl('dQw4w9WgXcQ', { controls: false })).toContain('controls=0')
  })
})

describe('modelCardLabels', () => {
  it('keeps complete label/value pairs, trimmed, at most four', () => {
    expect(
      modelCardLabels([
        { label: ' Räckvidd ', value: '475 km ' },
        { label: 'Effekt', value: '' },
        { label: '', value: '204 hk' },
        { label: 'Pris från', value: '549 900 kr' },
        { label: 'Laddtid', value: '30 min' },
        { label: 'Drivning', value: 'AWD' },
        { label: 'Växellåda', value: 'Automat' },
      ]),
    ).toEqual([
      { label: 'Räckvidd', value: '475 km' },
      { label: 'Pris från', value: '549 900 kr' },
      { label: 'Laddtid', value: '30 min' },
      { label: 'Drivning', value: 'AWD' },
    ])
  })

  it('returns none for missing or malformed labels', () => {
    expect(modelCardLabels(undefined)).toEqual([])
    expect(modelCardLabels([{ label: 1, value: {} }])).toEqual([])
  })
})

describe('videoSource', () => {
  it('plays site paths and http(s) addresses only', () => {
    expect(videoSource('/-/media/film.mp4')).toBe('/-/media/film.mp4')
    expect(videoSource('https://cdn.example.com/film.mp4')).toBe('https://cdn.example.com/film.mp4')
    expect(videoSource('//evil.example.com/film.mp4')).toBeNull()
    expect(videoSource('javascript:alert(1)')).toBeNull()
    expect(videoSource(undefined)).toBeNull()
  })
})
