import type http from 'node:http'
import { BlockList, isIPv6 } from 'node:net'
import type { RequestStage } from './request-stages'

/**
 * The security headers of every response (pages, API, CMS admin, static files), in one place.
 * next.config.ts serves them as static header rules, so they cost nothing per request and a
 * cached page stays cacheable: nothing here depends on the visitor.
 *
 * Why scripts allow 'unsafe-inline': public pages are rendered once and served from the page
 * cache (ISR), and Next's App Router writes each page's flight data as inline
 * `self.__next_f.push(...)` scripts whose text differs per page and per render. A nonce would
 * need a fresh render per request (no cache), and a hash must be known when the header is
 * written, which a static header cannot be. Everything else stays strict: scripts only from our
 * own origin and the tag manager (which the page loads only once consent allows), no plugins, no
 * <base> hijacking, and only our own pages may frame a page (the admin's live preview).
 */

/** Google Tag Manager and the GA4 tags it loads (Google's documented CSP for GTM + GA4). */
const TAG_MANAGER_SCRIPTS = ['https://www.googletagmanager.com']
const TAG_MANAGER_CONNECT = [
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
  'https://*.googletagmanager.com',
]

/**
 * The admin's code and JSON fields use Monaco, which Payload loads from jsDelivr (script, style,
 * font and a blob: worker). Public pages never need it.
 */
const MONACO_CDN = 'https://cdn.jsdelivr.net'

/**
 * Google Maps for a site with a browser map key: its loader script, its API and its tiles
 * (Google's documented CSP for the Maps JavaScript API).
 */
const GOOGLE_MAPS_SCRIPTS = ['https://maps.googleapis.com']
const GOOGLE_MAPS_CONNECT = ['https://maps.googleapis.com', 'https://*.googleapis.com', 'https://*.gstatic.com']

/** The origin of MAP_STYLE_URL, whose style, tiles and sprites the maps fetch; none when unset. */
function mapStyleOrigins(): string[] {
  const url = process.env.MAP_STYLE_URL
  if (!url) return []
  try {
    return [new URL(url).origin]
  } catch {
    return [] // env.ts refuses the value at start
  }
}

export type PolicyKind = 'site' | 'admin'

function directives(kind: PolicyKind, options: { dev: boolean }): Record<string, string[]> {
  const admin = kind === 'admin' ? [MONACO_CDN] : []
  return {
    'default-src': ["'self'"],
    // Next's dev server evaluates modules with eval (React refresh); a production build does not.
    'script-src': [
      "'self'",
      "'unsafe-inline'",
      ...(options.dev ? ["'unsafe-eval'"] : []),
      ...TAG_MANAGER_SCRIPTS,
      ...GOOGLE_MAPS_SCRIPTS,
      ...admin,
    ],
    // React style attributes and Next's inline critical CSS.
    'style-src': ["'self'", "'unsafe-inline'", ...admin],
    // Images: our media and next/image, GA pixels, upstream car images (Autos On Show frames).
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'font-src': ["'self'", 'data:', ...admin],
    // Maps: Google's API, and the vector tiles of MAP_STYLE_URL (a site's own style URL must be on
    // that origin too, since this header is the same for every site).
    'connect-src': [
      "'self'",
      ...TAG_MANAGER_CONNECT,
      ...GOOGLE_MAPS_CONNECT,
      ...mapStyleOrigins(),
      ...admin,
      ...(options.dev ? ['ws:'] : []),
    ],
    // A car's video comes from the upstream that holds it; its host is data, not configuration.
    'media-src': ["'self'", 'blob:', 'https:'],
    // Embedded players (YouTube, a car's video page upstream) and, in the admin, live preview.
    'frame-src': ["'self'", 'https:'],
    'worker-src': ["'self'", 'blob:'],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'"],
  }
}

export function contentSecurityPolicy(kind: PolicyKind, options: { dev: boolean } = { dev: false }): string {
  return Object.entries(directives(kind, options))
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ')
}

/**
 * Two years, without includeSubDomains: a site's host name may have subdomains the group does
 * not serve over TLS (dealer systems, mail), and this header would lock them out of plain HTTP.
 */
export const STRICT_TRANSPORT_SECURITY = 'max-age=63072000'

export const PERMISSIONS_POLICY = 'geolocation=(self), camera=(), microphone=()'

type Header = { key: string; value: string }
type HeaderRule = {
  source: string
  headers: Header[]
  has?: { type: 'header'; key: string; value?: string }[]
}

/**
 * Next's header rules for next.config.ts. A later rule overrides an earlier one's header of the
 * same name, so the admin's policy follows the general one. HSTS is sent only when the request
 * came over TLS: X-Forwarded-Proto is `https` only then, because forwardedProtoStage has
 * replaced any value a client that is not a trusted proxy sent.
 */
export function securityHeaderRules(options: { dev: boolean }): HeaderRule[] {
  return [
    {
      source: '/:path*',
      headers: [
        { key: 'Content-Security-Policy', value: contentSecurityPolicy('site', options) },
        { key: 'X-Content-Type-Options', value: 'nosniff' },
        { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
        { key: 'Permissions-Policy', value: PERMISSIONS_POLICY },
        // For browsers that predate frame-ancestors.
        { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
      ],
    },
    {
      source: '/admin/:path*',
      headers: [{ key: 'Content-Security-Policy', value: contentSecurityPolicy('admin', options) }],
    },
    {
      source: '/:path*',
      has: [{ type: 'header', key: 'x-forwarded-proto', value: 'https' }],
      headers: [{ key: 'Strict-Transport-Security', value: STRICT_TRANSPORT_SECURITY }],
    },
  ]
}

/** A matcher for the TRUSTED_PROXIES list (IPs and CIDR ranges, as env.ts validated them). */
export function trustedProxyMatcher(entries: readonly string[]): (address: string | undefined) => boolean {
  const list = new BlockList()
  for (const entry of entries) {
    const [address = '', prefix] = entry.split('/')
    const family = isIPv6(address) ? 'ipv6' : 'ipv4'
    if (prefix === undefined) list.addAddress(address, family)
    else list.addSubnet(address, Number(prefix), family)
  }
  return (address) => {
    if (!address || entries.length === 0) return false
    // A dual-stack listener reports IPv4 peers as ::ffff:a.b.c.d.
    const plain = address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '')
    return list.check(plain, isIPv6(plain) ? 'ipv6' : 'ipv4')
  }
}

/**
 * The scheme a request really arrived with: TLS on our own socket, or what a trusted proxy
 * reports in X-Forwarded-Proto (its first value, the client-facing hop). Anyone else's
 * X-Forwarded-Proto is ignored, so a plain-HTTP client cannot claim https.
 */
export function forwardedProto(
  request: { headers: http.IncomingHttpHeaders; encrypted: boolean; peer: string | undefined },
  isTrusted: (address: string | undefined) => boolean,
): 'http' | 'https' {
  if (request.encrypted) return 'https'
  if (!isTrusted(request.peer)) return 'http'
  const header = request.headers['x-forwarded-proto']
  const first = (Array.isArray(header) ? header[0] : header)?.split(',')[0]?.trim().toLowerCase()
  return first === 'https' ? 'https' : 'http'
}

/**
 * A request stage (lib/request-stages) that rewrites X-Forwarded-Proto on every incoming request,
 * before Next.js sees it, to the scheme forwardedProto decided. Next and route handlers read that
 * header for the request's URL and next.config's HSTS rule matches on it, so from here on it can
 * be believed. Next.js gives neither its proxy nor its route handlers the connection's address,
 * so this is done where the socket is known.
 *
 * It also puts the general headers (and HSTS over TLS) on the response before anything answers,
 * so the answers given before Next.js runs (the request gate's 4xx, the rate limits' 429) carry
 * them too; next.config's rules set the same values, or the admin's policy, on the rest.
 */
export function forwardedProtoStage(trustedProxies: readonly string[]): RequestStage {
  const isTrustedProxy = trustedProxyMatcher(trustedProxies)
  const [general] = securityHeaderRules({ dev: process.env.NODE_ENV === 'development' })
  return (request, response) => {
    const socket = request.socket as http.IncomingMessage['socket'] & { encrypted?: boolean }
    const proto = forwardedProto(
      { headers: request.headers, encrypted: socket.encrypted === true, peer: socket.remoteAddress },
      isTrustedProxy,
    )
    request.headers['x-forwarded-proto'] = proto
    for (const { key, value } of general?.headers ?? []) response.setHeader(key, value)
    if (proto === 'https') response.setHeader('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY)
    return 'continue'
  }
}
