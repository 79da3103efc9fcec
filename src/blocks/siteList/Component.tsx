import type { SiteListBlock as SiteListFields } from '@/payload-types'
import { logger } from '@/lib/logger'
import { env } from '@/lib/env'
import { loadSiteList, type SiteListResult } from '@/modules/dealers/list-service'
import {
  decodeSiteListState,
  hasFilters,
  hrefOf,
  SITE_LIST_FACETS,
  SITE_SEARCH_MIN_TOTAL,
  toggleFilterHref,
} from '@/modules/dealers/list-state'
import { findPlaceFor } from '@/modules/dealers/place-lookup'
import { searchSiteInventory } from '@/modules/search/inventory-reads'
import { LANGUAGES } from '@/modules/sites/languages'
import { localizePath } from '@/modules/sites/locale'
import { Link } from '@/ui/Link'
import { mapTexts } from '@/ui/map-texts'
import type { BlockProps } from '../context'
import { FilterForm } from './FilterForm'
import { LazySiteListView as SiteListView } from './lazy'

/**
 * The dealer site list (spec 2 section 2.8): filters, search box and cards rendered on the
 * server from the URL, so the list reads, filters and pages without JavaScript; the browser adds
 * the map view and "near me". Page 48 at a time in website_sort_order.
 */
export async function SiteListBlock({ block, ctx }: BlockProps<SiteListFields>) {
  const { t, site, lang } = ctx
  const state = decodeSiteListState(ctx.searchParams)
  const listPath = localizePath(ctx.path, lang, site)
  const basePath = localizePath(site.paths.siteDetail, lang, site).replace(/\/+$/, '')
  const locale = LANGUAGES[lang].locale
  let result: SiteListResult | null = null
  try {
    result = await loadSiteList((query) => searchSiteInventory(site.name, query), state, findPlaceFor(site))
  } catch (error) {
    logger.error({ err: error, site: site.name }, 'site list failed to load')
  }
  const heading = block.heading || null
  const filtered = hasFilters(state)
  const showSearch = block.showSearch !== false && (filtered || (result?.total ?? 0) > SITE_SEARCH_MIN_TOTAL)
  // A department group reads as its departments are called on this market ('Workshop': 'Verkstad').
  const groupNames = new Map(result?.items.flatMap((item) => item.departments.map((d) => [d.group, d.name])) ?? [])
  const label = (facet: string, value: string) =>
    facet === 'site_department_groups' ? (groupNames.get(value) ?? value) : value

  return (
    <section
      aria-labelledby={heading ? 'site-list-heading' : undefined}
      className="mx-auto max-w-7xl px-4 py-8 md:px-8"
    >
      {heading ? (
        <h2 id="site-list-heading" className="mb-4 text-2xl font-bold [font-family:var(--font-heading)] md:text-3xl">
          {heading}
        </h2>
      ) : null}
      <FilterForm action={listPath} className="flex flex-col gap-4" data-site-filters>
        {showSearch ? (
          <div className="flex max-w-xl gap-2">
            <label htmlFor="site-search" className="sr-only">
              {t('siteSearchLabel')}
            </label>
            <input
              id="site-search"
              type="search"
              name="keyphrase"
              defaultValue={state.keyphrase}
              maxLength={100}
              placeholder={t('siteSearchLabel')}
              className="min-h-11 min-w-0 flex-1 rounded-[var(--radius)] border border-[var(--color-border)] bg-[var(--color-bg)] px-3"
            />
            <button
              type="submit"
              className="min-h-11 rounded-[var(--radius)] bg-[var(--color-primary)] px-4 font-semibold text-[var(--color-primary-fg)]"
            >
              {t('siteSearchButton')}
            </button>
          </div>
        ) : null}
        {result && result.facets.length > 0 ? (
          <details className="rounded-[var(--radius)] border border-[var(--color-border)] md:open:pb-2" open={filtered}>
            <summary className="min-h-11 cursor-pointer content-center px-4 font-semibold">{t('siteFilters')}</summary>
            <div className="grid gap-4 px-4 pb-2 sm:grid-cols-2 lg:grid-cols-4">
              {SITE_LIST_FACETS.map(({ name, label: labelKey }) => {
                const facet = result?.facets.find((f) => f.name === name)
                if (!facet || facet.type !== 'list' || facet.value.length === 0) return null
                const chosen = state.filters[name] ?? []
                return (
                  <fieldset key={name} className="min-w-0">
                    <legend className="mb-1 font-semibold">{t(labelKey)}</legend>
                    <ul className="flex max-h-60 flex-col gap-1 overflow-y-auto">
                      {facet.value.map((value) => (
                        <li key={value.text}>
                          <label className="flex min-h-8 items-center gap-2">
                            <input
                              type="checkbox"
                              name={name}
                              value={value.text}
                              defaultChecked={chosen.includes(value.text)}
                              className="h-5 w-5 accent-[var(--color-primary)]"
                            />
                            <span>
                              {label(name, value.text)}{' '}
                              <span className="text-[var(--color-muted)]">({value.count})</span>
                            </span>
                          </label>
                        </li>
                      ))}
                    </ul>
                  </fieldset>
                )
              })}
            </div>
            <noscript>
              <button type="submit" className="mx-4 mb-2 min-h-11 font-semibold underline">
                {t('siteApplyFilters')}
              </button>
            </noscript>
          </details>
        ) : null}
      </FilterForm>
      {filtered ? (
        <ul className="mt-4 flex flex-wrap gap-2" aria-label={t('siteFilters')}>
          {Object.entries(state.filters).flatMap(([name, values]) =>
            values.map((value) => (
              <li key={`${name}=${value}`}>
                <Link
                  href={toggleFilterHref(listPath, state, name, value)}
                  className="inline-flex min-h-9 items-center gap-1 rounded-full border border-[var(--color-border)] px-3 text-sm"
                >
                  {label(name, value)} <span aria-hidden="true">×</span>
                </Link>
              </li>
            )),
          )}
          <li>
            <Link href={listPath} className="inline-flex min-h-9 items-center px-2 text-sm font-semibold underline">
              {t('clearAllFilters')}
            </Link>
          </li>
        </ul>
      ) : null}
      {!result ? (
        <p role="alert" className="py-8">
          {t('carListError')}
        </p>
      ) : result.total === 0 ? (
        <p role="status" className="py-8">
          {t('noSearchResults')}
        </p>
      ) : (
        <>
          <p role="status" className="mt-4 text-sm" data-site-count={result.total}>
            {t('siteCount', { count: result.total })}
            {result.place ? ` · ${t('siteNearPlace', { place: result.place })}` : null}
          </p>
          <SiteListView
            items={result.items}
            mapItems={result.mapItems}
            basePath={basePath}
            locale={locale}
            map={
              block.showMap === false
                ? null
                : {
                    center: { lat: site.map.defaultLatitude, lng: site.map.defaultLongitude },
                    zoom: site.map.defaultZoomLevel,
                    styleUrl: site.map.styleUrl ?? env().MAP_STYLE_URL ?? null,
                    googleApiKey: site.map.browserApiKey ?? null,
                  }
            }
            texts={{
              showDepartments: t('siteShowDepartments'),
              readMore: t('siteReadMore'),
              listView: t('siteListView'),
              mapView: t('siteMapView'),
              nearMe: t('siteNearMe'),
              nearMeActive: t('siteNearMeActive'),
              mapLabel: t('mapLabel'),
              map: mapTexts(t),
            }}
          />
          {result.hasMore ? (
            <div className="mt-8 text-center">
              <Link
                href={hrefOf(listPath, { ...state, page: state.page + 1 })}
                className="inline-flex min-h-11 items-center rounded-[var(--radius)] border border-[var(--color-border)] px-6 font-semibold"
              >
                {t('showMore')}
              </Link>
            </div>
          ) : null}
        </>
      )}
    </section>
  )
}
