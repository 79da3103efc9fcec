/**
 * Cache tags for page data, in one place: readers tag what they cache, CMS hooks and the
 * inventory ingest expire exactly the tags their change touches. Cached pages carry the tags of
 * every read they made, so expiring a tag re-renders just the pages that read it.
 */
export const cacheTags = {
  /** the list of all sites (proxy, route handlers); pages read their own site's tag */
  sites: 'sites',
  site: (site: string) => `site:${site}`,
  /** one page's own content */
  page: (site: string, path: string) => `page:${site}:${path}`,
  /** a page's header and footer, which its sub-pages inherit */
  regions: (site: string, path: string) => `regions:${site}:${path}`,
  /** the page tree of a site in one language: navigation, breadcrumbs, sitemap */
  navigation: (site: string, lang: string) => `navigation:${site}:${lang}`,
  dictionary: (site: string, lang: string) => `dictionary:${site}:${lang}`,
  /** brand logos (the brands collection): dealer pages and lists that show them */
  brands: 'brands',
  /** a site's stock cars: car lists, car pages and facets of the sites that show them, car sitemaps and vehicle feeds */
  inventory: (site: string) => `inventory:${site}`,
  /** the dates of a site's published pages: its pages sitemap (every published change moves one) */
  pageSitemap: (site: string) => `page-sitemap:${site}`,
  /** a site's redirect rules: the missing pages that answer with an only-if-missing rule */
  redirects: (site: string) => `redirects:${site}`,
  /** a site's locator locations: its locator pages and the locator API's answers */
  locations: (site: string) => `locations:${site}`,
  /**
   * the stories of one index page: its lists and API pages, the teasers showing them, and its
   * articles (each links to its neighbours in the index's order)
   */
  storiesOfIndex: (site: string, indexPath: string) => `stories:${site}:${indexPath}`,
  /** every story of a site: its feeds and sitemap */
  storiesOfSite: (site: string) => `stories:${site}`,
  /** whether a site has stories at all: its pages' feed links */
  storiesExist: (site: string) => `stories-exist:${site}`,
  /** a site's story tags: the chips of its lists, and the tags its cards and articles show */
  storyTags: (site: string) => `story-tags:${site}`,
  /** one CMS-built form (issue 23): the pages embedding it */
  form: (id: string) => `form:${id}`,
} as const

/** How long cached page data may live without a publish event (seconds); hooks usually win. */
export const PAGE_DATA_TTL_SECONDS = 3600
