import type { CarCard as CarCardData } from '@/modules/cars/card'
import { creditWarningFor } from '@/modules/cars/card-options'
import type { CarListResult } from '@/modules/cars/list-service'
import type { Translate } from '@/modules/content/dictionary'
import { searchScopeFor } from '@/modules/search/site-scopes'
import { LANGUAGES, type Lang } from '@/modules/sites/languages'
import type { Site } from '@/modules/sites/site'
import { CarCard } from './CarCard'
import { ConsumerLoanWarning } from './ConsumerLoanWarning'
import { RepresentativeExample, exampleRows, exampleTexts } from './RepresentativeExample'

type Props = {
  cards: CarCardData[]
  /** the list's one full representative example, from the first car that gives one */
  example: CarListResult['example']
  ctx: { site: Site; lang: Lang; t: Translate }
  className?: string
}

/**
 * A grid of the car list's cards outside the car list (a teaser, a dealer's latest cars). Where
 * a card shows a monthly figure, the grid carries what the car list carries with it: the
 * market's warning once above the cards, the compact line on each card, and the full
 * representative example below them (modules/finance/disclosure).
 */
export function FinancedCarGrid({ cards, example, ctx, className }: Props) {
  const financed = cards.some((car) => car.monthly)
  const warning = financed ? creditWarningFor(ctx) : null
  const shown = financed ? example : null
  const texts = shown ? exampleTexts(ctx.t, shown.example.market) : null
  const cardTexts = {
    campaignBadge: ctx.t('campaignBadge'),
    exclVat: ctx.t('exclVat'),
    missingImageText: ctx.t('missingImageText'),
  }
  return (
    <>
      {warning ? <ConsumerLoanWarning text={warning} className="mt-6" /> : null}
      <ul className={className ?? 'mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-3 2xl:grid-cols-4'}>
        {cards.map((car) => (
          <li key={car.id}>
            <CarCard car={car} texts={cardTexts} />
          </li>
        ))}
      </ul>
      {shown && texts ? (
        <div data-credit-offer className="mt-6">
          <RepresentativeExample
            headingLevel={3}
            heading={`${texts.heading}: ${shown.car}`}
            rows={exampleRows(shown.example, texts, LANGUAGES[ctx.lang].locale, searchScopeFor(ctx.site.name).currency)}
            assumptions={texts.assumptions}
            prominentFirst={shown.example.market === 'UK'}
            className="max-w-xl rounded-[var(--radius)] border border-[var(--color-border)] p-4"
          />
        </div>
      ) : null}
    </>
  )
}
