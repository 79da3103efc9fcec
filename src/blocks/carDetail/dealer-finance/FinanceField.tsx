'use client'

import dynamic from 'next/dynamic'
import { useId, useState } from 'react'
import { parseTypedAmount, type SliderSpec } from './quote-state'

// The slider needs JavaScript to be used at all, so it loads after the widget; the placeholder
// keeps its height, so nothing moves.
const FinanceSlider = dynamic(() => import('./FinanceSlider').then((m) => m.FinanceSlider), {
  ssr: false,
  loading: () => <div className="h-6" />,
})

type FinanceFieldProps = {
  label: string
  /** money fields can also be typed: the input's label, e.g. 'Deposit (£)' */
  inputLabel?: string
  spec: SliderSpec
  value: number
  format: (value: number) => string
  onCommit: (value: number) => void
}

const typedText = (value: number) => (Number.isInteger(value) ? String(value) : value.toFixed(2))

/**
 * One quote input (spec 2 section 4): the slider commits on release or keyboard step, never
 * while it is dragged; a typed amount commits on blur or Enter, cleaned and clamped.
 */
export function FinanceField({ label, inputLabel, spec, value, format, onCommit }: FinanceFieldProps) {
  const id = useId()
  const [dragged, setDragged] = useState<number | null>(null)
  const [typed, setTyped] = useState<string | null>(null)
  const shown = dragged ?? value

  const commit = (next: number) => {
    if (next !== value) onCommit(next)
  }
  const applyTyped = () => {
    if (typed === null) return
    const amount = parseTypedAmount(typed, spec.min, spec.max)
    setTyped(null)
    if (amount !== null) commit(amount)
  }

  return (
    <div className="space-y-2">
      <div className="flex items-baseline justify-between gap-3">
        {inputLabel ? (
          <label htmlFor={`${id}-input`} className="text-sm font-semibold">
            {inputLabel}
          </label>
        ) : (
          <span className="text-sm font-semibold">{label}</span>
        )}
        <span aria-hidden="true" className="text-sm font-semibold tabular-nums">
          {format(shown)}
        </span>
      </div>
      <FinanceSlider
        label={label}
        min={spec.min}
        max={spec.max}
        step={spec.step}
        value={Math.min(spec.max, Math.max(spec.min, shown))}
        valueText={format(shown)}
        onValueChange={setDragged}
        onValueCommit={(next) => {
          setDragged(null)
          commit(next)
        }}
      />
      {inputLabel ? (
        <div className="relative">
          <span aria-hidden="true" className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-sm">
            £
          </span>
          <input
            id={`${id}-input`}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            value={typed ?? typedText(value)}
            onChange={(event) => setTyped(event.target.value)}
            onBlur={applyTyped}
            onKeyDown={(event) => {
              if (event.key !== 'Enter') return
              event.preventDefault()
              applyTyped()
            }}
            className="w-full rounded-[var(--radius)] border border-[var(--color-border)] bg-[var(--color-bg)] py-2 pl-7 pr-3 text-sm tabular-nums"
          />
        </div>
      ) : null}
    </div>
  )
}
