/**
 * What kind of target a link has decides how it opens: site paths keep the visitor's language,
 * other hosts open in a new tab without handing over `window.opener`, and mailto/tel hand off to
 * the device.
 */
export type LinkKind = 'internal' | 'external' | 'mailto' | 'tel' | 'anchor'

export function linkKind(href: string): LinkKind {
  const value = href.trim()
  if (value.startsWith('#')) return 'anchor'
  if (/^mailto:/i.test(value)) return 'mailto'
  if (/^tel:/i.test(value)) return 'tel'
  if (/^(https?:)?\/\//i.test(value)) return 'external'
  return 'internal'
}

/** The attributes that make an external link open in a new tab safely. */
export const NEW_TAB = { target: '_blank', rel: 'noopener noreferrer' } as const
