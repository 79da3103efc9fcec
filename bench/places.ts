/**
 * Places benchmark: builds the embedded gazetteer (towns of the five markets plus the demo
 * dealer sites) and prints its build time, memory, and latency percentiles of suggest, geocode
 * and reverse over a few thousand visitor-like queries: whole names, prefixes as typed, typos,
 * names without accents, postcodes with and without the space, UK outward codes.
 *
 *   npm run bench:places
 *   npm run bench:places -- --queries 10000
 *
 * Figures are printed, never asserted.
 */
import { parseArgs } from 'node:util'
import { generateDealerSites } from '../data/inventory'
import { embeddedPlaces, Gazetteer, readCities, type City, type PlacesProvider } from '../src/providers/places'
import { PLACE_COUNTRIES } from '../src/providers/places/types'

const { values: args } = parseArgs({ options: { queries: { type: 'string', default: '4000' } } })
const QUERIES = Number(args.queries)

const gc = (globalThis as { gc?: () => void }).gc
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`

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
const rng = random(17)
const pick = <T>(list: readonly T[]): T => list[Math.floor(rng() * list.length)]!

function typo(name: string): string {
  if (name.length < 4) return name
  const i = 1 + Math.floor(rng() * (name.length - 2))
  switch (Math.floor(rng() * 3)) {
    case 0:
      return name.slice(0, i) + name[i + 1] + name[i] + name.slice(i + 2) // swapped letters
    case 1:
      return name.slice(0, i) + name.slice(i + 1) // a letter left out
    default:
      return name.slice(0, i) + 'e' + name.slice(i + 1) // a wrong letter
  }
}
const plain = (name: string) => name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()

function percentiles(samples: number[]) {
  const sorted = samples.slice().sort((a, b) => a - b)
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!
  return `p50 ${at(50).toFixed(3)} ms  p95 ${at(95).toFixed(3)} ms  p99 ${at(99).toFixed(3)} ms  max ${sorted.at(-1)!.toFixed(3)} ms`
}

async function time(label: string, count: number, run: (i: number) => Promise<unknown>) {
  for (let i = 0; i < Math.min(200, count); i++) await run(i) // warm-up
  const samples: number[] = []
  for (let i = 0; i < count; i++) {
    const started = performance.now()
    await run(i)
    samples.push(performance.now() - started)
  }
  console.log(`${label.padEnd(30)} n=${count}  ${percentiles(samples)}`)
}

async function main() {
  gc?.()
  const heapBefore = process.memoryUsage().heapUsed
  const rssBefore = process.memoryUsage().rss
  const started = performance.now()
  const cities = readCities()
  const read = performance.now() - started
  const gazetteer = new Gazetteer(cities)
  const sites = generateDealerSites()
  gazetteer.setDealers(sites)
  const built = performance.now() - started
  gc?.()
  const heapAfter = process.memoryUsage().heapUsed
  const rssAfter = process.memoryUsage().rss
  console.log(
    `gazetteer: ${gazetteer.size.cities} towns, ${gazetteer.size.dealers} dealer places, ${gazetteer.size.terms} names`,
  )
  console.log(`build: ${built.toFixed(0)} ms (data file read and decoded in ${read.toFixed(0)} ms)`)
  console.log(
    `memory: heap +${mb(heapAfter - heapBefore)}, RSS +${mb(rssAfter - rssBefore)}${gc ? '' : ' (run with --expose-gc for steadier figures)'}`,
  )

  const provider: PlacesProvider = embeddedPlaces({ gazetteer: () => gazetteer })
  const big = cities.filter((city) => city.population >= 5000)
  const towns: City[] = big.length > 0 ? big : cities
  const zips = sites.map((site) => site.site_zip).filter((zip): zip is string => Boolean(zip))

  const kinds: [string, () => string][] = [
    ['whole name', () => pick(towns).name],
    ['prefix', () => pick(towns).name.slice(0, 2 + Math.floor(rng() * 5))],
    ['typo', () => typo(pick(towns).name)],
    ['no accents', () => plain(pick(towns).name)],
    ['postcode', () => pick(zips)],
    ['postcode, no space', () => pick(zips).replace(/\s/g, '')],
    ['UK outward code', () => pick(['SW1A', 'NW10', 'M17', 'LS4', 'B25', 'EC2', 'G1', 'CR0'])],
  ]
  const mixed = Array.from({ length: QUERIES }, () => pick(kinds)[1]())
  const countries = Array.from({ length: QUERIES }, () => (rng() < 0.5 ? pick(PLACE_COUNTRIES) : undefined))

  console.log()
  await time('suggest, mixed', QUERIES, (i) =>
    provider.suggest(mixed[i]!, { country: countries[i], limit: 5, lang: 'sv' }),
  )
  for (const [label, make] of kinds) {
    const queries = Array.from({ length: Math.ceil(QUERIES / 4) }, make)
    await time(`  suggest, ${label}`, queries.length, (i) => provider.suggest(queries[i]!, { limit: 5 }))
  }
  await time('geocode, mixed', QUERIES, (i) => provider.geocode(mixed[i]!, { country: countries[i] }))
  const points = Array.from({ length: QUERIES }, () => {
    const town = pick(towns)
    return { lat: town.lat + (rng() - 0.5) * 0.2, lng: town.lng + (rng() - 0.5) * 0.4 }
  })
  await time('reverse', QUERIES, (i) => provider.reverse(points[i]!.lat, points[i]!.lng))
  gc?.()
  console.log(`\nheap after the queries: ${mb(process.memoryUsage().heapUsed)}, RSS ${mb(process.memoryUsage().rss)}`)
}

await main()
