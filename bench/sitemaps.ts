/**
 * Sitemaps and vehicle feeds at marketplace scale (issue 24): 100,000 demo cars (as
 * bench/ingest.ts makes them) through the product's builders, printing the generation time and
 * size of the sitemap index and of the largest car sitemap, for a one-language and a
 * three-language site, and of the XML and CSV vehicle feeds. Figures only, never asserted.
 *
 *   node --import tsx bench/sitemaps.ts [--size 100000]
 */
import { parseArgs } from 'node:util'
import { iterateCars } from '../data/inventory'
import { carSitemapEntry } from '../src/modules/cars/sitemap'
import { buildVehicleFeedCsv, buildVehicleFeedXml, feedRow } from '../src/modules/cars/vehicle-feed'
import { carSchema, type Car } from '../src/modules/search/documents'
import { buildSitemapIndexXml, buildSitemapXml, chunkEntries, newest } from '../src/modules/seo/sitemap'
import { makeSite } from '../src/modules/sites/site.fixture'

const { values: args } = parseArgs({ options: { size: { type: 'string', default: '100000' } } })
const size = Number(args.size)
const origin = 'https://www.hedinautomotive.se'
const mib = (bytes: number) => `${(bytes / 2 ** 20).toFixed(1)} MiB`

function timed<T>(run: () => T): { value: T; ms: number } {
  const started = performance.now()
  const value = run()
  return { value, ms: performance.now() - started }
}

const cars: Car[] = []
for (const car of iterateCars({ count: size, seed: 1 })) cars.push(carSchema.parse(car))
console.log(
  `\nsitemaps and vehicle feeds at ${cars.length.toLocaleString('en')} cars (targets: 45,000-URL file < 2 s, feeds < 10 s)`,
)

for (const site of [
  makeSite({ paths: { ...makeSite().paths, carDetail: '/kop-bil' } }),
  makeSite({ name: 'hedin-fi', languages: ['fi', 'sv', 'en'], defaultLanguage: 'fi' }),
]) {
  const chunks = timed(() =>
    chunkEntries(
      cars.map((car) => carSitemapEntry(car, site, origin)),
      site,
    ),
  )
  const largest = chunks.value.reduce((a, b) => (b.length > a.length ? b : a))
  const xml = timed(() => buildSitemapXml(largest, site, origin))
  const index = timed(() =>
    buildSitemapIndexXml(
      [
        { name: 'pages' },
        ...chunks.value.map((chunk, i) => ({
          name: `cars-${i + 1}`,
          lastModified: newest(chunk.map((e) => e.lastModified)),
        })),
      ],
      origin,
    ),
  )
  const label = `${site.languages.length} language${site.languages.length > 1 ? 's' : ''}`
  console.log(
    `  ${label.padEnd(12)} entries + split ${chunks.ms.toFixed(0).padStart(5)} ms, ${chunks.value.length} car files` +
      ` | largest car sitemap ${largest.length.toLocaleString('en')} cars ${xml.ms.toFixed(0).padStart(5)} ms ${mib(Buffer.byteLength(xml.value.toString()))}` +
      ` | index ${index.ms.toFixed(1)} ms ${Buffer.byteLength(index.value)} B`,
  )
}

const site = makeSite({ paths: { ...makeSite().paths, carDetail: '/kop-bil' } })
const rows = timed(() =>
  cars.map((car) => feedRow(car, { link: `${origin}/kop-bil/${car.car_id}/${car.slug}`, origin })),
)
const feedXml = timed(() => buildVehicleFeedXml(rows.value, { title: site.label, link: origin }))
const feedCsv = timed(() => buildVehicleFeedCsv(rows.value))
console.log(
  `  vehicle feeds: rows ${rows.ms.toFixed(0)} ms | XML ${feedXml.ms.toFixed(0)} ms ${mib(Buffer.byteLength(feedXml.value))}` +
    ` | CSV ${feedCsv.ms.toFixed(0)} ms ${mib(Buffer.byteLength(feedCsv.value))}`,
)
