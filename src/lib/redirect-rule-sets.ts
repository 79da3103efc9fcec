import { z } from 'zod'
import { compileRedirects, redirectRuleSchema, type CompiledRedirects, type RedirectRule } from '@/modules/redirects'
import type { Site } from '@/modules/sites/site'
import { logger } from './logger'

/**
 * The proxy's copy of the redirect rules: read from the app's own endpoint, asked again every
 * two seconds with the version held (an unchanged set costs one small query and a 304), and
 * compiled per site when first needed. A saved, imported or deleted rule is live on every
 * instance within seconds; a failed read keeps the last good set.
 */
const RULES_TTL_MS = 2000

type Held = { version: string; rules: RedirectRule[]; bySite: Map<string, { key: string; set: CompiledRedirects }> }

let held: Held | undefined
let checkedAt = 0
let inflight: Promise<void> | undefined

const answerSchema = z.object({ version: z.string(), rules: z.array(z.unknown()) })

async function refresh(): Promise<void> {
  const port = process.env.PORT ?? '3000'
  const query = held ? `?${new URLSearchParams({ version: held.version })}` : ''
  const res = await fetch(`http://127.0.0.1:${port}/api/redirects-map${query}`, {
    cache: 'no-store',
    signal: AbortSignal.timeout(3000),
  })
  if (res.status === 304 && held) return
  if (!res.ok) throw new Error(`redirects-map answered ${res.status}`)
  const answer = answerSchema.parse(await res.json())
  const rules: RedirectRule[] = []
  for (const raw of answer.rules) {
    const parsed = redirectRuleSchema.safeParse(raw)
    if (parsed.success) rules.push(parsed.data)
  }
  held = { version: answer.version, rules, bySite: new Map() }
}

async function currentRules(): Promise<Held | undefined> {
  if (Date.now() - checkedAt >= RULES_TTL_MS) {
    inflight ??= refresh()
      .catch((error: unknown) => logger.error({ err: error }, 'redirect rules not refreshed; the last good set stays'))
      .finally(() => {
        checkedAt = Date.now()
        inflight = undefined
      })
    await inflight
  }
  return held
}

/** What of a site its compiled rules depend on besides the rules themselves. */
function siteKey(site: Site, version: string): string {
  return JSON.stringify([version, site.hostNames, site.redirectHosts, site.languages, site.defaultLanguage])
}

/** The site's compiled rules, or undefined while none could ever be read. */
export async function redirectRulesFor(site: Site): Promise<CompiledRedirects | undefined> {
  const rules = await currentRules()
  if (!rules) return undefined
  const key = siteKey(site, rules.version)
  const known = rules.bySite.get(site.name)
  if (known?.key === key) return known.set
  const set = compileRedirects(
    rules.rules.filter((rule) => rule.site === site.name),
    site,
  )
  rules.bySite.set(site.name, { key, set })
  return set
}
