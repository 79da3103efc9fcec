/** The booking flow's controls, shared by its steps. */
export const button =
  'inline-flex min-h-11 items-center justify-center rounded-[var(--radius)] bg-[var(--color-primary)] px-5 py-2 font-semibold text-[var(--color-primary-fg)] hover:opacity-90 disabled:cursor-not-allowed disabled:opacity-50'
export const secondary =
  'inline-flex min-h-11 items-center justify-center rounded-[var(--radius)] border border-[var(--color-border)] px-4 py-2 font-semibold hover:bg-[var(--color-surface)] disabled:cursor-not-allowed disabled:opacity-50'
export const input =
  'min-h-11 w-full rounded-[var(--radius)] border border-[var(--color-border)] bg-[var(--color-bg)] px-3 py-2'
