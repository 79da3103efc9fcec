import type { Payload, PayloadRequest } from 'payload'
import { logger } from '@/lib/logger'
import { redirectRuleSchema, type RedirectRule } from '@/modules/redirects'
import type { Redirect } from '@/payload-types'
import { relationId } from './relations'

/**
 * The redirect rules as the engine reads them, from the `redirects` collection: site names for
 * relationship ids, the status code as a number, the drag-and-drop order as a number.
 */

export type RuleDoc = Pick<
  Redirect,
  | 'id'
  | 'site'
  | 'source'
  | 'destination'
  | 'permanent'
  | 'statusCode'
  | 'has'
  | 'allLanguages'
  | 'onlyIfMissing'
  | 'enabled'
  | 'note'
>

/** The CMS fields of a rule, as the import writes them. */
export function ruleDocData(rule: RedirectRule, siteId: number) {
  return {
    site: siteId,
    source: rule.source,
    destination: rule.destination,
    permanent: rule.permanent,
    statusCode: rule.statusCode === undefined ? null : (String(rule.statusCode) as NonNullable<Redirect['statusCode']>),
    has: rule.has.map((condition) => ({ type: condition.type, key: condition.key, value: condition.value ?? null })),
    allLanguages: rule.allLanguages,
    onlyIfMissing: rule.onlyIfMissing,
    enabled: rule.enabled,
    note: rule.note,
  }
}

/** A rule document as the engine's input, before its schema check. */
export function ruleInputOf(doc: RuleDoc, siteName: string, order: number) {
  return {
    id: String(doc.id),
    site: siteName,
    source: doc.source,
    destination: doc.destination,
    permanent: doc.permanent !== false,
    statusCode: doc.statusCode ? Number(doc.statusCode) : undefined,
    has: (doc.has ?? []).map((c) => ({ type: 'query' as const, key: c.key, value: c.value ?? undefined })),
    allLanguages: doc.allLanguages !== false,
    onlyIfMissing: Boolean(doc.onlyIfMissing),
    enabled: doc.enabled !== false,
    note: doc.note ?? '',
    order,
  }
}

async function siteNamesById(payload: Payload, req?: PayloadRequest): Promise<Map<number, string>> {
  const sites = await payload.find({
    collection: 'sites',
    limit: 1000,
    depth: 0,
    pagination: false,
    select: { name: true },
    req,
  })
  return new Map(sites.docs.map((site) => [site.id, site.name]))
}

/**
 * Every rule of every site (or of one), in list order. A stored rule the engine cannot read
 * (saved before a check existed) is logged and left out rather than failing the whole set.
 */
export async function loadRedirectRules(
  payload: Payload,
  options: { siteName?: string; req?: PayloadRequest } = {},
): Promise<RedirectRule[]> {
  const names = await siteNamesById(payload, options.req)
  const siteId = options.siteName ? [...names].find(([, name]) => name === options.siteName)?.[0] : undefined
  if (options.siteName && siteId === undefined) return []
  const docs = await payload.find({
    collection: 'redirects',
    where: siteId === undefined ? undefined : { site: { equals: siteId } },
    sort: '_order',
    limit: 0,
    pagination: false,
    depth: 0,
    req: options.req,
    overrideAccess: true,
  })
  const rules: RedirectRule[] = []
  docs.docs.forEach((doc, order) => {
    const siteName = names.get(relationId(doc.site) ?? -1)
    if (!siteName) return
    const parsed = redirectRuleSchema.safeParse(ruleInputOf(doc, siteName, order))
    if (parsed.success) rules.push(parsed.data)
    else logger.warn({ ruleId: doc.id, issues: parsed.error.issues }, 'stored redirect rule unreadable; skipped')
  })
  return rules
}

/**
 * What changes whenever a rule is saved, imported or deleted: the number of rules and the latest
 * change. Instances compare it to the set they hold and read the rules again only when it moved.
 */
export async function redirectRulesVersion(payload: Payload): Promise<string> {
  const latest = await payload.find({
    collection: 'redirects',
    sort: '-updatedAt',
    limit: 1,
    depth: 0,
    select: { updatedAt: true },
    overrideAccess: true,
  })
  return `${latest.totalDocs}:${latest.docs[0]?.updatedAt ?? '-'}`
}
