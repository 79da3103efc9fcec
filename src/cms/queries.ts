import { unstable_cache } from 'next/cache'
import { cache } from 'react'
import { ancestorPaths } from '@/modules/content/page-path'
import type { Lang } from '@/modules/sites/languages'
import { cacheTags, PAGE_DATA_TTL_SECONDS } from '@/lib/cache-tags'
import { createLastGood } from '@/lib/last-good'
import { payload } from '@/lib/payload'
import type { Dictionary } from '@/modules/content/dictionary'
import type { NavigationPage } from '@/modules/navigation/page-tree'
import { logger } from '@/lib/logger'
import type { Site } from '@/modules/sites/site'
import type { RedirectRule } from '@/modules/redirects'
import { loadRedirectRules } from './redirect-rules'
import {
  loadDictionary,
  loadNavigationPages,
  loadPage,
  loadPublishedPages,
  loadSites,
  type PageData,
  type SitemapPage,
} from './repository'

export type { PageData, SitemapPage } from './repository'

/**
 * Cached reads for the public site, tagged per site and language (`cache-tags.ts`); CMS hooks
 * expire the tags on publish. Drafts (editing mode) always read the database.
 */
const ttl = PAGE_DATA_TTL_SECONDS

/** Seconds a page rendered from last-good data lives before it tries the database again. */
const RETRY_SECONDS = 60
const lastGood = createLastGood(2_000)

/**
 * A cached read that survives a failed refresh: when the database fails after a publish expired
 * the entry, the page is rendered from the last good value, the error is logged, and the page
 * is kept only a minute so it tries again soon (this constant read lowers the page's lifetime).
 */
function resilient<T>(key: string[], read: () => Promise<T>): Promise<T> {
  return lastGood.read(key.join('|'), read, async (error) => {
    logger.error({ err: error, read: key.join(' ') }, 'page data could not be refreshed; serving the last good copy')
    await unstable_cache(async () => true, ['retry-soon'], { revalidate: RETRY_SECONDS })()
  })
}

export const getSites = unstable_cache(async () => loadSites(await payload()), ['sites'], {
  tags: [cacheTags.sites],
  revalidate: ttl,
})

/** One site's settings, cached under its own tag: changing one site re-renders only its pages. */
export async function getSite(name: string): Promise<Site | undefined> {
  const key = ['site', name]
  const site = await resilient(
    key,
    unstable_cache(async () => (await loadSites(await payload())).find((s) => s.name === name) ?? null, key, {
      tags: [cacheTags.site(name)],
      revalidate: ttl,
    }),
  )
  return site ?? undefined
}

/** A site's redirect rules, for the page route's only-if-missing answers (the proxy keeps its own). */
export function getRedirectRules(siteName: string): Promise<RedirectRule[]> {
  const key = ['redirects', siteName]
  return resilient(
    key,
    unstable_cache(async () => loadRedirectRules(await payload(), { siteName }), key, {
      tags: [cacheTags.redirects(siteName)],
      revalidate: ttl,
    }),
  )
}

/** One page with its inherited regions; read once per request however many components ask. */
export const getPageData = cache(async function getPageData(
  siteName: string,
  path: string,
  lang: Lang,
  draft = false,
): Promise<PageData | null> {
  if (draft) return loadPage(await payload(), siteName, path, lang, true)
  const key = ['page', siteName, lang, path]
  return resilient(
    key,
    unstable_cache(async () => loadPage(await payload(), siteName, path, lang, false), key, {
      // Its own content, and the header and footer it may inherit from each ancestor.
      tags: [cacheTags.page(siteName, path), ...ancestorPaths(path).map((p) => cacheTags.regions(siteName, p))],
      revalidate: ttl,
    }),
  )
})

export function getDictionary(siteName: string, lang: Lang): Promise<Dictionary> {
  const key = ['dictionary', siteName, lang]
  return resilient(
    key,
    unstable_cache(async () => loadDictionary(await payload(), siteName, lang), key, {
      tags: [cacheTags.dictionary(siteName, lang)],
      revalidate: ttl,
    }),
  )
}

export function getPublishedPages(siteName: string, langs: Lang[]): Promise<SitemapPage[]> {
  return unstable_cache(async () => loadPublishedPages(await payload(), siteName), ['published-pages', siteName], {
    tags: langs.map((l) => cacheTags.navigation(siteName, l)),
    revalidate: ttl,
  })()
}

/**
 * The pages the navigation is built from. Spec 1 section 8: a failed read is logged and the bar
 * shows without entries (null), rather than failing the page.
 */
export const getNavigationPages = cache(async function getNavigationPages(
  siteName: string,
  lang: Lang,
  draft = false,
): Promise<NavigationPage[] | null> {
  try {
    if (draft) return await loadNavigationPages(await payload(), siteName, lang, true)
    return await unstable_cache(
      async () => loadNavigationPages(await payload(), siteName, lang, false),
      ['navigation-pages', siteName, lang],
      { tags: [cacheTags.navigation(siteName, lang)], revalidate: ttl },
    )()
  } catch (error) {
    logger.error({ site: siteName, lang, err: error }, 'navigation could not be read')
    return null
  }
})
