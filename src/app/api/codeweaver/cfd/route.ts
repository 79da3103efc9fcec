import { financeFailure, financeJson, parseJsonBody } from '@/app/api/codeweaver/dealer-finance-api'
import { quoteRequestSchema } from '@/modules/finance/codeweaver'
import { dealerFinanceProvider } from '@/providers/dealer-finance'
import { otherMethods } from '@/lib/http-methods'

/** Spec 2 section 7.3: a quote per vehicle request (ToRegularPayment or ToCashDeposit). */
export async function POST(request: Request) {
  const parsed = await parseJsonBody(request, quoteRequestSchema)
  if (!parsed.ok) return parsed.response
  try {
    return financeJson(await dealerFinanceProvider().quote(parsed.data))
  } catch (error) {
    return financeFailure(error, 'cfd')
  }
}

export const { GET, HEAD, PUT, DELETE, PATCH } = otherMethods('POST')
