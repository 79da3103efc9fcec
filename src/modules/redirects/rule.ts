import { z } from 'zod'
import { destinationParams, normaliseDestination } from './destination'
import { isSafeDestination } from './safety'
import { parseSource, SourcePatternError, normaliseSource } from './source-pattern'

/**
 * A redirect rule as editors save it in the CMS and write it in CSV (spec 3 section 3, issue 20).
 * The schema checks what a rule says on its own; whether an https host is allowed depends on the
 * site and is checked with `ruleProblemsForSite`.
 */

export const REDIRECT_STATUS_CODES = [301, 302, 303, 307, 308] as const
export type RedirectStatus = (typeof REDIRECT_STATUS_CODES)[number]

export const queryConditionSchema = z.object({
  type: z.literal('query'),
  key: z.string().trim().min(1, 'a query key'),
  /** absent: the key only has to be present */
  value: z.string().optional(),
})
export type QueryCondition = z.infer<typeof queryConditionSchema>

const sourceSchema = z
  .string()
  .trim()
  .min(1, 'a source path')
  .max(2048)
  .transform((source, ctx) => {
    try {
      return normaliseSource(source)
    } catch (error) {
      ctx.addIssue({ code: 'custom', message: error instanceof SourcePatternError ? error.message : 'bad source' })
      return z.NEVER
    }
  })

// Hosts are the site's business; here a destination must merely be shaped like a safe one.
const ANY_HOST_SHAPE = /^https:\/\/([a-z0-9.-]+)(?=[/?#]|$)/i

const destinationSchema = z
  .string()
  .trim()
  .min(1, 'a destination path or https URL')
  .max(2048)
  .transform(normaliseDestination)
  .refine((destination) => {
    const host = ANY_HOST_SHAPE.exec(destination)?.[1]
    return isSafeDestination(destination, host ? [host] : [])
  }, 'a path starting with one / or an https:// URL, with no user info, backslash or control character')

export const redirectRuleSchema = z
  .object({
    /** the CMS document id; rules from a CSV get one from their site and order */
    id: z.union([z.string(), z.number()]).optional(),
    site: z.string().trim().min(1, 'a site name'),
    source: sourceSchema,
    destination: destinationSchema,
    permanent: z.boolean().default(true),
    statusCode: z
      .union(REDIRECT_STATUS_CODES.map((code) => z.literal(code)))
      .nullish()
      .transform((code) => code ?? undefined),
    has: z.array(queryConditionSchema).default([]),
    allLanguages: z.boolean().default(true),
    onlyIfMissing: z.boolean().default(false),
    enabled: z.boolean().default(true),
    note: z.string().default(''),
    order: z.number().int().default(0),
  })
  .superRefine((rule, ctx) => {
    const known = new Set(parseSource(rule.source).paramNames)
    for (const name of destinationParams(rule.destination)) {
      if (!known.has(name)) {
        ctx.addIssue({ code: 'custom', path: ['destination'], message: `{${name}} is not a parameter of the source` })
      }
    }
    if (rule.statusCode !== undefined && isPermanentStatus(rule.statusCode) !== rule.permanent) {
      ctx.addIssue({ code: 'custom', path: ['statusCode'], message: 'the status code contradicts permanent' })
    }
  })
  .transform((rule) => ({ ...rule, id: rule.id === undefined ? `${rule.site}:${rule.order}` : String(rule.id) }))

export type RedirectRuleInput = z.input<typeof redirectRuleSchema>
export type RedirectRule = z.output<typeof redirectRuleSchema>

export function isPermanentStatus(status: RedirectStatus): boolean {
  return status === 301 || status === 308
}

/** The status a rule answers with: its own code, else 308 permanent or 307 temporary. */
export function ruleStatus(rule: Pick<RedirectRule, 'permanent' | 'statusCode'>): RedirectStatus {
  return rule.statusCode ?? (rule.permanent ? 308 : 307)
}

/** What a site lends the redirect engine: its names for hosts and languages. */
export type RedirectSite = {
  name: string
  hostNames: readonly string[]
  /** other hosts a destination may name (a careers site, the brand's own site) */
  redirectHosts?: readonly string[]
  languages: readonly string[]
  defaultLanguage: string
}

export function allowedHosts(site: RedirectSite): string[] {
  return [...site.hostNames, ...(site.redirectHosts ?? [])].map((host) => host.toLowerCase())
}

export type RuleProblem = { field: keyof RedirectRule; message: string }

/** What keeps a parsed rule from being used on this site: wrong site, unlisted host. */
export function ruleProblemsForSite(rule: RedirectRule, site: RedirectSite): RuleProblem[] {
  const problems: RuleProblem[] = []
  if (rule.site !== site.name) problems.push({ field: 'site', message: `belongs to ${rule.site}, not ${site.name}` })
  if (!isSafeDestination(rule.destination, allowedHosts(site))) {
    problems.push({ field: 'destination', message: 'not a path on this site or an https URL on its allowed hosts' })
  }
  return problems
}
