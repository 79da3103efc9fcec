import { z } from 'zod'
import { jsonError, parseQuery } from '@/app/api/cars/car-api'
import { financeFailure, financeJson } from '@/app/api/codeweaver/dealer-finance-api'
import { QUOTE_REFERENCE_PATTERN } from '@/modules/finance/quote-reference'
import { dealerFinanceProvider } from '@/providers/dealer-finance'
import { otherMethods } from '@/lib/http-methods'

/** Spec 2 section 7.3: `GET /api/codeweaver/legal?quoteRef=` answers the quote's TermsAndConditions. */

const querySchema = z.object({
  quoteRef: z.string({ message: 'required' }).regex(QUOTE_REFERENCE_PATTERN, 'a quote reference'),
})

export async function GET(request: Request) {
  const parsed = parseQuery(request, querySchema)
  if (!parsed.ok) return parsed.response
  try {
    const legal = await dealerFinanceProvider().legal(parsed.data.quoteRef)
    if (!legal) return jsonError(404, { error: 'unknown_quote', message: 'no quote with this reference' })
    // A reference always stands for the same quote, so its terms never change.
    return financeJson(legal, 'private, max-age=86400')
  } catch (error) {
    return financeFailure(error, 'legal')
  }
}

export const { POST, PUT, DELETE, PATCH } = otherMethods('GET')
