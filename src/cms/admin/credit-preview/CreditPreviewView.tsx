import { DefaultTemplate } from '@payloadcms/next/templates'
import { Gutter } from '@payloadcms/ui'
import { redirect } from 'next/navigation'
import type { AdminViewServerProps } from 'payload'
import { env } from '@/lib/env'
import { loadDictionary, loadSites } from '@/cms/repository'
import { searchSiteInventory } from '@/modules/search/inventory-reads'
import { siteOrigin } from '@/modules/sites/origin'
import { CarCard } from '@/ui/CarCard'
import { CREDIT_PREVIEW_PATH } from './path'
import { creditPreview, type SitePreview } from './preview'
import './credit-preview.css'

/**
 * The admin's credit disclosure preview (issue 16 item 7), a Payload root view rendered on the
 * server. Payload treats custom root views as public, so the view checks the login itself.
 * Sites and dictionaries are read from the database, not the public pages' cache, so an edit
 * shows here at once.
 */
export async function CreditPreviewView({ initPageResult, params, searchParams }: AdminViewServerProps) {
  const { req, permissions, visibleEntities, locale } = initPageResult
  const adminRoute = req.payload.config.routes.admin
  if (!req.user || !permissions.canAccessAdmin) {
    redirect(`${adminRoute}/login?redirect=${encodeURIComponent(`${adminRoute}${CREDIT_PREVIEW_PATH}`)}`)
  }
  const sites = await loadSites(req.payload)
  const preview = await creditPreview({
    sites,
    dictionary: (siteName, lang) => loadDictionary(req.payload, siteName, lang),
    search: searchSiteInventory,
  })
  const serverUrl = env().serverUrl
  const origins = new Map(sites.map((site) => [site.name, siteOrigin(site, serverUrl)]))

  return (
    <DefaultTemplate
      i18n={req.i18n}
      locale={locale}
      params={params}
      payload={req.payload}
      permissions={permissions}
      searchParams={searchParams}
      user={req.user ?? undefined}
      visibleEntities={visibleEntities}
    >
      <Gutter className="credit-preview">
        <h1>Credit disclosure preview</h1>
        <p className="credit-preview__lead">
          What each marketplace site shows beside a monthly price: its market profile, the warning in each of its
          languages, and one car of its stock as visitors see the card, with the car&apos;s full representative example.
          Texts come from the site&apos;s dictionary; edit them under Dictionary.
        </p>
        <nav aria-label="Sites" className="credit-preview__toc">
          <ul>
            {preview.map((site) => (
              <li key={site.siteName}>
                <a href={`#site-${site.siteName}`}>{site.siteName}</a>
              </li>
            ))}
          </ul>
        </nav>
        {preview.map((site) => (
          <SiteSection
            key={site.siteName}
            site={site}
            origin={origins.get(site.siteName) ?? null}
            serverUrl={serverUrl}
          />
        ))}
      </Gutter>
    </DefaultTemplate>
  )
}

/**
 * The sample car's page on this server, the site chosen by `sc_site`: framed by the admin, which
 * may frame its own origin, at the finance section as visitors see it.
 */
function financePanelUrl(serverUrl: string, site: SitePreview): string | null {
  if (!site.sample) return null
  const url = new URL(site.sample.card.href, serverUrl)
  url.searchParams.set('sc_site', site.siteName)
  url.hash = 'finance'
  return url.toString()
}

function SiteSection({ site, origin, serverUrl }: { site: SitePreview; origin: string | null; serverUrl: string }) {
  const { profile, sample } = site
  const headingId = `site-${site.siteName}`
  return (
    <section className="credit-preview__site" aria-labelledby={headingId} data-site={site.siteName}>
      <h2 id={headingId}>
        {site.label ?? site.siteName} <code>{site.siteName}</code> · market {profile.market}
      </h2>
      {site.label === null ? (
        <p className="credit-preview__note">This site is not in the CMS: only its market profile is shown.</p>
      ) : null}
      <div className="credit-preview__columns">
        <div>
          <h3>Market profile</h3>
          <dl className="credit-preview__facts">
            <dt>Market</dt>
            <dd>{profile.market}</dd>
            <dt>Warning</dt>
            <dd>
              {profile.warningShown ? 'Shown' : 'Off'}
              {profile.warningRule
                ? ` — required by ${profile.warningRule}`
                : ` — not required; ${profile.warningOnByDefault ? 'on' : 'off'} by default (dictionary key ${profile.warningKey})`}
            </dd>
            <dt>Example</dt>
            <dd>Required beside a monthly figure by {profile.exampleRule}</dd>
            <dt>Rate decimals</dt>
            <dd>{profile.rateDecimals}</dd>
          </dl>
          <h4>Example fields, in order</h4>
          <ol className="credit-preview__fields">
            {profile.fields.map((field) => (
              <li key={field.field}>
                {field.englishLabel} <code>{field.field}</code>
                {field.requiredBy ? null : <span className="credit-preview__note"> (when the credit has one)</span>}
              </li>
            ))}
          </ol>
          <h3>Warning as visitors see it</h3>
          {site.profile.warningReview ? (
            <p className="credit-preview__review" data-legal-review="">
              <strong>Legal review needed.</strong> {site.profile.warningReview}
            </p>
          ) : null}
          {site.languages.length === 0 ? <p className="credit-preview__note">No languages.</p> : null}
          <ul className="credit-preview__warnings">
            {site.languages.map((language) => (
              <li key={language.lang}>
                <span className="credit-preview__lang">{language.languageName}</span>
                {language.warning ? (
                  <p lang={language.lang} className="credit-preview__warning" data-credit-warning="">
                    {language.warning}
                  </p>
                ) : (
                  <p className="credit-preview__note">
                    Not shown. Switched on, it would read: <q lang={language.lang}>{language.warningText}</q>
                  </p>
                )}
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h3>Sample card{sample ? ` (${sample.examples[0]?.languageName ?? sample.lang})` : ''}</h3>
          {sample ? (
            <div className="credit-preview__card" lang={sample.lang}>
              <CarCard
                car={{ ...sample.card, href: origin ? new URL(sample.card.href, origin).toString() : sample.card.href }}
                texts={sample.cardTexts}
              />
            </div>
          ) : (
            <p className="credit-preview__none" data-no-sample="">
              {site.inventory.error
                ? `The inventory could not be searched: ${site.inventory.error}`
                : site.inventory.total === 0
                  ? 'No cars in this site’s inventory.'
                  : `None of the ${site.inventory.searched} cars looked at has a loan with a complete example.`}
            </p>
          )}
        </div>
      </div>
      {sample ? <ExampleTable site={site} /> : null}
      {sample ? (
        <>
          <h3>The car page&apos;s finance panel</h3>
          <iframe
            className="credit-preview__frame"
            src={financePanelUrl(serverUrl, site) ?? undefined}
            title={`Finance panel of the sample car on ${site.siteName}`}
            loading="lazy"
            data-finance-panel-frame=""
          />
        </>
      ) : null}
    </section>
  )
}

function ExampleTable({ site }: { site: SitePreview }) {
  const examples = site.sample?.examples ?? []
  const fields = site.profile.fields.filter((field) =>
    examples.some((example) => example.rows.some((row) => row.field === field.field)),
  )
  return (
    <div className="credit-preview__example">
      <table>
        <caption>Representative example of the sample car</caption>
        <thead>
          <tr>
            <th scope="col">Field</th>
            {examples.map((example) => (
              <th scope="col" key={example.lang}>
                {example.languageName}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {fields.map((field) => (
            <tr key={field.field}>
              <th scope="row">
                <code>{field.field}</code>
              </th>
              {examples.map((example) => {
                const row = example.rows.find((candidate) => candidate.field === field.field)
                return (
                  <td key={example.lang} lang={example.lang}>
                    {row ? (
                      <>
                        <span className="credit-preview__label">{row.label}</span> {row.value}
                      </>
                    ) : null}
                  </td>
                )
              })}
            </tr>
          ))}
          <tr>
            <th scope="row">Card line</th>
            {examples.map((example) => (
              <td key={example.lang} lang={example.lang}>
                {example.compact}
              </td>
            ))}
          </tr>
          <tr>
            <th scope="row">Assumptions</th>
            {examples.map((example) => (
              <td key={example.lang} lang={example.lang}>
                {example.assumptions}
              </td>
            ))}
          </tr>
        </tbody>
      </table>
    </div>
  )
}
