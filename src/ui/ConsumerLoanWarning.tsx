/**
 * The Swedish consumer-loan warning (spec 1 section 9): borrowing costs money, and not paying
 * on time risks a payment remark. Framed so it is seen, as the consumer-credit law intends.
 */
export function ConsumerLoanWarning({ text, className = '' }: { text: string; className?: string }) {
  return (
    <p
      data-consumer-loan-warning
      className={`rounded-[var(--radius)] border-2 border-[var(--color-fg)] p-3 text-sm font-medium ${className}`}
    >
      {text}
    </p>
  )
}
