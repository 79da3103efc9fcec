import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import type { SeedSite, SeedVideo } from '../../data/seed-types'
import { videoSource } from '@/modules/content/video'
import { collectImages, collectVideos, seedMediaFilename, toPayloadBlock, type SeedMedia } from './content'
import {
  DEMO_VIDEOS,
  frameSvg,
  ID,
  muxWebm,
  renderSeedVideo,
  sceneFor,
  seedVideoFilename,
  vintSize,
  vp8FrameInfo,
  vp8FromWebp,
  VIDEO_FPS,
  VIDEO_FRAMES,
  type RenderedSeedVideo,
} from './demo-video'

// A small EBML reader, independent of the writer, so the tests check the bytes and not the code.
type Node = { id: number; start: number; dataStart: number; end: number; data: Buffer; children?: Node[] }

const MASTER = new Set<number>([
  ID.EBML,
  ID.Segment,
  ID.SeekHead,
  ID.Seek,
  ID.Info,
  ID.Tracks,
  ID.TrackEntry,
  ID.Video,
  ID.Cluster,
  ID.Cues,
  ID.CuePoint,
  ID.CueTrackPositions,
])

function readVint(buf: Buffer, at: number, keepMarker: boolean): { value: number; length: number } {
  const first = buf[at] ?? 0
  let length = 1
  while (length <= 8 && !(first & (0x80 >> (length - 1)))) length++
  if (length > 8) throw new Error(`bad vint at ${at}`)
  let value = keepMarker ? first : first & (0xff >> length)
  for (let i = 1; i < length; i++) value = value * 256 + (buf[at + i] ?? 0)
  return { value, length }
}

function parse(buf: Buffer, from = 0, to = buf.length): Node[] {
  const nodes: Node[] = []
  let at = from
  while (at < to) {
    const id = readVint(buf, at, true)
    const size = readVint(buf, at + id.length, false)
    const dataStart = at + id.length + size.length
    const end = dataStart + size.value
    if (end > to) throw new Error(`element 0x${id.value.toString(16)} at ${at} runs past its parent`)
    const node: Node = { id: id.value, start: at, dataStart, end, data: buf.subarray(dataStart, end) }
    if (MASTER.has(id.value)) node.children = parse(buf, dataStart, end)
    nodes.push(node)
    at = end
  }
  return nodes
}

const all = (nodes: Node[], id: number): Node[] =>
  nodes.flatMap((n) => [...(n.id === id ? [n] : []), ...all(n.children ?? [], id)])
const one = (nodes: Node[], id: number): Node => {
  const found = all(nodes, id)
  expect(found, `element 0x${id.toString(16)}`).toHaveLength(1)
  return found[0]!
}
const uint = (n: Node) => n.data.reduce((value, byte) => value * 256 + byte, 0)

/** The structure of a WebM file, as a player would read it. */
function inspect(buffer: Buffer) {
  const top = parse(buffer)
  const segment = one(top, ID.Segment)
  const blocks = all(top, ID.SimpleBlock).map((b) => ({
    track: b.data[0]! & 0x7f,
    time: b.data.readInt16BE(1),
    flags: b.data[3]!,
    frame: b.data.subarray(4),
  }))
  const clusters = all(top, ID.Cluster).map((c) => ({
    at: c.start - segment.dataStart,
    time: uint(one(c.children!, ID.Timecode)),
    blocks: all(c.children!, ID.SimpleBlock).length,
  }))
  return {
    top,
    segment,
    docType: one(top, ID.DocType).data.toString('latin1'),
    timecodeScale: uint(one(top, ID.TimecodeScale)),
    duration: one(top, ID.Duration).data.readDoubleBE(0),
    codec: one(top, ID.CodecID).data.toString('latin1'),
    trackType: uint(one(top, ID.TrackType)),
    width: uint(one(top, ID.PixelWidth)),
    height: uint(one(top, ID.PixelHeight)),
    blocks,
    clusters,
    cues: all(top, ID.CuePoint).map((p) => ({
      time: uint(one(p.children!, ID.CueTime)),
      at: uint(one(p.children!, ID.CueClusterPosition)),
    })),
    seeks: all(top, ID.Seek).map((s) => ({
      id: uint(one(s.children!, ID.SeekID)),
      at: uint(one(s.children!, ID.SeekPosition)),
    })),
  }
}

const landscape: SeedVideo = { kind: 'video', key: 'demo-drive', title: 'En bil kör längs en väg', hue: 215 }
const portrait: SeedVideo = { ...landscape, orientation: 'portrait' }

describe('renderSeedVideo', () => {
  let film: RenderedSeedVideo
  let phone: RenderedSeedVideo
  beforeAll(async () => {
    ;[film, phone] = await Promise.all([renderSeedVideo(landscape), renderSeedVideo(portrait)])
  })

  it('writes a WebM file: EBML magic, DocType webm, one Segment that fills the file', () => {
    expect(film.buffer.subarray(0, 4).toString('hex')).toBe('1a45dfa3')
    const webm = inspect(film.buffer)
    expect(webm.docType).toBe('webm')
    expect(webm.top.map((n) => n.id)).toEqual([ID.EBML, ID.Segment])
    expect(webm.segment.end).toBe(film.buffer.length)
    expect(film).toMatchObject({ mimeType: 'video/webm', filename: 'video-demo-drive.webm' })
  })

  it('has one V_VP8 video track of 960x540, 48 frames at 12 fps and a 4 s duration in 1 ms units', () => {
    const webm = inspect(film.buffer)
    expect(webm).toMatchObject({ codec: 'V_VP8', trackType: 1, width: 960, height: 540, timecodeScale: 1_000_000 })
    expect(webm.duration).toBe(4000)
    expect(webm.blocks).toHaveLength(VIDEO_FRAMES)
    expect(VIDEO_FRAMES / VIDEO_FPS).toBe(4)
    expect(film).toMatchObject({ width: 960, height: 540, frames: 48, durationMs: 4000 })
  })

  it('flags every block a key frame of track 1, with timestamps that rise by one frame', () => {
    const webm = inspect(film.buffer)
    let index = 0
    for (const cluster of webm.clusters) {
      for (let i = 0; i < cluster.blocks; i++, index++) {
        const block = webm.blocks[index]!
        expect(block.track).toBe(1)
        expect(block.flags & 0x80).toBe(0x80)
        expect(cluster.time + block.time).toBe(Math.round((index * 1000) / 12))
      }
    }
    expect(index).toBe(48)
    expect(webm.clusters.map((c) => c.time)).toEqual([0, 1000, 2000, 3000])
  })

  it('carries a VP8 key frame of the track size in every block', () => {
    for (const { frame } of inspect(film.buffer).blocks) {
      expect(frame.subarray(3, 6).toString('hex')).toBe('9d012a')
      expect(vp8FrameInfo(frame)).toEqual({ keyFrame: true, width: 960, height: 540 })
    }
  })

  it('points its cues at the clusters and its seek head at Info, Tracks and Cues', () => {
    const webm = inspect(film.buffer)
    expect(webm.cues).toEqual(webm.clusters.map((c) => ({ time: c.time, at: c.at })))
    const idAt = (at: number) => readVint(film.buffer, webm.segment.dataStart + at, true).value
    for (const cue of webm.cues) expect(idAt(cue.at)).toBe(ID.Cluster)
    expect(webm.seeks.map((s) => s.id)).toEqual([ID.Info, ID.Tracks, ID.Cues])
    for (const seek of webm.seeks) expect(idAt(seek.at)).toBe(seek.id)
  })

  it('renders the portrait cut for phones at 540x960', () => {
    const webm = inspect(phone.buffer)
    expect(phone.filename).toBe('video-demo-drive-portrait.webm')
    expect(webm).toMatchObject({ codec: 'V_VP8', width: 540, height: 960 })
    expect(webm.blocks).toHaveLength(48)
    for (const { frame } of webm.blocks) expect(vp8FrameInfo(frame)).toMatchObject({ width: 540, height: 960 })
  })

  it('gives the same bytes on every run', async () => {
    const again = await renderSeedVideo(landscape)
    expect(again.buffer.equals(film.buffer)).toBe(true)
  })

  it('stays small enough to autoplay on a page', () => {
    expect(film.buffer.length).toBeLessThan(1_500_000)
    expect(phone.buffer.length).toBeLessThan(1_500_000)
  })
})

describe('the film', () => {
  it('loops: the frame after the last is the first again', () => {
    for (const [w, h] of [
      [960, 540],
      [540, 960],
    ] as const) {
      const scene = sceneFor('demo-drive', 215, w, h)
      expect(frameSvg(scene, 1)).toBe(frameSvg(scene, 0))
      expect(frameSvg(scene, 0.5)).not.toBe(frameSvg(scene, 0))
    }
  })

  it('is coloured by the hue and shaped by the key', () => {
    const base = frameSvg(sceneFor('demo-drive', 215, 960, 540), 0)
    expect(frameSvg(sceneFor('demo-drive', 20, 960, 540), 0)).not.toBe(base)
    expect(frameSvg(sceneFor('demo-coast-road', 215, 960, 540), 0)).not.toBe(base)
  })

  it('drives the body style a key names, and a car drawn from any other key', () => {
    expect(DEMO_VIDEOS.map((key) => sceneFor(key, 215, 960, 540).carType)).toEqual(['sedan', 'suv', 'hatch', 'pickup'])
    expect(sceneFor('Vår film', 215, 960, 540).carType).toBe(sceneFor('Vår film', 40, 540, 960).carType)
  })

  it('names files by key and orientation', () => {
    expect(seedVideoFilename({ ...landscape, key: 'Körning i skymning' })).toBe('video-korning-i-skymning.webm')
    expect(seedVideoFilename({ ...landscape, orientation: 'landscape' })).toBe('video-demo-drive.webm')
    expect(seedVideoFilename(portrait)).toBe('video-demo-drive-portrait.webm')
  })
})

describe('muxWebm', () => {
  const fake = (i: number) => Buffer.from([0x10, 0, 0, 0x9d, 0x01, 0x2a, 64, 0, 36, 0, i])

  it('groups frames into one cluster a second and sets the duration from the frame count', () => {
    const webm = inspect(
      muxWebm({ width: 64, height: 36, fps: 10, frames: Array.from({ length: 25 }, (_, i) => fake(i)) }),
    )
    expect(webm.clusters.map((c) => [c.time, c.blocks])).toEqual([
      [0, 10],
      [1000, 10],
      [2000, 5],
    ])
    expect(webm.duration).toBe(2500)
    expect(webm.blocks.map((b) => b.frame.at(-1))).toEqual(Array.from({ length: 25 }, (_, i) => i))
  })

  it('refuses an empty film', () => {
    expect(() => muxWebm({ width: 64, height: 36, fps: 10, frames: [] })).toThrow(/at least one frame/)
  })
})

describe('EBML sizes', () => {
  it('uses the shortest length and never the all-ones value reserved for unknown sizes', () => {
    expect(vintSize(0).toString('hex')).toBe('80')
    expect(vintSize(126).toString('hex')).toBe('fe')
    expect(vintSize(127).toString('hex')).toBe('407f')
    expect(vintSize(16382).toString('hex')).toBe('7ffe')
    expect(vintSize(16383).toString('hex')).toBe('203fff')
    expect(vintSize(425_687).toString('hex')).toBe('267ed7')
    expect(() => vintSize(-1)).toThrow(RangeError)
  })
})

describe('vp8FromWebp', () => {
  it('lifts the VP8 frame out of a lossy WebP', async () => {
    const webp = await sharp({ create: { width: 32, height: 16, channels: 3, background: '#336699' } })
      .webp({ quality: 80 })
      .toBuffer()
    const frame = vp8FromWebp(webp)
    expect(vp8FrameInfo(frame)).toEqual({ keyFrame: true, width: 32, height: 16 })
    expect(frame.length).toBe(webp.readUInt32LE(16))
  })

  it('rejects lossless WebP and other files', async () => {
    const lossless = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } })
      .webp({ lossless: true })
      .toBuffer()
    expect(() => vp8FromWebp(lossless)).toThrow(/lossless/)
    expect(() => vp8FromWebp(Buffer.from('GIF89a not a webp'))).toThrow(/not a WebP/)
  })
})

describe('seed mapping of demo films', () => {
  const film: SeedVideo = { kind: 'video', key: 'demo-drive', title: 'En bil kör i skymningen', hue: 215 }
  const phoneFilm: SeedVideo = { ...film, orientation: 'portrait' }
  const ids = new Map([
    ['video-demo-drive.webm', 41],
    ['video-demo-drive-portrait.webm', 42],
  ])
  const mediaId = async (media: SeedMedia) => ids.get(seedMediaFilename(media)) ?? 1

  it('collects each film once, wherever a block holds it', () => {
    const sites = [
      {
        name: 'demo',
        pages: [
          {
            path: '/',
            content: {
              sv: {
                title: 'Hem',
                main: [
                  { blockType: 'blurb', title: 'Film', videoDesktop: film, videoPhone: phoneFilm },
                  { blockType: 'videoPlayer', title: 'Film', video: { ...film, title: 'Samma film' } },
                  { blockType: 'heroCarousel', items: [{ video: film, videoPhone: phoneFilm }] },
                ],
              },
            },
          },
        ],
      },
    ] satisfies SeedSite[]
    expect(collectVideos(sites).map(seedVideoFilename)).toEqual([
      'video-demo-drive.webm',
      'video-demo-drive-portrait.webm',
    ])
    expect(collectImages(sites)).toEqual([])
  })

  it('gives text video fields the media address, which the video rules accept as a WebM file', async () => {
    const blurb = await toPayloadBlock(
      { blockType: 'blurb', title: 'Film', videoDesktop: film, videoPhone: phoneFilm },
      mediaId,
    )
    expect(blurb).toMatchObject({
      videoDesktop: '/-/media/video-demo-drive.webm',
      videoPhone: '/-/media/video-demo-drive-portrait.webm',
    })
    const player = await toPayloadBlock({ blockType: 'videoPlayer', title: 'Film', video: film }, mediaId)
    expect(player).not.toHaveProperty('video')
    expect(videoSource({ videoUrl: player.videoUrl as string })).toEqual({
      kind: 'file',
      url: '/-/media/video-demo-drive.webm',
      mimeType: 'video/webm',
    })
    const split = await toPayloadBlock(
      {
        blockType: 'splitHover',
        items: [
          { title: 'A', video: film },
          { title: 'B', video: '/-/media/own.mp4' },
        ],
      },
      mediaId,
    )
    expect((split.items as { video?: string }[]).map((i) => i.video)).toEqual([
      '/-/media/video-demo-drive.webm',
      '/-/media/own.mp4',
    ])
  })

  it('uses the stored file name when the upload had to rename the file', async () => {
    const renamed = Object.assign((media: SeedMedia) => mediaId(media), {
      url: () => '/-/media/video-demo-drive-1.webm',
    })
    const blurb = await toPayloadBlock({ blockType: 'blurb', title: 'Film', videoDesktop: film }, renamed)
    expect(blurb.videoDesktop).toBe('/-/media/video-demo-drive-1.webm')
  })

  it('gives the hero carousel its video uploads by media id', async () => {
    const block = await toPayloadBlock(
      { blockType: 'heroCarousel', items: [{ title: 'Kör', video: film, videoPhone: phoneFilm }, { title: 'Bild' }] },
      mediaId,
    )
    expect(block.items).toMatchObject([
      { title: 'Kör', video: 41, videoPhone: 42 },
      { title: 'Bild', video: undefined, videoPhone: undefined },
    ])
  })
})
