import type { ReactNode } from 'react'
import { originOf } from '@/cms/site-context'
import { getPageData } from '@/cms/queries'
import { carPageUrl } from '@/modules/cars/detail-metadata'
import { loadCar, loadDealers, loadSimilarCars } from '@/modules/cars/detail-page'
import { logger } from '@/lib/logger'
import { toCarCard } from '@/modules/cars/card-document'
import { MAX_COMPARE, toCompareItem } from '@/modules/cars/compare'
import { cardOptionsFor, creditWarningFor } from '@/modules/cars/card-options'
import { buildBreadcrumbJsonLd, carName, currentPrice, dealerDisplayName } from '@/modules/cars/detail'
import { carImageUrls } from '@/modules/cars/sitemap'
import { buildCarJsonLd, type CarSeller } from '@/modules/cars/structured-data'
import { parseCarDetailPath } from '@/modules/cars/detail-route'
import type { Car, DealerSite } from '@/modules/search/documents'
import { localizePath } from '@/modules/sites/locale'
import { Link } from '@/ui/Link'
import { serializeJsonLd } from '@/modules/seo/structured-data'
import { productDetailPageEvent } from '@/modules/tracking/data-layer'
import type { CarDetailBlock as CarDetailFields } from '@/payload-types'
import { BlockBoundary } from '../BlockBoundary'
import type { BlockContext, BlockProps } from '../context'
import { safely } from '../safely'
import { sectionFailureTexts } from '../section-failure-texts'
import { SectionFailure } from '../SectionFailure'
import { DealerFinanceSection } from './dealer-finance/DealerFinanceSection'
import { ContactSection } from './enquiry/ContactSection'
import { FinanceSection } from './finance/FinanceSection'
import { GallerySection } from './gallery/GallerySection'
import type { DealerChoice } from './section'
import { SimilarCars } from './SimilarCars'
import { carSpecRows, Description, Equipment, Overview, TechnicalData } from './Specs'
import { ContactBar } from './ContactBar'
import { Summary } from './Summary'
import { priceContextTexts } from '@/modules/cars/price-context'
import {
  LazyBackLink as BackLink,
  LazyCarDetailTracking as CarDetailTracking,
  LazyDetailCompareToggle as DetailCompareToggle,
  LazyFavouriteToggle as FavouriteToggle,
} from './lazy'

/**
 * One section of the page, rendered now so that a section failing on the server becomes the
 * section-failure message in its own place, and guarded in the browser the same way.
 */
async function section(name: string, ctx: BlockContext, render: () => ReactNode | Promise<ReactNode>) {
  const texts = sectionFailureTexts(ctx.t)
  let node: ReactNode
  try {
    node = await render()
  } catch (error) {
    logger.error({ err: error, section: name, site: ctx.site.name }, 'car detail section failed to render')
    node = <SectionFailure texts={texts} />
  }
  return (
    <BlockBoundary slug={`carDetail.${name}`} texts={texts}>
      {node}
    </BlockBoundary>
  )
}

function dealerChoices(dealers: DealerSite[], car: Car, ctx: BlockContext): DealerChoice[] {
  return dealers.map((dealer) => ({
    siteId: dealer.site_id,
    name: dealerDisplayName(dealer, car.car_brand),
    city: dealer.site_city ?? null,
    href: localizePath(`${ctx.site.paths.siteDetail.replace(/\/+$/, '')}/${dealer.slug}`, ctx.lang, ctx.site),
  }))
}

/** The contact bar's number: the car's first seller's, else its dealer's; as a tel: link. */
function callNumber(car: Car, dealers: DealerSite[]): string | null {
  const phone =
    car.car_sellers.find((seller) => seller.phone)?.phone ??
    dealers.find((dealer) => dealer.site_id === car.car_site_id)?.site_phone ??
    null
  return phone && !car.car_is_sample ? `tel:${phone.replace(/[^\d+]/g, '')}` : null
}

/**
 * Who sells the car: a new-car sample is offered by the site itself; a stock car by its dealer,
 * with the dealer's page (whose AutoDealer shares the @id) when the site has dealer pages.
 */
function carSeller(
  car: Car,
  ctx: BlockContext,
  dealer: DealerChoice | undefined,
  site: DealerSite | undefined,
  origin: string,
): CarSeller | null {
  if (car.car_is_sample) return { name: ctx.site.label, url: `${origin}${localizePath('/', ctx.lang, ctx.site)}` }
  const name = dealer?.name ?? car.car_site_name ?? null
  if (!name) return null
  return { name, url: dealer ? `${origin}${dealer.href}` : null, site: site ?? null }
}

/**
 * The car detail page (spec 2 section 2.3), placed on the wildcard page under the car detail
 * base. The page route has already answered redirects and not-found; this renders the car.
 */
export async function CarDetailBlock({ block, ctx }: BlockProps<CarDetailFields>) {
  const route = parseCarDetailPath(ctx.path, ctx.site.paths.carDetail)
  if (route?.kind !== 'car') return null
  const car = await loadCar(ctx.site.name, route.id)
  if (!car) return null
  const layout = block.layout === 'alternate' ? 'alternate' : 'standard'
  const { t } = ctx

  const origin = originOf(ctx.site)
  const [dealerSites, similar, listPage] = await Promise.all([
    safelyIn('dealers', ctx, () => loadDealers(ctx.site.name, car), [] as DealerSite[]),
    block.showSimilarCars === false
      ? Promise.resolve([])
      : safelyIn('similar cars', ctx, () => loadSimilarCars(ctx, car), []),
    getPageData(ctx.site.name, ctx.site.paths.carList, ctx.lang),
  ])
  const dealers = dealerChoices(dealerSites, car, ctx)
  const pageUrl = carPageUrl(ctx.site, ctx.lang, car, origin)
  const carListHref = localizePath(ctx.site.paths.carList, ctx.lang, ctx.site)
  const name = carName(car)
  const price = currentPrice(car)
  const specs = carSpecRows({ car, ctx })
  const toggle = { showMore: t('showMore'), showLess: t('showLess') }
  const cardTexts = {
    campaignBadge: t('campaignBadge'),
    exclVat: t('exclVat'),
    missingImageText: t('missingImageText'),
    favourite: t('favouriteCar', { name: '{name}' }),
    price: priceContextTexts(t),
  }
  const hasFinance = Boolean(
    car.car_loan_option ||
    (car.car_has_privateleasing && car.car_private_leasing_option) ||
    (car.car_has_companyleasing && car.car_company_leasing_option) ||
    (ctx.site.flags.dealerFinance && price),
  )
  const jsonLd = [
    buildCarJsonLd({
      car,
      url: pageUrl,
      images: carImageUrls(car, origin),
      priceText: price?.text ?? null,
      seller: carSeller(
        car,
        ctx,
        dealers.find((d) => d.siteId === car.car_site_id) ?? dealers[0],
        dealerSites.find((d) => d.site_id === car.car_site_id) ?? dealerSites[0],
        origin,
      ),
    }),
    buildBreadcrumbJsonLd([
      { name: t('home'), url: `${origin}${localizePath('/', ctx.lang, ctx.site)}` },
      { name: listPage?.page.navTitle || listPage?.page.title || t('backToAllCars'), url: `${origin}${carListHref}` },
      { name, url: pageUrl },
    ]),
  ]

  const card = toCarCard(car as unknown as Record<string, unknown>, cardOptionsFor(ctx))
  const sectionProps = { car, ctx }
  const financeShowsWarning = hasFinance && !ctx.site.flags.dealerFinance && Boolean(car.car_loan_option)
  const [gallery, finance, dealerFinance, contact] = await Promise.all([
    section('gallery', ctx, () => GallerySection({ ...sectionProps, layout })),
    // The UK site finances through the dealer finance provider's quotes instead of the calculator.
    section('finance', ctx, () => (ctx.site.flags.dealerFinance ? null : FinanceSection(sectionProps))),
    section('dealerFinance', ctx, () => DealerFinanceSection(sectionProps)),
    section('contact', ctx, () => ContactSection({ ...sectionProps, dealers })),
  ])

  return (
    <article data-car-detail={car.car_id} data-layout={layout} className="mx-auto w-full max-w-7xl px-4 pb-12 md:px-8">
      <BackLink href={carListHref} label={t('backToAllCars')} sticky={layout === 'alternate'} toRememberedList />
      <div
        className={`grid gap-8 ${layout === 'alternate' ? 'lg:grid-cols-[minmax(0,3fr)_minmax(340px,2fr)]' : 'lg:grid-cols-[minmax(0,3fr)_minmax(340px,2fr)]'}`}
      >
        <div className="min-w-0">{gallery}</div>
        <aside
          aria-label={name}
          className={`lg:self-start ${layout === 'alternate' ? 'lg:sticky lg:top-16' : 'lg:sticky lg:top-4'}`}
        >
          <Summary {...sectionProps} dealers={dealers} pageUrl={pageUrl} hasFinance={hasFinance} />
          {card ? (
            <div className="mt-4 flex flex-wrap items-center gap-3" data-print-hide>
              <FavouriteToggle
                variant="detail"
                carId={card.id}
                carName={name}
                label={t('favouriteCar', { name: '{name}' })}
                text={t('favouriteSave')}
              />
              <Link
                href={localizePath(t('favouritesPath'), ctx.lang, ctx.site)}
                className="font-semibold text-[var(--color-link)] underline underline-offset-4"
              >
                {t('favouritesTitle')}
              </Link>
              <DetailCompareToggle
                siteName={ctx.site.name}
                car={toCompareItem(card)}
                listHref={carListHref}
                texts={{
                  add: t('compareAdd'),
                  remove: t('compareRemove'),
                  limit: t('compareLimit', { max: MAX_COMPARE }),
                  compareButton: t('compareButton', { count: '{count}' }),
                }}
              />
            </div>
          ) : null}
        </aside>
      </div>
      <Overview rows={specs.overview} heading={t('overview')} />
      {hasFinance ? (
        <div id="finance" className="scroll-mt-20 border-t border-[var(--color-border)] py-8">
          {finance}
          {dealerFinance}
        </div>
      ) : null}
      <TechnicalData rows={specs.technical} heading={t('technicalData')} texts={toggle} />
      <Equipment items={specs.equipment} heading={t('equipment')} texts={toggle} alternate={layout === 'alternate'} />
      {car.car_description ? (
        <Description text={car.car_description} heading={t('description')} texts={toggle} />
      ) : null}
      {contact}
      <SimilarCars
        cars={similar}
        heading={t('similarCars')}
        layout={layout}
        texts={{ card: cardTexts, previous: t('carDetailSimilarPrevious'), next: t('carDetailSimilarNext') }}
        // Once a page: the loan panel above already carries the warning where the car has a loan.
        loanWarning={financeShowsWarning ? null : creditWarningFor(ctx)}
      />
      <ContactBar tel={callNumber(car, dealerSites)} showTestDrive={!car.disable_test_drive} t={t} />
      {jsonLd.map((ld, index) => (
        <script key={index} type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(ld) }} />
      ))}
      <CarDetailTracking
        event={productDetailPageEvent({
          carId: car.car_id,
          brand: car.car_brand,
          model: car.car_model,
          price: price?.amount ?? null,
        })}
        siteName={ctx.site.name}
        card={card}
      />
    </article>
  )
}

/** This screen's parts, read through the shared `safely`. */
function safelyIn<T>(what: string, ctx: BlockContext, load: () => Promise<T>, fallback: T): Promise<T> {
  return safely('car detail', what, ctx, load, fallback)
}
