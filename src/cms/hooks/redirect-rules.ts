import type { CollectionConfig, PayloadRequest, TextFieldSingleValidation } from 'payload'
import { cacheTags } from '@/lib/cache-tags'
import {
  loopClosedBy,
  normaliseSource,
  redirectRuleSchema,
  ruleProblemsForSite,
  SourcePatternError,
} from '@/modules/redirects'
import { loadRedirectRules, ruleInputOf, type RuleDoc } from '../redirect-rules'
import { relationId, siteNameOf } from '../relations'
import { toSite } from '../repository'
import { revalidateOnChange } from './revalidate'

/**
 * The checks of a redirect rule on save (issue 20): its source and destination on their own as
 * editors type them, then against its site (hosts a destination may name) and the site's other
 * rules (a rule that closes a loop is refused with the loop named). Any failure is a 400 with
 * field errors and nothing written.
 */

export function validateRedirectSource(value: unknown): true | string {
  if (typeof value !== 'string' || value.trim() === '') return 'A source path'
  try {
    normaliseSource(value.trim())
    return true
  } catch (error) {
    return error instanceof SourcePatternError ? error.message : 'Not a source pattern'
  }
}

/** The destination on its own: a safe path or https URL (whatever the site). */
function destinationShapeProblem(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.trim() === '') return 'A destination path or https URL'
  // The destination checked alone: on a rule whose source names every parameter it may use.
  const parsed = redirectRuleSchema.safeParse({ site: 'check', source: '/{path*}', destination: value })
  return parsed.error?.issues.find((i) => i.path[0] === 'destination' && !i.message.includes('parameter'))?.message
}

async function siteOfRule(req: PayloadRequest, site: unknown) {
  const id = relationId(site)
  if (id === undefined) return undefined
  return toSite(await req.payload.findByID({ collection: 'sites', id, depth: 0, req }))
}

/**
 * The destination as editors see it checked in the form: its shape, then against the rule's site
 * (hosts it may name, parameters of the source) and the site's other rules (a loop is named).
 * The importer checks its whole list at once and skips the per-rule reading of the list.
 */
export const validateRedirectDestination: TextFieldSingleValidation = async (value, { data, id, req }) => {
  const shape = destinationShapeProblem(value)
  if (shape) return shape
  if (req.context?.skipRedirectSiteChecks) return true
  const doc = data as Partial<RuleDoc>
  const site = await siteOfRule(req, doc.site)
  if (!site) return true
  const parsed = redirectRuleSchema.safeParse(ruleInputOf({ ...doc, id: id ?? 'new' } as RuleDoc, site.name, 1e9))
  if (!parsed.success) return parsed.error.issues[0]?.message ?? 'Not a valid rule'
  const problem = ruleProblemsForSite(parsed.data, site)[0]
  if (problem) return problem.message
  if (!parsed.data.enabled) return true
  const others = await loadRedirectRules(req.payload, { siteName: site.name, req })
  const loop = loopClosedBy(others, parsed.data, site)
  return loop ? `This rule closes a loop: ${loop.message}` : true
}

const revalidate = revalidateOnChange<{ site: unknown }>(async (doc, previous, req) => {
  const names = new Set<string>()
  for (const site of [doc.site, previous?.site]) {
    const name = site === undefined ? undefined : await siteNameOf(req, site)
    if (name) names.add(name)
  }
  return [...names].map(cacheTags.redirects)
})

export const redirectRuleHooks: CollectionConfig['hooks'] = {
  afterChange: [revalidate.afterChange],
  afterDelete: [revalidate.afterDelete],
}
