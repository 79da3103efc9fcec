/**
 * The credit warning of a page showing credit figures (spec 1 section 9, issue 16): the text of
 * the site's market profile, e.g. Sweden's (borrowing costs money, and not paying on time risks
 * a payment remark). Framed so it is seen, as the consumer-credit law intends.
 */
export function ConsumerLoanWarning({ text, className = '' }: { text: string; className?: string }) {
  return (
    <p
      data-consumer-loan-warning
      data-credit-warning
      className={`rounded-[var(--radius)] border-2 border-[var(--color-fg)] p-3 text-sm font-medium ${className}`}
    >
      {text}
    </p>
  )
}
