/** The look of every form's controls, so the forms of the site read as one. */
export const inputClass =
  'w-full rounded-[var(--radius)] border border-[var(--color-border)] bg-[var(--color-bg)] px-3 py-2 text-[var(--color-fg)] aria-[invalid=true]:border-[var(--color-campaign)] aria-[invalid=true]:border-2 disabled:opacity-60'

export const submitClass =
  'w-full rounded-[var(--radius)] bg-[var(--color-primary)] px-6 py-3 font-semibold text-[var(--color-primary-fg)] disabled:cursor-not-allowed disabled:opacity-70 sm:w-auto'

export const formBoxClass =
  'scroll-mt-24 rounded-[var(--radius)] border border-[var(--color-border)] bg-[var(--color-surface)] p-4 sm:p-6'

export const alertClass = 'mt-3 rounded-[var(--radius)] border border-red-300 bg-red-50 p-4 text-red-900'
export const successClass = 'rounded-[var(--radius)] border border-green-300 bg-green-50 p-4 text-green-900'
