import path from 'node:path'
import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'
import { parseCacheEnv } from './src/lib/env'
import { securityHeaderRules } from './src/lib/security-headers'

// Next reads this file at build and again at `next start`: REDIS_URL set at start alone is enough
// to share the cache. An invalid value stops either with a message naming the variable.
const { REDIS_URL, PAGE_CACHE_MB } = parseCacheEnv(process.env)
const LOCAL_CACHE = !REDIS_URL

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // Several instances share one page and data cache in Redis (cache-handler.mjs), with no
  // per-instance memory copy: it would miss other instances' tag expiry. Without Redis, Next's
  // cache is kept in memory only, bounded by size: on disk every distinct path anyone asks for
  // (a 404 included) would stay, about 150 KB each, with nothing to bound them. Next's handler,
  // extended to keep optimised images on disk (local-cache-handler.mjs), holds them.
  cacheHandler: path.resolve(LOCAL_CACHE ? 'local-cache-handler.mjs' : 'cache-handler.mjs'),
  cacheMaxMemorySize: LOCAL_CACHE ? PAGE_CACHE_MB * 1024 * 1024 : 0,
  // A second build beside the main one (benchmarks, parallel work) sets its own output folder.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  // The test line type-checks the whole project (`npm run typecheck`) before it builds, and says
  // so with SKIP_BUILD_TYPECHECK=1: a second check inside the build took 1–2.6 min of a CI run.
  typescript: { ignoreBuildErrors: process.env.SKIP_BUILD_TYPECHECK === '1' },
  // Turbopack keeps a build cache for the next build of the same checkout; CI builds a fresh clone
  // once, so writing it (90 s on a loaded machine) would buy nothing there.
  experimental: {
    turbopackFileSystemCacheForBuild: !process.env.CI,
    // forbidden(): the kits tool answers 403 in the site shell without a session.
    authInterrupts: true,
    // Without Redis, pages are kept in memory only (see cacheMaxMemorySize above).
    ...(REDIS_URL ? {} : { isrFlushToDisk: false }),
  },
  images: {
    deviceSizes: [320, 640, 1280, 1920],
    imageSizes: [64, 128, 256],
    formats: ['image/avif', 'image/webp'],
    // With pages kept off disk, Next would keep no optimised image either and encode each one
    // again on every request; the local handler keeps them on disk (IMAGE_CACHE_MB). With Redis,
    // isrFlushToDisk stays on, and with it Next's own image cache on disk.
    customCacheHandler: LOCAL_CACHE,
  },
  // Every response, pages, API, admin and static files alike (src/lib/security-headers.ts).
  async headers() {
    return securityHeaderRules({ dev: process.env.NODE_ENV === 'development' })
  },
  // Pictures moved from /api/ (closed to crawlers) to /images/: links to the old paths still work.
  // Redirects match the requested path only, so the rewrites below do not loop back here.
  async redirects() {
    return [{ source: '/api/inventory-images/:file', destination: '/images/inventory/:file', permanent: true }]
  },
  // The server-level routes of the spec map onto our route handlers.
  async rewrites() {
    return {
      beforeFiles: [
        { source: '/healthz', destination: '/api/healthz' },
        { source: '/robots.txt', destination: '/api/robots' },
        { source: '/sitemap.xml', destination: '/api/sitemap' },
        // The sitemap index's children: pages, cars-1, cars-2, …, dealers, stories.
        { source: '/sitemap-:child([a-z]+(?:-[0-9]+)?).xml', destination: '/api/sitemap/:child' },
        // The vehicle feeds for vehicle listings and automotive ads (XML and CSV).
        { source: '/feeds/vehicles.:format(xml|csv)', destination: '/api/vehicle-feeds/:format' },
        // Pictures live under /images/, which robots.txt leaves open to image crawlers (/api/ is not).
        { source: '/images/inventory/:file', destination: '/api/inventory-images/:file' },
        // The stories feeds of a site, per language (the default language has no prefix).
        { source: '/feed.xml', destination: '/api/feeds/rss' },
        { source: '/atom.xml', destination: '/api/feeds/atom' },
        { source: '/:lang([a-z]{2})/feed.xml', destination: '/api/feeds/rss?lang=:lang' },
        { source: '/:lang([a-z]{2})/atom.xml', destination: '/api/feeds/atom?lang=:lang' },
        { source: '/feaas-render', destination: '/api/editing/feaas/render' },
        { source: '/-/media/:file', destination: '/api/media/file/:file' },
        { source: '/-/jssmedia/:file', destination: '/api/media/file/:file' },
      ],
      afterFiles: [],
      fallback: [],
    }
  },
}

/**
 * Payload adds the colour-scheme client hint (Accept-CH, Critical-CH, Vary) to every route for
 * its admin theme. On a public page Critical-CH makes Chrome fetch the first visit twice and Vary
 * splits shared caches, so the hint is kept on the admin only.
 */
const CLIENT_HINT_HEADERS = new Set(['accept-ch', 'critical-ch', 'vary'])

function withClientHintsOnAdminOnly(config: NextConfig): NextConfig {
  const payloadHeaders = config.headers
  if (!payloadHeaders) return config
  return {
    ...config,
    async headers() {
      return (await payloadHeaders()).flatMap((rule) => {
        if (rule.source !== '/:path*') return [rule]
        const hints = rule.headers.filter((h) => CLIENT_HINT_HEADERS.has(h.key.toLowerCase()))
        const others = rule.headers.filter((h) => !CLIENT_HINT_HEADERS.has(h.key.toLowerCase()))
        return [
          ...(others.length ? [{ ...rule, headers: others }] : []),
          ...(hints.length ? [{ ...rule, source: '/admin/:path*', headers: hints }] : []),
        ]
      })
    },
  }
}

export default withClientHintsOnAdminOnly(withPayload(nextConfig, { devBundleServerPackages: false }))
