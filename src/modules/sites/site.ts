import { z } from 'zod'
import { EXAMPLE_FIELDS, MARKETS } from '../finance/disclosure/profiles'
import { BRAND_THEMES, SITE_FONT_KEYS } from '../themes/themes'
import { langSchema } from './lang-schema'

// The name doubles as the `<name>.localhost` sub-domain and the `sc_site` value, so it must be a
// valid DNS label.
const siteNameSchema = z
  .string()
  .regex(/^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/, 'lower-case letters, digits and hyphens')

const HOST_NAME = /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*$/

const hostNameSchema = z.string().trim().toLowerCase().regex(HOST_NAME, 'a bare host name: no scheme, port or path')

// Paths are used in links and redirects; '//x' would be a protocol-relative URL to another host.
const sitePathSchema = z
  .string()
  .startsWith('/', 'must start with /')
  .refine((path) => !path.startsWith('//') && !path.includes('\\'), 'must be a path on this site')

/** A map style a browser fetches: https only, so a page never loads mixed or local content. */
const styleUrlSchema = z.url({ protocol: /^https$/, message: 'an https:// URL' })

export function isHttpsUrl(value: unknown): boolean {
  return styleUrlSchema.safeParse(value).success
}

const latitude = z.number().min(-90).max(90)
const longitude = z.number().min(-180).max(180)

/** The warning as the profile has it, or switched on or off by the site. */
export const CREDIT_WARNING_CHOICES = ['profile', 'on', 'off'] as const

export const siteSchema = z
  .object({
    name: siteNameSchema,
    label: z.string().trim().min(1),
    hostNames: z.array(hostNameSchema),
    /** Other hosts a redirect rule may send visitors to (https only), beside the site's own. */
    redirectHosts: z.array(hostNameSchema).default([]),
    redirectWwwToBare: z.boolean(),
    isDefault: z.boolean(),
    languages: z
      .array(langSchema)
      .min(1)
      .refine((langs) => new Set(langs).size === langs.length, 'languages must be unique'),
    defaultLanguage: langSchema,
    titleTemplate: z.string().includes('%s', { message: 'must contain %s' }),
    // GTM ids end up in a script URL, so only the documented shape is accepted.
    gtmId: z
      .string()
      .regex(/^GTM-[A-Z0-9]+$/, 'a GTM container id such as GTM-ABC123')
      .nullish(),
    paths: z.object({
      carList: sitePathSchema,
      carDetail: sitePathSchema,
      siteDetail: sitePathSchema,
      search: sitePathSchema,
      /** the kits tool (issue 23), a private page outside the page cache; none on most sites */
      kits: sitePathSchema.nullish(),
    }),
    theme: z.enum(BRAND_THEMES),
    font: z.enum(SITE_FONT_KEYS),
    map: z.object({
      /** The server's geocoding key: never sent to a browser. */
      apiKey: z.string().nullish(),
      /** A Google Maps key for browsers, restricted by referrer where it is issued. */
      browserApiKey: z.string().nullish(),
      /** A MapLibre style with vector tiles; unset: MAP_STYLE_URL, else the offline basemap. */
      styleUrl: styleUrlSchema.nullish(),
      defaultLatitude: latitude,
      defaultLongitude: longitude,
      defaultZoomLevel: z.number().min(0).max(22),
    }),
    /** the mailbox sell-car leads go to; the server's choice, never the browser's */
    purchaseEmail: z.email().nullish().catch(null),
    /** robots.txt lets search engines in */
    allowIndexing: z.boolean().default(true),
    flags: z.record(z.string(), z.boolean()),
    /**
     * The site's credit disclosure (issue 16): the market whose profile applies (none: the
     * market of its inventory) and the editor's choices on top of it; what a market's rules
     * require is shown whatever is chosen here (modules/finance/disclosure/profiles).
     */
    creditDisclosure: z
      .object({
        market: z.enum(MARKETS).nullish(),
        warning: z.enum(CREDIT_WARNING_CHOICES).nullish(),
        showExample: z.boolean().nullish(),
        hiddenFields: z.array(z.enum(EXAMPLE_FIELDS)).nullish(),
      })
      .nullish(),
  })
  .refine((site) => site.languages.includes(site.defaultLanguage), {
    message: 'defaultLanguage must be one of languages',
    path: ['defaultLanguage'],
  })

export type Site = z.infer<typeof siteSchema>

function duplicates(values: readonly string[]): string[] {
  const seen = new Set<string>()
  const repeated = new Set<string>()
  for (const value of values) {
    if (seen.has(value)) repeated.add(value)
    seen.add(value)
  }
  return [...repeated]
}

// Host resolution takes the first match, so a name or host claimed twice would silently
// shadow a site.
export const sitesSchema = z.array(siteSchema).superRefine((sites, ctx) => {
  for (const name of duplicates(sites.map((site) => site.name))) {
    ctx.addIssue({ code: 'custom', message: `site name ${name} is used twice` })
  }
  for (const host of duplicates(sites.flatMap((site) => site.hostNames))) {
    ctx.addIssue({ code: 'custom', message: `host name ${host} is listed more than once` })
  }
  if (sites.filter((site) => site.isDefault).length > 1) {
    ctx.addIssue({ code: 'custom', message: 'more than one site is marked isDefault' })
  }
})

export class SiteConfigError extends Error {
  readonly code = 'SITE_CONFIG_INVALID'

  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options)
    this.name = 'SiteConfigError'
  }
}

/** Parses sites at a boundary (CMS read, seed): throws SiteConfigError naming the bad site. */
export function parseSites(input: unknown): Site[] {
  const result = sitesSchema.safeParse(input)
  if (!result.success) {
    throw new SiteConfigError(`invalid site settings: ${z.prettifyError(result.error)}`, {
      cause: result.error,
    })
  }
  return result.data
}
