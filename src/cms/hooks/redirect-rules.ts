import { ValidationError, type CollectionBeforeChangeHook, type CollectionConfig, type PayloadRequest } from 'payload'
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

export function validateRedirectDestination(value: unknown): true | string {
  if (typeof value !== 'string' || value.trim() === '') return 'A destination path or https URL'
  // The destination checked alone: on a rule whose source names every parameter it may use.
  const parsed = redirectRuleSchema.safeParse({ site: 'check', source: '/{path*}', destination: value })
  const issue = parsed.error?.issues.find((i) => i.path[0] === 'destination' && !i.message.includes('parameter'))
  return issue ? issue.message : true
}

async function siteOfRule(req: PayloadRequest, site: unknown) {
  const id = relationId(site)
  if (id === undefined) return undefined
  return toSite(await req.payload.findByID({ collection: 'sites', id, depth: 0, req }))
}

const checkAgainstSite: CollectionBeforeChangeHook = async ({ data, originalDoc, req, context }) => {
  if (context?.skipRedirectSiteChecks) return data
  const merged = { ...(originalDoc ?? {}), ...data } as RuleDoc
  const site = await siteOfRule(req, merged.site)
  if (!site) return data
  const parsed = redirectRuleSchema.safeParse(ruleInputOf({ ...merged, id: originalDoc?.id ?? 'new' }, site.name, 1e9))
  if (!parsed.success) {
    throw new ValidationError({
      errors: parsed.error.issues.map((issue) => ({ path: String(issue.path[0] ?? 'source'), message: issue.message })),
    })
  }
  const problems = ruleProblemsForSite(parsed.data, site)
  if (problems.length > 0) {
    throw new ValidationError({ errors: problems.map((p) => ({ path: String(p.field), message: p.message })) })
  }
  if (parsed.data.enabled) {
    const others = await loadRedirectRules(req.payload, { siteName: site.name, req })
    const loop = loopClosedBy(others, parsed.data, site)
    if (loop) {
      throw new ValidationError({
        errors: [{ path: 'destination', message: `This rule closes a loop: ${loop.message}` }],
      })
    }
  }
  return data
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
  beforeChange: [checkAgainstSite],
  afterChange: [revalidate.afterChange],
  afterDelete: [revalidate.afterDelete],
}
