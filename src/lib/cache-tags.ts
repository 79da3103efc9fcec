/**
 * Cache tags for page data, in one place: readers tag what they cache, CMS hooks revalidate
 * exactly the tags their change touches.
 */
export const cacheTags = {
  sites: 'sites',
  site: (site: string) => `site:${site}`,
  pages: (site: string, lang: string) => `pages:${site}:${lang}`,
  page: (site: string, path: string) => `page:${site}:${path}`,
  dictionary: (site: string, lang: string) => `dictionary:${site}:${lang}`,
  media: 'media',
} as const

/** How long cached page data may live without a publish event (seconds); hooks usually win. */
export const PAGE_DATA_TTL_SECONDS = 3600
