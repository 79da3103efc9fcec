/**
 * Hosts outside a site's own host names that its seeded redirects may point at (the site's
 * `redirectHosts` allow-list): the Swedish group site sends old career pages to the careers site.
 */
export const seedRedirectHosts: Record<string, string[]> = {
  'hedin-se': ['careers.hedinautomotive.com'],
}

/** The seeded tables in the order the importer reads them (issue 20, spec 3 section 9.1). */
export const REDIRECT_TABLE_SITES = [
  'hedin-fi',
  'brand-no',
  'brand-se',
  'hedin-sk',
  'hedin-no',
  'hedin-se',
  'hedin-uk',
] as const
