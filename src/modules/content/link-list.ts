import { linkKind } from './link'

/**
 * The icon of a link list item (spec 1 section 3, HasIcon) tells the visitor what the link does
 * before they press it: go to another page here, open another site, write an e-mail or call.
 */
export type LinkListIcon = 'arrow' | 'external' | 'mail' | 'phone'

export function linkListIcon(href: string, hasIcon: boolean | null | undefined): LinkListIcon | null {
  if (!hasIcon) return null
  switch (linkKind(href)) {
    case 'external':
      return 'external'
    case 'mailto':
      return 'mail'
    case 'tel':
      return 'phone'
    default:
      return 'arrow'
  }
}

/** Link list items that can be shown: an editor's half-filled row (no text or no link) is left out. */
export function visibleLinkListItems<T extends { label?: string | null; url?: string | null }>(
  items: readonly T[] | null | undefined,
): (T & { label: string; url: string })[] {
  return (items ?? []).filter((item): item is T & { label: string; url: string } =>
    Boolean(item.label?.trim() && item.url?.trim()),
  )
}
