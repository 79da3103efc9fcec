'use client'

/** Prints the car as a data sheet (see the print styles in globals.css). */
export function PrintButton({ label }: { label: string }) {
  return (
    <button
      type="button"
      onClick={() => window.print()}
      data-print-hide
      className="inline-flex min-h-11 items-center gap-2 rounded-[var(--radius)] border border-[var(--color-border)] px-4 py-2 font-semibold hover:bg-[var(--color-surface)]"
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5 fill-none stroke-current stroke-2">
        <path d="M6 9V3h12v6M6 18H4a1 1 0 0 1-1-1v-6a1 1 0 0 1 1-1h16a1 1 0 0 1 1 1v6a1 1 0 0 1-1 1h-2M6 14h12v7H6z" />
      </svg>
      {label}
    </button>
  )
}
