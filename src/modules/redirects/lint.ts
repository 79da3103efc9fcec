import { compileRedirects, type CompiledRedirects } from './compile'
import { staticDestinationPath } from './destination'
import { lookupRedirect } from './lookup'
import { ruleProblemsForSite, type RedirectRule, type RedirectSite } from './rule'
import { parseSource, samplePath, sourceShape } from './source-pattern'

/**
 * A report on a site's rules for editors (shown above the admin list) and for CI (`redirects:lint`):
 * rules that repeat or hide each other, chains the server has to follow, loops, destinations that
 * lead nowhere, and destinations that are not safe.
 */

export type LintEntry = { ruleIds: string[]; source: string; destination: string; message: string }

export type RedirectLintReport = {
  site: string
  /** rules of the site, disabled ones included */
  rules: number
  /** the same source, conditions and destination as a later rule */
  duplicates: LintEntry[]
  /** the same source and conditions as a later rule with another destination: never fires */
  overridden: LintEntry[]
  /** a destination that another rule redirects again (followed on the server, better fixed) */
  chains: LintEntry[]
  loops: LintEntry[]
  /** a destination with no page behind it, or with query keys its page ignores */
  missingTargets: LintEntry[]
  unsafe: LintEntry[]
}

export type LintOptions = {
  /** whether a page (or car, or dealer) answers a path without language prefix */
  pathExists?: (path: string) => boolean
  /** the keys of `keys` the page at `path` ignores (car-list filters it does not know) */
  ignoredQueryKeys?: (path: string, keys: readonly string[]) => string[]
}

function entry(rules: readonly RedirectRule[], message: string, destination?: string): LintEntry {
  const first = rules[0]
  return {
    ruleIds: rules.map((rule) => rule.id),
    source: first?.source ?? '',
    destination: destination ?? first?.destination ?? '',
    message,
  }
}

function conditionKey(rule: RedirectRule): string {
  return rule.has
    .map((condition) =>
      condition.value === undefined ? condition.key : `${condition.key}=${condition.value.toLowerCase()}`,
    )
    .sort()
    .join('&')
}

/** Rules that answer exactly the same requests: one group per shape, conditions and mode. */
function sameRequestGroups(rules: readonly RedirectRule[]): RedirectRule[][] {
  const groups = new Map<string, RedirectRule[]>()
  for (const rule of rules) {
    const key = [sourceShape(parseSource(rule.source)), conditionKey(rule), rule.allLanguages, rule.onlyIfMissing].join(
      ' ',
    )
    groups.set(key, [...(groups.get(key) ?? []), rule])
  }
  return [...groups.values()].filter((group) => group.length > 1)
}

/** A request the rule answers: its source with parameters filled in and its conditions met. */
function sampleRequest(rule: RedirectRule): { path: string; query: string } {
  const query = rule.has
    .map((condition) => `${encodeURIComponent(condition.key)}=${encodeURIComponent(condition.value ?? 'x')}`)
    .join('&')
  return { path: samplePath(parseSource(rule.source)), query }
}

type Followed = { chains: LintEntry[]; loops: LintEntry[] }

/** Follows every rule from a request it answers, as the proxy would. */
function followRules(rules: readonly RedirectRule[], compiled: CompiledRedirects): Followed {
  const byId = new Map(rules.map((rule) => [rule.id, rule]))
  const chains: LintEntry[] = []
  const loops: LintEntry[] = []
  const loopsSeen = new Set<string>()
  for (const rule of rules) {
    const result = lookupRedirect(compiled, sampleRequest(rule), { pageMissing: rule.onlyIfMissing })
    // Another, more specific rule answers this rule's sample: nothing to say about this one here.
    if (result.kind === 'none' || result.ruleIds[0] !== rule.id) continue
    const involved = result.ruleIds.map((id) => byId.get(id)).filter((found) => found !== undefined)
    if (result.kind === 'refused' && result.reason === 'loop') {
      const key = [...new Set(result.ruleIds)].sort().join(' ')
      if (!loopsSeen.has(key)) loops.push(entry(involved, result.message))
      loopsSeen.add(key)
    } else if (result.kind === 'refused') {
      chains.push(entry(involved, result.message))
    } else if (result.ruleIds.length > 1) {
      chains.push(entry(involved, `${result.ruleIds.length} hops, served as one`, result.location))
    }
  }
  return { chains, loops }
}

function destinationQueryKeys(destination: string): string[] {
  const at = destination.indexOf('?')
  if (at === -1) return []
  return [...new URLSearchParams(destination.slice(at + 1).split('#')[0]).keys()]
}

function missingTargets(
  rules: readonly RedirectRule[],
  compiled: CompiledRedirects,
  options: LintOptions,
): LintEntry[] {
  const found: LintEntry[] = []
  for (const rule of rules) {
    if (!rule.destination.startsWith('/')) continue
    const path = staticDestinationPath(rule.destination)
    // A destination another rule redirects is a chain (or loop), reported as such; its end is checked.
    if (lookupRedirect(compiled, { path }).kind !== 'none') continue
    if (options.pathExists && !options.pathExists(path)) {
      found.push(entry([rule], `no page at ${path}`))
      continue
    }
    const keys = destinationQueryKeys(rule.destination)
    const ignored = keys.length > 0 ? (options.ignoredQueryKeys?.(path, keys) ?? []) : []
    if (ignored.length > 0) found.push(entry([rule], `${path} ignores ${ignored.join(', ')}`))
  }
  return found
}

/** The lint report of one site's rules (rules of other sites are left out). */
export function lintRedirects(
  allRules: readonly RedirectRule[],
  site: RedirectSite,
  options: LintOptions = {},
): RedirectLintReport {
  const rules = allRules.filter((rule) => rule.site === site.name)
  const unsafe = rules
    .filter((rule) => ruleProblemsForSite(rule, site).length > 0)
    .map((rule) =>
      entry(
        [rule],
        ruleProblemsForSite(rule, site)
          .map((problem) => problem.message)
          .join('; '),
      ),
    )
  const usable = rules.filter((rule) => rule.enabled && ruleProblemsForSite(rule, site).length === 0)

  const duplicates: LintEntry[] = []
  const overridden: LintEntry[] = []
  for (const group of sameRequestGroups(usable)) {
    const ordered = [...group].sort((a, b) => a.order - b.order)
    const winner = ordered[ordered.length - 1] as RedirectRule
    for (const loser of ordered.slice(0, -1)) {
      if (loser.destination === winner.destination) duplicates.push(entry([loser, winner], `repeats rule ${winner.id}`))
      else overridden.push(entry([loser, winner], `rule ${winner.id} answers instead, with ${winner.destination}`))
    }
  }

  const compiled = compileRedirects(usable, site)
  const { chains, loops } = followRules(usable, compiled)
  return {
    site: site.name,
    rules: rules.length,
    duplicates,
    overridden,
    chains,
    loops,
    missingTargets: missingTargets(usable, compiled, options),
    unsafe,
  }
}

/**
 * The loop that saving `candidate` would close (it replaces the rule with its id, or is added
 * last), or null: the CMS refuses such a save with a 400 naming the loop.
 */
export function loopClosedBy(
  rules: readonly RedirectRule[],
  candidate: RedirectRule,
  site: RedirectSite,
): LintEntry | null {
  const replaced = rules.some((rule) => rule.id === candidate.id)
  const next = replaced ? rules.map((rule) => (rule.id === candidate.id ? candidate : rule)) : [...rules, candidate]
  const usable = next.filter(
    (rule) => rule.site === site.name && rule.enabled && ruleProblemsForSite(rule, site).length === 0,
  )
  const { loops } = followRules(usable, compileRedirects(usable, site))
  return loops.find((loop) => loop.ruleIds.includes(candidate.id)) ?? null
}
