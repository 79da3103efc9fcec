'use client'

import * as Slider from '@radix-ui/react-slider'

type FinanceSliderProps = {
  label: string
  min: number
  max: number
  step: number
  value: number
  valueText: string
  onValueChange: (value: number) => void
  /** on release, or on each keyboard step */
  onValueCommit: (value: number) => void
}

/** One thumb over a finance input's range (Radix: keyboard and screen readers included). */
export function FinanceSlider({
  label,
  min,
  max,
  step,
  value,
  valueText,
  onValueChange,
  onValueCommit,
}: FinanceSliderProps) {
  return (
    <Slider.Root
      className="relative flex h-6 touch-none select-none items-center data-[disabled]:opacity-50"
      min={min}
      max={max}
      step={step}
      value={[value]}
      disabled={max <= min}
      onValueChange={(next) => onValueChange(next[0] ?? value)}
      onValueCommit={(next) => onValueCommit(next[0] ?? value)}
    >
      <Slider.Track className="relative h-1.5 grow rounded-full bg-[var(--color-border)]">
        <Slider.Range className="absolute h-full rounded-full bg-[var(--color-primary)]" />
      </Slider.Track>
      <Slider.Thumb
        aria-label={label}
        aria-valuetext={valueText}
        className="block h-6 w-6 rounded-full border-2 border-[var(--color-primary)] bg-white shadow focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-[var(--color-primary)]/40"
      />
    </Slider.Root>
  )
}
