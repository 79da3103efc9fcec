import { ConsumerLoanWarning } from '@/ui/ConsumerLoanWarning'
import { RepresentativeExample, exampleRows, exampleTexts } from '@/ui/RepresentativeExample'
import { creditWarningFor } from '@/modules/cars/card-options'
import { LANGUAGES } from '@/modules/sites/languages'
import type { CarListBlock as CarListFields } from '@/payload-types'
import { carListPage, type CarListCondition, type CarListExtras, type CarListPage } from '@/modules/cars/list-page'
import { logger } from '@/lib/logger'
import { chipLabels } from '@/modules/cars/list-facets'
import { serverPageWindow } from '@/modules/cars/list-service'
import { decodeListState, listStateKey } from '@/modules/cars/list-state'
import { searchScopeFor } from '@/modules/search/site-scopes'
import { localizePath } from '@/modules/sites/locale'
import { originOf } from '@/cms/site-context'
import { absoluteUrl } from '@/modules/cars/sitemap'
import { buildCarListJsonLd } from '@/modules/cars/structured-data'
import { serializeJsonLd } from '@/modules/seo/structured-data'
import type { BlockProps } from '../context'
import { LazyCarListApp as CarListApp } from './lazy'
import { compareTexts } from './compare/texts'
import { recentlyViewedTexts, savedSearchTexts } from './personal-texts'
import { carListTexts } from './texts'

/**
 * The car list screen. The first result pages and every facet are rendered here on the server,
 * so reading and paging work without JavaScript; the browser takes over filtering from there.
 */
export async function CarListBlock({ block, ctx }: BlockProps<CarListFields>) {
  const state = decodeListState(ctx.searchParams)
  const condition: CarListCondition = block.condition ?? 'all'
  const scope = searchScopeFor(ctx.site.name)
  const warning = creditWarningFor(ctx)
  let initial: CarListPage | null = null
  let example: CarListExtras['example'] = null
  try {
    const { example: first, ...page } = await carListPage(ctx, {
      state,
      condition,
      ...serverPageWindow(state),
      withFacets: true,
    })
    initial = page
    example = first
  } catch (error) {
    logger.error({ err: error, site: ctx.site.name }, 'car list failed to load')
  }
  const exampleTextsOfMarket = example ? exampleTexts(ctx.t, example.example.market) : null
  const origin = originOf(ctx.site)
  const itemList = initial?.cards.length
    ? buildCarListJsonLd(
        initial.cards.map((card) => ({
          url: absoluteUrl(card.href, origin),
          name: [card.brand, card.model, card.version].filter(Boolean).join(' '),
          image: card.image ? absoluteUrl(card.image.src, origin) : null,
        })),
      )
    : null
  return (
    <>
      {/* The cars of the page as an ItemList, for search engines' list results. */}
      {itemList ? (
        <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(itemList) }} />
      ) : null}
      {/* The market's credit warning, once, above the first monthly figure of the list. */}
      {warning ? (
        <div className="mx-auto max-w-7xl px-4 pt-6 md:px-8">
          <ConsumerLoanWarning text={warning} />
        </div>
      ) : null}
      <CarListApp
        // A link to this page with other filters is a new list, not an update of this one.
        key={listStateKey(state)}
        siteName={ctx.site.name}
        lang={ctx.lang}
        locale={LANGUAGES[ctx.lang].locale}
        currency={scope.currency}
        market={scope.market}
        condition={condition}
        listPath={localizePath(ctx.path, ctx.lang, ctx.site)}
        heading={block.heading ?? null}
        showRecentlyViewed={block.showRecentlyViewed !== false}
        initialState={initial?.state ?? state}
        askedState={state}
        initial={initial}
        texts={carListTexts(ctx.t)}
        chipLabels={chipLabels(ctx.t, ctx.lang)}
        compareTexts={compareTexts(ctx.t)}
        recentlyViewedTexts={recentlyViewedTexts(ctx.t)}
        savedSearchTexts={savedSearchTexts(ctx.t)}
      />
      {/* Each card carries a compact line; the full example, shared by the page, stands here. */}
      {example && exampleTextsOfMarket ? (
        <section id="credit-example" data-credit-offer className="mx-auto max-w-7xl px-4 pb-10 md:px-8">
          <RepresentativeExample
            headingLevel={3}
            heading={`${exampleTextsOfMarket.heading}: ${example.car}`}
            rows={exampleRows(example.example, exampleTextsOfMarket, LANGUAGES[ctx.lang].locale, scope.currency)}
            assumptions={exampleTextsOfMarket.assumptions}
            prominentFirst={example.example.market === 'UK'}
            className="max-w-xl rounded-[var(--radius)] border border-[var(--color-border)] p-4"
          />
        </section>
      ) : null}
    </>
  )
}
