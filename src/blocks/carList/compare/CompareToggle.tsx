'use client'

import { interpolate } from '@/modules/content/interpolate'
import type { CarCard } from '@/modules/cars/card'
import { useCompare } from './CompareProvider'

/**
 * A round button for a card's corner that adds the car to the comparison or takes it out.
 * Its name stays the same ("Compare Volvo XC60"); `aria-pressed` tells whether the car is in.
 * With the comparison full it stays focusable but does nothing, described by the bar's hint.
 */
export function CompareToggle({ car }: { car: CarCard }) {
  const { texts, isSelected, toggle, full, limitHintId } = useCompare()
  const selected = isSelected(car.id)
  const blocked = full && !selected
  return (
    <button
      type="button"
      aria-label={interpolate(texts.compareCar, { name: `${car.brand} ${car.model}`.trim() })}
      aria-pressed={selected}
      aria-disabled={blocked || undefined}
      aria-describedby={blocked ? limitHintId : undefined}
      title={blocked ? texts.limit : selected ? texts.remove : texts.add}
      data-testid="compare-toggle"
      data-car-id={car.id}
      onClick={() => {
        if (!blocked) toggle(car)
      }}
      className={`flex h-10 w-10 items-center justify-center rounded-full border-2 shadow-md transition-colors focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-[var(--color-fg)] ${
        selected
          ? 'border-[var(--color-primary)] bg-[var(--color-primary)] text-[var(--color-primary-fg)]'
          : blocked
            ? 'cursor-not-allowed border-[var(--color-border)] bg-[var(--color-surface)] text-[var(--color-muted)] opacity-60'
            : 'border-[var(--color-border)] bg-[var(--color-surface)] text-[var(--color-fg)] hover:border-[var(--color-primary)]'
      }`}
    >
      <svg aria-hidden="true" viewBox="0 0 20 20" className="h-5 w-5 fill-none stroke-current stroke-2">
        {selected ? (
          <path d="m4.5 10.5 3.5 3.5 7.5-8" strokeLinecap="round" strokeLinejoin="round" />
        ) : (
          // Two cars side by side.
          <path d="M3 6h5v10H3zM12 4h5v12h-5zM10 2v16" strokeLinejoin="round" />
        )}
      </svg>
    </button>
  )
}
