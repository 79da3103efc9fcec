import {
  commitTransaction,
  createLocalReq,
  initTransaction,
  killTransaction,
  type Payload,
  type PayloadRequest,
} from 'payload'
import { lintRedirects, parseRedirectCsv, type CsvError, type RedirectRule } from '@/modules/redirects'
import type { Site } from '@/modules/sites/site'
import { loadRedirectRules, ruleDocData } from './redirect-rules'

/**
 * A CSV of redirect rules into one site's list (issue 20 item 7), for the admin's import and the
 * seed: parsed and checked whole first (every bad row reported by line, a loop in the resulting
 * set refused), then written in one transaction, so a failure writes nothing. `replace` keeps
 * what did not change, so importing an export writes nothing at all.
 */

export type ImportMode = 'append' | 'replace'

export type ImportReport =
  | { ok: true; added: number; changed: number; removed: number; errors: [] }
  | { ok: false; status: 400 | 413; added: 0; changed: 0; removed: 0; errors: CsvError[] }

/** What identifies a rule in a list: its source and conditions (what decides when it fires). */
function matchKey(rule: RedirectRule): string {
  const has = rule.has.map((c) => `${c.key}=${c.value ?? ''}`).sort()
  return JSON.stringify([rule.source.toLowerCase(), has])
}

/** Everything an editor sets on a rule except its order and id. */
function sameSettings(a: RedirectRule, b: RedirectRule): boolean {
  const settings = (rule: RedirectRule) =>
    JSON.stringify([
      rule.source,
      rule.destination,
      rule.permanent,
      rule.statusCode ?? null,
      rule.has,
      rule.allLanguages,
      rule.onlyIfMissing,
      rule.enabled,
      rule.note,
    ])
  return settings(a) === settings(b)
}

function failed(status: 400 | 413, errors: CsvError[]): ImportReport {
  return { ok: false, status, added: 0, changed: 0, removed: 0, errors }
}

async function siteId(payload: Payload, name: string, req?: PayloadRequest): Promise<number> {
  const found = await payload.find({ collection: 'sites', where: { name: { equals: name } }, limit: 1, depth: 0, req })
  const doc = found.docs[0]
  if (!doc) throw new Error(`no site named ${name}`)
  return doc.id
}

export async function importRedirectCsv(
  payload: Payload,
  site: Site,
  csv: string,
  options: { mode: ImportMode; dryRun?: boolean; req?: PayloadRequest },
): Promise<ImportReport> {
  const parsed = parseRedirectCsv(csv, site)
  if (!parsed.ok) return failed(parsed.status, parsed.errors)

  const existing = await loadRedirectRules(payload, { siteName: site.name, req: options.req })
  const incoming = parsed.rules
  const unchangedList =
    options.mode === 'replace' &&
    existing.length === incoming.length &&
    existing.every((rule, index) => sameSettings(rule, incoming[index]!))

  const finalRules = options.mode === 'replace' ? incoming : [...existing, ...incoming]
  const { loops } = lintRedirects(
    finalRules.map((rule, order) => ({ ...rule, order })),
    site,
  )
  if (loops.length > 0) {
    return failed(
      400,
      loops.map((loop) => ({ line: 0, field: 'destination', message: `a loop: ${loop.message}` })),
    )
  }

  const before = new Map(existing.map((rule) => [matchKey(rule), rule]))
  const after = new Set(incoming.map(matchKey))
  let added = 0
  let changed = 0
  for (const rule of incoming) {
    const previous = before.get(matchKey(rule))
    if (!previous) added++
    else if (options.mode === 'replace' && !sameSettings(previous, rule)) changed++
    else if (options.mode === 'append') added++
  }
  const removed = options.mode === 'replace' ? existing.filter((rule) => !after.has(matchKey(rule))).length : 0
  if (unchangedList) return { ok: true, added: 0, changed: 0, removed: 0, errors: [] }
  if (options.dryRun) return { ok: true, added, changed, removed, errors: [] }

  const req = options.req ?? (await createLocalReq({}, payload))
  const owned = await initTransaction(req)
  try {
    const id = await siteId(payload, site.name, req)
    // The list order is the CSV's: replacing rewrites the site's list in file order.
    if (options.mode === 'replace') {
      await payload.delete({ collection: 'redirects', where: { site: { equals: id } }, req, overrideAccess: true })
    }
    for (const rule of incoming) {
      await payload.create({
        collection: 'redirects',
        data: ruleDocData(rule, id),
        req,
        overrideAccess: true,
        // Checked above as a whole set; one rule at a time would read the list once per row.
        context: { ...req.context, skipRedirectSiteChecks: true },
      })
    }
    if (owned) await commitTransaction(req)
  } catch (error) {
    if (owned) await killTransaction(req)
    throw error
  }
  return { ok: true, added, changed, removed, errors: [] }
}
