'use client'

import { useId, useState } from 'react'
import { searchTarget } from '@/modules/content/hero'
import { pushToDataLayer, searchEvent } from '@/modules/tracking/data-layer'

/** `action`: the search URL in the page's language, made on the server (the site stays there). */
type Props = { action: string; placeholder: string; label: string }

/**
 * Navigates to the site's search URL with ?keyphrase= (Enter or the button) and reports the
 * search to the data layer. The button waits for some text: blank input cannot be sent.
 */
export function HeroSearch({ action, placeholder, label }: Props) {
  const [keyphrase, setKeyphrase] = useState('')
  const inputId = useId()
  const target = searchTarget(action, keyphrase)
  return (
    <form
      role="search"
      action={action}
      method="get"
      className="mt-6 flex max-w-xl gap-2"
      onSubmit={(event) => {
        event.preventDefault()
        if (!target) return
        pushToDataLayer(window as { dataLayer?: unknown[] }, searchEvent(keyphrase))
        window.location.assign(target)
      }}
    >
      <label htmlFor={inputId} className="sr-only">
        {placeholder}
      </label>
      <input
        id={inputId}
        type="search"
        name="keyphrase"
        value={keyphrase}
        onChange={(e) => setKeyphrase(e.target.value)}
        placeholder={placeholder}
        autoComplete="off"
        enterKeyHint="search"
        className="min-w-0 flex-1 rounded-[var(--radius)] border border-white/40 bg-white px-4 py-3 text-base text-neutral-900 placeholder:text-neutral-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
      />
      <button
        type="submit"
        disabled={!target}
        className="rounded-[var(--radius)] bg-[var(--color-primary)] px-5 py-3 font-semibold text-[var(--color-primary-fg)] focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white disabled:cursor-not-allowed disabled:opacity-60"
      >
        {label}
      </button>
    </form>
  )
}
