'use client'

import dynamic from 'next/dynamic'
import { useEffect, useRef, useState } from 'react'
import { parseNumberInput, rangeInputNames } from '@/modules/cars/list-state'
import type { PanelFacet } from '@/modules/cars/list-facets'

// The slider needs JavaScript to be used at all, so it loads after the list; the number inputs
// below it are in the server's HTML. The placeholder keeps its height, so nothing moves.
const RangeSlider = dynamic(() => import('./RangeSlider').then((m) => m.RangeSlider), {
  ssr: false,
  loading: () => <div className="h-6" />,
})

/** Spec 2 section 9: a histogram filter applies 1.5 s after the last change, or on release. */
export const RANGE_DEBOUNCE_MS = 1_500

type RangeFacetProps = {
  facet: Extract<PanelFacet, { kind: 'range' }>
  /** the chosen range, or null for the full range */
  selected: readonly [number, number] | null
  format: (n: number) => string
  texts: { rangeFrom: string; rangeTo: string }
  onCommit: (low: number, high: number) => void
}

/**
 * A range slider with two number inputs. Without JavaScript the inputs still submit the
 * panel's form; with it, the slider commits on release or after the debounce, the inputs on
 * Enter or when they lose focus.
 */
export function RangeFacet({ facet, selected, format, texts, onCommit }: RangeFacetProps) {
  const { min, max } = facet.bounds
  const committed: [number, number] = selected ? [selected[0], selected[1]] : [min, max]
  const committedKey = `${committed.join(':')}/${min}:${max}`
  const [value, setValue] = useState<[number, number]>(committed)
  const [drafts, setDrafts] = useState<[string, string] | null>(null)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)

  // A new committed value (URL, back button, chip removed) replaces what the controls show.
  const [seen, setSeen] = useState(committedKey)
  if (seen !== committedKey) {
    setSeen(committedKey)
    setValue(committed)
    setDrafts(null)
  }

  useEffect(() => () => clearTimeout(timer.current), [])

  const commit = (low: number, high: number) => {
    clearTimeout(timer.current)
    if (low === committed[0] && high === committed[1]) return
    onCommit(low, high)
  }

  const commitInputs = (texts: [string, string]) => {
    const low = parseNumberInput(texts[0]) ?? min
    const high = parseNumberInput(texts[1]) ?? max
    setDrafts(null)
    commit(low, high)
  }

  const inputId = (i: number) => `${facet.param}-${i === 0 ? 'from' : 'to'}`
  const bound = (i: 0 | 1) => (i === 0 ? min : max)
  // A bound left where it is stays empty (its value is the placeholder), so the form without
  // JavaScript sends only the ends the visitor changed; the server reads an empty end as open.
  const shown = (i: 0 | 1) => drafts?.[i] ?? (value[i] === bound(i) ? '' : String(value[i]))

  return (
    <div className="space-y-4 px-1 pb-2 pt-1">
      <RangeSlider
        label={facet.label}
        min={min}
        max={max}
        value={value}
        format={format}
        texts={texts}
        onValueChange={(pair) => {
          setValue(pair)
          setDrafts(null)
          clearTimeout(timer.current)
          timer.current = setTimeout(() => commit(pair[0], pair[1]), RANGE_DEBOUNCE_MS)
        }}
        onValueCommit={(pair) => commit(pair[0], pair[1])}
      />
      <div className="grid grid-cols-2 gap-3">
        {([0, 1] as const).map((i) => (
          <div key={i} className="flex flex-col gap-1">
            <label htmlFor={inputId(i)} className="text-xs font-medium text-[var(--color-muted)]">
              {i === 0 ? texts.rangeFrom : texts.rangeTo}
            </label>
            <input
              id={inputId(i)}
              name={rangeInputNames(facet.param)[i]}
              type="text"
              inputMode="numeric"
              autoComplete="off"
              value={shown(i)}
              placeholder={String(bound(i))}
              onChange={(event) => {
                const next: [string, string] = [shown(0), shown(1)]
                next[i] = event.target.value
                setDrafts(next)
              }}
              onBlur={() => drafts && commitInputs(drafts)}
              onKeyDown={(event) => {
                if (event.key !== 'Enter') return
                event.preventDefault()
                commitInputs([shown(0), shown(1)])
              }}
              className="w-full rounded-[var(--radius)] border border-[var(--color-border)] bg-[var(--color-bg)] px-2 py-1.5 text-sm"
            />
          </div>
        ))}
      </div>
      <p className="flex justify-between text-xs text-[var(--color-muted)]" aria-hidden="true">
        <span>{format(value[0])}</span>
        <span>{format(value[1])}</span>
      </p>
    </div>
  )
}
