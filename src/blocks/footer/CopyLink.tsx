'use client'

import { useEffect, useRef, useState, type MouseEvent, type ReactNode } from 'react'
import { Link } from '@/ui/Link'

type Props = {
  /** a mailto: or tel: link */
  href: string
  /** the address or number that goes on the clipboard */
  copyText: string
  copiedLabel: string
  /** how long the tooltip stays, in ms */
  durationMs: number
  /** editing mode: the link is marked for the editor rather than followed */
  editing?: boolean
  className?: string
  children: ReactNode
}

/**
 * A mailto/tel link that copies its address or number and shows a 'Copied' tooltip (spec 1
 * sections 2.5 and 4); a tel link on a touch screen calls instead. Without a usable clipboard (insecure context, old browser, permission
 * refused) it stays an ordinary link: the mail app or dialler opens.
 */
export function CopyLink({ href, copyText, copiedLabel, durationMs, editing, className, children }: Props) {
  const [copied, setCopied] = useState(false)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])

  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    // Modified clicks and editing mode (which cancels link clicks) keep the browser's behaviour.
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return
    // On a phone or tablet a number calls, as the visitor expects; the desktop copies it.
    if (href.startsWith('tel:') && window.matchMedia('(pointer: coarse)').matches) return
    const clipboard = window.isSecureContext ? navigator.clipboard : undefined
    if (!clipboard?.writeText) return
    event.preventDefault()
    clipboard.writeText(copyText).then(
      () => {
        setCopied(true)
        clearTimeout(timer.current)
        timer.current = setTimeout(() => setCopied(false), durationMs)
      },
      () => {
        window.location.href = href
      },
    )
  }

  return (
    // A long address may break anywhere rather than push a phone screen sideways.
    <span className="relative inline-block max-w-full [overflow-wrap:anywhere]">
      <Link href={href} onClick={onClick} editing={editing} className={className}>
        {children}
      </Link>
      {/* Always in the DOM so screen readers announce the change; visible only while copied. */}
      <span
        role="status"
        className={
          copied
            ? 'pointer-events-none absolute bottom-full left-1/2 z-10 mb-2 -translate-x-1/2 whitespace-nowrap rounded bg-[var(--color-fg)] px-2 py-1 text-xs font-semibold text-[var(--color-bg)] shadow'
            : 'sr-only'
        }
      >
        {copied ? copiedLabel : ''}
      </span>
    </span>
  )
}
