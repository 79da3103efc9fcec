import type { SiteListTeaserBlock as SiteListTeaserFields } from '@/payload-types'
import { logger } from '@/lib/logger'
import { loadSiteTeaser, siteTeaserListHref, siteTeaserQuery } from '@/modules/dealers/teaser'
import type { SiteListItem } from '@/modules/dealers/list-service'
import { isUnknownSiteError } from '@/modules/search/site-scopes'
import { searchSiteInventory } from '@/modules/search/inventory-reads'
import { localizePath } from '@/modules/sites/locale'
import { Link } from '@/ui/Link'
import { SiteCard } from '@/ui/SiteCard'
import { BlockHeading } from '../BlockHeading'
import type { BlockProps } from '../context'

/**
 * Four dealers and a link to the site list (spec 3 section 2.5). Nothing when none is found or
 * the search fails (logged): a teaser is a way into the list, not worth an error message.
 */
export async function SiteListTeaserBlock({ block, ctx }: BlockProps<SiteListTeaserFields>) {
  const { site, t } = ctx
  const query = siteTeaserQuery(block)
  let sites: SiteListItem[] = []
  try {
    sites = await loadSiteTeaser((request) => searchSiteInventory(site.name, request), query)
  } catch (error) {
    if (!isUnknownSiteError(error)) {
      logger.error({ err: error, block: 'siteListTeaser', site: site.name }, 'site teaser failed to load')
    }
  }
  if (sites.length === 0) return null
  const base = site.paths.siteDetail.replace(/\/+$/, '')
  const headingId = `site-teaser-${block.id ?? 'block'}`
  return (
    <section
      aria-labelledby={block.heading ? headingId : undefined}
      data-site-teaser
      className="mx-auto max-w-7xl px-4 py-10 md:px-8 md:py-14"
    >
      <div className="flex flex-wrap items-end justify-between gap-x-6 gap-y-2">
        <BlockHeading id={headingId} text={block.heading} />
        <Link
          href={siteTeaserListHref(site.paths.siteDetail, query)}
          site={site}
          lang={ctx.lang}
          editing={ctx.editing}
          data-site-teaser-all=""
          className="font-semibold underline underline-offset-4 hover:no-underline"
        >
          {block.linkLabel || t('siteTeaserAll')}
        </Link>
      </div>
      <ul className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {sites.map((item) => (
          <li key={item.slug}>
            <SiteCard
              site={item}
              href={localizePath(`${base}/${item.slug}`, ctx.lang, site)}
              texts={{ showDepartments: t('siteShowDepartments'), readMore: t('siteReadMore') }}
            />
          </li>
        ))}
      </ul>
    </section>
  )
}
