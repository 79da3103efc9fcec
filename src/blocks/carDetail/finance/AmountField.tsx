'use client'

import { useState } from 'react'
import { clampTypedAmount, nearestStop } from '@/modules/finance/loan'

type AmountFieldProps = {
  id: string
  label: string
  value: number
  /** the amounts the slider stops at, ascending (see amountStops) */
  stops: readonly number[]
  format: (value: number) => string
  /** e.g. 'Från 80 580 kr till 201 000 kr', read as the input's description */
  rangeText: string
  onChange: (value: number) => void
}

/**
 * An amount chosen with a slider or typed. The slider runs over the stops, so each arrow key
 * moves one step of 1,000 and both ends are reachable; the typed amount is applied on blur or
 * Enter, with spaces and leading zeros stripped and clamped to the range (spec 2 section 5).
 */
export function AmountField({ id, label, value, stops, format, rangeText, onChange }: AmountFieldProps) {
  const [draft, setDraft] = useState<string | null>(null)
  const min = stops[0] ?? value
  const max = stops[stops.length - 1] ?? value

  const apply = () => {
    if (draft === null) return
    const typed = clampTypedAmount(draft, min, max)
    setDraft(null)
    if (typed !== null && typed !== value) onChange(typed)
  }

  return (
    <div className="space-y-2">
      <div className="flex items-baseline justify-between gap-3">
        <label htmlFor={`${id}-input`} className="text-sm font-semibold">
          {label}
        </label>
        <span aria-hidden="true" className="text-sm font-semibold">
          {format(value)}
        </span>
      </div>
      <input
        type="range"
        aria-label={label}
        aria-valuetext={format(value)}
        min={0}
        max={Math.max(0, stops.length - 1)}
        step={1}
        value={nearestStop(stops, value)}
        disabled={stops.length < 2}
        onChange={(event) => {
          const next = stops[Number(event.target.value)]
          setDraft(null)
          if (next !== undefined) onChange(next)
        }}
        className="h-6 w-full cursor-pointer accent-[var(--color-primary)] disabled:cursor-default"
      />
      <input
        id={`${id}-input`}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        aria-describedby={`${id}-range`}
        value={draft ?? String(value)}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={apply}
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return
          event.preventDefault()
          apply()
        }}
        className="w-full rounded-[var(--radius)] border border-[var(--color-border)] bg-[var(--color-bg)] px-3 py-2 text-sm"
      />
      <p id={`${id}-range`} className="text-xs text-[var(--color-muted)]">
        {rangeText}
      </p>
    </div>
  )
}
