import type { ReactNode } from 'react'
import type { SocialNetwork } from '@/modules/content/footer'

/**
 * Inline icons of the social networks editors can choose (no icon font, no request). Drawn on a
 * 24x24 grid in currentColor, so they follow the footer's text colour.
 */
export function SocialIcon({ network, className }: { network: SocialNetwork; className?: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={className}>
      {ICONS[network]}
    </svg>
  )
}

const ICONS: Record<SocialNetwork, ReactNode> = {
  facebook: (
    <path
      fill="currentColor"
      d="M13.5 22v-8.2h2.8l.4-3.3h-3.2V8.4c0-.9.3-1.6 1.6-1.6h1.7V3.9c-.3 0-1.3-.1-2.5-.1-2.5 0-4.2 1.5-4.2 4.3v2.4H7.3v3.3h2.8V22h3.4z"
    />
  ),
  instagram: (
    <g fill="none" stroke="currentColor" strokeWidth="2">
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.5" cy="6.5" r="0.6" fill="currentColor" />
    </g>
  ),
  youtube: (
    <g>
      <rect x="2" y="5" width="20" height="14" rx="4" fill="currentColor" />
      <path d="M10 8.8v6.4l5.5-3.2z" fill="var(--color-footer-bg, #000)" />
    </g>
  ),
  linkedin: (
    <g fill="currentColor">
      <rect x="3" y="9" width="4" height="12" />
      <circle cx="5" cy="5" r="2.2" />
      <path d="M10 9h3.8v1.7c.6-1 1.9-2 3.9-2 3.2 0 4.3 2 4.3 5.3V21h-4v-6.2c0-1.5-.3-2.7-1.8-2.7s-2.2 1.1-2.2 2.7V21h-4z" />
    </g>
  ),
  tiktok: (
    <path
      fill="currentColor"
      d="M16.6 3c.4 2.3 1.8 3.7 4.1 3.9v3.3c-1.5.1-2.8-.4-4.1-1.2v6.1c0 3.9-3.2 6.3-6.5 5.8-3.6-.5-5.5-4.2-4.2-7.4.9-2.3 3.3-3.7 6-3.4v3.4c-1.6-.4-3.1.5-3.2 2-.1 1.3.9 2.3 2.1 2.3 1.4 0 2.3-1 2.3-2.5V3h3.5z"
    />
  ),
  x: (
    <path
      fill="currentColor"
      d="M17.8 3h3.1l-6.8 7.8L22 21h-6.2l-4.9-6.4L5.3 21H2.2l7.3-8.3L1.9 3h6.4l4.4 5.8L17.8 3zm-1.1 16.2h1.7L7.3 4.7H5.5l11.2 14.5z"
    />
  ),
}
