import { describe, expect, it } from 'vitest'
import { playbackAttributes, videoFileUrl, videoMimeType, videoSource, youtubeEmbedUrl, youtubeId } from './video'

describe('youtubeId', () => {
  it('accepts a bare id and the usual YouTube addresses', () => {
    const id = 'aBc_12-xYz9'
    expect(youtubeId(` ${id} `)).toBe(id)
    expect(youtubeId(`https://www.youtube.com/watch?v=${id}&t=42s`)).toBe(id)
    expect(youtubeId(`https://youtu.be/${id}?si=share`)).toBe(id)
    expect(youtubeId(`https://www.youtube.com/embed/${id}`)).toBe(id)
    expect(youtubeId(`https://www.youtube-nocookie.com/embed/${id}`)).toBe(id)
    expect(youtubeId(`https://youtube.com/shorts/${id}`)).toBe(id)
  })

  it('rejects other hosts, malformed ids and empty values', () => {
    expect(youtubeId('https://vimeo.com/123456789')).toBeNull()
    expect(youtubeId('https://evil.example/watch?v=aBc_12-xYz9')).toBeNull()
    expect(youtubeId('https://www.youtube.com/watch?v=short')).toBeNull()
    expect(youtubeId('javascript:alert(1)')).toBeNull()
    expect(youtubeId('too-long-for-an-id')).toBeNull()
    expect(youtubeId(null)).toBeNull()
  })
})

describe('videoFileUrl and videoMimeType', () => {
  it('accepts http(s) URLs and site paths, nothing else', () => {
    expect(videoFileUrl('https://cdn.example.se/film/verkstad.mp4')).toBe('https://cdn.example.se/film/verkstad.mp4')
    expect(videoFileUrl('/-/media/verkstad.webm')).toBe('/-/media/verkstad.webm')
    expect(videoFileUrl('//cdn.example.se/x.mp4')).toBeNull()
    expect(videoFileUrl('ftp://example.se/x.mp4')).toBeNull()
    expect(videoFileUrl('')).toBeNull()
  })

  it('derives the MIME type from the extension, ignoring a query', () => {
    expect(videoMimeType('/-/media/film.MP4?v=2')).toBe('video/mp4')
    expect(videoMimeType('https://cdn.example.se/film.webm')).toBe('video/webm')
    expect(videoMimeType('https://cdn.example.se/stream')).toBeUndefined()
  })
})

describe('videoSource', () => {
  it('prefers a valid YouTube id, then a video file, else nothing', () => {
    expect(videoSource({ youtubeId: 'aBc_12-xYz9', videoUrl: '/-/media/a.mp4' })).toEqual({
      kind: 'youtube',
      id: 'aBc_12-xYz9',
    })
    expect(videoSource({ youtubeId: 'not an id', videoUrl: '/-/media/a.mp4' })).toEqual({
      kind: 'file',
      url: '/-/media/a.mp4',
      mimeType: 'video/mp4',
    })
    expect(videoSource({ youtubeId: '', videoUrl: 'file.mp4' })).toBeNull()
    expect(videoSource({})).toBeNull()
  })
})

describe('youtubeEmbedUrl', () => {
  it('uses the no-cookie host and passes the mute and controls flags', () => {
    const url = new URL(youtubeEmbedUrl('aBc_12-xYz9', { muted: true, controls: false }, { startPlaying: true }))
    expect(url.origin + url.pathname).toBe('https://www.youtube-nocookie.com/embed/aBc_12-xYz9')
    expect(url.searchParams.get('autoplay')).toBe('1')
    expect(url.searchParams.get('mute')).toBe('1')
    expect(url.searchParams.get('controls')).toBe('0')
  })

  it('plays with sound and controls by default', () => {
    const url = new URL(youtubeEmbedUrl('aBc_12-xYz9', {}, { startPlaying: true }))
    expect(url.searchParams.get('mute')).toBe('0')
    expect(url.searchParams.get('controls')).toBe('1')
  })

  it('does not start by itself when loaded on consent rather than a press', () => {
    const url = new URL(youtubeEmbedUrl('aBc_12-xYz9', { autoplay: true }, { startPlaying: false }))
    expect(url.searchParams.get('autoplay')).toBe('0')
  })
})

describe('playbackAttributes', () => {
  it('autoplays only muted', () => {
    expect(playbackAttributes({ autoplay: true, muted: false, controls: false }, false)).toEqual({
      autoPlay: true,
      muted: true,
      controls: false,
    })
  })

  it('does not autoplay for visitors who prefer reduced motion, and then shows controls', () => {
    expect(playbackAttributes({ autoplay: true, muted: false, controls: false }, true)).toEqual({
      autoPlay: false,
      muted: false,
      controls: true,
    })
  })

  it('keeps the editor’s mute and controls flags when not autoplaying', () => {
    expect(playbackAttributes({ muted: true, controls: true }, false)).toEqual({
      autoPlay: false,
      muted: true,
      controls: true,
    })
    expect(playbackAttributes({}, false)).toEqual({ autoPlay: false, muted: false, controls: true })
  })
})
