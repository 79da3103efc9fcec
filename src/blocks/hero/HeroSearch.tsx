'use client'

import { useState } from 'react'
import type { Lang } from '@data/seed-types'
import { localizePath } from '@/modules/sites/locale'
import type { Site } from '@/modules/sites/site'
import { pushToDataLayer, searchEvent } from '@/modules/tracking/data-layer'

type Props = { action: string; site: Site; lang: Lang; placeholder: string; label: string }

/** Navigates to the site's search URL with ?keyphrase=; the button waits for some text. */
export function HeroSearch({ action, site, lang, placeholder, label }: Props) {
  const [keyphrase, setKeyphrase] = useState('')
  const trimmed = keyphrase.trim()
  return (
    <form
      role="search"
      className="mt-6 flex max-w-xl gap-2"
      onSubmit={(event) => {
        event.preventDefault()
        if (!trimmed) return
        pushToDataLayer(window as { dataLayer?: unknown[] }, searchEvent(trimmed))
        const target = new URL(localizePath(action, lang, site), window.location.origin)
        target.searchParams.set('keyphrase', trimmed)
        window.location.assign(target.toString())
      }}
    >
      <input
        type="search"
        name="keyphrase"
        value={keyphrase}
        onChange={(e) => setKeyphrase(e.target.value)}
        placeholder={placeholder}
        aria-label={placeholder}
        className="min-w-0 flex-1 rounded-[var(--radius)] border border-white/40 bg-white px-4 py-3 text-base text-neutral-900 placeholder:text-neutral-600"
      />
      <button
        type="submit"
        disabled={!trimmed}
        className="rounded-[var(--radius)] bg-[var(--color-primary)] px-5 py-3 font-semibold text-[var(--color-primary-fg)] disabled:cursor-not-allowed disabled:opacity-60"
      >
        {label}
      </button>
    </form>
  )
}
