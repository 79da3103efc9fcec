'use client'

import { useId } from 'react'
import { FieldError } from '@/ui/form/FieldError'
import { inputClass } from '@/ui/form/styles'
import type { AlertSignUpTexts } from './personal-texts'

type Props = {
  texts: AlertSignUpTexts
  email: string
  frequency: 'instant' | 'daily'
  error: string | null
  onEmail: (email: string) => void
  onFrequency: (frequency: 'instant' | 'daily') => void
  emailRef: React.RefObject<HTMLInputElement | null>
}

/**
 * The e-mail alert part of "Save search": an optional address and how often. Loaded with the
 * saved-searches panel's form, never with the list page.
 */
export function AlertFields({ texts, email, frequency, error, onEmail, onFrequency, emailRef }: Props) {
  const id = useId()
  const hintId = `${id}-hint`
  const errorId = `${id}-error`
  const radio =
    'flex items-center gap-2 rounded-[var(--radius)] border border-[var(--color-border)] px-3 py-2 text-sm has-[:checked]:border-[var(--color-primary)] has-[:checked]:font-semibold'
  return (
    <div className="flex w-full flex-wrap items-start gap-x-4 gap-y-2">
      <div className="flex min-w-56 flex-1 flex-col gap-1">
        <label htmlFor={`${id}-email`} className="text-sm font-semibold">
          {texts.emailLabel}
        </label>
        <input
          ref={emailRef}
          id={`${id}-email`}
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          maxLength={254}
          value={email}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${errorId} ${hintId}` : hintId}
          onChange={(event) => onEmail(event.target.value)}
          className={`${inputClass} text-base`}
        />
        <FieldError id={errorId} message={error ?? undefined} />
        <p id={hintId} className="text-sm text-[var(--color-muted)]">
          {texts.emailHint}
        </p>
      </div>
      <fieldset className="flex flex-col gap-1">
        <legend className="mb-1 text-sm font-semibold">{texts.frequencyLegend}</legend>
        <div className="flex flex-wrap gap-2">
          {(['instant', 'daily'] as const).map((choice) => (
            <label key={choice} className={radio}>
              <input
                type="radio"
                name="frequency"
                value={choice}
                checked={frequency === choice}
                onChange={() => onFrequency(choice)}
              />
              {texts[choice]}
            </label>
          ))}
        </div>
      </fieldset>
    </div>
  )
}
