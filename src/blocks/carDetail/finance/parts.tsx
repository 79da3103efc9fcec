import type { ReactNode } from 'react'
import { Link } from '@/ui/Link'

/*
 * Presentational pieces shared by the server-rendered private leasing panel and the client
 * calculators. No hooks and no state, so they render on either side.
 */

export function CampaignBadge({ text }: { text: string }) {
  return (
    <span className="inline-block rounded-full bg-[var(--color-campaign)] px-2.5 py-0.5 text-xs font-bold uppercase tracking-wide text-white">
      {text}
    </span>
  )
}

/**
 * The panel's headline figure; an output element, so a changed cost is announced politely. It
 * is marked as a credit figure for the compliance sweep, so the panel around it must be a
 * `data-credit-offer` holding its example. Without a value (no complete example for the
 * visitor's choices) it says why instead of showing a bare figure.
 */
export function MonthlyFigure({
  label,
  value,
  product,
  unavailable,
  note,
  testId,
}: {
  label: string
  value: string | null
  product: 'loan' | 'leasing'
  /** shown when there is no value */
  unavailable?: string
  note?: string | null
  testId?: string
}) {
  return (
    <div className="rounded-[var(--radius)] bg-[var(--color-surface)] p-4">
      <p className="text-sm text-[var(--color-muted)]">{label}</p>
      {value === null ? (
        <output data-testid={testId} className="block text-sm font-semibold">
          {unavailable}
        </output>
      ) : (
        <output data-testid={testId} data-credit-figure={product} className="block text-3xl font-bold leading-tight">
          {value}
        </output>
      )}
      {note ? <p className="text-sm text-[var(--color-muted)]">{note}</p> : null}
    </div>
  )
}

export type Fact = { label: string; value: ReactNode; key?: string }

/** Label and value rows; `prominent` rows (the rates) share the same larger type. */
export function Facts({ facts, prominent = [] }: { facts: readonly Fact[]; prominent?: readonly Fact[] }) {
  return (
    <div className="space-y-3">
      {prominent.length ? (
        <dl className="grid grid-cols-2 gap-3">
          {prominent.map((fact) => (
            <div
              key={fact.key ?? fact.label}
              className="rounded-[var(--radius)] border border-[var(--color-border)] p-3"
            >
              <dt className="text-sm text-[var(--color-muted)]">{fact.label}</dt>
              <dd className="text-xl font-bold">{fact.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {facts.length ? (
        <dl className="divide-y divide-[var(--color-border)] text-sm">
          {facts.map((fact) => (
            <div key={fact.key ?? fact.label} className="flex justify-between gap-4 py-2">
              <dt className="text-[var(--color-muted)]">{fact.label}</dt>
              <dd className="text-right font-medium">{fact.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </div>
  )
}

export type GoodToKnowProps = {
  heading: string
  facts: readonly Fact[]
  note?: string | null
  quoteText: string
  quoteLabel: string
}

/**
 * The Swedish locale's extra block (spec 2 section 2.3): the figures a Swedish buyer asks for
 * and a way to a finance quote through the enquiry form on the page (#contact-quote ticks its
 * quote box).
 */
export function GoodToKnow({ heading, facts, note, quoteText, quoteLabel }: GoodToKnowProps) {
  return (
    <div className="space-y-3 rounded-[var(--radius)] border border-[var(--color-border)] p-4">
      <h4 className="font-bold">{heading}</h4>
      <Facts facts={facts} />
      {note ? <p className="text-xs text-[var(--color-muted)]">{note}</p> : null}
      <p className="text-sm">{quoteText}</p>
      <Link
        href="#contact-quote"
        className="inline-block rounded-[var(--radius)] bg-[var(--color-primary)] px-4 py-2 text-sm font-semibold text-[var(--color-primary-fg)] hover:opacity-90 focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-[var(--color-primary)]/40"
      >
        {quoteLabel}
      </Link>
    </div>
  )
}

export function Disclaimer({ text }: { text: string }) {
  return <p className="text-xs leading-relaxed text-[var(--color-muted)]">{text}</p>
}

/** A panel's title with its campaign badge, and its description. */
export function PanelHeading({
  title,
  campaign,
  description,
}: {
  title: string
  /** the badge text when the offer is a campaign; null otherwise */
  campaign: string | null
  description?: string | null
}) {
  return (
    <>
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="text-lg font-bold">{title}</h3>
        {campaign ? <CampaignBadge text={campaign} /> : null}
      </div>
      {description ? <p className="text-sm">{description}</p> : null}
    </>
  )
}
