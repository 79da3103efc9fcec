import type { CarCard as CarCardData } from '@/modules/cars/card'
import { SIMILAR_PANEL_CARD_WIDTH } from '@/modules/cars/detail'
import { CarCard, type CarCardTexts } from '@/ui/CarCard'
import { ConsumerLoanWarning } from '@/ui/ConsumerLoanWarning'
import { LazySlidingPanel as SlidingPanel } from './lazy'

type Props = {
  cars: CarCardData[]
  heading: string
  layout: 'standard' | 'alternate'
  texts: { card: CarCardTexts; previous: string; next: string }
  /** the consumer-loan warning when the cards show loan costs in Swedish; null otherwise */
  loanWarning: string | null
}

/** Similar cars (spec 2 section 2.3): a grid, or the alternate layout's sliding panel of 330 px cards. */
export function SimilarCars({ cars, heading, layout, texts, loanWarning }: Props) {
  if (cars.length === 0) return null
  return (
    <section aria-labelledby="car-similar" className="border-t border-[var(--color-border)] py-10" data-print-hide>
      <h2 id="car-similar" className="text-2xl font-bold [font-family:var(--font-heading)]">
        {heading}
      </h2>
      {layout === 'alternate' ? (
        <SlidingPanel cardWidth={SIMILAR_PANEL_CARD_WIDTH} label={heading} texts={texts}>
          {cars.map((car) => (
            <li key={car.id} className="shrink-0 snap-start" style={{ width: SIMILAR_PANEL_CARD_WIDTH }}>
              <CarCard car={car} texts={texts.card} />
            </li>
          ))}
        </SlidingPanel>
      ) : (
        <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {cars.map((car) => (
            <li key={car.id}>
              <CarCard car={car} texts={texts.card} />
            </li>
          ))}
        </ul>
      )}
      {loanWarning && cars.some((car) => car.monthly) ? (
        <ConsumerLoanWarning text={loanWarning} className="mt-6" />
      ) : null}
    </section>
  )
}
