/**
 * Redirects benchmark: generates 100, 1,000 and 10,000 rules of every kind (static, with query
 * conditions, parameter, prefixed parameter, wildcards, raw language paths, several segments),
 * and prints per size the time to validate and to compile them, the memory of the compiled set,
 * and lookups per second on one core for hits (the answer built, Location and all) and misses,
 * beside a linear scan of one regular expression per rule, the way a naive matcher works.
 *
 *   npm run bench:redirects
 *
 * Aims (issue 20): 10,000 rules compile under 100 ms; at least 1,000,000 lookups/s at 10,000
 * rules, within 20% of the 100-rule figure. Figures are printed, never asserted.
 */
import {
  compileRedirects,
  lookupRedirect,
  redirectRuleSchema,
  type RedirectRequest,
  type RedirectRule,
  type RedirectRuleInput,
  type RedirectSite,
} from '../src/modules/redirects'

const SIZES = [100, 1_000, 10_000]
const RUN_MS = 1000

const gc = (globalThis as { gc?: () => void }).gc
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(2)} MB`
const rate = (perSecond: number) => `${Math.round(perSecond).toLocaleString('en-GB')}/s`

const site: RedirectSite = {
  name: 'hedin-fi',
  hostNames: ['hedinautomotive.fi'],
  languages: ['fi', 'sv', 'en'],
  defaultLanguage: 'fi',
}

type Kind = { rule: (i: number) => RedirectRuleInput; hit: (i: number) => RedirectRequest }

// One generator per kind of rule; rule i is of kind i % KINDS.length.
const KINDS: Kind[] = [
  {
    rule: (i) => ({ site: site.name, source: `/vanha-sivu-${i}/tiedot`, destination: `/uusi/${i}` }),
    hit: (i) => ({ path: `/vanha-sivu-${i}/tiedot` }),
  },
  {
    rule: (i) => ({
      site: site.name,
      source: `/aktuelt-${i}`,
      destination: '/aktuelt',
      has: [{ type: 'query', key: 'cat', value: `c${i}` }],
    }),
    hit: (i) => ({ path: `/aktuelt-${i}`, query: `cat=c${i}&utm_source=x` }),
  },
  {
    rule: (i) => ({ site: site.name, source: `/biler-${i}/{brand}/{model}`, destination: '/kjop-bil/{brand}/{model}' }),
    hit: (i) => ({ path: `/biler-${i}/BMW/iX1` }),
  },
  {
    rule: (i) => ({
      site: site.name,
      source: `/anlaggningar-${i}/{id}/hedin-bil-{location}`,
      destination: '/anlaggningar/hedin-automotive-{location}',
    }),
    hit: (i) => ({ path: `/anlaggningar-${i}/123/hedin-bil-umea` }),
  },
  {
    rule: (i) => ({ site: site.name, source: `/used-${i}/{path*}`, destination: '/buy-car/used-cars/{path*}' }),
    hit: (i) => ({ path: `/used-${i}/bmw/x3/2021` }),
  },
  {
    rule: (i) => ({ site: site.name, source: `/fi-FI-${i}/{path+}`, destination: '/{path+}', allLanguages: false }),
    hit: (i) => ({ path: `/fi-FI-${i}/meista` }),
  },
  {
    rule: (i) => ({ site: site.name, source: `/kop-bil/malli-${i}`, destination: `/osta-auto/${i}` }),
    hit: (i) => ({ path: `/sv/kop-bil/malli-${i}` }),
  },
]

function generateRules(count: number): RedirectRuleInput[] {
  return Array.from({ length: count }, (_, i) => ({ ...KINDS[i % KINDS.length]!.rule(i), order: i + 1 }))
}

function hits(count: number): RedirectRequest[] {
  return Array.from({ length: 1000 }, (_, n) => {
    const i = Math.floor((n * count) / 1000)
    return KINDS[i % KINDS.length]!.hit(i)
  })
}

function misses(): RedirectRequest[] {
  return Array.from({ length: 1000 }, (_, n) => {
    // Paths our pages use, some sharing a rule's first segment, one long.
    const paths = [`/osta-auto/kaikki-autot`, `/kop-bil/malli-x${n}`, `/meista/${n}`, `/a/b/c/d/e/f/${n}`]
    return { path: paths[n % paths.length]!, query: n % 3 === 0 ? 'car_brand=BMW' : '' }
  })
}

function lookupsPerSecond(run: (request: RedirectRequest) => unknown, requests: RedirectRequest[]): number {
  for (const request of requests) run(request) // warm up
  let done = 0
  const start = performance.now()
  let elapsed = 0
  while (elapsed < RUN_MS) {
    for (const request of requests) run(request)
    done += requests.length
    elapsed = performance.now() - start
  }
  return (done / elapsed) * 1000
}

/** The naive matcher: one case-insensitive expression per rule, tried in order. */
function regexFor(source: string): RegExp {
  const body = source
    .split('/')
    .filter((segment) => segment !== '')
    .map((segment) => {
      const wildcard = /^\{\w+([*+])\}$/.exec(segment)
      if (wildcard) return wildcard[1] === '*' ? '(?:/(.*))?' : '/(.+)'
      return '/' + segment.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\w+\}/g, '([^/]+)')
    })
    .join('')
  return new RegExp(`^${body}/?$`, 'i')
}

function linearScan(rules: readonly RedirectRule[]): (request: RedirectRequest) => unknown {
  const compiled = rules.map((rule) => ({ rule, regex: regexFor(rule.source) }))
  return (request) => {
    for (const { rule, regex } of compiled) if (regex.test(request.path)) return rule
    return undefined
  }
}

function heapUsed(): number {
  gc?.()
  gc?.()
  return process.memoryUsage().heapUsed
}

if (!gc) console.log('(run with node --expose-gc for memory figures)')
console.log(`node ${process.version}, one core, ${RUN_MS} ms per figure\n`)

const rows: Record<string, string | number>[] = []
const hitRates: number[] = []
for (const size of SIZES) {
  const inputs = generateRules(size)
  const parseStart = performance.now()
  const rules = inputs.map((input) => redirectRuleSchema.parse(input))
  const parseMs = performance.now() - parseStart

  const before = heapUsed()
  const compileStart = performance.now()
  const set = compileRedirects(rules, site)
  const compileMs = performance.now() - compileStart
  const memory = heapUsed() - before

  const hitRequests = hits(size)
  const missRequests = misses()
  const sample = hitRequests.slice(0, 7).map((request) => lookupRedirect(set, request))
  if (sample.some((result) => result.kind !== 'redirect')) throw new Error('a generated hit did not redirect')
  if (missRequests.some((request) => lookupRedirect(set, request).kind !== 'none')) throw new Error('a miss redirected')

  const trieHits = lookupsPerSecond((request) => lookupRedirect(set, request), hitRequests)
  const trieMisses = lookupsPerSecond((request) => lookupRedirect(set, request), missRequests)
  const scan = linearScan(rules)
  const scanHits = lookupsPerSecond(scan, hitRequests)
  const scanMisses = lookupsPerSecond(scan, missRequests)
  hitRates.push(trieHits)
  rows.push({
    rules: size,
    'validate ms': parseMs.toFixed(1),
    'compile ms': compileMs.toFixed(1),
    memory: gc ? mb(memory) : 'n/a',
    'trie hits': rate(trieHits),
    'trie misses': rate(trieMisses),
    'regex scan hits': rate(scanHits),
    'regex scan misses': rate(scanMisses),
  })
}
console.table(rows)

const first = hitRates[0] ?? 0
const last = hitRates[hitRates.length - 1] ?? 0
console.log(
  `\nhits at ${SIZES[SIZES.length - 1]} rules are ${((last / first) * 100).toFixed(0)}% of the ${SIZES[0]}-rule figure` +
    ' (aim: at least 80%, and at least 1,000,000/s; compile of 10,000 under 100 ms)',
)
