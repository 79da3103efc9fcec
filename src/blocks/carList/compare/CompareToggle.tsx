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
      // Styled in globals.css by its state attributes, icon included: a list repeats it 48 times.
      className="compare-toggle"
    />
  )
}
