/**
 * Demo films generated at seed time, without network or ffmpeg: a short seamless loop of a car
 * driving along a road at dusk, with parallax hills, tinted by a hue.
 *
 * How: every frame is an SVG rasterised by sharp and encoded as lossy WebP. A lossy WebP file is a
 * RIFF wrapper around one VP8 key frame, so the VP8 bitstream is lifted out of each file and muxed
 * into a WebM (Matroska) container with one V_VP8 track. Every frame is a key frame: larger than a
 * real encoder's output, but it needs nothing beyond sharp and browsers play it like any WebM.
 *
 * Output is deterministic: the same key, hue and orientation always give the same bytes.
 */
import sharp from 'sharp'
import { hash32, Random } from '../../data/inventory/random'
import { slugify } from '../../data/inventory/text'
import type { SeedVideo } from '../../data/seed-types'
import { carShape, hsl, mix, wheelSvg, wheelWell, type CarType } from './images'

export type RenderedSeedVideo = {
  buffer: Buffer
  filename: string
  mimeType: 'video/webm'
  width: number
  height: number
  frames: number
  durationMs: number
}

export const VIDEO_SIZES = {
  landscape: { width: 960, height: 540 },
  portrait: { width: 540, height: 960 },
} as const

/** 48 frames at 12 fps: a 4-second loop. */
export const VIDEO_FPS = 12
export const VIDEO_FRAMES = 48

/**
 * Keys for demo content. Any key renders (it seeds the hills and trees); a key naming a body
 * style (sedan, suv, hatch, pickup, van) gets that car, others a car drawn from the key.
 */
export const DEMO_VIDEOS = ['demo-drive', 'demo-suv', 'demo-hatch', 'demo-pickup'] as const

export type VideoOptions = { frames?: number; fps?: number; width?: number; height?: number }

/** The deterministic file name, e.g. video-demo-drive.webm, video-demo-drive-portrait.webm */
export function seedVideoFilename(video: SeedVideo): string {
  const slug = slugify(video.key) || `x${hash32(video.key).toString(36)}`
  return `video-${slug}${video.orientation === 'portrait' ? '-portrait' : ''}.webm`
}

export async function renderSeedVideo(video: SeedVideo, options: VideoOptions = {}): Promise<RenderedSeedVideo> {
  const size = VIDEO_SIZES[video.orientation ?? 'landscape']
  const width = options.width ?? size.width
  const height = options.height ?? size.height
  const frames = options.frames ?? VIDEO_FRAMES
  const fps = options.fps ?? VIDEO_FPS
  const scene = sceneFor(video.key, video.hue, width, height)
  const vp8 = await mapLimit(
    Array.from({ length: frames }, (_, i) => i),
    4,
    async (i) => {
      const webp = await sharp(Buffer.from(frameSvg(scene, i / frames)))
        .flatten({ background: '#000000' })
        // No alpha and no metadata keep the WebP in its simple form: one 'VP8 ' chunk.
        // effort 2 and plain chroma subsampling: a third of the encoding time of the defaults, and
        // flat illustrated frames gain little from more (smartSubsample alone costs 5x).
        .webp({ quality: 80, effort: 2 })
        .toBuffer()
      return vp8FromWebp(webp)
    },
  )
  const buffer = muxWebm({ width, height, fps, frames: vp8 })
  return {
    buffer,
    filename: seedVideoFilename(video),
    mimeType: 'video/webm',
    width,
    height,
    frames,
    durationMs: (frames * 1000) / fps,
  }
}

async function mapLimit<T, R>(items: readonly T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array<R>(items.length)
  let next = 0
  const worker = async () => {
    while (next < items.length) {
      const index = next++
      out[index] = await fn(items[index] as T)
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker))
  return out
}

// ---------------------------------------------------------------------------------------------
// WebP -> VP8

export class VideoEncodingError extends Error {
  readonly code = 'VIDEO_ENCODING'
}

/** The VP8 key frame inside a lossy WebP file (its RIFF 'VP8 ' chunk). */
export function vp8FromWebp(webp: Uint8Array): Buffer {
  const buf = Buffer.from(webp.buffer, webp.byteOffset, webp.byteLength)
  if (buf.toString('latin1', 0, 4) !== 'RIFF' || buf.toString('latin1', 8, 12) !== 'WEBP') {
    throw new VideoEncodingError('not a WebP file')
  }
  let at = 12
  while (at + 8 <= buf.length) {
    const fourcc = buf.toString('latin1', at, at + 4)
    const size = buf.readUInt32LE(at + 4)
    if (fourcc === 'VP8 ') return buf.subarray(at + 8, at + 8 + size)
    if (fourcc === 'VP8L') throw new VideoEncodingError('lossless WebP has no VP8 frame')
    at += 8 + size + (size & 1)
  }
  throw new VideoEncodingError('WebP file without a VP8 chunk')
}

/** Size and type of a VP8 frame, from its frame tag and key-frame header (RFC 6386 section 9.1). */
export function vp8FrameInfo(frame: Uint8Array): { keyFrame: boolean; width: number; height: number } | null {
  if (frame.length < 10) return null
  const keyFrame = ((frame[0] ?? 1) & 1) === 0
  if (!keyFrame || frame[3] !== 0x9d || frame[4] !== 0x01 || frame[5] !== 0x2a) return null
  const u16 = (i: number) => (frame[i] ?? 0) | ((frame[i + 1] ?? 0) << 8)
  return { keyFrame, width: u16(6) & 0x3fff, height: u16(8) & 0x3fff }
}

// ---------------------------------------------------------------------------------------------
// EBML / WebM writer

/** Matroska element ids used here (ids keep their length marker bits, as the spec writes them). */
export const ID = {
  EBML: 0x1a45dfa3,
  EBMLVersion: 0x4286,
  EBMLReadVersion: 0x42f7,
  EBMLMaxIDLength: 0x42f2,
  EBMLMaxSizeLength: 0x42f3,
  DocType: 0x4282,
  DocTypeVersion: 0x4287,
  DocTypeReadVersion: 0x4285,
  Segment: 0x18538067,
  SeekHead: 0x114d9b74,
  Seek: 0x4dbb,
  SeekID: 0x53ab,
  SeekPosition: 0x53ac,
  Info: 0x1549a966,
  TimecodeScale: 0x2ad7b1,
  Duration: 0x4489,
  MuxingApp: 0x4d80,
  WritingApp: 0x5741,
  Tracks: 0x1654ae6b,
  TrackEntry: 0xae,
  TrackNumber: 0xd7,
  TrackUID: 0x73c5,
  TrackType: 0x83,
  FlagLacing: 0x9c,
  DefaultDuration: 0x23e383,
  CodecID: 0x86,
  Video: 0xe0,
  PixelWidth: 0xb0,
  PixelHeight: 0xba,
  Cluster: 0x1f43b675,
  Timecode: 0xe7,
  SimpleBlock: 0xa3,
  Cues: 0x1c53bb6b,
  CuePoint: 0xbb,
  CueTime: 0xb3,
  CueTrackPositions: 0xb7,
  CueTrack: 0xf7,
  CueClusterPosition: 0xf1,
} as const

function idBytes(id: number): Buffer {
  const length = id > 0xffffff ? 4 : id > 0xffff ? 3 : id > 0xff ? 2 : 1
  const out = Buffer.alloc(length)
  out.writeUIntBE(id, 0, length)
  return out
}

/** An EBML variable-length size: the shortest form (all-ones values are reserved for "unknown"). */
export function vintSize(size: number): Buffer {
  if (!Number.isSafeInteger(size) || size < 0) throw new RangeError(`bad EBML size ${size}`)
  let length = 1
  while (length < 8 && size >= 2 ** (7 * length) - 1) length++
  const out = Buffer.alloc(length)
  let rest = size
  for (let i = length - 1; i >= 0; i--) {
    out[i] = rest % 256
    rest = Math.floor(rest / 256)
  }
  out[0] = (out[0] ?? 0) | (0x80 >> (length - 1))
  return out
}

export function element(id: number, ...payload: readonly Uint8Array[]): Buffer {
  const body = Buffer.concat(payload)
  return Buffer.concat([idBytes(id), vintSize(body.length), body])
}

/** An unsigned integer element; `width` fixes its byte length so an offset can be patched in later. */
export function uintElement(id: number, value: number, width?: number): Buffer {
  let length = width ?? 1
  if (width === undefined) while (length < 8 && value >= 2 ** (8 * length)) length++
  const out = Buffer.alloc(length)
  let rest = value
  for (let i = length - 1; i >= 0; i--) {
    out[i] = rest % 256
    rest = Math.floor(rest / 256)
  }
  return element(id, out)
}

const floatElement = (id: number, value: number): Buffer => {
  const out = Buffer.alloc(8)
  out.writeDoubleBE(value)
  return element(id, out)
}

const stringElement = (id: number, value: string): Buffer => element(id, Buffer.from(value, 'utf8'))

/** Clusters start on these frame counts: one a second, each with a cue, keeps seeking cheap. */
function clusterStarts(frames: number, fps: number): number[] {
  const starts: number[] = []
  for (let i = 0; i < frames; i += Math.max(1, Math.round(fps))) starts.push(i)
  return starts
}

/**
 * A WebM file with one VP8 video track in which every frame is a key frame: EBML header, then a
 * Segment with SeekHead, Info (1 ms timecodes, duration), Tracks, one Cluster a second of
 * SimpleBlocks, and Cues pointing at each cluster.
 */
export function muxWebm(input: { width: number; height: number; fps: number; frames: readonly Uint8Array[] }): Buffer {
  const { width, height, fps, frames } = input
  if (frames.length === 0) throw new VideoEncodingError('a video needs at least one frame')
  const frameMs = (i: number) => Math.round((i * 1000) / fps)
  const durationMs = (frames.length * 1000) / fps

  const header = element(
    ID.EBML,
    uintElement(ID.EBMLVersion, 1),
    uintElement(ID.EBMLReadVersion, 1),
    uintElement(ID.EBMLMaxIDLength, 4),
    uintElement(ID.EBMLMaxSizeLength, 8),
    stringElement(ID.DocType, 'webm'),
    uintElement(ID.DocTypeVersion, 2),
    uintElement(ID.DocTypeReadVersion, 2),
  )
  const info = element(
    ID.Info,
    uintElement(ID.TimecodeScale, 1_000_000),
    floatElement(ID.Duration, durationMs),
    stringElement(ID.MuxingApp, 'retail-cloud seed'),
    stringElement(ID.WritingApp, 'retail-cloud seed'),
  )
  const tracks = element(
    ID.Tracks,
    element(
      ID.TrackEntry,
      uintElement(ID.TrackNumber, 1),
      uintElement(ID.TrackUID, 1),
      uintElement(ID.TrackType, 1),
      uintElement(ID.FlagLacing, 0),
      uintElement(ID.DefaultDuration, Math.round(1e9 / fps)),
      stringElement(ID.CodecID, 'V_VP8'),
      element(ID.Video, uintElement(ID.PixelWidth, width), uintElement(ID.PixelHeight, height)),
    ),
  )
  const starts = clusterStarts(frames.length, fps)
  const clusters = starts.map((start, c) => {
    const end = starts[c + 1] ?? frames.length
    const base = frameMs(start)
    const blocks: Buffer[] = []
    for (let i = start; i < end; i++) {
      const head = Buffer.alloc(4)
      head[0] = 0x81 // track number 1 as a vint
      head.writeInt16BE(frameMs(i) - base, 1)
      head[3] = 0x80 // key frame
      blocks.push(element(ID.SimpleBlock, head, frames[i] as Uint8Array))
    }
    return { time: base, bytes: element(ID.Cluster, uintElement(ID.Timecode, base), ...blocks) }
  })

  // Positions count from the start of the Segment's data. SeekPosition and CueClusterPosition
  // have a fixed width, so the SeekHead's size is known before the positions are.
  const seekHead = (positions: { info: number; tracks: number; cues: number }) =>
    element(
      ID.SeekHead,
      ...(
        [
          [ID.Info, positions.info],
          [ID.Tracks, positions.tracks],
          [ID.Cues, positions.cues],
        ] as const
      ).map(([id, position]) =>
        element(ID.Seek, element(ID.SeekID, idBytes(id)), uintElement(ID.SeekPosition, position, 8)),
      ),
    )
  const seekLength = seekHead({ info: 0, tracks: 0, cues: 0 }).length
  const infoAt = seekLength
  const tracksAt = infoAt + info.length
  let at = tracksAt + tracks.length
  const cuePoints: Buffer[] = []
  for (const cluster of clusters) {
    cuePoints.push(
      element(
        ID.CuePoint,
        uintElement(ID.CueTime, cluster.time),
        element(ID.CueTrackPositions, uintElement(ID.CueTrack, 1), uintElement(ID.CueClusterPosition, at, 8)),
      ),
    )
    at += cluster.bytes.length
  }
  const cues = element(ID.Cues, ...cuePoints)
  const segment = element(
    ID.Segment,
    seekHead({ info: infoAt, tracks: tracksAt, cues: at }),
    info,
    tracks,
    ...clusters.map((c) => c.bytes),
    cues,
  )
  return Buffer.concat([header, segment])
}

// ---------------------------------------------------------------------------------------------
// the film: a car on a road at dusk, the landscape scrolling past in layers

const n = (v: number): string => (Math.round(v * 10) / 10).toString()

type Ridge = { base: number; amp: number; period: number; turns: number; waves: { k: number; a: number; p: number }[] }
type Scene = {
  W: number
  H: number
  portrait: boolean
  horizon: number
  roadTop: number
  roadBottom: number
  sun: { x: number; y: number }
  colours: Record<'skyTop' | 'skyMid' | 'skyLow' | 'glow' | 'far' | 'mid' | 'near' | 'road' | 'body' | 'rail', string>
  ridges: (Ridge & { fill: string })[]
  trees: { x: number; h: number; w: number }[]
  treePeriod: number
  carType: CarType
  carScale: number
  carX: number
}

/** Each layer moves a whole number of its periods per loop, so the last frame runs into the first. */
export function sceneFor(key: string, hue: number, W: number, H: number): Scene {
  const random = new Random(hash32(`video:${key}`))
  const r = () => random.next()
  const h = ((hue % 360) + 360) % 360
  const portrait = H > W
  const horizon = Math.round(H * (portrait ? 0.5 : 0.58))
  const roadTop = Math.round(H * (portrait ? 0.66 : 0.79))
  const roadBottom = Math.round(H * (portrait ? 0.76 : 0.95))
  const skyLow = mix(hsl(h + 14, 55, 56), '#ffb37a', 0.45)
  const colours = {
    skyTop: hsl(h, 55, 10),
    skyMid: mix(hsl(h + 8, 48, 28), '#3a4258', 0.3),
    skyLow,
    glow: mix(hsl(h + 20, 80, 75), '#ffe2b8', 0.6),
    far: mix(hsl(h, 30, 38), skyLow, 0.35),
    mid: hsl(h + 4, 32, 21),
    near: hsl(h + 6, 30, 10),
    road: hsl(h, 10, 12),
    body: hsl(h, 20, 8),
    rail: hsl(h, 12, 26),
  }
  const waves = (count: number) =>
    Array.from({ length: count }, (_, i) => ({ k: i + 1 + Math.floor(r() * 2), a: 1 / (i + 1), p: r() * Math.PI * 2 }))
  // Heights follow the short side, so the portrait cut does not get mountains twice as tall.
  const unit = Math.min(W, H)
  const ridges = [
    // the far mountains stand still, as distant ones seem to; the hills cross the screen once a loop
    { base: horizon - unit * 0.03, amp: unit * 0.2, period: W * 2, turns: 0, waves: waves(4), fill: colours.far },
    {
      base: horizon + unit * 0.03,
      amp: unit * 0.1,
      period: W,
      turns: 1,
      waves: waves(3),
      fill: mix(colours.far, colours.mid, 0.6),
    },
  ]
  const treePeriod = Math.round(W * (portrait ? 1 : 0.75))
  const trees: Scene['trees'] = []
  for (let x = 0; x < treePeriod; x += 14 + r() * 30) trees.push({ x, h: 24 + r() * 50, w: 9 + r() * 10 })
  const named = /\b(sedan|suv|hatch|pickup|van)\b/.exec(key.toLowerCase())?.[1] as CarType | undefined
  const drawn = (['sedan', 'suv', 'hatch', 'sedan'] as const)[Math.floor(r() * 4)] ?? 'sedan'
  const carType = named ?? drawn
  const carScale = portrait ? (W * 0.86) / 1000 : (W * 0.44) / 1000
  return {
    W,
    H,
    portrait,
    horizon,
    roadTop,
    roadBottom,
    sun: { x: Math.round(W * (portrait ? 0.7 : 0.72)), y: horizon - Math.round(unit * 0.26) },
    colours,
    ridges,
    trees,
    treePeriod,
    carType,
    carScale,
    carX: portrait ? W * 0.07 : W * 0.4,
  }
}

/** A closed hill outline whose height repeats every `period` pixels, seen `offset` pixels along. */
function ridgePath(ridge: Ridge, offset: number, W: number, H: number): string {
  const total = ridge.waves.reduce((s, w) => s + w.a, 0)
  const step = Math.max(6, W / 80)
  let d = `M 0,${H}`
  for (let x = 0; x <= W + step; x += step) {
    const u = (x + offset) / ridge.period
    const f = ridge.waves.reduce((s, w) => s + w.a * (0.5 + 0.5 * Math.sin(2 * Math.PI * w.k * u + w.p)), 0) / total
    d += ` L ${n(x)},${n(ridge.base - ridge.amp * f)}`
  }
  return `${d} L ${n(W + step)},${H} Z`
}

/** Draws each thing of a pattern repeating every `period` pixels wherever it falls on screen. */
function repeat<T extends { x: number }>(
  period: number,
  offset: number,
  range: [from: number, to: number],
  things: readonly T[],
  draw: (x: number, thing: T) => string,
): string {
  const out: string[] = []
  const shift = ((offset % period) + period) % period
  for (let m = -1; m * period < range[1] + shift + period; m++) {
    for (const thing of things) {
      const x = thing.x + m * period - shift
      if (x >= range[0] && x <= range[1]) out.push(draw(x, thing))
    }
  }
  return out.join('')
}

/** One frame at time `t` in [0, 1) of the loop. */
export function frameSvg(scene: Scene, t: number): string {
  const { W, H, horizon, roadTop, roadBottom, colours: c, portrait } = scene
  const TAU = Math.PI * 2
  const hills = scene.ridges
    .map((ridge) => `<path d="${ridgePath(ridge, t * ridge.turns * ridge.period, W, H)}" fill="${ridge.fill}"/>`)
    .join('')

  // trees along the verge: the tree period crosses the screen twice a loop
  const treeBase = horizon + (roadTop - horizon) * 0.35
  const trees = repeat(
    scene.treePeriod,
    t * 2 * scene.treePeriod,
    [-40, W + 40],
    scene.trees,
    (x, tree) =>
      `M ${n(x - tree.w)},${n(treeBase)} L ${n(x)},${n(treeBase - tree.h)} L ${n(x + tree.w)},${n(treeBase)} Z `,
  )

  // road: lane dashes and roadside posts move fastest
  const laneY = Math.round((roadTop + roadBottom) / 2)
  const dashPeriod = Math.round(W / (portrait ? 4 : 8))
  const dashShift = t * (portrait ? 12 : 16) * dashPeriod
  const dashes = repeat(
    dashPeriod,
    dashShift,
    [-dashPeriod, W + dashPeriod],
    [{ x: 0 }],
    (x) => `<rect x="${n(x)}" y="${laneY - 2}" width="${n(dashPeriod / 2)}" height="4" fill="#e9e2d0" opacity="0.6"/>`,
  )
  // a guard rail on the far side of the road, a little slower than the lane markings
  const postPeriod = Math.round(W / (portrait ? 1.5 : 3))
  const postShift = t * (portrait ? 4 : 5) * postPeriod
  const postH = (roadBottom - roadTop) * (portrait ? 0.3 : 0.35)
  const postW = Math.max(4, W / 160)
  const railY = roadTop - postH
  const posts =
    repeat(postPeriod, postShift, [-20, W + 20], [{ x: postPeriod * 0.3 }, { x: postPeriod * 0.8 }], (x) => {
      return `<rect x="${n(x)}" y="${n(railY)}" width="${n(postW)}" height="${n(postH)}" fill="${c.rail}"/>`
    }) +
    `<rect x="0" y="${n(railY + 3)}" width="${W}" height="${n(postH * 0.16)}" fill="${c.rail}"/>` +
    `<rect x="0" y="${n(railY + 3)}" width="${W}" height="1.5" fill="${c.glow}" opacity="0.5"/>`

  // the car: held in frame with a slow drift and a light bounce, wheels turning
  const s = carShape(scene.carType)
  const k = scene.carScale
  const groundY = laneY + (roadBottom - laneY) * 0.55
  const carX = scene.carX + W * 0.015 * Math.sin(TAU * t)
  const carY = groundY - (s.wheelY + s.wheelR) * k - Math.abs(Math.sin(TAU * 4 * t)) * 1.2
  // a five-spoke wheel looks the same every 72 degrees, so only the angle past the last spoke
  // matters: 13 spoke steps a loop (19.5 degrees a frame) read as turning forwards
  const spin = ((t * 13) % 1) * 72
  const car = `
    <ellipse cx="${n(carX + (s.length * k) / 2)}" cy="${n(groundY)}" rx="${n((s.length * k) / 2)}" ry="${n(8 * k * 2)}" fill="url(#shadow)"/>
    <path d="M ${n(carX + s.length * k * 0.97)},${n(carY + 235 * k)} L ${n(carX + s.length * k + W * 0.5)},${n(carY + 160 * k)} L ${n(carX + s.length * k + W * 0.5)},${n(groundY + 20 * k)} Z" fill="url(#beam)"/>
    <g transform="translate(${n(carX)},${n(carY)}) scale(${Math.round(k * 1000) / 1000})">
      <path d="${s.body}" fill="url(#carBody)"/>
      <path d="${s.glass}" fill="${hsl(0, 0, 10)}"/>
      <path d="${s.glass}" fill="url(#carGlass)"/>
      ${s.pillars.map((p) => `<path d="M ${n(p.x - p.w / 2)},${n(p.top)} L ${n(p.x + p.w / 2)},${n(p.top)} L ${n(p.x + p.w / 2 + 4)},${n(p.bottom)} L ${n(p.x - p.w / 2 + 4)},${n(p.bottom)} Z" fill="${c.body}"/>`).join('')}
      <path d="${s.roofLine}" fill="none" stroke="${c.glow}" stroke-width="5" stroke-linecap="round" opacity="0.9"/>
      <path d="${s.shoulder}" fill="none" stroke="${c.glow}" stroke-width="3" stroke-linecap="round" opacity="0.55"/>
      ${s.doorLines.map((d) => `<path d="${d}" fill="none" stroke="#000" stroke-opacity="0.5" stroke-width="2"/>`).join('')}
      <path d="${s.headlight}" fill="#f4f8ff"/>
      <path d="${s.taillight}" fill="#ff2a1f"/>
      ${s.roofRail ? `<path d="${s.roofRail}" stroke="${c.glow}" stroke-opacity="0.6" stroke-width="5" stroke-linecap="round"/>` : ''}
      ${s.wheels.map((x) => `<path d="${wheelWell(s, x)}" fill="#020203"/>`).join('')}
      ${s.wheels.map((x) => `<g transform="rotate(${n(spin)} ${x} ${s.wheelY})">${wheelSvg(x, s.wheelY, s.wheelR, { rim: mix('#8a8f98', c.glow, 0.35), rimDark: '#2b2e33', spokes: 5, tyre: '#07080a', id: 'hw' })}</g>`).join('')}
    </g>
    <circle cx="${n(carX + 20 * k)}" cy="${n(carY + 240 * k)}" r="${n(70 * k)}" fill="url(#tail)"/>`

  const shade = portrait
    ? `<rect width="${W}" height="${H}" fill="url(#shadeBottom)"/>`
    : `<rect width="${W}" height="${H}" fill="url(#shadeLeft)"/><rect width="${W}" height="${H}" fill="url(#shadeBottom)"/>`

  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="${horizon}" gradientUnits="userSpaceOnUse">
      <stop offset="0" stop-color="${c.skyTop}"/>
      <stop offset="0.55" stop-color="${c.skyMid}"/>
      <stop offset="1" stop-color="${c.skyLow}"/>
    </linearGradient>
    <radialGradient id="sun" cx="${scene.sun.x}" cy="${scene.sun.y}" r="${n(Math.max(W, H) * 0.5)}" gradientUnits="userSpaceOnUse">
      <stop offset="0" stop-color="#fff6e3"/>
      <stop offset="0.05" stop-color="${c.glow}" stop-opacity="0.95"/>
      <stop offset="0.3" stop-color="${c.glow}" stop-opacity="0.3"/>
      <stop offset="1" stop-color="${c.glow}" stop-opacity="0"/>
    </radialGradient>
    <linearGradient id="asphalt" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${hsl(0, 0, 17)}"/>
      <stop offset="1" stop-color="${c.road}"/>
    </linearGradient>
    <linearGradient id="carBody" x1="0" y1="100" x2="0" y2="360" gradientUnits="userSpaceOnUse">
      <stop offset="0" stop-color="${hsl(0, 0, 24)}"/>
      <stop offset="0.45" stop-color="${c.body}"/>
      <stop offset="1" stop-color="#030304"/>
    </linearGradient>
    <linearGradient id="carGlass" x1="700" y1="120" x2="200" y2="220" gradientUnits="userSpaceOnUse">
      <stop offset="0" stop-color="${c.glow}" stop-opacity="0.05"/>
      <stop offset="0.7" stop-color="${c.glow}" stop-opacity="0.35"/>
      <stop offset="1" stop-color="${c.glow}" stop-opacity="0.1"/>
    </linearGradient>
    <linearGradient id="beam" x1="0" y1="0" x2="1" y2="0">
      <stop offset="0" stop-color="#fff7e0" stop-opacity="0.55"/>
      <stop offset="1" stop-color="#fff7e0" stop-opacity="0"/>
    </linearGradient>
    <radialGradient id="tail">
      <stop offset="0" stop-color="#ff3b2f" stop-opacity="0.55"/>
      <stop offset="1" stop-color="#ff3b2f" stop-opacity="0"/>
    </radialGradient>
    <radialGradient id="shadow">
      <stop offset="0" stop-color="#000" stop-opacity="0.8"/>
      <stop offset="1" stop-color="#000" stop-opacity="0"/>
    </radialGradient>
    <linearGradient id="shadeLeft" x1="0" y1="0" x2="1" y2="0">
      <stop offset="0" stop-color="#000" stop-opacity="0.6"/>
      <stop offset="0.4" stop-color="#000" stop-opacity="0.3"/>
      <stop offset="0.7" stop-color="#000" stop-opacity="0"/>
    </linearGradient>
    <linearGradient id="shadeBottom" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0.6" stop-color="#000" stop-opacity="0"/>
      <stop offset="1" stop-color="#000" stop-opacity="0.55"/>
    </linearGradient>
  </defs>
  <rect width="${W}" height="${H}" fill="url(#sky)"/>
  <rect width="${W}" height="${H}" fill="url(#sun)"/>
  <circle cx="${scene.sun.x}" cy="${scene.sun.y}" r="${n(Math.max(W, H) * 0.018)}" fill="#fff8ea"/>
  ${hills}
  <rect x="0" y="${n(treeBase - 2)}" width="${W}" height="${H}" fill="${c.mid}"/>
  <path d="${trees}" fill="${c.mid}"/>
  <rect x="0" y="${n(treeBase + (roadTop - treeBase) * 0.4)}" width="${W}" height="${H}" fill="${c.near}"/>
  <rect x="0" y="${roadTop}" width="${W}" height="${roadBottom - roadTop}" fill="url(#asphalt)"/>
  <rect x="0" y="${roadTop + 3}" width="${W}" height="2" fill="#f4efe2" opacity="0.35"/>
  ${posts}
  ${dashes}
  ${car}
  ${shade}
</svg>`
}
