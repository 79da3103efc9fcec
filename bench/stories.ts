/**
 * Stories benchmark (issue 19): one index of 1,000 stories (5 tags, dates over 18 months, ties
 * on some days) in a fresh SQLite database, then what `GET /api/stories` costs when the page cache
 * misses: the database read of a page (first page, a deep cursor, a tag filter) plus the answer's
 * mapping and cursor. Prints p50/p95/max; the aim is p95 under 20 ms. Figures only.
 *
 *   npm run bench:stories [-- --stories 1000 --iterations 300]
 *
 * Runs inside `payload run` (bench/stories.mjs sets up the scratch database around it).
 */
import { parseArgs } from 'node:util'
import { createLocalReq, commitTransaction, getPayload, initTransaction } from 'payload'
import config from '@payload-config'
import { seedSiteSettings } from '@data/sites/settings'
import { loadStoriesPage } from '@/cms/stories'
import { decodeCursor, encodeCursor } from '@/modules/stories/cursor'
import { toApiStory } from '@/modules/stories/response'

const { values: args } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: { stories: { type: 'string', default: '1000' }, iterations: { type: 'string', default: '300' } },
  strict: false,
})
const count = Number(args.stories)
const iterations = Number(args.iterations)
const context = { disableRevalidate: true }
const KEY = 'bench-secret-0123456789'

const payload = await getPayload({ config })
const settings = seedSiteSettings.find((s) => s.name === 'hedin-uk')!
const site = await payload.create({
  collection: 'sites',
  data: { ...settings, name: 'bench-stories', hostNames: ['bench.example.test'], isDefault: false } as never,
  context,
})
const home = await payload.create({
  collection: 'pages',
  data: { title: 'Home', slug: '', site: site.id, _status: 'published' },
  context,
})
const index = await payload.create({
  collection: 'pages',
  data: { title: 'News', slug: 'news', site: site.id, parent: home.id, _status: 'published' },
  context,
})
const tagKeys = ['events', 'electric', 'offers', 'community', 'company-news']
const tags = []
for (const key of tagKeys) {
  tags.push(await payload.create({ collection: 'tags', data: { site: site.id, key, value: key }, context }))
}
const author = await payload.create({ collection: 'authors', data: { name: 'Sophie Turner' }, context })

let started = performance.now()
const req = await createLocalReq({ context }, payload)
await initTransaction(req)
const start = Date.UTC(2025, 4, 1)
const span = Date.UTC(2026, 10, 1) - start
for (let i = 0; i < count; i++) {
  // two stories share a day now and then: the cursor's id tiebreak is exercised
  const day = Math.floor(((i - (i % 7 === 0 ? 1 : 0)) / count) * (span / 86_400_000))
  await payload.create({
    collection: 'stories',
    data: {
      site: site.id,
      index: index.id,
      slug: `story-${i}`,
      title: `Story number ${i}`,
      premble: 'A short introduction to the story, as a card shows it.',
      date: new Date(start + day * 86_400_000 + 12 * 3_600_000).toISOString(),
      author: author.id,
      tags: [tags[i % 5]!.id, ...(i % 3 === 0 ? [tags[(i + 2) % 5]!.id] : [])],
      _status: 'published',
    },
    depth: 0,
    context,
    req,
  })
}
await commitTransaction(req)
console.log(`${count} stories written in ${((performance.now() - started) / 1000).toFixed(1)} s`)

const ref = { id: index.id, path: '/news' }
const all = await loadStoriesPage(payload, { siteName: 'bench-stories', index: ref, lang: 'en', first: count })
const positions = all.items.map((s) => ({ date: s.date!, id: s.id }))

type Workload = { name: string; request: (i: number) => { tags: string[]; after: string | null } }
const workloads: Workload[] = [
  { name: 'first page', request: () => ({ tags: [], after: null }) },
  {
    name: 'deep cursor',
    request: (i) => ({ tags: [], after: encodeCursor(positions[(i * 7919) % positions.length]!, KEY) }),
  },
  {
    name: 'two tags (OR) + cursor',
    request: (i) => ({
      tags: [tagKeys[i % 5]!, tagKeys[(i + 1) % 5]!],
      after: i % 2 ? encodeCursor(positions[(i * 104729) % positions.length]!, KEY) : null,
    }),
  },
]

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!
console.log(`\nGET /api/stories on a cache miss, ${count} stories, ${iterations} requests each (first=4):`)
console.log('workload                      p50 ms   p95 ms   max ms')
const everything: number[] = []
for (const workload of workloads) {
  const times: number[] = []
  for (let i = 0; i < iterations; i++) {
    const { tags: keys, after } = workload.request(i)
    started = performance.now()
    const position = after ? decodeCursor(after, KEY) : null
    const page = await loadStoriesPage(payload, {
      siteName: 'bench-stories',
      index: ref,
      lang: 'en',
      tags: keys,
      first: 4,
      after: position,
    })
    JSON.stringify({
      total: page.total,
      pageInfo: { endCursor: page.end ? encodeCursor(page.end, KEY) : null, hasNext: page.hasNext },
      stories: page.items.map((story) => toApiStory(story, { defaultLanguage: 'en' }, 'en')),
    })
    times.push(performance.now() - started)
  }
  times.sort((a, b) => a - b)
  everything.push(...times)
  console.log(
    `${workload.name.padEnd(28)} ${percentile(times, 0.5).toFixed(2).padStart(7)}  ${percentile(times, 0.95).toFixed(2).padStart(7)}  ${times.at(-1)!.toFixed(2).padStart(7)}`,
  )
}
everything.sort((a, b) => a - b)
console.log(
  `all                          ${percentile(everything, 0.5).toFixed(2).padStart(7)}  ${percentile(everything, 0.95).toFixed(2).padStart(7)}   (aim: p95 under 20 ms)`,
)
process.exit(0)
