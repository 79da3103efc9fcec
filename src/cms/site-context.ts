import { cache } from 'react'
import type { Lang } from '@/modules/sites/languages'
import { createTranslator, type Translate } from '@/modules/content/dictionary'
import { env } from '@/lib/env'
import { isKnownLang } from '@/modules/sites/locale'
import { siteOrigin } from '@/modules/sites/origin'
import type { Site } from '@/modules/sites/site'
import { getDictionary, getSite } from './queries'

export type SiteContext = { site: Site; lang: Lang; t: Translate }

/**
 * The site and language of a rewritten request, with its dictionary; null for unknown ones.
 * Layout, page and their metadata all ask for it: `cache` makes that one read per request.
 */
export const loadSiteContext = cache(async function loadSiteContext(
  siteName: string,
  langParam: string,
): Promise<SiteContext | null> {
  const site = await getSite(siteName)
  if (!site || !isKnownLang(langParam) || !site.languages.includes(langParam)) return null
  const dictionary = await getDictionary(site.name, langParam)
  return { site, lang: langParam, t: createTranslator(dictionary, langParam) }
})

/** The public origin of a site for the absolute URLs it emits; never the request's Host header. */
export function originOf(site: Site): string {
  return siteOrigin(site, env().serverUrl)
}
