import { permanentRedirect, redirect } from 'next/navigation'
import { getRedirectRules } from '@/cms/queries'
import { compileRedirects, lookupRedirect, type CompiledRedirects, type RedirectRule } from '@/modules/redirects'
import { localizePath } from '@/modules/sites/locale'
import type { Lang } from '@/modules/sites/languages'
import type { Site } from '@/modules/sites/site'
import { logger } from '@/lib/logger'

/** Compiled once per rule list read (the cached read hands out the same array until it changes). */
const compiled = new WeakMap<readonly RedirectRule[], CompiledRedirects>()

/**
 * A missing page may still have somewhere to go: rules marked "only if no page answers" fire
 * here, where it is known that no page does (issue 20), before the not-found view renders.
 */
export async function redirectMissingPage(site: Site, lang: Lang, path: string, query: string): Promise<void> {
  const rules = await getRedirectRules(site.name)
  if (!rules.some((rule) => rule.onlyIfMissing && rule.enabled)) return
  let set = compiled.get(rules)
  if (!set) compiled.set(rules, (set = compileRedirects(rules, site)))
  const found = lookupRedirect(set, { path: localizePath(path, lang, site), query }, { pageMissing: true })
  if (found.kind === 'refused') logger.warn({ site: site.name, path, ...found }, 'redirect refused')
  if (found.kind !== 'redirect') return
  if (found.permanent) permanentRedirect(found.location)
  redirect(found.location)
}
