import type { Lang } from '../sites/languages'
import type { Site } from '../sites/site'

/**
 * One language-alternate scheme for pages and sitemaps alike. A site serves one market from its
 * own host, so the language code alone tells its versions apart (`sv`, `fi`, `en`); the region
 * would add nothing and could contradict the market (Swedish on the Finnish site is not sv-SE).
 */
export function hreflangOf(lang: Lang): string {
  return lang
}

/** The x-default alternate points at the site's default language. */
export const X_DEFAULT = 'x-default'

/**
 * The alternates of one page: each language it exists in, in the site's order, plus x-default
 * when the default language is among them. A site or page in one language has no alternates
 * (nothing to choose between). Every version lists the same set, so they are reciprocal.
 */
export function languageAlternates(
  site: Pick<Site, 'languages' | 'defaultLanguage'>,
  urlOf: (lang: Lang) => string,
  existsIn: readonly Lang[] = site.languages,
): Record<string, string> | undefined {
  const languages = site.languages.filter((lang) => existsIn.includes(lang))
  if (languages.length < 2) return undefined
  const alternates: Record<string, string> = {}
  for (const lang of languages) alternates[hreflangOf(lang)] = urlOf(lang)
  const fallback = languages.includes(site.defaultLanguage) ? site.defaultLanguage : languages[0]!
  alternates[X_DEFAULT] = urlOf(fallback)
  return alternates
}
