'use client'

import { useEffect, useRef, useState } from 'react'
import { useBrowserValue } from '@/ui/browser-hooks'

type Texts = { share: string; copyLink: string; copied: string }

/**
 * Shares the car: the system share sheet where the browser has one (phones), else the link is
 * copied to the clipboard with a short confirmation.
 */
export function ShareButton({ title, url, texts }: { title: string; url: string; texts: Texts }) {
  // The server cannot know the browser: it renders the copy button, the browser may swap it.
  const canShare = useBrowserValue(() => typeof navigator.share === 'function', false)
  const [copied, setCopied] = useState(false)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])

  const onClick = async () => {
    if (canShare) {
      try {
        await navigator.share({ title, url })
        return
      } catch (error) {
        // The visitor closed the sheet: nothing to do. Anything else falls back to copying.
        if (error instanceof DOMException && error.name === 'AbortError') return
      }
    }
    try {
      await navigator.clipboard.writeText(url)
      setCopied(true)
      clearTimeout(timer.current)
      timer.current = setTimeout(() => setCopied(false), 2000)
    } catch {
      window.prompt(texts.copyLink, url)
    }
  }

  return (
    <span className="relative inline-flex" data-print-hide>
      <button
        type="button"
        onClick={onClick}
        className="inline-flex min-h-11 items-center gap-2 rounded-[var(--radius)] border border-[var(--color-border)] px-4 py-2 font-semibold hover:bg-[var(--color-surface)]"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5 fill-none stroke-current stroke-2">
          <circle cx="18" cy="5" r="3" />
          <circle cx="6" cy="12" r="3" />
          <circle cx="18" cy="19" r="3" />
          <path d="m8.6 13.5 6.8 4M15.4 6.5l-6.8 4" />
        </svg>
        {canShare ? texts.share : texts.copyLink}
      </button>
      <span role="status" className="absolute left-0 top-full mt-1 whitespace-nowrap text-sm font-semibold">
        {copied ? texts.copied : ''}
      </span>
    </span>
  )
}
