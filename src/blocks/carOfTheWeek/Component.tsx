import { ConsumerLoanWarning } from '@/ui/ConsumerLoanWarning'
import { logger } from '@/lib/logger'
import { searchSiteInventory } from '@/modules/search/inventory-reads'
import type { CarCard } from '@/modules/cars/card'
import { loadCarsOfTheWeek } from '@/modules/cars/car-of-the-week'
import { cardOptionsFor, creditWarningFor } from '@/modules/cars/card-options'
import type { CarOfTheWeekBlock as CarOfTheWeekFields } from '@/payload-types'
import { BlockHeading } from '../BlockHeading'
import type { BlockProps } from '../context'
import { LazyCarOfTheWeekCarousel as CarOfTheWeekCarousel } from './lazy'

type Loaded = { ok: true; cars: CarCard[] } | { ok: false }

async function load({ ctx }: Pick<BlockProps<CarOfTheWeekFields>, 'ctx'>): Promise<Loaded> {
  try {
    const cars = await loadCarsOfTheWeek((request) => searchSiteInventory(ctx.site.name, request), cardOptionsFor(ctx))
    return { ok: true, cars }
  } catch (error) {
    logger.error({ err: error, block: 'carOfTheWeek', site: ctx.site.name }, 'car of the week failed to load')
    return { ok: false }
  }
}

/**
 * Car of the week (spec 2 section 2.5): the site's cars flagged caroftheweek as a looping
 * carousel. Nothing for a site without such cars; a failed search shows an error in this block
 * only (spec 2 section 8), the rest of the page renders as usual.
 */
export async function CarOfTheWeekBlock({ block, ctx }: BlockProps<CarOfTheWeekFields>) {
  const loaded = await load({ ctx })
  const warning = creditWarningFor(ctx)
  if (loaded.ok && loaded.cars.length === 0) return null
  const headingId = `car-of-the-week-${block.id ?? 'block'}`
  return (
    <section aria-labelledby={headingId} className="mx-auto max-w-7xl px-4 py-10 md:px-8 md:py-14">
      <BlockHeading id={headingId} text={block.heading || ctx.t('carOfTheWeek')} />
      {block.text ? <p className="mt-2 max-w-3xl text-[var(--color-muted)]">{block.text}</p> : null}
      <div className="mt-6">
        {loaded.ok ? (
          <CarOfTheWeekCarousel
            cars={loaded.cars}
            texts={{
              card: {
                campaignBadge: ctx.t('campaignBadge'),
                exclVat: ctx.t('exclVat'),
                missingImageText: ctx.t('missingImageText'),
              },
              previous: ctx.t('previousSlide'),
              next: ctx.t('nextSlide'),
              goTo: loaded.cars.map((_, index) => ctx.t('goToSlide', { number: index + 1 })),
            }}
          />
        ) : (
          <p
            role="status"
            data-car-of-the-week-error
            className="rounded-[var(--radius)] border border-[var(--color-border)] bg-[var(--color-surface)] p-6 text-center"
          >
            {ctx.t('carListError')}
          </p>
        )}
      </div>
      {loaded.ok && warning && loaded.cars.some((car) => car.monthly) ? (
        <ConsumerLoanWarning text={warning} className="mt-6" />
      ) : null}
    </section>
  )
}
