import type { Block } from 'payload'

/**
 * The consumer-loan warning (spec 1 section 9) on its own, for pages that market loans. Its text
 * is the dictionary's consumerLoanWarning, so the legal wording is kept in one place.
 */
export const loanWarningBlock: Block = {
  slug: 'loanWarning',
  interfaceName: 'LoanWarningBlock',
  labels: { singular: 'Consumer-loan warning', plural: 'Consumer-loan warnings' },
  fields: [],
}
