import Image from 'next/image'
import type { CSSProperties, ReactNode } from 'react'
import type { CarCard as CarCardData } from '@/modules/cars/card'
import type { PriceContextTexts } from '@/modules/cars/price-context'
import { FavouriteToggle } from './FavouriteToggle'
import { Link } from './Link'
import { PriceContextBadges } from './PriceContextBadges'

export type CarCardTexts = {
  campaignBadge: string
  exclVat: string
  missingImageText: string
  /** the favourites heart's name, containing {name}; no heart without it */
  favourite?: string
  /** the price rating and price-lowered badges; none without them */
  price?: PriceContextTexts
}

type Props = {
  car: CarCardData
  texts: CarCardTexts
  /** e.g. the compare toggle, drawn in the card's corner above the link */
  action?: ReactNode
  /** the first cards of a list are above the fold */
  priority?: boolean
  headingLevel?: 'h2' | 'h3'
  onOpen?: () => void
}

/**
 * One car in a grid or a carousel. The whole card is one link (its heading names the car);
 * the action sits outside the link so the card never nests interactive elements. Its parts are
 * styled by the `car-card*` classes of globals.css, since a list repeats the card 48 times.
 * The blurred preview is the tiny image in a CSS variable under the picture, not next/image's
 * placeholder, which writes a 1 KB SVG filter into every card's HTML.
 */
export function CarCard({ car, texts, action, priority = false, headingLevel = 'h3', onOpen }: Props) {
  const Heading = headingLevel
  const facts = [car.year, car.mileage, car.fuel, car.gearbox].filter((fact) => fact !== null && fact !== '')
  return (
    // data-credit-* mark a monthly figure and the example beside it for the compliance sweep
    // (modules/finance/disclosure/sweep).
    <article className="car-card group" data-credit-offer={car.monthly ? '' : undefined}>
      <div
        className="car-card-media"
        style={
          car.image?.blurDataUrl ? ({ '--car-card-blur': `url(${car.image.blurDataUrl})` } as CSSProperties) : undefined
        }
      >
        {car.image ? (
          <Image
            src={car.image.src}
            alt=""
            fill
            sizes="(min-width: 1536px) 22vw, (min-width: 1024px) 30vw, (min-width: 640px) 45vw, 100vw"
            className="object-cover"
            preload={priority}
            fetchPriority={priority ? 'high' : undefined}
          />
        ) : (
          <div className="car-card-missing">
            <svg aria-hidden="true" viewBox="0 0 64 32" className="h-10 w-20 fill-current opacity-50">
              <path d="M8 22c0-3 2-5 5-6l7-7c2-2 4-3 7-3h12c3 0 5 1 7 3l6 7c4 1 6 3 6 6v3h-4a5 5 0 0 0-10 0H22a5 5 0 0 0-10 0H8zm9 5a3 3 0 1 1 0-.1zm29 0a3 3 0 1 1 0-.1z" />
            </svg>
            <span className="text-sm">{texts.missingImageText}</span>
          </div>
        )}
        {car.campaign ? <span className="car-card-badge">{texts.campaignBadge}</span> : null}
      </div>
      <div className="car-card-body">
        <Heading className="car-card-title">
          <Link href={car.href} onClick={onOpen} className="car-card-link">
            {car.brand} {car.model}
          </Link>
        </Heading>
        {car.version ? <p className="car-card-version">{car.version}</p> : null}
        {facts.length ? (
          <ul className="car-card-facts">
            {facts.map((fact) => (
              <li key={String(fact)}>{fact}</li>
            ))}
          </ul>
        ) : null}
        {car.city ? (
          <p className="car-card-city">
            {car.city}
            {car.distance ? <span data-distance> · {car.distance}</span> : null}
          </p>
        ) : null}
        {texts.price ? (
          <PriceContextBadges
            rating={car.priceRating}
            lowered={car.priceLowered}
            texts={texts.price}
            className="car-card-context"
          />
        ) : null}
        <div className="car-card-foot">
          <p className="flex flex-col">
            {car.previousPrice ? <s className="text-sm text-[var(--color-muted)]">{car.previousPrice}</s> : null}
            {car.price ? (
              <span className={car.campaign ? 'car-card-price text-[var(--color-campaign-text)]' : 'car-card-price'}>
                {car.price}
                {car.exVat ? <span className="ml-1 text-sm font-normal">{texts.exclVat}</span> : null}
              </span>
            ) : null}
          </p>
          {car.monthly ? (
            <p className="text-right text-sm">
              <span className="block text-[var(--color-muted)]">{car.monthly.label}</span>
              <span className="font-semibold" data-credit-figure={car.monthly.product}>
                {car.monthly.text}
              </span>
            </p>
          ) : null}
        </div>
        {/* As prominent as the monthly figure it belongs to: the same size, weight and colour. */}
        {car.monthly ? (
          <p className="car-card-credit" data-credit-example="">
            {car.monthly.example}
          </p>
        ) : null}
      </div>
      {action || texts.favourite ? (
        <div className="car-card-action">
          {texts.favourite ? (
            <FavouriteToggle carId={car.id} carName={`${car.brand} ${car.model}`.trim()} label={texts.favourite} />
          ) : null}
          {action}
        </div>
      ) : null}
    </article>
  )
}
