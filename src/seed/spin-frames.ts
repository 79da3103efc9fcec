/**
 * Renders the demo Autos On Show media that data/inventory/spin-frames.ts names: for each car
 * shape and colour in stock with autos_on_show, a turntable of frames (a small flat-shaded 3D
 * model of the shape, turned 10 degrees a frame, lit from one side so the light moves over the
 * paint as it turns), and for each shape a cabin panorama. Only the subjects the seeded stock
 * uses are drawn, and files that exist are kept, so a second seed renders nothing.
 */
import { existsSync } from 'node:fs'
import { mkdir, rename, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import type { PictureShape } from '@data/inventory/images'
import { COLOURS } from '@data/inventory/lexicon'
import {
  PANORAMA_SIZE,
  SPIN_FRAME_COUNT,
  SPIN_FRAME_SIZE,
  spinFile,
  spinSubjectOf,
  type SpinSubject,
} from '@data/inventory/spin-frames'
import { resolveColour } from './images'

// ── geometry ────────────────────────────────────────────────────────────────────────────────

type Point2 = readonly [number, number]
type Point3 = readonly [number, number, number]

/** A strip of a profile edge (t0..t1 along it) across part of the width (fractions of the half width). */
type EdgePatch = { edge: number; t: [number, number]; z: [number, number]; fill: string }

/**
 * A car shape in metres: x along the car (front is +x), y up from the ground, z across. The
 * body and the cabin are side profiles (counter-clockwise, convex) pushed out to their widths.
 */
export type SpinModel = {
  halfWidth: number
  body: Point2[]
  cabin: Point2[]
  /** the cabin is narrower than the body by this share of the half width */
  cabinInset: number
  /** cabin edges that are glass (windscreen, rear window) */
  glassEdges: number[]
  /** the side windows, drawn on the cabin's sides */
  sideGlass: Point2[]
  /** pillars between the side windows (x), in paint over the glass */
  pillars: number[]
  wheels: { x: number[]; radius: number; width: number }
  /** on the body's front and rear faces: lights, grille, number plates */
  patches: EdgePatch[]
}

const HEADLIGHT = '#e9eef4'
const TAILLIGHT = '#b3141b'
const GRILLE = '#17191c'
const PLATE_FRONT = '#f4f4f0'
const PLATE_REAR = '#f3c614'

function frontRear(front: number, rear: number, lamp: [number, number]): EdgePatch[] {
  return [
    { edge: front, t: lamp, z: [0.55, 0.92], fill: HEADLIGHT },
    { edge: front, t: lamp, z: [-0.92, -0.55], fill: HEADLIGHT },
    { edge: front, t: [0.15, 0.75], z: [-0.45, 0.45], fill: GRILLE },
    { edge: front, t: [0.1, 0.35], z: [-0.28, 0.28], fill: PLATE_FRONT },
    { edge: rear, t: lamp, z: [0.6, 0.94], fill: TAILLIGHT },
    { edge: rear, t: lamp, z: [-0.94, -0.6], fill: TAILLIGHT },
    { edge: rear, t: [0.45, 0.75], z: [-0.28, 0.28], fill: PLATE_REAR },
  ]
}

export const SPIN_MODELS: Record<PictureShape, SpinModel> = {
  sedan: {
    halfWidth: 0.92,
    body: [
      [-2.4, 0.32],
      [2.3, 0.32],
      [2.42, 0.5],
      [2.38, 0.72],
      [2.05, 0.86],
      [0.85, 0.98],
      [-1.45, 1.0],
      [-2.3, 0.96],
      [-2.44, 0.78],
      [-2.46, 0.45],
    ],
    cabin: [
      [-1.55, 0.96],
      [0.95, 0.94],
      [0.05, 1.42],
      [-0.95, 1.44],
    ],
    cabinInset: 0.14,
    glassEdges: [1, 3],
    sideGlass: [
      [-1.3, 1.02],
      [0.68, 1.02],
      [0.0, 1.36],
      [-0.9, 1.37],
    ],
    pillars: [-0.32],
    wheels: { x: [1.45, -1.4], radius: 0.34, width: 0.24 },
    // edge 2: the front face (bumper to lamp line); edge 8: the rear face
    patches: frontRear(2, 8, [0.55, 0.95]),
  },
  hatch: {
    halfWidth: 0.9,
    body: [
      [-2.0, 0.3],
      [1.95, 0.3],
      [2.08, 0.48],
      [2.04, 0.7],
      [1.7, 0.84],
      [0.7, 0.96],
      [-1.95, 0.98],
      [-2.06, 0.78],
      [-2.08, 0.45],
    ],
    cabin: [
      [-2.0, 0.94],
      [0.8, 0.92],
      [-0.05, 1.46],
      [-1.55, 1.48],
      [-1.98, 1.22],
    ],
    cabinInset: 0.12,
    glassEdges: [1, 3],
    sideGlass: [
      [-1.7, 1.0],
      [0.55, 1.0],
      [-0.08, 1.4],
      [-1.45, 1.41],
      [-1.72, 1.2],
    ],
    pillars: [-0.5],
    wheels: { x: [1.3, -1.28], radius: 0.32, width: 0.22 },
    // edge 2: the front face; edge 7: the rear face below the tailgate glass
    patches: frontRear(2, 7, [0.45, 0.9]),
  },
  suv: {
    halfWidth: 0.95,
    body: [
      [-2.3, 0.42],
      [2.22, 0.42],
      [2.36, 0.62],
      [2.33, 0.92],
      [2.0, 1.08],
      [0.95, 1.16],
      [-2.25, 1.18],
      [-2.36, 0.98],
      [-2.38, 0.58],
    ],
    cabin: [
      [-2.3, 1.14],
      [1.05, 1.12],
      [0.3, 1.7],
      [-1.95, 1.72],
      [-2.28, 1.5],
    ],
    cabinInset: 0.1,
    glassEdges: [1, 3],
    sideGlass: [
      [-2.0, 1.2],
      [0.8, 1.2],
      [0.25, 1.63],
      [-1.85, 1.65],
      [-2.02, 1.48],
    ],
    pillars: [-0.45, -1.45],
    wheels: { x: [1.42, -1.42], radius: 0.38, width: 0.27 },
    patches: frontRear(2, 7, [0.5, 0.92]),
  },
  pickup: {
    halfWidth: 0.96,
    body: [
      [-2.6, 0.46],
      [2.5, 0.46],
      [2.64, 0.66],
      [2.6, 0.98],
      [2.22, 1.14],
      [1.1, 1.2],
      [-2.55, 1.2],
      [-2.64, 0.7],
    ],
    cabin: [
      [-0.75, 1.16],
      [1.2, 1.16],
      [0.45, 1.82],
      [-0.7, 1.84],
    ],
    cabinInset: 0.08,
    glassEdges: [1, 3],
    sideGlass: [
      [-0.6, 1.24],
      [0.98, 1.24],
      [0.4, 1.76],
      [-0.6, 1.77],
    ],
    pillars: [0.18],
    wheels: { x: [1.65, -1.6], radius: 0.4, width: 0.28 },
    // edge 2: the front face; edge 6: the tailgate
    patches: [
      { edge: 2, t: [0.55, 0.92], z: [0.55, 0.92], fill: HEADLIGHT },
      { edge: 2, t: [0.55, 0.92], z: [-0.92, -0.55], fill: HEADLIGHT },
      { edge: 2, t: [0.15, 0.75], z: [-0.45, 0.45], fill: GRILLE },
      { edge: 2, t: [0.1, 0.3], z: [-0.28, 0.28], fill: PLATE_FRONT },
      { edge: 6, t: [0.1, 0.55], z: [0.82, 0.96], fill: TAILLIGHT },
      { edge: 6, t: [0.1, 0.55], z: [-0.96, -0.82], fill: TAILLIGHT },
      { edge: 6, t: [0.6, 0.8], z: [-0.28, 0.28], fill: PLATE_REAR },
    ],
  },
  van: {
    halfWidth: 1.0,
    body: [
      [-2.7, 0.4],
      [2.6, 0.4],
      [2.72, 0.6],
      [2.68, 0.95],
      [2.3, 1.2],
      [-2.7, 1.22],
    ],
    cabin: [
      [-2.7, 1.18],
      [2.32, 1.16],
      [1.5, 2.3],
      [1.2, 2.45],
      [-2.66, 2.45],
    ],
    cabinInset: 0.02,
    glassEdges: [1],
    sideGlass: [
      [0.9, 1.3],
      [2.1, 1.3],
      [1.45, 2.2],
      [0.9, 2.2],
    ],
    pillars: [],
    wheels: { x: [1.75, -1.65], radius: 0.36, width: 0.24 },
    // edge 2: the front face; edge 5: the rear doors below the belt line
    patches: [
      { edge: 2, t: [0.55, 0.95], z: [0.55, 0.92], fill: HEADLIGHT },
      { edge: 2, t: [0.55, 0.95], z: [-0.92, -0.55], fill: HEADLIGHT },
      { edge: 2, t: [0.15, 0.75], z: [-0.45, 0.45], fill: GRILLE },
      { edge: 2, t: [0.1, 0.35], z: [-0.28, 0.28], fill: PLATE_FRONT },
      { edge: 5, t: [0.05, 0.9], z: [0.85, 0.97], fill: TAILLIGHT },
      { edge: 5, t: [0.05, 0.9], z: [-0.97, -0.85], fill: TAILLIGHT },
      { edge: 5, t: [0.6, 0.85], z: [-0.28, 0.28], fill: PLATE_REAR },
    ],
  },
}

/** True when the profile turns left at every corner: what the renderer's face culling relies on. */
export function isConvexCounterClockwise(profile: readonly Point2[]): boolean {
  return profile.every((point, i) => {
    const next = profile[(i + 1) % profile.length]!
    const after = profile[(i + 2) % profile.length]!
    const cross = (next[0] - point[0]) * (after[1] - next[1]) - (next[1] - point[1]) * (after[0] - next[0])
    return cross > 0
  })
}

// ── camera ──────────────────────────────────────────────────────────────────────────────────

const PITCH = (11 * Math.PI) / 180
const CAMERA_DISTANCE = 10
const LIGHT = normalise([-0.45, 0.75, 0.5])
const HALF = normalise([LIGHT[0], LIGHT[1], LIGHT[2] + 1])

function normalise(v: Point3): Point3 {
  const length = Math.hypot(v[0], v[1], v[2])
  return [v[0] / length, v[1] / length, v[2] / length]
}

const dot = (a: Point3, b: Point3) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2]

type Camera = {
  screen(p: Point3): Point2
  /** whether a face with this outward normal, through this point, faces the viewer */
  facing(point: Point3, normal: Point3): boolean
  /** a direction in camera space: x right, y up, z towards the viewer */
  turn(direction: Point3): Point3
}

function camera(angle: number, scale: number, origin: Point2): Camera {
  const cos = Math.cos(angle)
  const sin = Math.sin(angle)
  const pitchCos = Math.cos(PITCH)
  const pitchSin = Math.sin(PITCH)
  const turn = ([x, y, z]: Point3): Point3 => {
    const tx = x * cos + z * sin
    const tz = -x * sin + z * cos
    return [tx, y * pitchCos - tz * pitchSin, tz * pitchCos + y * pitchSin]
  }
  return {
    turn,
    screen(p) {
      const [x, y, z] = turn(p)
      const f = CAMERA_DISTANCE / (CAMERA_DISTANCE - z)
      return [origin[0] + x * scale * f, origin[1] - y * scale * f]
    },
    facing(point, normal) {
      const p = turn(point)
      const n = turn(normal)
      return n[0] * -p[0] + n[1] * -p[1] + n[2] * (CAMERA_DISTANCE - p[2]) > 0
    },
  }
}

// ── drawing ─────────────────────────────────────────────────────────────────────────────────

type Rgb = [number, number, number]

function rgb(hex: string): Rgb {
  const value = Number.parseInt(hex.replace('#', ''), 16)
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255]
}

function hex([r, g, b]: Rgb): string {
  const part = (v: number) =>
    Math.round(Math.min(255, Math.max(0, v)))
      .toString(16)
      .padStart(2, '0')
  return `#${part(r)}${part(g)}${part(b)}`
}

function mix(a: Rgb, b: Rgb, share: number): Rgb {
  return [a[0] + (b[0] - a[0]) * share, a[1] + (b[1] - a[1]) * share, a[2] + (b[2] - a[2]) * share]
}

/** A surface colour lit by the studio light: darker facing away, a soft highlight facing it. */
function lit(base: string, normal: Point3, gloss = 0.35): string {
  const diffuse = Math.max(0, dot(normal, LIGHT))
  const specular = Math.pow(Math.max(0, dot(normal, HALF)), 24)
  const shaded = mix(rgb(base), [0, 0, 0], (1 - diffuse) * 0.38)
  return hex(mix(shaded, [255, 255, 255], specular * gloss))
}

const num = (v: number) => (Math.round(v * 10) / 10).toString()

function polygon(points: readonly Point2[], fill: string): string {
  return `<polygon points="${points.map(([x, y]) => `${num(x)},${num(y)}`).join(' ')}" fill="${fill}"/>`
}

/** Convex hull (monotone chain) of projected points: a wheel's silhouette. */
function hull(points: Point2[]): Point2[] {
  const sorted = [...points].sort((a, b) => a[0] - b[0] || a[1] - b[1])
  const cross = (o: Point2, a: Point2, b: Point2) => (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0])
  const half = (list: Point2[]) => {
    const out: Point2[] = []
    for (const p of list) {
      while (out.length >= 2 && cross(out[out.length - 2]!, out[out.length - 1]!, p) <= 0) out.pop()
      out.push(p)
    }
    out.pop()
    return out
  }
  return [...half(sorted), ...half([...sorted].reverse())]
}

function circle(cx: number, cy: number, z: number, radius: number, steps = 24): Point3[] {
  return Array.from({ length: steps }, (_, i) => {
    const a = (i / steps) * Math.PI * 2
    return [cx + Math.cos(a) * radius, cy + Math.sin(a) * radius, z] as const
  })
}

/** An extruded profile's visible faces, in one paint; `decorate` adds what lies on a face. */
function prism(
  cam: Camera,
  profile: readonly Point2[],
  halfWidth: number,
  faceFill: (face: { edge: number | 'side'; normal: Point3 }) => string,
  decorate: (face: { edge: number | 'side'; side?: 1 | -1 }) => string = () => '',
): string {
  const parts: string[] = []
  profile.forEach((a, i) => {
    const b = profile[(i + 1) % profile.length]!
    const normal = normalise([b[1] - a[1], -(b[0] - a[0]), 0])
    const mid: Point3 = [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2, 0]
    if (!cam.facing(mid, normal)) return
    const quad = [
      cam.screen([a[0], a[1], halfWidth]),
      cam.screen([b[0], b[1], halfWidth]),
      cam.screen([b[0], b[1], -halfWidth]),
      cam.screen([a[0], a[1], -halfWidth]),
    ]
    parts.push(polygon(quad, faceFill({ edge: i, normal: cam.turn(normal) })))
    parts.push(decorate({ edge: i }))
  })
  for (const side of [1, -1] as const) {
    const normal: Point3 = [0, 0, side]
    if (!cam.facing([0, 0.8, side * halfWidth], normal)) continue
    parts.push(
      polygon(
        profile.map(([x, y]) => cam.screen([x, y, side * halfWidth])),
        faceFill({ edge: 'side', normal: cam.turn(normal) }),
      ),
    )
    parts.push(decorate({ edge: 'side', side }))
  }
  return parts.join('')
}

function patchOn(cam: Camera, profile: readonly Point2[], halfWidth: number, patch: EdgePatch): string {
  const a = profile[patch.edge]!
  const b = profile[(patch.edge + 1) % profile.length]!
  const along = (t: number): Point2 => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t]
  const [p0, p1] = [along(patch.t[0]), along(patch.t[1])]
  const [z0, z1] = [patch.z[0] * halfWidth, patch.z[1] * halfWidth]
  return polygon(
    [
      cam.screen([p0[0], p0[1], z0]),
      cam.screen([p1[0], p1[1], z0]),
      cam.screen([p1[0], p1[1], z1]),
      cam.screen([p0[0], p0[1], z1]),
    ],
    patch.fill,
  )
}

function wheel(cam: Camera, x: number, radius: number, z: number, width: number, side: 1 | -1): string {
  const outer = z + (side * width) / 2
  const inner = z - (side * width) / 2
  const rim = circle(x, radius, outer, radius).concat(circle(x, radius, inner, radius))
  const parts = [polygon(hull(rim.map((p) => cam.screen(p))), '#141518')]
  if (cam.facing([x, radius, outer], [0, 0, side])) {
    const n = cam.turn([0, 0, side])
    parts.push(
      polygon(
        circle(x, radius, outer, radius * 0.97).map((p) => cam.screen(p)),
        '#1d1f23',
      ),
    )
    parts.push(
      polygon(
        circle(x, radius, outer, radius * 0.64).map((p) => cam.screen(p)),
        lit('#c3c8cf', n, 0.6),
      ),
    )
    parts.push(
      polygon(
        circle(x, radius, outer, radius * 0.5).map((p) => cam.screen(p)),
        lit('#5b6169', n, 0.2),
      ),
    )
    for (let spoke = 0; spoke < 5; spoke++) {
      const a = (spoke / 5) * Math.PI * 2
      const w = 0.16
      const ends: Point3[] = [
        [x + Math.cos(a - w) * radius * 0.12, radius + Math.sin(a - w) * radius * 0.12, outer],
        [x + Math.cos(a - w / 3) * radius * 0.5, radius + Math.sin(a - w / 3) * radius * 0.5, outer],
        [x + Math.cos(a + w / 3) * radius * 0.5, radius + Math.sin(a + w / 3) * radius * 0.5, outer],
        [x + Math.cos(a + w) * radius * 0.12, radius + Math.sin(a + w) * radius * 0.12, outer],
      ]
      parts.push(
        polygon(
          ends.map((p) => cam.screen(p)),
          lit('#d6dade', n, 0.6),
        ),
      )
    }
    parts.push(
      polygon(
        circle(x, radius, outer, radius * 0.13, 12).map((p) => cam.screen(p)),
        '#8d939b',
      ),
    )
  }
  return parts.join('')
}

/** The SVG of one turntable frame: `frame` of SPIN_FRAME_COUNT, turning the car counter-clockwise seen from above. */
export function spinFrameSvg(subject: SpinSubject, frame: number): string {
  const { width: W, height: H } = SPIN_FRAME_SIZE
  const model = SPIN_MODELS[subject.shape]
  const paint = resolveColour(COLOURS[subject.colour].en).hex
  const length = Math.max(...model.body.map(([x]) => x)) - Math.min(...model.body.map(([x]) => x))
  const scale = (W * 0.7) / length
  const cam = camera((frame / SPIN_FRAME_COUNT) * Math.PI * 2, scale, [W / 2, H * 0.74])
  const hw = model.halfWidth
  const cabinWidth = hw * (1 - model.cabinInset)

  // The footprint on the floor, as a soft ellipse around it: a gradient costs a fraction of a blur filter.
  const footprint = circle(0, 0, 0, 1, 24).map(([x, y]) => cam.screen([x * (length / 2 + 0.1), 0, y * (hw + 0.1)]))
  const xs = footprint.map(([x]) => x)
  const ys = footprint.map(([, y]) => y)
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)]
  const shadow = `<ellipse cx="${num((minX + maxX) / 2)}" cy="${num((minY + maxY) / 2)}" rx="${num((maxX - minX) / 2 + 24)}" ry="${num((maxY - minY) / 2 + 14)}" fill="url(#shadow)"/>`

  const wheels = model.wheels.x.flatMap((x) =>
    ([1, -1] as const).map((side) => ({
      side,
      svg: wheel(cam, x, model.wheels.radius, side * (hw - model.wheels.width / 2 - 0.04), model.wheels.width, side),
      near: cam.facing([x, model.wheels.radius, side * hw], [0, 0, side]),
    })),
  )

  const arches = (side: 1 | -1) =>
    model.wheels.x
      .map((x) =>
        polygon(
          circle(x, model.wheels.radius, side * hw, model.wheels.radius * 1.18, 20)
            .filter(([, y]) => y >= model.body[0]![1] - 0.001)
            .concat([[x - model.wheels.radius * 1.18, model.body[0]![1], side * hw]])
            .map((p) => cam.screen(p)),
          '#0d0e10',
        ),
      )
      .join('')

  const body = prism(
    cam,
    model.body,
    hw,
    ({ normal }) => lit(paint, normal),
    ({ edge, side }) =>
      edge === 'side'
        ? arches(side ?? 1)
        : model.patches
            .filter((patch) => patch.edge === edge)
            .map((patch) => patchOn(cam, model.body, hw, patch))
            .join(''),
  )
  const cabin = prism(
    cam,
    model.cabin,
    cabinWidth,
    ({ edge, normal }) =>
      typeof edge === 'number' && model.glassEdges.includes(edge) ? lit('#1b2128', normal, 0.7) : lit(paint, normal),
    ({ edge, side = 1 }) => {
      if (edge !== 'side') return ''
      const z = side * (cabinWidth + 0.002)
      const ys = model.sideGlass.map(([, y]) => y)
      const [bottom, top] = [Math.min(...ys), Math.max(...ys)]
      const normal = cam.turn([0, 0, side])
      return (
        polygon(
          model.sideGlass.map(([x, y]) => cam.screen([x, y, z])),
          lit('#1b2128', normal, 0.7),
        ) +
        model.pillars
          .map((x) =>
            polygon(
              [
                cam.screen([x - 0.05, bottom, z]),
                cam.screen([x + 0.05, bottom, z]),
                cam.screen([x + 0.03, top, z]),
                cam.screen([x - 0.07, top, z]),
              ],
              lit(paint, normal),
            ),
          )
          .join('')
      )
    },
  )

  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
<defs>
<linearGradient id="studio" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#e6e9ec"/><stop offset="0.62" stop-color="#f4f5f6"/><stop offset="0.7" stop-color="#e2e5e8"/><stop offset="1" stop-color="#c9ced3"/></linearGradient>
<radialGradient id="shadow"><stop offset="0.55" stop-color="#000" stop-opacity="0.42"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>
</defs>
<rect width="${W}" height="${H}" fill="url(#studio)"/>
${shadow}
${wheels
  .filter((w) => !w.near)
  .map((w) => w.svg)
  .join('')}
${body}
${cabin}
${wheels
  .filter((w) => w.near)
  .map((w) => w.svg)
  .join('')}
</svg>`
}

// ── cabin panorama ──────────────────────────────────────────────────────────────────────────

type Cabin = { glassTop: number; glassBottom: number; seat: string; trim: string; rear: 'bench' | 'bulkhead' }

const CABINS: Record<PictureShape, Cabin> = {
  sedan: { glassTop: 150, glassBottom: 330, seat: '#2a2c30', trim: '#3a3d42', rear: 'bench' },
  hatch: { glassTop: 150, glassBottom: 335, seat: '#33363b', trim: '#45484e', rear: 'bench' },
  suv: { glassTop: 130, glassBottom: 345, seat: '#8a7358', trim: '#3b3834', rear: 'bench' },
  pickup: { glassTop: 140, glassBottom: 340, seat: '#2f3236', trim: '#44474c', rear: 'bench' },
  van: { glassTop: 120, glassBottom: 350, seat: '#2c2f33', trim: '#55585d', rear: 'bulkhead' },
}

/**
 * The SVG of a shape's cabin panorama: a full turn from the middle of the front seats, the
 * windscreen in the middle, the doors a quarter turn to either side and the rear at both ends,
 * so the picture joins up when it wraps around. Right-hand drive, as the UK stock is.
 */
export function panoramaSvg(shape: PictureShape): string {
  const { width: W, height: H } = PANORAMA_SIZE
  const c = CABINS[shape]
  const quarter = W / 4
  const window = (x0: number, x1: number, top: number, bottom: number, slant = 30) =>
    `<path d="M ${x0 + slant},${top} L ${x1 - slant},${top} L ${x1},${bottom} L ${x0},${bottom} Z" fill="url(#outside)" stroke="#111" stroke-width="6"/>`
  // The front door's window is the one nearer the windscreen: to the right on the left side of
  // the panorama, to the left on the right side.
  const door = (centre: number, front: 1 | -1) => {
    const at = (offset: number) => centre + offset * front
    const span = (a: number, b: number) => [Math.min(at(a), at(b)), Math.max(at(a), at(b))] as const
    const [f0, f1] = span(20, 250)
    const [r0, r1] = span(-290, -20)
    const [h0] = span(90, 160)
    const [g0] = span(-200, -130)
    return `
    ${window(f0, f1, c.glassTop + 20, c.glassBottom, 40)}
    ${window(r0, r1, c.glassTop + 30, c.glassBottom, 30)}
    <rect x="${centre - 320}" y="${c.glassBottom}" width="640" height="${H - c.glassBottom}" fill="${c.trim}"/>
    <rect x="${f0 + 10}" y="${c.glassBottom + 70}" width="${f1 - f0 - 20}" height="26" rx="13" fill="#1c1e21"/>
    <rect x="${r0 + 10}" y="${c.glassBottom + 70}" width="${r1 - r0 - 20}" height="26" rx="13" fill="#1c1e21"/>
    <rect x="${h0}" y="${c.glassBottom + 20}" width="70" height="16" rx="8" fill="#b9bec4"/>
    <rect x="${g0}" y="${c.glassBottom + 20}" width="70" height="16" rx="8" fill="#b9bec4"/>`
  }
  const rear =
    c.rear === 'bench'
      ? `${window(-220, 220, c.glassTop + 30, c.glassBottom - 20, 60)}
        ${[-150, 0, 150].map((x) => `<rect x="${x - 60}" y="${c.glassBottom - 40}" width="120" height="70" rx="22" fill="${c.seat}"/>`).join('')}
        <rect x="-260" y="${c.glassBottom + 20}" width="520" height="${H - c.glassBottom}" rx="40" fill="${c.seat}"/>
        <path d="M -260,${c.glassBottom + 120} L 260,${c.glassBottom + 120}" stroke="#000" stroke-opacity="0.25" stroke-width="4"/>`
      : `<rect x="-300" y="${c.glassTop}" width="600" height="${H - c.glassTop}" fill="${c.trim}"/>
        ${window(-90, 90, c.glassTop + 40, c.glassTop + 160, 10)}
        <path d="M -300,${c.glassBottom + 60} L 300,${c.glassBottom + 60}" stroke="#000" stroke-opacity="0.3" stroke-width="5"/>`
  const wheelX = W / 2 + 210
  const dashTop = c.glassBottom - 10
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
<defs>
<linearGradient id="outside" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#dfe6ee"/><stop offset="0.6" stop-color="#f5f7f9"/><stop offset="0.62" stop-color="#b9c0c7"/><stop offset="1" stop-color="#9aa2aa"/></linearGradient>
<linearGradient id="roof" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#d9d4cc"/><stop offset="1" stop-color="#b8b2a9"/></linearGradient>
<radialGradient id="screen" cx="50%" cy="40%" r="70%"><stop offset="0" stop-color="#3c6fa8"/><stop offset="1" stop-color="#0f1d2e"/></radialGradient>
</defs>
<rect width="${W}" height="${H}" fill="url(#roof)"/>
<rect y="${c.glassTop - 30}" width="${W}" height="${H}" fill="${c.trim}"/>
${window(W / 2 - 300, W / 2 + 300, c.glassTop - 10, dashTop, 70)}
${door(quarter, 1)}
${door(quarter * 3, -1)}
<g transform="translate(0,0)">${rear}</g>
<g transform="translate(${W},0)">${rear}</g>
<path d="M ${W / 2 - 340},${dashTop} Q ${W / 2},${dashTop - 40} ${W / 2 + 340},${dashTop} L ${W / 2 + 380},${H} L ${W / 2 - 380},${H} Z" fill="#23262a"/>
<rect x="${W / 2 - 150}" y="${dashTop + 20}" width="160" height="100" rx="12" fill="url(#screen)" stroke="#0a0b0c" stroke-width="6"/>
<rect x="${wheelX - 110}" y="${dashTop + 6}" width="220" height="70" rx="14" fill="#0e1013"/>
<circle cx="${wheelX - 50}" cy="${dashTop + 41}" r="26" fill="none" stroke="#7fb2e5" stroke-width="4"/>
<circle cx="${wheelX + 50}" cy="${dashTop + 41}" r="26" fill="none" stroke="#7fb2e5" stroke-width="4"/>
<circle cx="${wheelX}" cy="${dashTop + 180}" r="120" fill="none" stroke="#16181b" stroke-width="28"/>
<path d="M ${wheelX - 112},${dashTop + 190} L ${wheelX + 112},${dashTop + 190} L ${wheelX + 35},${dashTop + 235} L ${wheelX - 35},${dashTop + 235} Z" fill="#1f2226"/>
<circle cx="${wheelX}" cy="${dashTop + 190}" r="40" fill="#2b2f34"/>
<rect x="${W / 2 - 140}" y="${dashTop + 150}" width="140" height="${H - dashTop - 150}" fill="#1b1d20"/>
<rect x="${W / 2 - 88}" y="${dashTop + 190}" width="36" height="70" rx="14" fill="#9ca3ab"/>
${[W / 2 - 260, W / 2 + 260].map((x) => `<rect x="${x - 40}" y="${dashTop + 30}" width="80" height="34" rx="10" fill="#111316"/>`).join('')}
</svg>`
}

// ── files ───────────────────────────────────────────────────────────────────────────────────

const jpeg = (svg: string, quality: number) =>
  sharp(Buffer.from(svg)).flatten({ background: '#ffffff' }).jpeg({ quality, optimiseCoding: true }).toBuffer()

async function writeAtomically(file: string, data: Buffer) {
  const temporary = `${file}.${process.pid}.tmp`
  await writeFile(temporary, data)
  await rename(temporary, file)
}

type Job = { file: string; render: () => Promise<Buffer> }

export type SpinRenderSummary = { rendered: number; kept: number; ms: number }

/** Renders the frames and panoramas of `subjects` that `dir` does not hold yet. */
export async function renderSpinMedia(dir: string, subjects: Iterable<SpinSubject>): Promise<SpinRenderSummary> {
  const started = performance.now()
  await mkdir(dir, { recursive: true })
  const jobs: Job[] = []
  const shapes = new Set<PictureShape>()
  const seen = new Set<string>()
  for (const subject of subjects) {
    const key = `${subject.shape}-${subject.colour}`
    if (seen.has(key)) continue
    seen.add(key)
    shapes.add(subject.shape)
    for (let frame = 0; frame < SPIN_FRAME_COUNT; frame++) {
      jobs.push({
        file: spinFile({ kind: 'frame', ...subject, frame }),
        render: () => jpeg(spinFrameSvg(subject, frame), 78),
      })
    }
  }
  for (const shape of shapes) {
    jobs.push({ file: spinFile({ kind: 'panorama', shape }), render: () => jpeg(panoramaSvg(shape), 80) })
  }
  const missing = jobs.filter((job) => !existsSync(path.join(dir, job.file)))
  let rendered = 0
  const queue = [...missing]
  const worker = async () => {
    for (let job = queue.shift(); job; job = queue.shift()) {
      await writeAtomically(path.join(dir, job.file), await job.render())
      rendered++
    }
  }
  const workers = Math.max(1, Math.min(4, os.availableParallelism()))
  await Promise.all(Array.from({ length: workers }, worker))
  return { rendered, kept: jobs.length - missing.length, ms: Math.round(performance.now() - started) }
}

/**
 * Passes the cars through unchanged while noting the turntable subject of each with
 * autos_on_show, so the seed draws only those and reads the stream once.
 */
export function* collectSpinSubjects<
  T extends { autos_on_show?: boolean | null; car_color?: string | null; car_body?: string | null },
>(cars: Iterable<T>, into: Map<string, SpinSubject>): Generator<T> {
  for (const car of cars) {
    if (car.autos_on_show) {
      const subject = spinSubjectOf(car)
      if (subject) into.set(`${subject.shape}-${subject.colour}`, subject)
    }
    yield car
  }
}
