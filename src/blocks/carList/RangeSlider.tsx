'use client'

import * as Slider from '@radix-ui/react-slider'
import { rangeStep } from '@/modules/cars/list-facets'

type Pair = [number, number]

type RangeSliderProps = {
  label: string
  min: number
  max: number
  value: Pair
  format: (n: number) => string
  texts: { rangeFrom: string; rangeTo: string }
  onValueChange: (value: Pair) => void
  onValueCommit: (value: Pair) => void
}

/** Two thumbs over a histogram facet's range (Radix: keyboard and screen readers included). */
export function RangeSlider({ label, min, max, value, format, texts, onValueChange, onValueCommit }: RangeSliderProps) {
  const pair = (next: number[]): Pair => [next[0] ?? min, next[1] ?? max]
  return (
    <Slider.Root
      className="relative flex h-6 touch-none select-none items-center"
      min={min}
      max={max}
      step={rangeStep(min, max)}
      minStepsBetweenThumbs={0}
      value={value}
      onValueChange={(next) => onValueChange(pair(next))}
      onValueCommit={(next) => onValueCommit(pair(next))}
    >
      <Slider.Track className="relative h-1.5 grow rounded-full bg-[var(--color-border)]">
        <Slider.Range className="absolute h-full rounded-full bg-[var(--color-primary)]" />
      </Slider.Track>
      {([0, 1] as const).map((i) => (
        <Slider.Thumb
          key={i}
          aria-label={`${label}: ${i === 0 ? texts.rangeFrom : texts.rangeTo}`}
          aria-valuetext={format(value[i])}
          className="block h-5 w-5 rounded-full border-2 border-[var(--color-primary)] bg-white shadow focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-[var(--color-primary)]/40"
        />
      ))}
    </Slider.Root>
  )
}
