/**
 * Lints the seeded redirect tables (or any folder of `<site>.csv` files) against the demo sites:
 * prints each site's report and exits 1 when a table has a loop or an unsafe destination, or
 * does not parse. Duplicates, overridden rules, chains and missing targets are printed only.
 *
 *   npm run redirects:lint
 *   npm run redirects:lint -- --site hedin-uk
 *   npm run redirects:lint -- --csv path/to/exports
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { SITE_ROWS } from '../data/inventory/site-rows'
import { seedRedirectHosts } from '../data/redirects/hosts'
import { seedSiteSettings, type SeedSiteSettings } from '../data/sites/settings'
import { paramKind } from '../src/modules/cars/list-state'
import { lintRedirects, parseRedirectCsv, type RedirectLintReport, type RedirectSite } from '../src/modules/redirects'

const { values: args } = parseArgs({
  options: { site: { type: 'string' }, csv: { type: 'string', default: 'data/redirects' } },
})
const directory = path.resolve(args.csv)

/** The page paths of a demo site, read from its seed content. */
async function pagePaths(name: string): Promise<Set<string>> {
  const file = path.resolve('data/sites', `${name}.ts`)
  if (!existsSync(file)) return new Set()
  const seed = (await import(file)) as { site?: { pages?: { path: string }[] } }
  return new Set((seed.site?.pages ?? []).map((page) => page.path.toLowerCase()))
}

const dealerRows = Object.values(SITE_ROWS).flat()

/** Pages, dealer pages under the site-detail path and car pages (`{carDetail}/{id}/{slug}`). */
function pathExistsFor(settings: SeedSiteSettings, pages: Set<string>): (target: string) => boolean {
  const slugs = new Set(
    dealerRows.filter((row) => (row.segments as readonly string[]).includes(settings.name)).map((row) => row.slug),
  )
  const siteDetail = settings.paths.siteDetail.toLowerCase()
  const carDetail = settings.paths.carDetail.toLowerCase()
  return (target) => {
    const lower = target.toLowerCase()
    if (pages.has(lower)) return true
    if (lower.startsWith(`${siteDetail}/`) && slugs.has(lower.slice(siteDetail.length + 1))) return true
    return new RegExp(`^${carDetail}/\\d+/[a-z0-9-]+$`).test(lower)
  }
}

/** The car list reads only its filter keys; any other key a destination adds is lost. */
function ignoredQueryKeysFor(settings: SeedSiteSettings): (target: string, keys: readonly string[]) => string[] {
  return (target, keys) => {
    if (target.toLowerCase() !== settings.paths.carList.toLowerCase()) return []
    return keys.filter((key) => paramKind(key) === null && !['keyphrase', 'sort', 'page'].includes(key))
  }
}

function printReport(report: RedirectLintReport): void {
  console.log(`\n${report.site}: ${report.rules} rules`)
  for (const kind of ['loops', 'unsafe', 'duplicates', 'overridden', 'chains', 'missingTargets'] as const) {
    for (const entry of report[kind]) {
      console.log(`  ${kind}: [${entry.ruleIds.join(', ')}] ${entry.source} -> ${entry.destination}: ${entry.message}`)
    }
  }
}

const files = readdirSync(directory)
  .filter((file) => file.endsWith('.csv'))
  .map((file) => file.slice(0, -'.csv'.length))
  .filter((name) => args.site === undefined || name === args.site)
if (files.length === 0) {
  console.error(`no redirect tables${args.site ? ` for ${args.site}` : ''} in ${directory}`)
  process.exit(1)
}

let failed = false
for (const name of files) {
  const settings = seedSiteSettings.find((site) => site.name === name)
  if (!settings) {
    console.error(`\n${name}.csv: no site named ${name}`)
    failed = true
    continue
  }
  const site: RedirectSite = { ...settings, redirectHosts: seedRedirectHosts[name] ?? [] }
  const parsed = parseRedirectCsv(readFileSync(path.join(directory, `${name}.csv`), 'utf8'), site)
  if (!parsed.ok) {
    console.error(`\n${name}.csv does not import:`)
    for (const error of parsed.errors) console.error(`  line ${error.line} ${error.field}: ${error.message}`)
    failed = true
    continue
  }
  const report = lintRedirects(parsed.rules, site, {
    pathExists: pathExistsFor(settings, await pagePaths(name)),
    ignoredQueryKeys: ignoredQueryKeysFor(settings),
  })
  printReport(report)
  if (report.loops.length > 0 || report.unsafe.length > 0) failed = true
}
console.log(
  failed
    ? '\nredirects: loops, unsafe destinations or unreadable tables found'
    : '\nredirects: no loops, no unsafe destinations',
)
process.exit(failed ? 1 : 0)
