import type { BeforeListTableServerProps } from 'payload'
import { redirectLintReport } from '@/cms/redirect-lint'
import { loadRedirectRules } from '@/cms/redirect-rules'
import { loadPublishedPages, loadSites } from '@/cms/repository'
import type { LintEntry, RedirectLintReport as Report } from '@/modules/redirects'
import { RedirectImportDialog } from './RedirectImportDialog'
import './redirects-admin.css'

/** The report's parts in the order an editor should fix them, with what each means. */
const SECTIONS: { key: keyof Omit<Report, 'site' | 'rules'>; title: string }[] = [
  { key: 'loops', title: 'Loops (never answered)' },
  { key: 'unsafe', title: 'Unsafe destinations (never answered)' },
  { key: 'missingTargets', title: 'Destinations with no page' },
  { key: 'overridden', title: 'Overridden by a later rule' },
  { key: 'duplicates', title: 'Duplicates' },
  { key: 'chains', title: 'Chains (followed on the server; better pointed at the end)' },
]

function Entries({ entries }: { entries: LintEntry[] }) {
  return (
    <ul className="redirect-report__entries">
      {entries.map((entry) => (
        <li key={`${entry.ruleIds.join('-')}:${entry.message}`}>
          <code>{entry.source}</code> → <code>{entry.destination}</code>: {entry.message}{' '}
          <span className="redirect-report__ids">(rule {entry.ruleIds.join(', ')})</span>
        </li>
      ))}
    </ul>
  )
}

/**
 * Above the redirect list: the lint report of one site (issue 20 item 8), chosen by the site links
 * that also filter the list to that site (the first site by default), with export and import beside it. Read from the database on
 * every view, so a saved rule shows in the report at once.
 */
export async function RedirectLintReport({ payload, searchParams }: BeforeListTableServerProps) {
  const sites = await loadSites(payload)
  const siteDocs = await payload.find({
    collection: 'sites',
    limit: 1000,
    depth: 0,
    pagination: false,
    select: { name: true },
  })
  const ids = new Map(siteDocs.docs.map((doc) => [doc.name, doc.id]))
  const wanted = typeof searchParams?.lintSite === 'string' ? searchParams.lintSite : undefined
  const site = sites.find((s) => s.name === wanted) ?? sites[0]
  if (!site) return null
  const rules = await loadRedirectRules(payload, { siteName: site.name })
  const report = await redirectLintReport(site, rules, await loadPublishedPages(payload, site.name))
  const problems = SECTIONS.reduce((sum, section) => sum + report[section.key].length, 0)
  return (
    <section className="redirect-report" aria-labelledby="redirect-report-heading">
      <div className="redirect-report__bar">
        <h2 id="redirect-report-heading">Redirect report</h2>
        <nav aria-label="Site" className="redirect-report__sites">
          {sites.map((s) => (
            <a
              key={s.name}
              href={`?${new URLSearchParams({ lintSite: s.name, 'where[site][equals]': String(ids.get(s.name) ?? '') })}`}
              aria-current={s.name === site.name ? 'page' : undefined}
            >
              {s.name}
            </a>
          ))}
        </nav>
        <a
          className="btn btn--style-secondary btn--size-small"
          href={`/api/redirects/export?site=${site.name}`}
          download
        >
          Export CSV
        </a>
        <RedirectImportDialog sites={sites.map((s) => s.name)} site={site.name} />
      </div>
      <p data-redirect-report-summary>
        {site.name}: {report.rules} rules, {problems === 0 ? 'no problems found' : `${problems} to look at`}.
      </p>
      {SECTIONS.filter((section) => report[section.key].length > 0).map((section) => (
        <details key={section.key} className="redirect-report__section" data-redirect-report={section.key}>
          <summary>
            {section.title}: {report[section.key].length}
          </summary>
          <Entries entries={report[section.key]} />
        </details>
      ))}
    </section>
  )
}
