'use client'

import { useEffect, useState } from 'react'
import { Link } from '@/ui/Link'
import { withQuoteRef, type QuoteView } from './quote-state'
import type { DealerFinanceTexts } from './texts'

type SummaryTexts = Pick<
  DealerFinanceTexts,
  'quoteReference' | 'terms' | 'termsLoading' | 'termsFailed' | 'reserve' | 'partExchange' | 'opensInNewTab'
>

async function fetchTerms(reference: string, signal: AbortSignal): Promise<string> {
  const res = await fetch(`/api/codeweaver/legal?quoteRef=${encodeURIComponent(reference)}`, { signal })
  if (!res.ok) throw new Error(`legal answered ${res.status}`)
  const body = (await res.json()) as { TermsAndConditions?: unknown }
  if (typeof body.TermsAndConditions !== 'string') throw new Error('legal answered no terms')
  return body.TermsAndConditions
}

/** The terms of the quote shown, fetched when the visitor opens them (and again for a new quote). */
function TermsDisclosure({ reference, texts }: { reference: string; texts: SummaryTexts }) {
  const [open, setOpen] = useState(false)
  /** text null: the terms could not be loaded */
  const [result, setResult] = useState<{ reference: string; text: string | null } | null>(null)
  const current = result?.reference === reference ? result : null

  useEffect(() => {
    if (!open || current) return
    const controller = new AbortController()
    fetchTerms(reference, controller.signal).then(
      (text) => setResult({ reference, text }),
      () => {
        if (!controller.signal.aborted) setResult({ reference, text: null })
      },
    )
    return () => controller.abort()
  }, [open, reference, current])

  return (
    <details
      className="rounded-[var(--radius)] border border-[var(--color-border)]"
      onToggle={(event) => {
        const isOpen = event.currentTarget.open
        // reopening after a failure tries again
        if (isOpen && current?.text === null) setResult(null)
        setOpen(isOpen)
      }}
    >
      <summary className="cursor-pointer px-3 py-2 text-sm font-semibold">{texts.terms}</summary>
      <div className="space-y-2 px-3 pb-3 text-sm text-[var(--color-muted)]" aria-live="polite" aria-busy={!current}>
        {!current ? (
          <p>{texts.termsLoading}</p>
        ) : current.text === null ? (
          <p>{texts.termsFailed}</p>
        ) : (
          current.text.split(/\n{2,}/).map((paragraph, index) => <p key={index}>{paragraph}</p>)
        )}
      </div>
    </details>
  )
}

const linkClass =
  'inline-flex min-h-11 items-center justify-center rounded-[var(--radius)] px-4 py-2 text-center text-sm font-semibold focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-[var(--color-primary)]/40'

/**
 * What a shown quote carries besides its representative example (spec 2 section 7.3): the
 * lender's other blocks, the reference, terms and links. The example itself stands with the
 * monthly payment (DealerFinance), where the rules want it.
 */
export function QuoteSummary({
  quote,
  reserveHref,
  partExchangeHref,
  texts,
}: {
  quote: QuoteView
  reserveHref: string
  partExchangeHref: string
  texts: SummaryTexts
}) {
  // The lender's Apply action is the reserve link; the site's finance page stands in without one.
  const reserve = withQuoteRef(quote.applyHref ?? reserveHref, quote.reference)
  return (
    <div className="space-y-4">
      {quote.blocks.map((block, index) => (
        <div key={index}>
          {block.title ? (
            <h3 className="mb-2 text-base font-bold [font-family:var(--font-heading)]">{block.title}</h3>
          ) : null}
          <dl className="divide-y divide-[var(--color-border)] text-sm">
            {block.details.map((detail) => (
              <div key={detail.key} data-detail={detail.key} className="flex justify-between gap-4 py-1.5">
                <dt>{detail.label}</dt>
                <dd className="text-right font-semibold tabular-nums">{detail.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      ))}
      <p className="text-sm">
        {texts.quoteReference}:{' '}
        <span data-quote-reference className="break-all font-mono">
          {quote.reference}
        </span>
      </p>
      <TermsDisclosure reference={quote.reference} texts={texts} />
      <div className="flex flex-col gap-3 sm:flex-row">
        <Link
          href={reserve}
          target="_blank"
          rel="noopener noreferrer"
          className={`${linkClass} bg-[var(--color-primary)] text-[var(--color-primary-fg)] hover:opacity-90`}
        >
          {texts.reserve}
          <span className="sr-only"> ({texts.opensInNewTab})</span>
        </Link>
        <Link
          href={withQuoteRef(partExchangeHref, quote.reference)}
          target="_blank"
          rel="noopener noreferrer"
          className={`${linkClass} border border-[var(--color-border)] hover:border-[var(--color-primary)]`}
        >
          {texts.partExchange}
          <span className="sr-only"> ({texts.opensInNewTab})</span>
        </Link>
      </div>
    </div>
  )
}
