import type {
  LegalResponse,
  ProductsRequest,
  ProductsResponse,
  QuoteRequestBody,
  QuoteResponse,
} from '@/modules/finance/codeweaver'

/** The dealer finance lender (codeweaver, spec 2 section 7.3). */
export interface DealerFinanceProvider {
  /** the finance products a car can have, with their slider limits */
  products(request: ProductsRequest): Promise<ProductsResponse>
  /** one quote calculation per vehicle request */
  quote(request: QuoteRequestBody): Promise<QuoteResponse>
  /** the terms and conditions of a quote; null for a reference the lender does not know */
  legal(quoteRef: string): Promise<LegalResponse | null>
}

/** The lender cannot be reached or answered nonsense: the widget shows its apology. */
export class DealerFinanceUnavailableError extends Error {
  readonly code = 'DEALER_FINANCE_UNAVAILABLE'
}
