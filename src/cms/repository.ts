import type { Payload } from 'payload'
import type { Lang } from '@/modules/sites/languages'
import { logger } from '@/lib/logger'
import type { Dictionary } from '@/modules/content/dictionary'
import { ancestorPaths } from '@/modules/content/page-path'
import { MAX_NAVIGATION_PAGES, type NavigationPage } from '@/modules/navigation/page-tree'
import { siteSchema, type Site } from '@/modules/sites/site'
import type { Page, Site as SiteDoc } from '@/payload-types'

/** Reads of CMS content for the public site: plain functions over a Payload instance. */

export function toSite(doc: SiteDoc): Site {
  return siteSchema.parse({
    name: doc.name,
    label: doc.label,
    hostNames: doc.hostNames ?? [],
    redirectHosts: doc.redirectHosts ?? [],
    redirectWwwToBare: Boolean(doc.redirectWwwToBare),
    isDefault: Boolean(doc.isDefault),
    languages: doc.languages,
    defaultLanguage: doc.defaultLanguage,
    titleTemplate: doc.titleTemplate,
    gtmId: doc.gtmId || null,
    purchaseEmail: doc.purchaseEmail || null,
    // A site without the kits tool has no kits path (the column is null).
    paths: { ...doc.paths, kits: undefined, ...(doc.paths?.kits ? { kits: doc.paths.kits } : {}) },
    theme: doc.theme,
    font: doc.font,
    map: doc.map,
    allowIndexing: doc.allowIndexing !== false,
    flags: Object.fromEntries(Object.entries(doc.flags ?? {}).map(([k, v]) => [k, Boolean(v)])),
    creditDisclosure: doc.creditDisclosure ?? null,
  })
}

export async function loadSites(p: Payload): Promise<Site[]> {
  const result = await p.find({ collection: 'sites', limit: 1000, depth: 0, pagination: false, sort: 'name' })
  const sites: Site[] = []
  for (const doc of result.docs) {
    try {
      sites.push(toSite(doc))
    } catch (error) {
      logger.error({ site: doc.name, err: error }, 'site settings invalid; site skipped')
    }
  }
  return sites
}

export type PageData = {
  page: Page
  header: NonNullable<Page['header']>
  footer: NonNullable<Page['footer']>
}

/** A page with the header and footer it shows: its own, or the nearest ancestor's. */
export async function loadPage(
  p: Payload,
  siteName: string,
  path: string,
  lang: Lang,
  draft: boolean,
): Promise<PageData | null> {
  const paths = [path, ...ancestorPaths(path)]
  const result = await p.find({
    collection: 'pages',
    where: { and: [{ 'site.name': { equals: siteName } }, { path: { in: paths } }] },
    locale: lang,
    depth: 1,
    draft,
    overrideAccess: draft,
    limit: paths.length,
    pagination: false,
  })
  const byPath = new Map(result.docs.map((d) => [d.path, d]))
  const page = byPath.get(path)
  if (!page) return null
  const chain = paths.map((x) => byPath.get(x)).filter((d): d is Page => Boolean(d))
  return {
    page,
    header: chain.find((d) => d.header?.length)?.header ?? [],
    footer: chain.find((d) => d.footer?.length)?.footer ?? [],
  }
}

export async function loadDictionary(p: Payload, siteName: string, lang: Lang): Promise<Dictionary> {
  const result = await p.find({
    collection: 'dictionary',
    where: { and: [{ 'site.name': { equals: siteName } }, { language: { equals: lang } }] },
    depth: 0,
    limit: 10000,
    pagination: false,
    select: { key: true, value: true },
  })
  return Object.fromEntries(result.docs.map((d) => [d.key, d.value]))
}

export type SitemapPage = { path: string; updatedAt: string }

export async function loadPublishedPages(p: Payload, siteName: string): Promise<SitemapPage[]> {
  const result = await p.find({
    collection: 'pages',
    where: { and: [{ 'site.name': { equals: siteName } }, { _status: { equals: 'published' } }] },
    depth: 0,
    limit: 10000,
    pagination: false,
    sort: 'path',
    select: { path: true, updatedAt: true, noIndex: true },
  })
  // noindex pages stay out of the sitemap too: listing them would ask for what the page refuses.
  return result.docs.flatMap((d) => (d.path && !d.noIndex ? [{ path: d.path, updatedAt: d.updatedAt }] : []))
}

/** The site's pages in one language with what the navigation needs of them (spec 1 section 9: up to 300). */
export async function loadNavigationPages(
  p: Payload,
  siteName: string,
  lang: Lang,
  draft: boolean,
): Promise<NavigationPage[]> {
  const result = await p.find({
    collection: 'pages',
    where: { 'site.name': { equals: siteName } },
    locale: lang,
    fallbackLocale: false,
    draft,
    overrideAccess: draft,
    depth: 0,
    limit: MAX_NAVIGATION_PAGES,
    pagination: false,
    sort: 'path',
    select: {
      parent: true,
      path: true,
      slug: true,
      title: true,
      navTitle: true,
      navigationTitle: true,
      hideInNavigation: true,
      isNavigableInMenuWhenItHasChildren: true,
      externalLink: true,
      posInMenu: true,
      orderInDropdown: true,
    },
  })
  return result.docs.flatMap((d) =>
    d.path == null
      ? []
      : [
          {
            id: d.id,
            parent: typeof d.parent === 'object' && d.parent ? d.parent.id : (d.parent ?? null),
            path: d.path,
            slug: d.slug ?? '',
            title: d.title ?? '',
            navTitle: d.navTitle,
            navigationTitle: d.navigationTitle,
            hideInNavigation: d.hideInNavigation,
            isNavigableInMenuWhenItHasChildren: d.isNavigableInMenuWhenItHasChildren,
            externalLink: d.externalLink,
            posInMenu: d.posInMenu,
            orderInDropdown: d.orderInDropdown,
          },
        ],
  )
}
