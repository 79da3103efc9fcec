/** The tyre hotel's controls, shared by its pages (each page its own chunk). */
export const ERROR = 'text-[#b3261e]'
export const BUTTON =
  'inline-flex min-h-11 items-center justify-center rounded-[var(--radius)] bg-[var(--color-primary)] px-6 font-semibold text-[var(--color-primary-fg)] disabled:cursor-not-allowed disabled:opacity-50'
export const SECONDARY =
  'inline-flex min-h-11 items-center justify-center rounded-[var(--radius)] border-2 border-[var(--color-primary)] px-6 font-semibold text-[var(--color-fg)]'
export const INPUT =
  'min-h-11 w-full rounded-[var(--radius)] border border-[var(--color-border)] bg-[var(--color-bg)] px-3 text-[var(--color-fg)]'
export const LINK = 'font-semibold text-[var(--color-link)] underline'

/** Greys the widget out while a page waits for the server. */
export type Busy = (busy: boolean) => void
