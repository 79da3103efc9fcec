'use client'

export type SectionFailureTexts = { heading: string; text: string; hint: string; reload: string }

/** What a visitor sees in place of a section that failed to render (spec 1, section 8). */
export function SectionFailure({ texts }: { texts: SectionFailureTexts }) {
  return (
    <section
      role="alert"
      data-section-failure
      className="mx-auto my-6 max-w-3xl rounded-[var(--radius)] border border-[var(--color-border)] bg-[var(--color-surface)] p-6 text-center"
    >
      <h2 className="text-xl font-semibold">{texts.heading}</h2>
      <p className="mt-2">{texts.text}</p>
      <p className="mt-1 text-[var(--color-muted)]">{texts.hint}</p>
      <button
        type="button"
        onClick={() => window.location.reload()}
        className="mt-4 rounded-[var(--radius)] bg-[var(--color-primary)] px-5 py-2 font-semibold text-[var(--color-primary-fg)] hover:opacity-90 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2"
      >
        {texts.reload}
      </button>
    </section>
  )
}
