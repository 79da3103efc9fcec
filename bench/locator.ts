/**
 * Locator benchmark: at 3,000, 30,000 and 100,000 charging points (the demo generator's
 * network), prints how long clustering takes (index build and one view of Sweden), Fuse
 * suggestion latency p50/p95 over visitor-like queries, the nearest search, and the size of the
 * locations JSON the page loads, raw and gzipped.
 *
 *   npm run bench:locator
 *   npm run bench:locator -- --sizes 3000,30000 --queries 400
 *
 * Figures are printed, never asserted.
 */
import { parseArgs } from 'node:util'
import { gzipSync } from 'node:zlib'
import { demoChargingPoints } from '../data/locations'
import { nearest } from '../src/modules/locator/nearest'
import { readLocations } from '../src/modules/locator/read'
import { createSuggester } from '../src/modules/locator/suggest'
import type { Location } from '../src/modules/locator/types'
import { createClusterIndex } from '../src/ui/map/clusters'
import { MAX_FIT_ZOOM } from '../src/ui/map/constants'

const { values: args } = parseArgs({
  options: { sizes: { type: 'string', default: '3000,30000,100000' }, queries: { type: 'string', default: '400' } },
})
const SIZES = args.sizes.split(',').map(Number)
const QUERIES = Number(args.queries)

function random(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}
const rng = random(19)
const pick = <T>(list: readonly T[]): T => list[Math.floor(rng() * list.length)]!

function percentiles(samples: number[]) {
  const sorted = samples.slice().sort((a, b) => a - b)
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!
  return { p50: at(50), p95: at(95), max: sorted.at(-1)! }
}
const ms = (value: number) => `${value.toFixed(value < 10 ? 2 : 0)} ms`
const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`

function timed<T>(run: () => T): [T, number] {
  const started = performance.now()
  const value = run()
  return [value, performance.now() - started]
}

function locationsOf(count: number): Location[] {
  const raws = demoChargingPoints(count).map((d) => ({ ...d, locationType: d.type, id: d.locationId }))
  return readLocations(raws).locations
}

/** What visitors type: whole town names, prefixes, streets, postcodes, a typo now and then. */
function queries(locations: readonly Location[], count: number): string[] {
  return Array.from({ length: count }, () => {
    const l = pick(locations)
    switch (Math.floor(rng() * 5)) {
      case 0:
        return l.city
      case 1:
        return l.city.slice(0, 2 + Math.floor(rng() * 4))
      case 2:
        return l.address.split(' ')[0]!
      case 3:
        return l.zip
      default: {
        const name = l.name
        const i = 1 + Math.floor(rng() * (name.length - 2))
        return name.slice(0, i) + name.slice(i + 1)
      }
    }
  })
}

const SWEDEN: [number, number, number, number] = [10.5, 55.2, 24.2, 69.1]

console.log(`locator benchmark (${QUERIES} suggestion queries at 3,000 points, proportionally fewer above)\n`)
for (const size of SIZES) {
  const [locations, generated] = timed(() => locationsOf(size))
  const markers = locations.map((l) => ({ id: l.id, lat: l.lat, lng: l.lng, title: l.name }))
  const [index, built] = timed(() => createClusterIndex(markers, { maxZoom: 11 }))
  const [items, viewed] = timed(() => index.items(SWEDEN, 5))
  const [, viewedCity] = timed(() => index.items([17.8, 59.2, 18.3, 59.45], 10))

  const [suggest, fuseBuilt] = timed(() => createSuggester(locations))
  // Fuse's work grows with the points: fewer queries at the bigger sizes keep the run short.
  const qs = queries(locations, Math.max(50, Math.round((QUERIES * 3000) / size)))
  for (const q of qs.slice(0, 20)) suggest(q) // warm-up
  const fuse = percentiles(qs.map((q) => timed(() => suggest(q))[1]))

  const origins = Array.from({ length: 200 }, () => ({ lat: 55.5 + rng() * 12, lng: 12 + rng() * 10 }))
  for (const o of origins.slice(0, 20)) nearest(locations, o)
  const near = percentiles(origins.map((o) => timed(() => nearest(locations, o))[1]))

  const json = JSON.stringify({ total: locations.length, skipped: 0, locations })
  const [gzipped, zipped] = timed(() => gzipSync(json))

  console.log(`${size.toLocaleString('en')} points (generated in ${ms(generated)})`)
  console.log(
    `  clustering   index ${ms(built)}, Sweden at zoom 5 ${ms(viewed)} (${items.length} items), Stockholm at zoom 10 ${ms(viewedCity)}; total ${ms(built + viewed)}  [aim: < 30 ms at 3,000]`,
  )
  console.log(
    `  suggestions  Fuse index ${ms(fuseBuilt)}; p50 ${ms(fuse.p50)}  p95 ${ms(fuse.p95)}  max ${ms(fuse.max)}  [aim: p95 < 10 ms]`,
  )
  console.log(`  nearest      p50 ${ms(near.p50)}  p95 ${ms(near.p95)}  (16 km, at least 3, fit zoom ${MAX_FIT_ZOOM})`)
  console.log(
    `  JSON         ${kb(json.length)} raw, ${kb(gzipped.length)} gzip (gzip ${ms(zipped)})  [aim: < 150 KB gzip at 3,000]\n`,
  )
}
