import { readFile } from 'node:fs/promises'
import path from 'node:path'
import type { Payload, PayloadRequest } from 'payload'
import { REDIRECT_TABLE_SITES } from '@data/redirects/hosts'
import { importRedirectCsv } from '@/cms/redirect-import'
import { loadSites } from '@/cms/repository'

/**
 * The market redirect tables (spec 3 section 9.1), one CSV per site in `data/redirects/`,
 * imported in the spec's order through the admin's own importer: each site's list becomes the
 * file's rows, so seeding again changes nothing.
 */
export async function seedRedirects(payload: Payload, req: PayloadRequest): Promise<Record<string, number>> {
  const sites = await loadSites(payload)
  const counts: Record<string, number> = {}
  for (const name of REDIRECT_TABLE_SITES) {
    const site = sites.find((s) => s.name === name)
    if (!site) throw new Error(`redirect table for unknown site ${name}`)
    const csv = await readFile(path.resolve('data/redirects', `${name}.csv`), 'utf8')
    const report = await importRedirectCsv(payload, site, csv, { mode: 'replace', req })
    if (!report.ok) {
      const lines = report.errors.map((e) => `line ${e.line} ${e.field}: ${e.message}`).join('\n')
      throw new Error(`data/redirects/${name}.csv:\n${lines}`)
    }
    counts[name] = csv.trim().split('\n').length - 1
  }
  return counts
}
