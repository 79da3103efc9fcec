import { NextResponse, type NextRequest } from 'next/server'
import { env } from '@/lib/env'
import { logger } from '@/lib/logger'
import { redirectRulesFor } from '@/lib/redirect-rule-sets'
import { lookupRedirect, lowerCaseRedirect, PERMANENT_CACHE_CONTROL, type RedirectLookup } from '@/modules/redirects'
import { carDetailHref } from '@/modules/cars/card'
import { parseCarDetailPath } from '@/modules/cars/detail-route'
import { isUnderSiteDetail, siteDetailSlug } from '@/modules/dealers/detail-page'
import { canonicalQuery, NO_VARIANT, VariantLimiter, variantSegment } from '@/modules/content/page-variant'
import { KITS_LANG_HEADER, KITS_ROUTE_SEGMENT, KITS_SITE_HEADER } from '@/modules/kits/view'
import { ALERTS_PAGE_PATH, ALERTS_ROUTE_SEGMENT } from '@/modules/alerts/types'
import { localizePath, splitLocale } from '@/modules/sites/locale'
import { redirectOrigin } from '@/modules/sites/origin'
import { checkRequestPath } from '@/modules/sites/request-guard'
import { resolveSite, wwwRedirectTarget } from '@/modules/sites/resolve'
import { parseSites, type Site } from '@/modules/sites/site'

/**
 * Every public page request: guard the raw path, resolve host -> site, answer the site's redirect
 * rules (with the www redirect in the same hop), split off the language prefix and rewrite to
 * /{site}/{lang}/{path}. Sites are read from the
 * app's own sites endpoint and kept for a few seconds, so a changed site shows up quickly on
 * every instance without a database call per request.
 */
const SITES_TTL_MS = 5000
let sitesCache: { at: number; sites: Site[] } | undefined
let inflight: Promise<Site[]> | undefined

async function loadSites(): Promise<Site[]> {
  if (sitesCache && Date.now() - sitesCache.at < SITES_TTL_MS) return sitesCache.sites
  inflight ??= (async () => {
    try {
      const port = process.env.PORT ?? '3000'
      const res = await fetch(`http://127.0.0.1:${port}/api/sites-map`, { cache: 'no-store' })
      if (!res.ok) throw new Error(`sites-map answered ${res.status}`)
      const sites = parseSites(await res.json())
      sitesCache = { at: Date.now(), sites }
      return sites
    } finally {
      inflight = undefined
    }
  })()
  try {
    return await inflight
  } catch (error) {
    if (sitesCache) return sitesCache.sites // serve the last known sites while the app recovers
    throw error
  }
}

/**
 * The slug of a car, asked of the app's own API like the sites are; null when the car is
 * unknown or the lookup fails (the page then answers, with its not-found view if need be).
 */
async function carSlug(siteName: string, id: string): Promise<string | null> {
  try {
    const port = process.env.PORT ?? '3000'
    const query = new URLSearchParams({ site: siteName, id })
    const res = await fetch(`http://127.0.0.1:${port}/api/cars/slug?${query}`, {
      cache: 'no-store',
      signal: AbortSignal.timeout(3000),
    })
    if (!res.ok) return null
    const body = (await res.json()) as { slug?: unknown }
    return typeof body.slug === 'string' ? body.slug : null
  } catch {
    return null
  }
}

/**
 * Whether a path one segment under the site-detail path answers (a CMS page or a dealer),
 * asked of the app's own API and remembered for a few seconds per path, so a dealer page served
 * from the page cache costs no lookup most of the time. A failed lookup counts as not found:
 * the spec answers both with the 302 to the site list.
 */
const DEALER_TTL_MS = 10_000
const dealerAnswers = new Map<string, { at: number; found: boolean }>()

async function dealerPageFound(siteName: string, lang: string, path: string, slug: string): Promise<boolean> {
  const key = `${siteName}/${lang}${path}`
  const known = dealerAnswers.get(key)
  if (known && Date.now() - known.at < DEALER_TTL_MS) return known.found
  let found = false
  try {
    const port = process.env.PORT ?? '3000'
    const query = new URLSearchParams({ site: siteName, lang, path, slug })
    const res = await fetch(`http://127.0.0.1:${port}/api/dealers/resolve?${query}`, {
      cache: 'no-store',
      signal: AbortSignal.timeout(3000),
    })
    found = res.ok && ((await res.json()) as { found?: unknown }).found === true
    if (dealerAnswers.size >= 5000) dealerAnswers.clear()
    dealerAnswers.set(key, { at: Date.now(), found })
  } catch {
    // not remembered: the next request asks again
  }
  return found
}

/**
 * Query variants cached per page: enough for every filter combination people share, few enough
 * that a stranger cannot fill the cache (the pages tracked are the most recently asked).
 */
const variants = new VariantLimiter(env().PAGE_CACHE_VARIANTS, 20_000)

/** Next.js's draft-mode cookie: an editor's request renders drafts and must never be shared. */
const DRAFT_MODE_COOKIE = '__prerender_bypass'

/**
 * What shared caches (a CDN in front of the instances) may do with a public page: keep it a
 * minute, the inventory's freshness (spec 2 section 9), and serve it stale for an hour while
 * fetching a new one. A publish cannot purge a CDN, so its copy stays short; the instances' own
 * page cache holds the page until a publish expires it. Next.js leaves a header set here alone.
 */
const PUBLIC_PAGE_CACHE_CONTROL = 'public, s-maxage=60, stale-while-revalidate=3600'

/** The path and query as the client sent them: nextUrl is already normalised ('..' resolved). */
function rawPathAndQuery(request: NextRequest): string {
  return request.url.replace(/^[a-z]+:\/\/[^/]+/i, '')
}

/** Old media links (`/-/media/…` PDFs) may be redirected, but their file names keep their case. */
const isMediaPath = (path: string) => /^\/-\/(?:jss)?media\//i.test(path)

/**
 * The site's redirect rule for the request as sent (issue 20), or a path that differs from its
 * page only by case. A refused chain (a loop, too many hops, an unsafe destination once filled
 * in) answers nothing and is logged.
 */
async function ruleRedirect(site: Site, rawPath: string, rawQuery: string): Promise<RedirectLookup> {
  const rules = await redirectRulesFor(site)
  const found = rules ? lookupRedirect(rules, { path: rawPath, query: rawQuery }) : { kind: 'none' as const }
  if (found.kind === 'refused') logger.warn({ site: site.name, path: rawPath, ...found }, 'redirect refused')
  if (found.kind !== 'none' || isMediaPath(rawPath)) return found
  const lowered = lowerCaseRedirect(rawPath, rawQuery)
  if (!lowered) return found
  return {
    kind: 'redirect',
    status: lowered.status,
    permanent: true,
    location: lowered.location,
    headers: { 'cache-control': PERMANENT_CACHE_CONTROL },
    ruleIds: [],
  }
}

export async function proxy(request: NextRequest) {
  const guard = checkRequestPath(rawPathAndQuery(request))
  // Media paths are files the media route answers in JSON; a path no file can have is one it lacks.
  if (!guard.ok && isMediaPath(request.nextUrl.pathname)) {
    return NextResponse.json({ error: 'not_found', message: 'no such file' }, { status: 404 })
  }
  if (!guard.ok) {
    return new NextResponse(guard.status === 400 ? 'Bad request' : 'Not found', {
      status: guard.status,
      headers: { 'content-type': 'text/plain; charset=utf-8' },
    })
  }

  let sites: Site[]
  try {
    sites = await loadSites()
  } catch {
    return new NextResponse('Service unavailable', { status: 503, headers: { 'retry-after': '5' } })
  }
  const url = request.nextUrl
  const site = resolveSite({ host: request.headers.get('host'), searchParams: url.searchParams }, sites)
  if (!site) return new NextResponse('No sites configured', { status: 503 })

  const publicUrl = new URL(request.url)
  publicUrl.host = request.headers.get('host') ?? publicUrl.host
  const [rawPath = '/', rawQuery = ''] = rawPathAndQuery(request).split(/\?(.*)/s, 2)
  const redirect = await ruleRedirect(site, rawPath, rawQuery)
  // www to the bare host stays a 301, and goes where a rule sends the path in the same hop.
  const www = wwwRedirectTarget(publicUrl, site)
  if (www) return NextResponse.redirect(redirect.kind === 'redirect' ? new URL(redirect.location, www) : www, 301)
  if (redirect.kind === 'redirect') {
    // Next.js reads a proxy's Location as an absolute URL and sends it relative when it names the
    // request's own origin, so a path on the site goes out as the path.
    const location = new URL(redirect.location, request.url).toString()
    return new NextResponse(null, { status: redirect.status, headers: { ...redirect.headers, location } })
  }
  if (isMediaPath(rawPath)) {
    // A media file is one segment under /-/media/: a deeper path is a file no one has, answered
    // as the media route answers a missing file (JSON), not by the page route's HTML.
    if (/^\/-\/(?:jss)?media\/[^/]+\/./i.test(rawPath)) {
      return NextResponse.json({ error: 'not_found', message: 'no such file' }, { status: 404 })
    }
    return NextResponse.next()
  }

  // Redirects point at the site's own host, never at whatever Host the request carried.
  const redirectTo = (pathname: string) => {
    const target = new URL(redirectOrigin(site, request.headers.get('host'), env().serverUrl))
    target.pathname = pathname
    target.search = url.search
    return target
  }

  const split = splitLocale(url.pathname, site)
  if (split.kind === 'redirect') return NextResponse.redirect(redirectTo(split.to), 308)
  const lang = split.kind === 'ok' ? split.lang : site.defaultLanguage
  // An unknown language prefix is answered by the site's not-found page.
  const path = split.kind === 'ok' ? split.path.toLowerCase() : '/__unknown-language__'

  // Spec 2 section 2.3: a car URL with only the id answers 302 to id/slug.
  const carRoute = parseCarDetailPath(path, site.paths.carDetail)
  if (carRoute?.kind === 'id-only') {
    const slug = await carSlug(site.name, carRoute.id)
    if (slug) {
      const to = carDetailHref(localizePath(site.paths.carDetail, lang, site), carRoute.id, slug)
      return NextResponse.redirect(redirectTo(to), 302)
    }
  }

  // Spec 2 section 2.7: an unknown dealer, or a failed lookup, answers 302 to the site list.
  const siteDetail = site.paths.siteDetail
  if (isUnderSiteDetail(path, siteDetail)) {
    const slug = siteDetailSlug(path, siteDetail)
    if (!slug || !(await dealerPageFound(site.name, lang, path, slug))) {
      const target = redirectTo(localizePath(siteDetail, lang, site))
      target.search = ''
      return NextResponse.redirect(target, 302)
    }
  }

  // The page of the saved-search alert e-mails' links: per visitor (the link's token travels in the
  // query), so never cached and never indexed.
  if (path === ALERTS_PAGE_PATH) {
    const target = url.clone()
    target.pathname = `/${site.name}/${lang}/${ALERTS_ROUTE_SEGMENT}`
    const response = NextResponse.rewrite(target)
    response.headers.set('cache-control', 'private, no-store')
    response.headers.set('x-robots-tag', 'noindex')
    response.headers.set('referrer-policy', 'no-referrer')
    return response
  }

  // The kits tool is private to the dealer staff who open it with a session link: never cached,
  // its query kept whole (the session is not list state), and the site named for its 403 view.
  if (site.paths.kits && path === site.paths.kits.toLowerCase()) {
    const target = url.clone()
    target.pathname = `/${site.name}/${lang}/${KITS_ROUTE_SEGMENT}`
    const forwarded = new Headers(request.headers)
    forwarded.set(KITS_SITE_HEADER, site.name)
    forwarded.set(KITS_LANG_HEADER, lang)
    const response = NextResponse.rewrite(target, { request: { headers: forwarded } })
    response.headers.set('cache-control', 'private, no-store')
    response.headers.set('x-robots-tag', 'noindex')
    return response
  }

  // The page cache keys on the path, so the query that matters travels as a path segment.
  const wanted = variantSegment(canonicalQuery(url.searchParams))
  const variant = variants.admit(`${site.name}/${lang}${path}`, wanted) ? wanted : NO_VARIANT
  const target = url.clone()
  target.pathname = `/${site.name}/${lang}/${variant}${path === '/' ? '' : path}`
  target.search = ''
  const response = NextResponse.rewrite(target)
  if (!request.cookies.has(DRAFT_MODE_COOKIE)) response.headers.set('cache-control', PUBLIC_PAGE_CACHE_CONTROL)
  return response
}

export const config = {
  // Everything but Next internals, the CMS, API routes, the server-level routes of the spec, the
  // stories feeds (`/feed.xml`, `/atom.xml`, `/{lang}/feed.xml`), the sitemaps (`/sitemap.xml`,
  // `/sitemap-<kind>.xml`), the vehicle feeds (`/feeds/…`) and the crawlable pictures (`/images/…`).
  matcher: [
    '/((?!_next/|admin|api/|healthz|robots\\.txt|sitemap(?:-[a-z0-9-]+)?\\.xml$|feeds/|images/|(?:[a-z]{2}/)?(?:feed|atom)\\.xml$|feaas-render|-/(?!media/|jssmedia/)|sitecore/|favicon\\.ico|icon\\.svg|fonts/|themes/).*)',
  ],
}
