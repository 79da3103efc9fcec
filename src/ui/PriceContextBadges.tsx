import type { ReactNode } from 'react'
import { priceRatingWhy, type CardPriceRating, type PriceContextTexts } from '@/modules/cars/price-context'

type Props = {
  rating: CardPriceRating | null | undefined
  lowered: boolean | undefined
  texts: PriceContextTexts
  /** more of the "why" under the short one (the detail page's method and expected price) */
  more?: ReactNode
  className?: string
}

/**
 * The price rating badge and the price-lowered badge. The rating is the summary of a <details>
 * whose body is the "why": it opens by keyboard (Enter, Space), mouse and touch without any
 * script, a screen reader announces it as a button that expands, and it works on a cached page.
 * Its colours are fixed per grade (globals.css, .price-rating-*), the same in every brand theme.
 */
export function PriceContextBadges({ rating, lowered, texts, more, className = '' }: Props) {
  if (!rating && !lowered) return null
  return (
    <div className={`price-context ${className}`}>
      {rating ? (
        <details className="price-rating" data-price-rating={rating.rating}>
          <summary className={`price-rating-badge price-rating-${rating.rating}`}>
            {texts[rating.rating]}
            <span aria-hidden="true" className="price-rating-info">
              i
            </span>
          </summary>
          <div className="price-rating-why" data-price-rating-why="">
            <p>{priceRatingWhy(rating, texts)}</p>
            {more}
          </div>
        </details>
      ) : null}
      {lowered ? (
        <span className="price-lowered" data-price-lowered="">
          <span aria-hidden="true">↓</span>
          {texts.lowered}
        </span>
      ) : null}
    </div>
  )
}
