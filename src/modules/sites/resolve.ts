import type { Site } from './site'

const WWW = 'www.'
const LOCALHOST_SUFFIX = '.localhost'
export const SITE_QUERY_PARAM = 'sc_site'

/** Lower-cases a Host header value and drops its port and any trailing root dot. */
export function normaliseHost(host: string | null): string {
  if (host === null) return ''
  const lower = host.trim().toLowerCase()
  const withoutPort = lower.startsWith('[') ? lower.replace(/^(\[[^\]]*\]):\d*$/, '$1') : lower.replace(/:\d*$/, '')
  return withoutPort.endsWith('.') ? withoutPort.slice(0, -1) : withoutPort
}

function stripWww(host: string): string | undefined {
  return host.startsWith(WWW) && host.length > WWW.length ? host.slice(WWW.length) : undefined
}

function findByHostName(host: string, sites: readonly Site[]): Site | undefined {
  const exact = sites.find((site) => site.hostNames.includes(host))
  if (exact) return exact
  const bare = stripWww(host)
  if (bare === undefined) return undefined
  return sites.find((site) => site.redirectWwwToBare && site.hostNames.includes(bare))
}

function findByLocalhost(host: string, sites: readonly Site[]): Site | undefined {
  if (!host.endsWith(LOCALHOST_SUFFIX)) return undefined
  const label = host.slice(0, -LOCALHOST_SUFFIX.length)
  const name = stripWww(label) ?? label
  return sites.find((site) => site.name === name)
}

function findByQuery(searchParams: URLSearchParams, sites: readonly Site[]): Site | undefined {
  const name = searchParams.get(SITE_QUERY_PARAM)?.trim().toLowerCase()
  if (!name) return undefined
  return sites.find((site) => site.name === name)
}

/**
 * Picks the site for a request: host name, then `<name>.localhost`, then `?sc_site=<name>`,
 * then the default site, then the first. Undefined only when there are no sites.
 */
export function resolveSite(
  input: { host: string | null; searchParams: URLSearchParams },
  sites: readonly Site[],
): Site | undefined {
  const host = normaliseHost(input.host)
  return (
    (host === '' ? undefined : findByHostName(host, sites)) ??
    findByLocalhost(host, sites) ??
    findByQuery(input.searchParams, sites) ??
    sites.find((site) => site.isDefault) ??
    sites[0]
  )
}

function isOwnHost(host: string, site: Site): boolean {
  return site.hostNames.includes(host) || host === site.name + LOCALHOST_SUFFIX
}

/**
 * The bare-host URL a `www.` request should be permanently redirected to, or null. Only a bare
 * host the site owns is a target, so a forged Host header cannot produce a redirect elsewhere.
 */
export function wwwRedirectTarget(url: URL, site: Site): URL | null {
  if (!site.redirectWwwToBare) return null
  const bare = stripWww(url.hostname.toLowerCase())
  if (bare === undefined || !isOwnHost(bare, site)) return null
  const target = new URL(url.href)
  target.hostname = bare
  return target
}
