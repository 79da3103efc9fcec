import type { MegaButtonType } from '@/modules/navigation/mega-menu'

/** Class names shared by the server-rendered parts and the client bar of the mega menu. */

export const focusRing = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-current'

/** a top item of the desktop bar; the selected section gets a mark under its title */
export function topItemClass(selected: boolean): string {
  return `relative block rounded px-2 py-2 font-medium xl:px-3 hover:underline ${focusRing} ${
    selected ? 'after:absolute after:inset-x-2 after:bottom-0 xl:after:inset-x-3 after:h-0.5 after:bg-current' : ''
  }`
}

// Header colours, not page colours: the smart theme's page is dark while its header is white.
const BUTTONS: Record<MegaButtonType, string> = {
  primary: 'border-[var(--color-primary)] bg-[var(--color-primary)] text-[var(--color-primary-fg)] hover:opacity-90',
  secondary:
    'border-[var(--color-header-fg)] bg-[var(--color-header-fg)] text-[var(--color-header-bg)] hover:opacity-90',
  outline: 'border-current hover:underline',
}

export function ctaClass(type: MegaButtonType): string {
  return `inline-flex items-center justify-center whitespace-nowrap rounded-[var(--radius)] border-2 px-4 py-2 font-semibold ${focusRing} ${BUTTONS[type] ?? BUTTONS.primary}`
}

export const panelLinkClass = `rounded hover:underline ${focusRing}`

/** a row of the mobile menu's top list: a link, or a button opening a sub-menu panel */
export const mobileRowClass = `flex w-full items-center justify-between gap-3 px-4 py-3 text-left text-lg font-semibold ${focusRing}`
