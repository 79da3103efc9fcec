/**
 * The credit compliance sweep (issue 16, item 9): crawls every page type of every site on a
 * running server and prints each monthly credit figure shown without its representative
 * example, and each page missing the warning its market's profile asks for.
 *
 *   npm run sweep:credit -- --base http://127.0.0.1:3100 [--site hedin-fi,hedin-uk] [--max-pages 60] [--concurrency 4]
 *
 * Pages: each site's sitemap, its home page in every language, the car list with and without a
 * query and on its second page, one car's detail page and the compare view (from the car list
 * API), a car that does not exist and a page that does not exist, then the links those pages
 * carry, up to --max-pages per site. Only the server's HTML is read: panels a browser loads
 * later (the UK dealer-finance quote) are the Playwright specs' to check.
 *
 * Exit code 0 when nothing was found, 1 on any finding, 2 when nothing was found but pages
 * could not be read (the sweep is then incomplete), 3 on bad arguments.
 */
import { request } from 'node:http'
import { parseArgs } from 'node:util'
import { seedSiteSettings, type SeedSiteSettings } from '@data/sites/settings'
import {
  formatFinding,
  inspectPage,
  marketOfCountry,
  marketOfHostNames,
  pageRules,
  sitemapPaths,
  type PageResult,
  type PageRules,
} from '@/modules/finance/disclosure/sweep'
import { SITE_SCOPES } from '@/modules/search/site-scopes'

const USAGE = 'usage: npm run sweep:credit -- --base <http://host:port> [--site a,b] [--max-pages 60] [--concurrency 4]'
const TIMEOUT_MS = 30_000
const MAX_REDIRECTS = 5

type Args = { base: URL; sites: string[] | null; maxPages: number; concurrency: number }

function readArgs(): Args {
  const { values } = parseArgs({
    options: {
      base: { type: 'string', default: 'http://127.0.0.1:3100' },
      site: { type: 'string' },
      'max-pages': { type: 'string', default: '60' },
      concurrency: { type: 'string', default: '4' },
    },
  })
  const maxPages = Number(values['max-pages'])
  const concurrency = Number(values.concurrency)
  if (!Number.isInteger(maxPages) || maxPages < 1 || !Number.isInteger(concurrency) || concurrency < 1) {
    throw new Error('--max-pages and --concurrency take a positive whole number')
  }
  return {
    base: new URL(values.base),
    sites: values.site ? values.site.split(',').map((name) => name.trim()) : null,
    maxPages,
    concurrency,
  }
}

type Response = { status: number; contentType: string; body: string; path: string }

/**
 * A GET with the site's Host header. Sites are told apart by host and `<site>.localhost` does
 * not resolve from Node everywhere, so we connect to --base and name the host ourselves
 * (fetch drops a Host header). Redirects on the same server are followed with the same host.
 */
function get(args: Args, host: string, path: string, redirects = 0): Promise<Response> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: args.base.hostname,
        port: args.base.port || 80,
        path,
        method: 'GET',
        headers: { host, accept: 'text/html,application/xml,application/json', 'user-agent': 'credit-sweep' },
        timeout: TIMEOUT_MS,
      },
      (res) => {
        const status = res.statusCode ?? 0
        const location = res.headers.location
        if (status >= 300 && status < 400 && location && redirects < MAX_REDIRECTS) {
          res.resume()
          const next = new URL(location, `http://${host}`)
          if (next.host !== host) {
            resolve({ status, contentType: '', body: '', path })
            return
          }
          get(args, host, next.pathname + next.search, redirects + 1).then(resolve, reject)
          return
        }
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () =>
          resolve({
            status,
            contentType: String(res.headers['content-type'] ?? ''),
            body: Buffer.concat(chunks).toString('utf8'),
            path,
          }),
        )
        res.on('error', reject)
      },
    )
    req.on('timeout', () => req.destroy(new Error(`no answer in ${TIMEOUT_MS} ms`)))
    req.on('error', reject)
    req.end()
  })
}

function localise(site: SeedSiteSettings, lang: string, path: string): string {
  if (lang === site.defaultLanguage) return path
  return path === '/' ? `/${lang}` : `/${lang}${path}`
}

function siteRules(site: SeedSiteSettings): PageRules | null {
  const scope = SITE_SCOPES.find((candidate) => candidate.siteName === site.name)
  const market = (scope && marketOfCountry(scope.market)) ?? marketOfHostNames(site.hostNames)
  // No disclosure settings are stored per site yet, so each site gets its profile's default.
  return market ? pageRules(market) : null
}

type Card = { id: string; href: string; brand?: string }

async function sampleCars(args: Args, site: SeedSiteSettings, host: string, lang: string): Promise<Card[]> {
  const query = new URLSearchParams({ site: site.name, lang, limit: '2', facets: '0' })
  try {
    const response = await get(args, host, `/api/cars/list?${query}`)
    if (response.status !== 200) return []
    const parsed = JSON.parse(response.body) as { cards?: Card[] }
    return Array.isArray(parsed.cards) ? parsed.cards : []
  } catch {
    return []
  }
}

/** The page types the sitemap leaves out or lists only in part, per language. */
async function seedPaths(args: Args, site: SeedSiteSettings, host: string): Promise<string[]> {
  const paths: string[] = []
  for (const lang of site.languages) {
    const at = (path: string) => localise(site, lang, path)
    const cars = await sampleCars(args, site, host, lang)
    const [first, second] = cars
    paths.push(at('/'), at(site.paths.carList), at(`${site.paths.carList}?page=1`))
    if (first) {
      paths.push(at(`${site.paths.carList}?keyphrase=${encodeURIComponent(first.brand ?? 'a')}`))
      paths.push(first.href)
      paths.push(
        at(`${site.paths.carList}?compare=${[first, second].flatMap((car) => (car ? [car.id] : [])).join(',')}`),
      )
      // Sites without cars (charging, pickup locator) have no car pages to miss.
      paths.push(at(`${site.paths.carDetail}/999999999/credit-sweep-no-such-car`))
    } else {
      paths.push(at(`${site.paths.carList}?keyphrase=a`))
    }
    paths.push(at('/credit-sweep-no-such-page'))
  }
  try {
    const sitemap = await get(args, host, '/sitemap.xml')
    if (sitemap.status === 200) paths.push(...sitemapPaths(sitemap.body))
  } catch {
    // the seeds and the links found on them still cover the site
  }
  return paths
}

type Visited = { path: string; status: number; result: PageResult | null; error: string | null }

async function sweepSite(args: Args, site: SeedSiteSettings, rules: PageRules | null) {
  const host = args.base.port ? `${site.name}.localhost:${args.base.port}` : `${site.name}.localhost`
  const detailPage = new RegExp(
    `^(?:/(?:${site.languages.join('|')}))?${site.paths.carDetail.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/\\d+/`,
  )
  const queue: string[] = []
  const seen = new Set<string>()
  const enqueue = (path: string, fromLink: boolean) => {
    // Links add pages, not variants: other cars' pages and filtered lists are the seeded types again.
    if (fromLink && (path.includes('?') || detailPage.test(path))) return
    if (seen.has(path) || seen.size >= args.maxPages) return
    seen.add(path)
    queue.push(path)
  }
  for (const path of await seedPaths(args, site, host)) enqueue(path, false)

  const visited: Visited[] = []
  const visit = async (path: string) => {
    try {
      const response = await get(args, host, path)
      if (!response.contentType.includes('text/html')) {
        visited.push({ path, status: response.status, result: null, error: null })
        return
      }
      const result = inspectPage(response.body, rules ?? { market: 'SE', warningRequired: false })
      visited.push({
        path,
        status: response.status,
        result,
        error: response.status >= 500 ? `HTTP ${response.status}` : null,
      })
      for (const link of result.links) enqueue(link, true)
    } catch (error) {
      visited.push({ path, status: 0, result: null, error: error instanceof Error ? error.message : String(error) })
    }
  }

  let next = 0
  let active = 0
  await new Promise<void>((done) => {
    const pump = () => {
      while (active < args.concurrency && next < queue.length) {
        const path = queue[next++]!
        active++
        void visit(path).finally(() => {
          active--
          pump()
        })
      }
      if (active === 0 && next >= queue.length) done()
    }
    pump()
  })
  const order = new Map(queue.map((path, index) => [path, index]))
  visited.sort((a, b) => (order.get(a.path) ?? 0) - (order.get(b.path) ?? 0))
  return visited
}

async function main(): Promise<number> {
  let args: Args
  try {
    args = readArgs()
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error))
    console.error(USAGE)
    return 3
  }
  const sites = seedSiteSettings.filter((site) => !args.sites || args.sites.includes(site.name))
  if (sites.length === 0) {
    console.error(`no such site: ${args.sites?.join(', ')}`)
    return 3
  }

  const summary: string[] = []
  let findings = 0
  let errors = 0
  for (const site of sites) {
    const rules = siteRules(site)
    const visited = await sweepSite(args, site, rules)
    let figures = 0
    let siteFindings = 0
    let bare = 0
    let noWarning = 0
    let pages = 0
    let siteErrors = 0
    for (const page of visited) {
      if (page.error) {
        siteErrors++
        console.log(`${site.name} ? ${page.path}: could not be checked (${page.error})`)
      }
      if (!page.result) continue
      pages++
      figures += page.result.figures.length
      const lang = page.result.lang ?? '?'
      for (const finding of page.result.findings) {
        siteFindings++
        if (finding.kind === 'warning-missing') noWarning++
        else bare++
        console.log(formatFinding(site.name, lang, page.path, finding))
      }
    }
    findings += siteFindings
    errors += siteErrors
    const market = rules ? `${rules.market}, warning ${rules.warningRequired ? 'required' : 'off'}` : 'no market'
    summary.push(
      `${site.name} (${market}): ${pages} pages crawled, ${figures} figures found, ${siteFindings} findings` +
        ` (${bare} figures without example, ${noWarning} pages without the warning)` +
        (siteErrors ? `, ${siteErrors} pages not checked` : ''),
    )
  }
  console.log('')
  for (const line of summary) console.log(line)
  console.log(`total: ${findings} findings${errors ? `, ${errors} pages not checked` : ''}`)
  if (findings > 0) return 1
  return errors > 0 ? 2 : 0
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error)
    process.exit(2)
  },
)
