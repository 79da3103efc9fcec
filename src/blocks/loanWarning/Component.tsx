import type { LoanWarningBlock as LoanWarningFields } from '@/payload-types'
import { ConsumerLoanWarning } from '@/ui/ConsumerLoanWarning'
import type { BlockProps } from '../context'

/** The consumer-loan warning where an editor places it, in the dictionary's wording. */
export function LoanWarningBlock({ ctx }: BlockProps<LoanWarningFields>) {
  return (
    <section className="mx-auto max-w-3xl px-4 py-6">
      <ConsumerLoanWarning text={ctx.t('consumerLoanWarning')} />
    </section>
  )
}
