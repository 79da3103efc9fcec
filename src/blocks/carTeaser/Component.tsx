import { logger } from '@/lib/logger'
import { cardOptionsFor } from '@/modules/cars/card-options'
import { loadCarList, type CarListResult } from '@/modules/cars/list-service'
import { carTeaserQuery, carTeaserRequest, carTeaserSeeAllHref } from '@/modules/cars/teaser'
import { isUnknownSiteError } from '@/modules/search/site-scopes'
import { searchSiteInventory } from '@/modules/search/inventory-reads'
import type { CarTeaserBlock as CarTeaserFields } from '@/payload-types'
import { FinancedCarGrid } from '@/ui/FinancedCarGrid'
import { Link } from '@/ui/Link'
import { BlockHeading } from '../BlockHeading'
import type { BlockProps } from '../context'

/**
 * The cars of the teaser's query, or null when there are none to show: the site sells no cars,
 * or the search failed (logged; the teaser is a way into the list, not worth an error message).
 * The search goes through searchSiteInventory, which tags the page with the site's inventory as
 * the car list's reads do, so an ingest for the site re-renders the page.
 */
async function load({ block, ctx }: BlockProps<CarTeaserFields>, query: ReturnType<typeof carTeaserQuery>) {
  try {
    return await loadCarList(
      (request) => searchSiteInventory(ctx.site.name, request),
      carTeaserRequest(query, cardOptionsFor(ctx)),
    )
  } catch (error) {
    if (!isUnknownSiteError(error)) {
      logger.error({ err: error, block: 'carTeaser', id: block.id, site: ctx.site.name }, 'car teaser failed to load')
    }
    return null
  }
}

/**
 * A car teaser (spec 3 section 2.5): the cars of an editor's query as the car list's cards, and
 * a link to the car list filtered and sorted the same way. Server-rendered, no script of its
 * own. Nothing at all, heading included, when the query finds no cars. Monthly figures carry
 * what the car list shows with them: the compact example on each card, the market's warning
 * and the full representative example.
 */
export async function CarTeaserBlock(props: BlockProps<CarTeaserFields>) {
  const { block, ctx } = props
  const query = carTeaserQuery(block)
  const result: CarListResult | null = await load(props, query)
  if (!result?.cards.length) return null

  const headingId = `car-teaser-${block.id ?? 'block'}`
  return (
    <section aria-labelledby={headingId} className="mx-auto max-w-7xl px-4 py-10 md:px-8 md:py-14">
      <div className="flex flex-wrap items-end justify-between gap-x-6 gap-y-2">
        <div className="min-w-0">
          <BlockHeading id={headingId} text={block.heading} />
          {block.text ? <p className="mt-2 max-w-3xl text-[var(--color-muted)]">{block.text}</p> : null}
        </div>
        <Link
          href={carTeaserSeeAllHref(ctx.site.paths.carList, query)}
          site={ctx.site}
          lang={ctx.lang}
          editing={ctx.editing}
          data-car-teaser-see-all=""
          className="font-semibold underline underline-offset-4 hover:no-underline"
        >
          {block.seeAllLabel || ctx.t('showMore')}
        </Link>
      </div>
      <FinancedCarGrid cards={result.cards} example={result.example} ctx={ctx} />
    </section>
  )
}
