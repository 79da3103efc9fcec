import { normaliseHost } from './resolve'
import type { Site } from './site'

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]'])

/**
 * The public origin of a site (scheme and host, no trailing slash) for every absolute URL a page
 * emits: canonical, hreflang, Open Graph, structured data. It comes from configuration, never
 * from the request's Host header, so a cached page is the same for everyone and a forged host
 * never reaches a URL. A local run (the server's own URL on localhost) answers each site on
 * `<name>.localhost` with the server's port; elsewhere a site lives on its first host name.
 */
export function siteOrigin(site: Pick<Site, 'name' | 'hostNames'>, serverUrl: string): string {
  const server = new URL(serverUrl)
  if (LOCAL_HOSTS.has(server.hostname) || server.hostname.endsWith('.localhost')) {
    return `${server.protocol}//${site.name}.localhost${server.port ? `:${server.port}` : ''}`
  }
  const host = site.hostNames[0]
  return host ? `https://${host}` : server.origin
}

/**
 * The origin of a redirect answered for a request: the host the visitor asked for when the site
 * lists it (a site may have several host names), else the site's configured origin. A Host
 * header the site does not own, forged or mistyped, is never echoed into a Location.
 */
export function redirectOrigin(
  site: Pick<Site, 'name' | 'hostNames'>,
  requestHost: string | null,
  serverUrl: string,
): string {
  const host = normaliseHost(requestHost)
  return site.hostNames.includes(host) ? `https://${host}` : siteOrigin(site, serverUrl)
}
