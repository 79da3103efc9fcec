import type { SiteContext } from '@/cms/site-context'
import { loadRecommendations, type Recommendations } from '@/modules/cars/detail-page'
import { logger } from '@/lib/logger'
import { localizePath } from '@/modules/sites/locale'
import { creditWarningFor } from '@/modules/cars/card-options'
import { CarCard } from '@/ui/CarCard'
import { ConsumerLoanWarning } from '@/ui/ConsumerLoanWarning'
import { Link } from '@/ui/Link'

async function recommendations(ctx: SiteContext, slug: string): Promise<Recommendations> {
  try {
    return await loadRecommendations(ctx, slug)
  } catch (error) {
    logger.error({ err: error, site: ctx.site.name }, 'car recommendations failed to load')
    return { cards: [], keyphrase: '' }
  }
}

/** The car list with the keyphrase, so the visitor can search on from the missing car. */
function carListHref(ctx: SiteContext, keyphrase: string): string {
  const list = localizePath(ctx.site.paths.carList, ctx.lang, ctx.site)
  return keyphrase ? `${list}?${new URLSearchParams({ keyphrase })}` : list
}

/**
 * Spec 2 section 2.3: a car that is gone (sold, or never existed) answers 404 with a heading,
 * a text, up to 8 recommended cars found from the words of its URL, and a link to the car
 * list with those words as the keyphrase (hidden where the site's flag says so).
 */
export async function CarNotFound({ ctx, slug }: { ctx: SiteContext; slug: string }) {
  const { cards, keyphrase } = await recommendations(ctx, slug)
  const warning = creditWarningFor(ctx)
  const texts = {
    campaignBadge: ctx.t('campaignBadge'),
    exclVat: ctx.t('exclVat'),
    missingImageText: ctx.t('missingImageText'),
  }
  const text = ctx.t('carNotFoundText')
  return (
    <section data-car-not-found className="mx-auto w-full max-w-7xl px-4 py-12 md:px-8 md:py-16">
      <p className="text-sm font-semibold uppercase tracking-wider text-[var(--color-muted)]">404</p>
      <h1 className="mt-2 text-3xl font-bold [font-family:var(--font-heading)] md:text-4xl">
        {ctx.t('carNotFoundHeading')}
      </h1>
      {text ? <p className="mt-4 max-w-3xl text-lg">{text}</p> : null}
      {cards.length > 0 ? (
        <>
          <h2 className="mt-10 text-2xl font-bold [font-family:var(--font-heading)]">{ctx.t('recommendedCars')}</h2>
          <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
            {cards.map((car) => (
              <li key={car.id}>
                <CarCard car={car} texts={texts} />
              </li>
            ))}
          </ul>
          {warning && cards.some((car) => car.monthly) ? <ConsumerLoanWarning text={warning} className="mt-6" /> : null}
        </>
      ) : null}
      {ctx.site.flags.hideCarNotFoundListLink ? null : (
        <Link
          href={carListHref(ctx, keyphrase)}
          className="mt-10 inline-block rounded-[var(--radius)] bg-[var(--color-primary)] px-6 py-3 font-semibold text-[var(--color-primary-fg)] hover:opacity-90"
        >
          {ctx.t('carNotFoundLink')}
        </Link>
      )}
    </section>
  )
}
