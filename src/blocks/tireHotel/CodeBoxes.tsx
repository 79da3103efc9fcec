'use client'

import { useEffect, useRef } from 'react'
import type { CodeAction, CodeState } from '@/modules/tirehotel/code-boxes'
import { fill } from './texts'

/** Four single-digit boxes; the first carries autocomplete="one-time-code" so phones offer the SMS code. */
export function CodeBoxes(props: {
  state: CodeState
  dispatch: (action: CodeAction) => void
  label: string
  describedBy?: string
  invalid: boolean
  onDigit: () => void
}) {
  const { state, dispatch } = props
  const refs = useRef<(HTMLInputElement | null)[]>([])
  useEffect(() => {
    refs.current[state.focus]?.focus()
  }, [state.focus, state.digits])

  return (
    <div className="flex gap-2" role="group" aria-label={fill(props.label, { n: '1–4' })}>
      {state.digits.map((digit, index) => (
        <input
          key={index}
          ref={(el) => {
            refs.current[index] = el
          }}
          className="h-14 w-12 rounded-[var(--radius)] border-2 border-[var(--color-border)] bg-[var(--color-bg)] text-center text-2xl font-semibold focus:border-[var(--color-primary)]"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          maxLength={1}
          value={digit}
          aria-label={fill(props.label, { n: index + 1 })}
          aria-invalid={props.invalid || undefined}
          aria-describedby={props.describedBy}
          data-code-box={index}
          onChange={(event) => {
            const value = event.target.value
            if (value.replace(/\D/g, '').length > 1) dispatch({ type: 'paste', text: value })
            else if (/\d/.test(value)) {
              dispatch({ type: 'input', index, value })
              props.onDigit()
            }
          }}
          onKeyDown={(event) => {
            if (event.key === 'Backspace') {
              event.preventDefault()
              dispatch({ type: 'backspace', index })
            } else if (event.key === 'ArrowLeft') {
              event.preventDefault()
              dispatch({ type: 'left', index })
            } else if (event.key === 'ArrowRight') {
              event.preventDefault()
              dispatch({ type: 'right', index })
            }
          }}
          onPaste={(event) => {
            event.preventDefault()
            dispatch({ type: 'paste', text: event.clipboardData.getData('text') })
            props.onDigit()
          }}
          onFocus={(event) => event.target.select()}
        />
      ))}
    </div>
  )
}
