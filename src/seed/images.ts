/**
 * Demo images generated at seed time, without network: every image is an SVG built in code and
 * rasterised with sharp (librsvg). Output is deterministic — the same SeedImage always gives the
 * same bytes and the same file name.
 *
 * - hero: 1920x1080 JPEG, a dusk road scene with a car silhouette, darker on the left and bottom
 *   so white text stays readable on top of it.
 * - logo: 300x110 PNG with a transparent background, an emblem plus the brand name.
 * - car:  1280x853 JPEG, a side view of a car in the named colour in a studio.
 *
 * Only generic font families (sans-serif) are used: librsvg sees no web fonts.
 */
import sharp from 'sharp'
import { hash32, Random } from '../../data/inventory/random'
import { slugify } from '../../data/inventory/text'
import type { SeedImage } from '../../data/seed-types'

export type RenderedSeedImage = {
  buffer: Buffer
  filename: string
  mimeType: string
  width: number
  height: number
}

export const HERO_SIZE = { width: 1920, height: 1080 } as const
export const LOGO_SIZE = { width: 300, height: 110 } as const
export const CAR_SIZE = { width: 1280, height: 853 } as const

const FONT = "'Helvetica Neue', Helvetica, Arial, 'DejaVu Sans', sans-serif"

export async function renderSeedImage(image: SeedImage): Promise<RenderedSeedImage> {
  const filename = seedImageFilename(image)
  switch (image.kind) {
    case 'hero': {
      const { width, height } = HERO_SIZE
      // Rasterised at half size and scaled up: the scene is soft light and haze, and its blur
      // filters cost four times as much at full size (seeding renders ~150 of these).
      const buffer = await sharp(Buffer.from(heroSvg(image.key, image.hue)), { density: 36 })
        .resize(width, height)
        .flatten({ background: '#000000' })
        .jpeg({ quality: 80, mozjpeg: true, chromaSubsampling: '4:2:0' })
        .toBuffer()
      return { buffer, filename, mimeType: 'image/jpeg', width, height }
    }
    case 'logo': {
      const { width, height } = LOGO_SIZE
      const buffer = await renderLogo(image.brand)
      return { buffer, filename, mimeType: 'image/png', width, height }
    }
    case 'car': {
      const { width, height } = CAR_SIZE
      const buffer = await sharp(Buffer.from(carSvg(image.colour, image.model)))
        .flatten({ background: '#ffffff' })
        .jpeg({ quality: 84, mozjpeg: true })
        .toBuffer()
      return { buffer, filename, mimeType: 'image/jpeg', width, height }
    }
  }
}

/** The deterministic file name of a seed image, e.g. hero-home-se.jpg, logo-bmw.png, car-blue-bmw-x5.jpg */
export function seedImageFilename(image: SeedImage): string {
  switch (image.kind) {
    case 'hero':
      return `hero-${slugOrHash(image.key)}.jpg`
    case 'logo':
      return `logo-${slugOrHash(image.brand)}.png`
    case 'car':
      return `car-${resolveColour(image.colour).slug}-${slugOrHash(image.model)}.jpg`
  }
}

// ---------------------------------------------------------------------------------------------
// small helpers: slugs, hashing, random numbers, colours

function slugOrHash(text: string): string {
  return slugify(text) || `x${hash32(text).toString(36)}`
}

/** A seeded stream of numbers in [0, 1), the same on every run. */
function rng(seed: number): () => number {
  const random = new Random(seed)
  return () => random.next()
}

function pick<T>(items: readonly T[], r: number): T {
  const item = items[Math.min(items.length - 1, Math.floor(r * items.length))]
  if (item === undefined) throw new Error('pick from an empty list')
  return item
}

const n = (v: number): string => (Math.round(v * 10) / 10).toString()

function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;')
}

type Rgb = { r: number; g: number; b: number }
type Hsl = { h: number; s: number; l: number }

function hexToRgb(hex: string): Rgb {
  const m = /^#?([0-9a-f]{6})$/i.exec(hex.trim())
  const v = m?.[1] ? parseInt(m[1], 16) : 0
  return { r: (v >> 16) & 255, g: (v >> 8) & 255, b: v & 255 }
}

function rgbToHex({ r, g, b }: Rgb): string {
  const c = (x: number) =>
    Math.max(0, Math.min(255, Math.round(x)))
      .toString(16)
      .padStart(2, '0')
  return `#${c(r)}${c(g)}${c(b)}`
}

function rgbToHsl({ r, g, b }: Rgb): Hsl {
  const rr = r / 255
  const gg = g / 255
  const bb = b / 255
  const max = Math.max(rr, gg, bb)
  const min = Math.min(rr, gg, bb)
  const l = (max + min) / 2
  if (max === min) return { h: 0, s: 0, l: l * 100 }
  const d = max - min
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min)
  let h: number
  if (max === rr) h = (gg - bb) / d + (gg < bb ? 6 : 0)
  else if (max === gg) h = (bb - rr) / d + 2
  else h = (rr - gg) / d + 4
  return { h: h * 60, s: s * 100, l: l * 100 }
}

export function hsl(h: number, s: number, l: number): string {
  const hh = (((h % 360) + 360) % 360) / 360
  const ss = Math.max(0, Math.min(100, s)) / 100
  const ll = Math.max(0, Math.min(100, l)) / 100
  if (ss === 0) return rgbToHex({ r: ll * 255, g: ll * 255, b: ll * 255 })
  const q = ll < 0.5 ? ll * (1 + ss) : ll + ss - ll * ss
  const p = 2 * ll - q
  const f = (t: number) => {
    let tt = t
    if (tt < 0) tt += 1
    if (tt > 1) tt -= 1
    if (tt < 1 / 6) return p + (q - p) * 6 * tt
    if (tt < 1 / 2) return q
    if (tt < 2 / 3) return p + (q - p) * (2 / 3 - tt) * 6
    return p
  }
  return rgbToHex({ r: f(hh + 1 / 3) * 255, g: f(hh) * 255, b: f(hh - 1 / 3) * 255 })
}

export function mix(a: string, b: string, t: number): string {
  const x = hexToRgb(a)
  const y = hexToRgb(b)
  return rgbToHex({ r: x.r + (y.r - x.r) * t, g: x.g + (y.g - x.g) * t, b: x.b + (y.b - x.b) * t })
}

/** shift lightness by `dl` percentage points */
function shade(hex: string, dl: number): string {
  const c = rgbToHsl(hexToRgb(hex))
  return hsl(c.h, c.s, c.l + dl)
}

function luminance(hex: string): number {
  const { r, g, b } = hexToRgb(hex)
  const ch = (v: number) => {
    const s = v / 255
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * ch(r) + 0.7152 * ch(g) + 0.0722 * ch(b)
}

// ---------------------------------------------------------------------------------------------
// colour names (sv, nb, fi, en, sk, de) -> paint colour

const BASE_COLOURS: { name: string; hex: string; words: string[] }[] = [
  { name: 'black', hex: '#16181b', words: ['svart', 'sort', 'musta', 'black', 'schwarz', 'cierna', 'čierna'] },
  { name: 'white', hex: '#eceef0', words: ['vit', 'hvit', 'valkoinen', 'white', 'weiss', 'weiß', 'biela'] },
  {
    name: 'silver',
    hex: '#b4bac2',
    words: ['silver', 'sølv', 'solv', 'hopea', 'hopeinen', 'silber', 'strieborna', 'strieborná'],
  },
  {
    name: 'grey',
    hex: '#686e76',
    words: [
      'grå',
      'gra',
      'harmaa',
      'grey',
      'gray',
      'grau',
      'siva',
      'sivá',
      'antracit',
      'anthracite',
      'grafit',
      'graphite',
    ],
  },
  { name: 'blue', hex: '#1d4f9e', words: ['blå', 'bla', 'sininen', 'blue', 'blau', 'modra', 'modrá', 'navy'] },
  { name: 'red', hex: '#b1161e', words: ['röd', 'rod', 'rød', 'punainen', 'red', 'rot', 'cervena', 'červená'] },
  {
    name: 'green',
    hex: '#2d6a44',
    words: ['grön', 'gron', 'grønn', 'gronn', 'vihreä', 'vihrea', 'green', 'grün', 'zelena', 'zelená'],
  },
  { name: 'yellow', hex: '#f0be2a', words: ['gul', 'keltainen', 'yellow', 'gelb', 'zlta', 'žltá'] },
  { name: 'orange', hex: '#df6a1c', words: ['orange', 'oransje', 'oranssi', 'oranzova', 'oranžová'] },
  { name: 'brown', hex: '#6a4932', words: ['brun', 'ruskea', 'brown', 'braun', 'hneda', 'hnedá'] },
  { name: 'beige', hex: '#c9b796', words: ['beige', 'bez', 'béžová', 'bezova', 'sand'] },
  { name: 'gold', hex: '#b7953f', words: ['guld', 'gull', 'kulta', 'gold', 'zlata', 'zlatá'] },
  { name: 'bronze', hex: '#8a6238', words: ['brons', 'bronse', 'pronssi', 'bronze', 'bronzova'] },
  { name: 'purple', hex: '#5a3a8a', words: ['lila', 'lilla', 'violetti', 'purple', 'violet', 'fialova', 'fialová'] },
  { name: 'turquoise', hex: '#1b979c', words: ['turkos', 'turkis', 'turkoosi', 'turquoise', 'tyrkysova'] },
]

const DARK_WORDS = ['mörk', 'mork', 'mørk', 'dark', 'tumman', 'tumma', 'dunkel', 'tmavo', 'tmavá', 'tmava', 'deep']
const LIGHT_WORDS = ['ljus', 'lys', 'light', 'vaalean', 'vaalea', 'hell', 'svetlo', 'svetlá', 'svetla', 'pale']

const COLOUR_WORDS = BASE_COLOURS.flatMap((c) => c.words.map((w) => ({ word: w, colour: c }))).sort(
  (a, b) => b.word.length - a.word.length,
)

/**
 * Maps a free-text colour name ('Svart', 'Mörkblå metallic', 'Tummansininen', 'Obsidian Black')
 * to a paint colour and a slug for file names. Unknown names get a pleasant colour from a hash.
 */
export function resolveColour(name: string): { hex: string; slug: string; known: boolean } {
  // A paint code written as hex is used as it is.
  const hexCode = /^#?([0-9a-f]{6})$/i.exec(name.trim())?.[1]
  if (hexCode) return { hex: `#${hexCode.toLowerCase()}`, slug: hexCode.toLowerCase(), known: true }
  const tokens = name
    .toLowerCase()
    .normalize('NFC')
    .split(/[^\p{L}]+/u)
    .filter(Boolean)
  let modifier: 'dark' | 'light' | undefined
  for (const token of tokens) {
    if (DARK_WORDS.includes(token)) modifier = 'dark'
    if (LIGHT_WORDS.includes(token)) modifier = 'light'
  }
  for (const token of tokens) {
    const hit = COLOUR_WORDS.find(({ word }) => token === word || (token.length > word.length && token.endsWith(word)))
    if (!hit) continue
    const prefix = token.slice(0, token.length - hit.word.length)
    if (prefix && DARK_WORDS.some((w) => prefix.startsWith(w))) modifier = 'dark'
    if (prefix && LIGHT_WORDS.some((w) => prefix.startsWith(w))) modifier = 'light'
    const base = hit.colour
    let hex = base.hex
    if (modifier === 'dark') hex = shade(hex, base.name === 'white' ? -12 : -14)
    if (modifier === 'light') hex = shade(hex, base.name === 'black' ? 22 : 16)
    return { hex, slug: modifier ? `${modifier}-${base.name}` : base.name, known: true }
  }
  const h = hash32(name.trim().toLowerCase())
  const hue = h % 360
  const hex = hsl(hue, 38 + ((h >>> 9) % 22), 34 + ((h >>> 17) % 16))
  return { hex, slug: slugOrHash(name), known: false }
}

// ---------------------------------------------------------------------------------------------
// car shapes, side view facing right, in a 1000-wide box with the ground at y = 400

export type CarType = 'sedan' | 'suv' | 'hatch' | 'pickup' | 'van'

export type CarShape = {
  /** the body outline with a straight bottom; wheel wells are drawn over it */
  body: string
  glass: string
  /** pillars between the side windows */
  pillars: { x: number; top: number; bottom: number; w: number }[]
  wheels: [number, number]
  wheelY: number
  wheelR: number
  archR: number
  /** y of the body's bottom edge (sills) */
  bottom: number
  /** beltline and shoulder highlight */
  shoulder: string
  rocker: string
  doorLines: string[]
  handles: { x: number; y: number }[]
  mirror: string
  headlight: string
  taillight: string
  roofLine: string
  roofRail?: string
  cladding?: boolean
  length: number
}

/** the dark wheel well above the sill line: a circle segment around the wheel centre */
export function wheelWell(s: CarShape, x: number, grow = 0): string {
  const r = s.archR + grow
  const dy = s.bottom - s.wheelY
  const half = Math.sqrt(Math.max(0, r * r - dy * dy))
  return `M ${n(x - half)},${s.bottom} A ${n(r)},${n(r)} 0 1 1 ${n(x + half)},${s.bottom} Z`
}

export function carShape(type: CarType): CarShape {
  if (type === 'van') {
    return {
      body: [
        'M 22,358',
        'C 16,300 14,120 18,44',
        'C 20,24 32,14 56,14',
        'L 690,12',
        'C 730,12 754,22 772,46',
        'L 846,168',
        'C 900,178 948,190 970,208',
        'C 988,224 994,250 992,290',
        'C 990,320 986,344 976,358',
        'Z',
      ].join(' '),
      glass: ['M 706,40', 'L 752,40', 'C 764,44 772,54 780,68', 'L 834,166', 'L 706,168', 'Z'].join(' '),
      pillars: [],
      wheels: [196, 800],
      wheelY: 324,
      wheelR: 74,
      archR: 90,
      bottom: 352,
      shoulder: 'M 22,200 C 300,198 640,192 966,208',
      rocker: 'M 292,346 L 704,346',
      doorLines: [
        'M 470,30 L 472,350',
        'M 692,20 C 690,120 692,250 696,350',
        'M 44,26 L 46,350',
        'M 470,176 L 692,176',
      ],
      handles: [
        { x: 640, y: 196 },
        { x: 486, y: 196 },
      ],
      mirror: 'M 800,130 C 818,118 844,120 852,132 L 850,146 C 834,150 812,148 802,144 Z',
      headlight: 'M 900,200 C 936,204 966,214 986,230 L 982,242 C 960,232 930,224 896,218 Z',
      taillight: 'M 16,178 L 36,178 L 36,262 L 18,262 Z',
      roofLine: 'M 18,44 C 20,24 32,14 56,14 L 690,12 C 730,12 754,22 772,46',
      length: 1000,
    }
  }
  if (type === 'pickup') {
    return {
      body: [
        'M 24,358',
        'C 16,330 14,260 18,200',
        'L 20,188',
        'L 440,188',
        'L 446,92',
        'C 450,70 468,62 500,62',
        'L 600,60',
        'C 640,62 664,74 692,102',
        'L 770,170',
        'C 850,176 924,184 960,200',
        'C 984,212 994,240 992,280',
        'C 990,320 986,344 976,358',
        'Z',
      ].join(' '),
      glass: [
        'M 468,170',
        'L 470,100',
        'C 472,88 482,84 500,84',
        'L 598,82',
        'C 628,84 650,96 670,116',
        'L 728,170',
        'Z',
      ].join(' '),
      pillars: [{ x: 592, top: 82, bottom: 170, w: 16 }],
      wheels: [200, 806],
      wheelY: 322,
      wheelR: 78,
      archR: 94,
      bottom: 350,
      shoulder: 'M 22,206 C 300,204 640,194 962,206',
      rocker: 'M 300,344 L 712,344',
      doorLines: ['M 592,172 C 590,240 592,300 596,350', 'M 740,172 C 728,220 724,260 726,300', 'M 452,190 L 454,350'],
      handles: [
        { x: 524, y: 200 },
        { x: 666, y: 196 },
      ],
      mirror: 'M 696,148 C 714,136 740,138 748,150 L 746,164 C 730,168 708,166 698,162 Z',
      headlight: 'M 900,196 C 936,200 968,210 986,226 L 982,238 C 960,228 930,220 896,214 Z',
      taillight: 'M 16,204 L 36,204 L 36,252 L 18,252 Z',
      roofLine: 'M 446,92 C 450,70 468,62 500,62 L 600,60 C 640,62 664,74 692,102',
      roofRail: 'M 26,186 L 436,186',
      cladding: true,
      length: 1000,
    }
  }
  if (type === 'suv') {
    return {
      body: [
        'M 26,358',
        'C 16,330 12,272 16,222',
        'C 18,170 28,126 54,94',
        'C 70,76 100,68 150,66',
        'L 556,58',
        'C 606,60 638,72 668,98',
        'L 752,170',
        'C 836,176 916,184 956,200',
        'C 982,212 994,240 992,280',
        'C 990,320 986,344 976,358',
        'Z',
      ].join(' '),
      glass: [
        'M 62,168',
        'C 66,134 80,106 108,94',
        'L 556,84',
        'C 596,86 624,98 648,118',
        'L 712,168',
        'C 500,170 260,170 56,172',
        'Z',
      ].join(' '),
      pillars: [
        { x: 190, top: 88, bottom: 172, w: 30 },
        { x: 470, top: 84, bottom: 170, w: 16 },
      ],
      wheels: [196, 806],
      wheelY: 324,
      wheelR: 76,
      archR: 92,
      bottom: 352,
      shoulder: 'M 18,196 C 300,190 640,182 962,204',
      rocker: 'M 290,346 L 712,346',
      doorLines: [
        'M 470,172 C 468,240 470,300 474,350',
        'M 718,170 C 706,220 702,260 704,300',
        'M 262,172 C 268,200 274,222 282,240',
      ],
      handles: [
        { x: 396, y: 196 },
        { x: 636, y: 192 },
      ],
      mirror: 'M 676,146 C 694,134 720,136 728,148 L 726,162 C 710,166 688,164 678,160 Z',
      headlight: 'M 898,196 C 934,200 966,210 986,226 L 982,238 C 960,228 930,220 894,214 Z',
      taillight: 'M 14,182 C 26,178 42,178 56,180 L 54,204 C 42,204 28,204 16,206 Z',
      roofLine: 'M 54,94 C 70,76 100,68 150,66 L 556,58 C 606,60 638,72 668,98',
      roofRail: 'M 140,58 L 540,52',
      cladding: true,
      length: 1000,
    }
  }
  if (type === 'hatch') {
    return {
      body: [
        'M 88,358',
        'C 78,330 74,290 78,256',
        'C 80,220 86,180 100,150',
        'C 112,128 140,118 190,114',
        'C 290,106 410,104 500,108',
        'C 552,112 596,130 640,166',
        'L 690,206',
        'C 780,214 864,224 906,238',
        'C 930,248 942,272 940,302',
        'C 938,330 934,348 926,358',
        'Z',
      ].join(' '),
      glass: [
        'M 112,206',
        'C 112,178 122,150 154,140',
        'C 240,130 330,128 410,128',
        'C 460,128 500,130 524,134',
        'C 560,142 596,166 628,196',
        'L 636,206',
        'C 480,208 300,210 112,212',
        'Z',
      ].join(' '),
      pillars: [
        { x: 180, top: 136, bottom: 212, w: 34 },
        { x: 430, top: 128, bottom: 210, w: 16 },
      ],
      wheels: [250, 762],
      wheelY: 334,
      wheelR: 66,
      archR: 82,
      bottom: 354,
      shoulder: 'M 82,238 C 320,232 620,224 916,242',
      rocker: 'M 334,348 L 678,348',
      doorLines: ['M 430,212 C 428,270 432,312 438,352', 'M 660,206 C 648,250 646,280 648,300'],
      handles: [{ x: 560, y: 234 }],
      mirror: 'M 626,200 C 642,188 668,190 676,202 L 674,214 C 658,218 638,216 628,212 Z',
      headlight: 'M 872,236 C 900,240 924,250 938,264 L 934,274 C 914,264 892,258 868,252 Z',
      taillight: 'M 78,220 C 90,214 104,212 116,212 L 118,240 C 104,240 90,242 78,244 Z',
      roofLine: 'M 100,150 C 112,128 140,118 190,114 C 290,106 410,104 500,108 C 552,112 596,130 640,166',
      length: 1000,
    }
  }
  return {
    body: [
      'M 22,356',
      'C 14,330 12,290 18,262',
      'C 22,246 30,236 50,230',
      'L 120,218',
      'C 220,184 300,146 392,132',
      'C 470,122 560,120 620,128',
      'C 680,138 730,168 772,198',
      'C 842,206 920,214 962,228',
      'C 984,238 994,262 992,292',
      'C 990,320 986,342 978,356',
      'Z',
    ].join(' '),
    glass: [
      'M 170,222',
      'C 240,190 306,156 392,144',
      'C 470,134 560,134 612,142',
      'C 652,150 690,172 716,194',
      'L 724,206',
      'C 540,210 340,216 170,224',
      'Z',
    ].join(' '),
    pillars: [{ x: 470, top: 134, bottom: 212, w: 14 }],
    wheels: [196, 800],
    wheelY: 334,
    wheelR: 66,
    archR: 82,
    bottom: 350,
    shoulder: 'M 40,240 C 300,232 620,218 966,232',
    rocker: 'M 288,344 L 708,344',
    doorLines: [
      'M 470,214 C 466,262 468,306 476,350',
      'M 726,208 C 712,246 708,270 710,290',
      'M 250,222 C 258,240 264,254 270,266',
    ],
    handles: [
      { x: 404, y: 244 },
      { x: 650, y: 236 },
    ],
    mirror: 'M 706,198 C 722,186 750,188 758,200 L 756,212 C 740,216 718,214 708,210 Z',
    headlight: 'M 926,226 C 952,230 974,240 986,254 L 982,262 C 964,252 942,246 918,242 Z',
    taillight: 'M 16,250 C 40,240 70,236 104,232 L 106,244 C 74,248 44,254 18,262 Z',
    roofLine: 'M 120,218 C 220,184 300,146 392,132 C 470,122 560,120 620,128 C 680,138 730,168 772,198',
    length: 1000,
  }
}

function carTypeFor(model: string): CarType {
  const m = model.toLowerCase()
  if (/\b(ranger|f-150|f150|pick-?up|hilux|navara|amarok|l200|maverick|raptor)\b/.test(m)) return 'pickup'
  if (
    /\b(transit|transporter|trafic|master|vito|sprinter|proace|kangoo|caddy|berlingo|jumpy|partner|expert|vivaro|movano|crafter)\b/.test(
      m,
    )
  ) {
    return 'van'
  }
  if (/#\d/.test(m)) return 'suv'
  if (
    /\b(x[3-7]|glc|gle|gls|glb|gla|eqb|eqc|eqe suv|g-klass|g-class|suv|xc\d\d|q[3-8]|kodiaq|karoq|tiguan|touareg|id\.?4|id\.?5|rav4|kuga|explorer|sportage|sorento|ev9|tucson|santa fe|ioniq 5|duster|bigster|austral|espace|countryman|kadjar|captur|cayenne|macan|formentor|ateca|land cruiser)\b/.test(
      m,
    )
  ) {
    return 'suv'
  }
  if (
    /\b(mini|cooper|clio|zoe|sandero|spring|fiesta|polo|up|yaris|i10|i20|picanto|fabia|ibiza|born|jogger|r5|5 e-tech|twingo|fortwo|forfour|a-klass|a-class|1-serie|1 series|id\.?3|golf|i3)\b/.test(
      m,
    )
  ) {
    return 'hatch'
  }
  return 'sedan'
}

export function wheelSvg(
  cx: number,
  cy: number,
  r: number,
  opts: { rim: string; rimDark: string; spokes: number; tyre: string; id: string },
): string {
  const rimR = r * 0.7
  const spokes: string[] = []
  for (let i = 0; i < opts.spokes; i++) {
    const a = (360 / opts.spokes) * i
    spokes.push(
      `<path d="M ${n(-rimR * 0.09)},${n(-rimR * 0.2)} L ${n(-rimR * 0.16)},${n(-rimR * 0.96)} L ${n(rimR * 0.16)},${n(-rimR * 0.96)} L ${n(rimR * 0.09)},${n(-rimR * 0.2)} Z" transform="rotate(${n(a + 12)})" fill="url(#${opts.id}-spoke)"/>`,
    )
  }
  return `
  <g transform="translate(${n(cx)},${n(cy)})">
    <circle r="${n(r)}" fill="${opts.tyre}"/>
    <circle r="${n(r * 0.93)}" fill="none" stroke="#2a2c30" stroke-width="${n(r * 0.05)}"/>
    <circle r="${n(rimR)}" fill="${opts.rimDark}"/>
    <circle r="${n(rimR * 0.8)}" fill="#0d0e10" opacity="0.85"/>
    <circle r="${n(rimR * 0.55)}" fill="#3b3e44"/>
    ${spokes.join('')}
    <circle r="${n(rimR)}" fill="none" stroke="${opts.rim}" stroke-width="${n(r * 0.06)}"/>
    <circle r="${n(rimR * 0.2)}" fill="${opts.rim}"/>
    <circle r="${n(rimR * 0.08)}" fill="${opts.rimDark}"/>
  </g>`
}

// ---------------------------------------------------------------------------------------------
// car: studio side view

function carSvg(colour: string, model: string): string {
  return carPictureSvg(colour, carTypeFor(model), model)
}

/**
 * The studio side view of a car of the given shape, in a named colour, labelled with `label`
 * (none when empty). The demo inventory draws one per shape and colour and cuts its gallery
 * views from it.
 */
export function carPictureSvg(colour: string, type: CarType, label: string): string {
  const model = label || type
  const { width: W, height: H } = CAR_SIZE
  const paint = resolveColour(colour).hex
  const s = carShape(type)
  const lum = luminance(paint)
  const isDark = lum < 0.06
  const isLight = lum > 0.55
  const top = isDark ? shade(paint, 30) : isLight ? mix(paint, '#ffffff', 0.6) : shade(paint, 18)
  const mid = paint
  const low = isLight ? shade(paint, -22) : shade(paint, isDark ? -4 : -16)
  const shoulderHi = isDark ? '#9aa2ad' : mix(paint, '#ffffff', 0.75)
  const scale = 1.04
  const carW = s.length * scale
  const ox = (W - carW) / 2
  const groundY = 660
  const oy = groundY - 400 * scale
  const seed = hash32(model)
  const spokes = pick([5, 6, 10, 7], rng(seed)())

  const car = `
  <g id="car">
    <path d="${s.body}" fill="url(#paint)"/>
    <path d="${s.body}" fill="url(#sideLight)"/>
    <path d="${s.glass}" fill="url(#glass)"/>
    ${s.pillars.map((p) => `<path d="M ${n(p.x - p.w / 2)},${n(p.top)} L ${n(p.x + p.w / 2)},${n(p.top)} L ${n(p.x + p.w / 2 + 4)},${n(p.bottom)} L ${n(p.x - p.w / 2 + 4)},${n(p.bottom)} Z" fill="#111316"/>`).join('')}
    <path d="${s.glass}" fill="none" stroke="${shade(mid, isDark ? 14 : -22)}" stroke-width="5" stroke-linejoin="round"/>
    <path d="${s.glass}" fill="url(#glassStreak)"/>
    <path d="${s.roofLine}" fill="none" stroke="${shoulderHi}" stroke-opacity="0.55" stroke-width="3" stroke-linecap="round"/>
    <path d="${s.shoulder}" fill="none" stroke="${shoulderHi}" stroke-opacity="0.7" stroke-width="3" stroke-linecap="round"/>
    <path d="${s.shoulder}" fill="none" stroke="#000" stroke-opacity="0.18" stroke-width="2" transform="translate(0,5)"/>
    <path d="${s.rocker}" fill="none" stroke="#000" stroke-opacity="0.35" stroke-width="10" stroke-linecap="round"/>
    ${s.doorLines.map((d) => `<path d="${d}" fill="none" stroke="#000" stroke-opacity="0.32" stroke-width="2"/>`).join('')}
    ${s.handles.map((h) => `<rect x="${h.x}" y="${h.y}" width="44" height="8" rx="4" fill="${shade(mid, isDark ? 18 : -18)}"/><rect x="${h.x}" y="${h.y}" width="44" height="3" rx="1.5" fill="#fff" opacity="0.35"/>`).join('')}
    <path d="${s.mirror}" fill="${shade(mid, isDark ? 6 : -6)}"/>
    <path d="${s.headlight}" fill="url(#headlight)" stroke="${shade(mid, isDark ? 20 : -28)}" stroke-width="3" stroke-linejoin="round"/>
    <path d="${s.taillight}" fill="url(#taillight)" stroke="${shade(mid, isDark ? 20 : -28)}" stroke-width="2" stroke-linejoin="round"/>
    ${s.roofRail ? `<path d="${s.roofRail}" stroke="#1b1d21" stroke-width="7" stroke-linecap="round"/><path d="${s.roofRail}" stroke="#8c939c" stroke-width="2" stroke-linecap="round" transform="translate(0,-2)"/>` : ''}
    ${s.cladding ? `<path d="M ${s.wheels[0] - s.archR},${s.bottom} L ${s.wheels[1] + s.archR},${s.bottom} L ${s.wheels[1] + s.archR},${s.bottom - 14} L ${s.wheels[0] - s.archR},${s.bottom - 14} Z" fill="#24272b"/>` : ''}
    ${s.wheels.map((x) => (s.cladding ? `<path d="${wheelWell(s, x, 12)}" fill="#24272b"/>` : `<path d="${wheelWell(s, x, 3)}" fill="${shade(mid, isDark ? 10 : -20)}"/>`)).join('')}
    ${s.wheels.map((x) => `<path d="${wheelWell(s, x)}" fill="url(#well)"/>`).join('')}
    ${s.wheels.map((x) => wheelSvg(x, s.wheelY, s.wheelR, { rim: '#d9dde2', rimDark: '#6f757d', spokes, tyre: '#151618', id: 'w' })).join('')}
  </g>`

  return `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  <defs>
    <linearGradient id="backdrop" x1="0" y1="0" x2="0" y2="${H}" gradientUnits="userSpaceOnUse">
      <stop offset="0" stop-color="#e9ecef"/>
      <stop offset="${n((groundY - 120) / H)}" stop-color="#f3f4f6"/>
      <stop offset="${n((groundY - 30) / H)}" stop-color="#e4e7ea"/>
      <stop offset="${n((groundY + 40) / H)}" stop-color="#d3d7dc"/>
      <stop offset="1" stop-color="#b3b9c1"/>
    </linearGradient>
    <radialGradient id="vignette" cx="50%" cy="55%" r="75%">
      <stop offset="0.55" stop-color="#3a414b" stop-opacity="0"/>
      <stop offset="1" stop-color="#3a414b" stop-opacity="0.28"/>
    </radialGradient>
    <radialGradient id="well" cx="50%" cy="85%" r="70%">
      <stop offset="0" stop-color="#050506"/>
      <stop offset="1" stop-color="#1c1e22"/>
    </radialGradient>
    <radialGradient id="spot" cx="50%" cy="50%" r="50%">
      <stop offset="0" stop-color="#ffffff" stop-opacity="0.75"/>
      <stop offset="1" stop-color="#ffffff" stop-opacity="0"/>
    </radialGradient>
    <linearGradient id="paint" x1="0" y1="${n(100)}" x2="0" y2="${n(360)}" gradientUnits="userSpaceOnUse">
      <stop offset="0" stop-color="${top}"/>
      <stop offset="0.42" stop-color="${mid}"/>
      <stop offset="0.6" stop-color="${shade(mid, isDark ? 6 : 4)}"/>
      <stop offset="1" stop-color="${low}"/>
    </linearGradient>
    <linearGradient id="sideLight" x1="0" y1="0" x2="${s.length}" y2="0" gradientUnits="userSpaceOnUse">
      <stop offset="0" stop-color="#000" stop-opacity="0.22"/>
      <stop offset="0.35" stop-color="#fff" stop-opacity="0.06"/>
      <stop offset="0.6" stop-color="#fff" stop-opacity="0.12"/>
      <stop offset="1" stop-color="#000" stop-opacity="0.18"/>
    </linearGradient>
    <linearGradient id="glass" x1="0" y1="120" x2="0" y2="220" gradientUnits="userSpaceOnUse">
      <stop offset="0" stop-color="#4a5561"/>
      <stop offset="0.5" stop-color="#1c2229"/>
      <stop offset="1" stop-color="#0c0f12"/>
    </linearGradient>
    <linearGradient id="glassStreak" x1="250" y1="120" x2="520" y2="240" gradientUnits="userSpaceOnUse">
      <stop offset="0" stop-color="#fff" stop-opacity="0"/>
      <stop offset="0.45" stop-color="#fff" stop-opacity="0"/>
      <stop offset="0.5" stop-color="#fff" stop-opacity="0.22"/>
      <stop offset="0.62" stop-color="#fff" stop-opacity="0.1"/>
      <stop offset="0.66" stop-color="#fff" stop-opacity="0"/>
    </linearGradient>
    <linearGradient id="headlight" x1="0" y1="0" x2="1" y2="0">
      <stop offset="0" stop-color="#5d6b79"/>
      <stop offset="0.55" stop-color="#c9d4df"/>
      <stop offset="1" stop-color="#ffffff"/>
    </linearGradient>
    <linearGradient id="taillight" x1="0" y1="0" x2="1" y2="0">
      <stop offset="0" stop-color="#ff3b30"/>
      <stop offset="1" stop-color="#8e0b0b"/>
    </linearGradient>
    <radialGradient id="w-spoke" cx="0" cy="0" r="1" gradientUnits="objectBoundingBox">
      <stop offset="0" stop-color="#eef1f4"/>
      <stop offset="1" stop-color="#9aa1a9"/>
    </radialGradient>
    <linearGradient id="reflFade" x1="0" y1="${groundY}" x2="0" y2="${groundY + 200}" gradientUnits="userSpaceOnUse">
      <stop offset="0" stop-color="#fff" stop-opacity="0.5"/>
      <stop offset="1" stop-color="#fff" stop-opacity="0"/>
    </linearGradient>
    <mask id="reflMask" maskUnits="userSpaceOnUse" x="0" y="0" width="${W}" height="${H}">
      <rect x="0" y="${groundY}" width="${W}" height="${H - groundY}" fill="url(#reflFade)"/>
    </mask>
    <filter id="blur12" x="-20%" y="-50%" width="140%" height="200%"><feGaussianBlur stdDeviation="12"/></filter>
    <filter id="blur4" x="-10%" y="-50%" width="120%" height="200%"><feGaussianBlur stdDeviation="4"/></filter>
  </defs>
  <rect width="${W}" height="${H}" fill="url(#backdrop)"/>
  <ellipse cx="${W / 2}" cy="${groundY + 10}" rx="${W * 0.46}" ry="90" fill="url(#spot)"/>
  <rect width="${W}" height="${H}" fill="url(#vignette)"/>
  <g mask="url(#reflMask)">
    <g transform="translate(${n(ox)},${n(groundY + 400 * scale + 0)}) scale(${scale},${-scale})" opacity="0.55">
      <use xlink:href="#carInner"/>
    </g>
  </g>
  <ellipse cx="${W / 2}" cy="${groundY + 2}" rx="${n(carW * 0.47)}" ry="16" fill="#000" opacity="0.45" filter="url(#blur12)"/>
  ${s.wheels.map((x) => `<ellipse cx="${n(ox + x * scale)}" cy="${groundY}" rx="${n(s.wheelR * 1.05)}" ry="7" fill="#000" opacity="0.6" filter="url(#blur4)"/>`).join('')}
  <g transform="translate(${n(ox)},${n(oy)}) scale(${scale})">
    <g id="carInner">${car}</g>
  </g>
  ${label ? `<text x="${W - 40}" y="${H - 36}" text-anchor="end" font-family="${FONT}" font-size="26" font-weight="600" fill="#4a5059" letter-spacing="0.5">${escapeXml(label)}</text>` : ''}
</svg>`
}

// ---------------------------------------------------------------------------------------------
// hero: dusk road scene

function ridge(r: () => number, y: number, amp: number, W: number, H: number, steps: number): string {
  const pts: [number, number][] = []
  for (let i = 0; i <= steps; i++) {
    const x = (W * i) / steps
    const jitter = (r() - 0.5) * 2
    pts.push([x, y - amp * (0.5 + 0.5 * Math.sin(i * 1.7 + r() * 2)) * (0.6 + 0.4 * jitter)])
  }
  const first = pts[0] ?? [0, y]
  let d = `M 0,${H} L ${n(first[0])},${n(first[1])}`
  for (let i = 1; i < pts.length; i++) {
    const p0 = pts[i - 1] ?? first
    const p1 = pts[i] ?? first
    const mx = (p0[0] + p1[0]) / 2
    const my = (p0[1] + p1[1]) / 2
    d += ` Q ${n(p0[0])},${n(p0[1])} ${n(mx)},${n(my)}`
  }
  const last = pts[pts.length - 1] ?? first
  d += ` L ${n(last[0])},${n(last[1])} L ${W},${H} Z`
  return d
}

function heroSvg(key: string, hue: number): string {
  const { width: W, height: H } = HERO_SIZE
  const seed = hash32(key)
  const r = rng(seed)
  const scene = pick(['mountains', 'city', 'coast', 'hills'] as const, r())
  const carType: CarType = /pick-?up|ranger|f-?150/i.test(key)
    ? 'pickup'
    : pick(['sedan', 'suv', 'hatch', 'sedan'] as const, r())
  const h = ((hue % 360) + 360) % 360
  const horizon = Math.round(H * (0.58 + r() * 0.06))
  const sunX = Math.round(W * (0.6 + r() * 0.25))
  const sunY = horizon - Math.round(40 + r() * 90)
  const facingLeft = r() < 0.35

  const skyTop = hsl(h, 55, 9)
  const skyMid = mix(hsl(h + 8, 48, 28), '#3a4258', 0.3)
  const skyLow = mix(hsl(h + 14, 55, 55), '#ffb37a', 0.45)
  const glow = mix(hsl(h + 20, 80, 75), '#ffe2b8', 0.6)
  const far = mix(hsl(h, 30, 38), skyLow, 0.35)
  const midC = hsl(h + 4, 32, 20)
  const nearC = hsl(h + 6, 30, 10)

  const layers: string[] = []
  if (scene === 'mountains') {
    layers.push(`<path d="${ridge(r, horizon - 150, 170, W, H, 9)}" fill="${far}" opacity="0.9"/>`)
    layers.push(`<path d="${ridge(r, horizon - 50, 110, W, H, 12)}" fill="${mix(far, midC, 0.6)}"/>`)
    layers.push(`<path d="${ridge(r, horizon + 10, 60, W, H, 16)}" fill="${midC}"/>`)
  } else if (scene === 'hills') {
    layers.push(`<path d="${ridge(r, horizon - 70, 90, W, H, 6)}" fill="${far}" opacity="0.85"/>`)
    layers.push(`<path d="${ridge(r, horizon - 10, 70, W, H, 7)}" fill="${mix(far, midC, 0.55)}"/>`)
    // a line of trees
    const trees: string[] = []
    for (let x = -20; x < W + 40; x += 18 + r() * 26) {
      const th = 40 + r() * 70
      const tw = 14 + r() * 16
      const base = horizon + 18
      trees.push(`M ${n(x - tw)},${base} L ${n(x)},${n(base - th)} L ${n(x + tw)},${base} Z`)
    }
    layers.push(`<path d="${trees.join(' ')}" fill="${midC}"/>`)
    layers.push(`<rect x="0" y="${horizon + 10}" width="${W}" height="${H - horizon}" fill="${midC}"/>`)
  } else if (scene === 'city') {
    layers.push(`<path d="${ridge(r, horizon - 40, 60, W, H, 6)}" fill="${far}" opacity="0.7"/>`)
    const towers: string[] = []
    const windows: string[] = []
    let x = -10
    while (x < W) {
      const bw = 40 + r() * 90
      const bh = 60 + r() * 260 * (x > W * 0.35 && x < W * 0.8 ? 1.3 : 0.8)
      towers.push(
        `<rect x="${n(x)}" y="${n(horizon + 20 - bh)}" width="${n(bw)}" height="${n(bh + 40)}" fill="${mix(midC, far, r() * 0.35)}"/>`,
      )
      for (let wy = horizon + 10 - bh; wy < horizon; wy += 22) {
        for (let wx = x + 8; wx < x + bw - 12; wx += 16) {
          if (r() < 0.16)
            windows.push(
              `<rect x="${n(wx)}" y="${n(wy)}" width="6" height="9" fill="${glow}" opacity="${n(0.35 + r() * 0.5)}"/>`,
            )
        }
      }
      x += bw + r() * 12
    }
    layers.push(towers.join(''), windows.join(''))
  } else {
    // coast: sea to the horizon, a headland and the road along the shore
    layers.push(`<rect x="0" y="${horizon}" width="${W}" height="${H - horizon}" fill="url(#sea)"/>`)
    layers.push(
      `<ellipse cx="${sunX}" cy="${horizon + 70}" rx="60" ry="200" fill="${glow}" opacity="0.35" filter="url(#soft)"/>`,
    )
    const cape = W * (0.3 + r() * 0.15)
    layers.push(
      `<path d="M 0,${horizon + 2} L 0,${horizon - 150} C ${n(cape * 0.25)},${horizon - 190} ${n(cape * 0.45)},${horizon - 120} ${n(cape * 0.6)},${horizon - 90} C ${n(cape * 0.75)},${horizon - 60} ${n(cape * 0.85)},${horizon - 40} ${n(cape)},${horizon + 2} Z" fill="${mix(far, midC, 0.45)}"/>`,
    )
    layers.push(
      `<path d="M ${n(W * 0.7)},${horizon + 2} C ${n(W * 0.8)},${horizon - 50} ${n(W * 0.9)},${horizon - 70} ${W},${horizon - 60} L ${W},${horizon + 2} Z" fill="${far}" opacity="0.8"/>`,
    )
    layers.push(`<rect x="0" y="${horizon}" width="${W}" height="2" fill="${glow}" opacity="0.35"/>`)
  }

  // the road: a wide band across the foreground with lane markings
  const roadTop = Math.round(H * 0.8)
  const roadBottom = Math.round(H * 0.96)
  const verge = `<path d="M 0,${horizon + 40} C ${W * 0.3},${roadTop - 90} ${W * 0.6},${roadTop - 60} ${W},${roadTop - 100} L ${W},${H} L 0,${H} Z" fill="${nearC}"/>`
  const road = `<rect x="0" y="${roadTop}" width="${W}" height="${roadBottom - roadTop}" fill="url(#asphalt)"/>`
  const dashes: string[] = []
  const laneY = Math.round((roadTop + roadBottom) / 2)
  for (let x = ((seed >>> 3) % 160) - 160; x < W; x += 160)
    dashes.push(`<rect x="${x}" y="${laneY - 3}" width="80" height="6" fill="#e9e2d0" opacity="0.55"/>`)
  const edge = `<rect x="0" y="${roadTop + 6}" width="${W}" height="4" fill="#f4efe2" opacity="0.35"/>`
  const sheen = `<ellipse cx="${sunX}" cy="${n((roadTop + roadBottom) / 2)}" rx="${n(W * 0.3)}" ry="${n((roadBottom - roadTop) * 0.45)}" fill="${glow}" opacity="0.16" filter="url(#haze)"/>`

  // the car, a dark silhouette lit from behind
  const s = carShape(carType)
  const scale = 0.78
  const carW = s.length * scale
  const carX = Math.round(W * 0.44 + r() * (W * 0.56 - carW - 90))
  const groundY = laneY + 26
  const carY = groundY - 400 * scale
  const flip = facingLeft
    ? `translate(${n(carX + carW)},${n(carY)}) scale(${-scale},${scale})`
    : `translate(${carX},${n(carY)}) scale(${scale})`
  const bodyC = hsl(h, 20, 8)
  const rimLight = glow
  const car = `
    <ellipse cx="${n(carX + carW / 2)}" cy="${groundY}" rx="${n(carW * 0.5)}" ry="14" fill="#000" opacity="0.7" filter="url(#soft)"/>
    <g transform="${flip}">
      <path d="${s.body}" fill="url(#carBody)"/>
      <path d="${s.glass}" fill="${hsl(h, 25, 14)}"/>
      <path d="${s.glass}" fill="url(#carGlass)"/>
      ${s.pillars.map((p) => `<path d="M ${n(p.x - p.w / 2)},${n(p.top)} L ${n(p.x + p.w / 2)},${n(p.top)} L ${n(p.x + p.w / 2 + 4)},${n(p.bottom)} L ${n(p.x - p.w / 2 + 4)},${n(p.bottom)} Z" fill="${bodyC}"/>`).join('')}
      <path d="${s.roofLine}" fill="none" stroke="${rimLight}" stroke-width="5" stroke-linecap="round" opacity="0.9"/>
      <path d="${s.shoulder}" fill="none" stroke="${rimLight}" stroke-width="3" stroke-linecap="round" opacity="0.55"/>
      ${s.doorLines.map((d) => `<path d="${d}" fill="none" stroke="#000" stroke-opacity="0.5" stroke-width="2"/>`).join('')}
      <path d="${s.headlight}" fill="#f4f8ff"/>
      <path d="${s.taillight}" fill="#ff2a1f"/>
      ${s.roofRail ? `<path d="${s.roofRail}" stroke="${rimLight}" stroke-opacity="0.6" stroke-width="5" stroke-linecap="round"/>` : ''}
      ${s.wheels.map((x) => `<path d="${wheelWell(s, x)}" fill="#020203"/>`).join('')}
      ${s.wheels.map((x) => wheelSvg(x, s.wheelY, s.wheelR, { rim: mix('#8a8f98', rimLight, 0.35), rimDark: '#2b2e33', spokes: 5, tyre: '#07080a', id: 'hw' })).join('')}
    </g>`
  const beamX = facingLeft ? carX : carX + carW
  const beam = `<ellipse cx="${n(beamX + (facingLeft ? -120 : 120))}" cy="${n(carY + 250 * scale)}" rx="220" ry="46" fill="url(#beam)" opacity="0.75" filter="url(#soft)"/>`
  const tail = `<circle cx="${n(facingLeft ? carX + carW - 20 : carX + 30)}" cy="${n(carY + 245 * scale)}" r="36" fill="#ff3b2f" opacity="0.35" filter="url(#soft)"/>`

  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="${horizon}" gradientUnits="userSpaceOnUse">
      <stop offset="0" stop-color="${skyTop}"/>
      <stop offset="0.55" stop-color="${skyMid}"/>
      <stop offset="1" stop-color="${skyLow}"/>
    </linearGradient>
    <radialGradient id="sun" cx="${sunX}" cy="${sunY}" r="${W * 0.5}" gradientUnits="userSpaceOnUse">
      <stop offset="0" stop-color="#fff6e3" stop-opacity="1"/>
      <stop offset="0.04" stop-color="${glow}" stop-opacity="0.95"/>
      <stop offset="0.25" stop-color="${glow}" stop-opacity="0.35"/>
      <stop offset="1" stop-color="${glow}" stop-opacity="0"/>
    </radialGradient>
    <linearGradient id="sea" x1="0" y1="${horizon}" x2="0" y2="${H}" gradientUnits="userSpaceOnUse">
      <stop offset="0" stop-color="${mix(skyLow, midC, 0.35)}"/>
      <stop offset="1" stop-color="${nearC}"/>
    </linearGradient>
    <linearGradient id="asphalt" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${hsl(h, 10, 16)}"/>
      <stop offset="1" stop-color="${hsl(h, 10, 7)}"/>
    </linearGradient>
    <linearGradient id="carBody" x1="0" y1="100" x2="0" y2="360" gradientUnits="userSpaceOnUse">
      <stop offset="0" stop-color="${hsl(h, 18, 22)}"/>
      <stop offset="0.45" stop-color="${bodyC}"/>
      <stop offset="1" stop-color="#030304"/>
    </linearGradient>
    <linearGradient id="carGlass" x1="${facingLeft ? 700 : 200}" y1="120" x2="${facingLeft ? 200 : 700}" y2="220" gradientUnits="userSpaceOnUse">
      <stop offset="0" stop-color="${glow}" stop-opacity="0.05"/>
      <stop offset="0.7" stop-color="${glow}" stop-opacity="0.35"/>
      <stop offset="1" stop-color="${glow}" stop-opacity="0.1"/>
    </linearGradient>
    <radialGradient id="beam" cx="50%" cy="50%" r="50%">
      <stop offset="0" stop-color="#fff7e0" stop-opacity="0.9"/>
      <stop offset="1" stop-color="#fff7e0" stop-opacity="0"/>
    </radialGradient>
    <linearGradient id="shadeLeft" x1="0" y1="0" x2="1" y2="0">
      <stop offset="0" stop-color="#000" stop-opacity="0.72"/>
      <stop offset="0.35" stop-color="#000" stop-opacity="0.45"/>
      <stop offset="0.65" stop-color="#000" stop-opacity="0"/>
    </linearGradient>
    <linearGradient id="shadeBottom" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0.55" stop-color="#000" stop-opacity="0"/>
      <stop offset="1" stop-color="#000" stop-opacity="0.6"/>
    </linearGradient>
    <radialGradient id="vignette" cx="60%" cy="45%" r="80%">
      <stop offset="0.6" stop-color="#000" stop-opacity="0"/>
      <stop offset="1" stop-color="#000" stop-opacity="0.45"/>
    </radialGradient>
    <filter id="soft" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="14"/></filter>
    <filter id="haze" x="-20%" y="-100%" width="140%" height="300%"><feGaussianBlur stdDeviation="30"/></filter>
    <filter id="grain" x="0" y="0" width="100%" height="100%" filterUnits="userSpaceOnUse">
      <feTurbulence type="fractalNoise" baseFrequency="0.9" numOctaves="2" seed="${seed % 1000}" result="noise"/>
      <feColorMatrix type="saturate" values="0"/>
    </filter>
  </defs>
  <rect width="${W}" height="${H}" fill="url(#sky)"/>
  <rect width="${W}" height="${H}" fill="url(#sun)"/>
  <circle cx="${sunX}" cy="${sunY}" r="34" fill="#fff8ea" opacity="0.95"/>
  ${layers.join('\n  ')}
  <rect x="0" y="${horizon - 30}" width="${W}" height="60" fill="${glow}" opacity="0.12" filter="url(#haze)"/>
  ${verge}
  ${road}
  ${edge}
  ${dashes.join('')}
  ${sheen}
  ${beam}
  ${tail}
  ${car}
  <rect width="${W}" height="${H}" fill="url(#vignette)"/>
  <rect width="${W}" height="${H}" fill="url(#shadeLeft)"/>
  <rect width="${W}" height="${H}" fill="url(#shadeBottom)"/>
  <rect width="${W}" height="${H}" filter="url(#grain)" opacity="0.05"/>
</svg>`
}

// ---------------------------------------------------------------------------------------------
// logo: emblem + wordmark on a transparent background

type Emblem =
  | 'ring-star'
  | 'circle-quarter'
  | 'roundel'
  | 'wing'
  | 'diamond'
  | 'shield'
  | 'oval'
  | 'hex'
  | 'bolt'
  | 'rings'
  | 'arrow'
  | 'chevron'
  | 'square'
  | 'truck'
  | 'wave'

type LogoStyle = {
  emblem: Emblem
  colour: string
  accent: string
  text: string
  upper?: boolean
  weight?: number
  spacing?: number
  lines?: string[]
}

const LOGO_STYLES: { match: RegExp; style: LogoStyle }[] = [
  {
    match: /mercedes|benz/,
    style: { emblem: 'ring-star', colour: '#8b9299', accent: '#1f2226', text: '#1f2226', weight: 600 },
  },
  { match: /^smart/, style: { emblem: 'square', colour: '#2c3034', accent: '#c6d600', text: '#2c3034', weight: 700 } },
  {
    match: /^mini/,
    style: {
      emblem: 'wing',
      colour: '#111111',
      accent: '#f3c300',
      text: '#111111',
      upper: true,
      weight: 700,
      spacing: 4,
    },
  },
  {
    match: /^bmw/,
    style: {
      emblem: 'circle-quarter',
      colour: '#1c69d4',
      accent: '#1c1c1c',
      text: '#1c1c1c',
      upper: true,
      weight: 700,
      spacing: 3,
    },
  },
  {
    match: /renault/,
    style: {
      emblem: 'diamond',
      colour: '#efdf00',
      accent: '#111111',
      text: '#111111',
      upper: true,
      weight: 700,
      spacing: 2,
    },
  },
  {
    match: /dacia/,
    style: {
      emblem: 'chevron',
      colour: '#646b52',
      accent: '#2f3327',
      text: '#2f3327',
      upper: true,
      weight: 700,
      spacing: 3,
    },
  },
  {
    match: /ranger|f-?150|pick-?up/,
    style: { emblem: 'truck', colour: '#133a7c', accent: '#ffffff', text: '#133a7c', weight: 700 },
  },
  { match: /ford/, style: { emblem: 'oval', colour: '#133a7c', accent: '#ffffff', text: '#133a7c', weight: 700 } },
  {
    match: /volkswagen|^vw\b/,
    style: { emblem: 'roundel', colour: '#001e50', accent: '#ffffff', text: '#001e50', weight: 600 },
  },
  {
    match: /porsche/,
    style: {
      emblem: 'shield',
      colour: '#b12b28',
      accent: '#d5a021',
      text: '#1a1a1a',
      upper: true,
      weight: 700,
      spacing: 4,
    },
  },
  {
    match: /toyota/,
    style: {
      emblem: 'oval',
      colour: '#d71921',
      accent: '#ffffff',
      text: '#1a1a1a',
      upper: true,
      weight: 700,
      spacing: 2,
    },
  },
  {
    match: /\bkia\b/,
    style: {
      emblem: 'wave',
      colour: '#05141f',
      accent: '#ffffff',
      text: '#05141f',
      upper: true,
      weight: 800,
      spacing: 4,
    },
  },
  { match: /hyundai/, style: { emblem: 'oval', colour: '#002c5f', accent: '#ffffff', text: '#002c5f', weight: 700 } },
  {
    match: /volvo/,
    style: {
      emblem: 'arrow',
      colour: '#1f3b63',
      accent: '#ffffff',
      text: '#1f3b63',
      upper: true,
      weight: 700,
      spacing: 5,
    },
  },
  { match: /audi/, style: { emblem: 'rings', colour: '#2b2b2b', accent: '#bb0a30', text: '#1a1a1a', weight: 700 } },
  {
    match: /skoda|škoda/,
    style: { emblem: 'roundel', colour: '#0e3a2f', accent: '#78faae', text: '#0e3a2f', weight: 700 },
  },
  {
    match: /cupra/,
    style: {
      emblem: 'chevron',
      colour: '#95572b',
      accent: '#1a1a1a',
      text: '#1a1a1a',
      upper: true,
      weight: 600,
      spacing: 5,
    },
  },
  {
    match: /seat/,
    style: {
      emblem: 'shield',
      colour: '#c41e3a',
      accent: '#ffffff',
      text: '#1a1a1a',
      upper: true,
      weight: 700,
      spacing: 3,
    },
  },
  {
    match: /polestar/,
    style: {
      emblem: 'diamond',
      colour: '#c8912c',
      accent: '#111111',
      text: '#111111',
      upper: true,
      weight: 500,
      spacing: 5,
    },
  },
  {
    match: /hedin charge/,
    style: {
      emblem: 'bolt',
      colour: '#0a2540',
      accent: '#3fd08f',
      text: '#0a2540',
      weight: 700,
      lines: ['Hedin', 'Charge'],
    },
  },
  {
    match: /hedin electric/,
    style: {
      emblem: 'bolt',
      colour: '#0a2540',
      accent: '#33c3f0',
      text: '#0a2540',
      weight: 700,
      lines: ['Hedin Electric', 'Mobility'],
    },
  },
  { match: /hedin/, style: { emblem: 'hex', colour: '#0a2540', accent: '#ffffff', text: '#0a2540', weight: 700 } },
]

function logoStyle(brand: string): LogoStyle {
  const key = brand.trim().toLowerCase()
  const known = LOGO_STYLES.find((s) => s.match.test(key))
  if (known) return known.style
  const h = hash32(key)
  const r = rng(h)
  const colour = hsl(h % 360, 55 + r() * 20, 32 + r() * 10)
  const emblem = pick(['shield', 'hex', 'roundel', 'diamond', 'square', 'oval'] as const, r())
  return { emblem, colour, accent: '#ffffff', text: '#1d2228', weight: 700 }
}

function initials(brand: string): string {
  const words = brand
    .replace(/[^\p{L}\p{N}\s-]/gu, ' ')
    .split(/[\s-]+/)
    .filter((w) => /^\p{L}/u.test(w))
  const first = words[0] ?? brand
  if (words.length === 1) return first.slice(0, 1).toUpperCase()
  return words
    .slice(0, 2)
    .map((w) => w.slice(0, 1).toUpperCase())
    .join('')
}

/** an emblem drawn in a 100x100 box */
function emblemSvg(style: LogoStyle, brand: string): string {
  const { colour: c, accent: a } = style
  const mono = escapeXml(initials(brand))
  const letter = (fill: string, size = 46) =>
    `<text x="50" y="50" dy="${n(size * 0.35)}" text-anchor="middle" font-family="${FONT}" font-weight="700" font-size="${size}" fill="${fill}">${mono}</text>`
  switch (style.emblem) {
    case 'ring-star': {
      const arms = [0, 120, 240]
        .map((deg) => `<path d="M 50,50 L 45.5,50 L 50,10 L 54.5,50 Z" transform="rotate(${deg} 50 50)" fill="${a}"/>`)
        .join('')
      return `<circle cx="50" cy="50" r="44" fill="none" stroke="${c}" stroke-width="6"/>${arms}<circle cx="50" cy="50" r="4" fill="${a}"/>`
    }
    case 'circle-quarter':
      return `<circle cx="50" cy="50" r="46" fill="${a}"/><circle cx="50" cy="50" r="33" fill="#ffffff"/><path d="M 50,50 L 50,17 A 33,33 0 0 1 83,50 Z" fill="${c}"/><path d="M 50,50 L 50,83 A 33,33 0 0 1 17,50 Z" fill="${c}"/><circle cx="50" cy="50" r="46" fill="none" stroke="#9aa0a6" stroke-width="2"/>`
    case 'wing':
      return `<path d="M 4,44 L 32,44 L 36,52 L 64,52 L 68,44 L 96,44 L 88,52 L 70,58 L 30,58 L 12,52 Z" fill="${c}"/><circle cx="50" cy="50" r="20" fill="${c}"/><circle cx="50" cy="50" r="15" fill="#ffffff"/><circle cx="50" cy="50" r="6" fill="${a}"/>`
    case 'roundel':
      return `<circle cx="50" cy="50" r="46" fill="${c}"/><circle cx="50" cy="50" r="39" fill="none" stroke="${a}" stroke-width="4"/>${letter(a, 40)}`
    case 'diamond':
      return `<path d="M 50,4 L 88,50 L 50,96 L 12,50 Z" fill="${c}"/><path d="M 50,22 L 73,50 L 50,78 L 27,50 Z" fill="none" stroke="${a}" stroke-width="7"/>`
    case 'chevron':
      return `<path d="M 8,24 L 50,62 L 92,24 L 92,44 L 50,82 L 8,44 Z" fill="${c}"/><path d="M 30,18 L 50,36 L 70,18 Z" fill="${a}"/>`
    case 'shield':
      return `<path d="M 14,10 L 86,10 L 86,50 C 86,74 68,88 50,96 C 32,88 14,74 14,50 Z" fill="${c}"/><path d="M 22,18 L 78,18 L 78,50 C 78,68 66,80 50,87 C 34,80 22,68 22,50 Z" fill="none" stroke="${a}" stroke-width="3"/>${letter(a, 36)}`
    case 'oval':
      return `<ellipse cx="50" cy="50" rx="48" ry="32" fill="${c}"/><ellipse cx="50" cy="50" rx="43" ry="27" fill="none" stroke="${a}" stroke-width="3"/>${letter(a, 34)}`
    case 'hex':
      return `<path d="M 50,4 L 90,27 L 90,73 L 50,96 L 10,73 L 10,27 Z" fill="${c}"/>${letter(a, 40)}`
    case 'bolt':
      return `<circle cx="50" cy="50" r="46" fill="${c}"/><path d="M 56,12 L 26,56 L 46,56 L 40,88 L 74,40 L 53,40 Z" fill="${a}"/>`
    case 'rings':
      return [14, 38, 62, 86]
        .map((x) => `<circle cx="${x}" cy="50" r="15" fill="none" stroke="${c}" stroke-width="5"/>`)
        .join('')
    case 'arrow':
      return `<circle cx="46" cy="54" r="36" fill="none" stroke="${c}" stroke-width="8"/><path d="M 62,20 L 92,8 L 82,38 Z" fill="${c}"/><path d="M 68,30 L 86,14" stroke="${c}" stroke-width="8"/>`
    case 'truck':
      return `<rect x="4" y="14" width="92" height="72" rx="16" fill="${c}"/><path d="M 14,64 L 14,52 L 44,52 L 44,36 L 64,36 L 76,50 L 88,52 L 88,64 Z" fill="${a}"/><circle cx="30" cy="66" r="8" fill="${c}" stroke="${a}" stroke-width="4"/><circle cx="72" cy="66" r="8" fill="${c}" stroke="${a}" stroke-width="4"/><path d="M 50,40 L 50,50 L 70,50 L 62,40 Z" fill="${c}"/>`
    case 'wave':
      return `<rect x="4" y="18" width="92" height="64" rx="32" fill="${c}"/><path d="M 20,64 L 32,36 L 50,58 L 62,36 L 80,36" fill="none" stroke="${a}" stroke-width="7" stroke-linejoin="round" stroke-linecap="round"/>`
    case 'square':
      return `<rect x="8" y="8" width="84" height="84" rx="20" fill="${c}"/><path d="M 30,62 C 40,74 62,74 72,60" fill="none" stroke="${a}" stroke-width="8" stroke-linecap="round"/><circle cx="68" cy="36" r="8" fill="${a}"/>`
  }
}

async function renderLogo(brand: string): Promise<Buffer> {
  const { width: W, height: H } = LOGO_SIZE
  const style = logoStyle(brand)
  const name = brand.trim() || '—'
  let lines = style.lines ?? [name]
  if (!style.lines && name.length > 12 && name.includes(' ')) {
    // split long names into two balanced lines
    const words = name.split(/\s+/)
    let best = 1
    let bestDiff = Infinity
    for (let i = 1; i < words.length; i++) {
      const diff = Math.abs(words.slice(0, i).join(' ').length - words.slice(i).join(' ').length)
      if (diff < bestDiff) {
        bestDiff = diff
        best = i
      }
    }
    lines = [words.slice(0, best).join(' '), words.slice(best).join(' ')]
  }
  if (style.upper) lines = lines.map((l) => l.toUpperCase())
  // draw big on a wide canvas, then trim and fit: text width needs no font metrics
  const longest = Math.max(...lines.map((l) => l.length))
  // long words get a smaller type so the emblem keeps its size after fitting
  const fontSize = lines.length > 1 ? 66 : Math.round(Math.max(56, Math.min(84, 84 - (longest - 6) * 4)))
  const emblemSize = 150
  const textX = emblemSize + 36
  const canvasW = textX + Math.ceil(longest * fontSize * 0.9) + 80
  const canvasH = 200
  const lineH = fontSize * 1.08
  const firstBaseline = canvasH / 2 - ((lines.length - 1) * lineH) / 2 + fontSize * 0.36
  const text = lines
    .map(
      (l, i) =>
        `<text x="${textX}" y="${n(firstBaseline + i * lineH)}" font-family="${FONT}" font-weight="${style.weight ?? 700}" font-size="${fontSize}" letter-spacing="${style.spacing ?? 0}" fill="${i > 0 && lines.length > 1 ? mix(style.text, '#ffffff', 0.2) : style.text}">${escapeXml(l)}</text>`,
    )
    .join('')
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${canvasW}" height="${canvasH}" viewBox="0 0 ${canvasW} ${canvasH}">
  <g transform="translate(10,${(canvasH - emblemSize) / 2}) scale(${emblemSize / 100})">${emblemSvg(style, name)}</g>
  ${text}
</svg>`
  const trimmed = await sharp(Buffer.from(svg))
    .trim({ background: { r: 0, g: 0, b: 0, alpha: 0 }, threshold: 1 })
    .png()
    .toBuffer()
  const fitted = await sharp(trimmed)
    .resize(W - 16, 82, { fit: 'inside', kernel: 'lanczos3' })
    .png()
    .toBuffer({ resolveWithObject: true })
  const left = Math.round((W - fitted.info.width) / 2)
  const topOff = Math.round((H - fitted.info.height) / 2)
  return sharp({ create: { width: W, height: H, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
    .composite([{ input: fitted.data, left, top: topOff }])
    .png({ compressionLevel: 9 })
    .toBuffer()
}
