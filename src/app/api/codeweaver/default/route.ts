import { financeFailure, financeJson, parseJsonBody } from '@/app/api/codeweaver/dealer-finance-api'
import { productsRequestSchema } from '@/modules/finance/codeweaver'
import { dealerFinanceProvider } from '@/providers/dealer-finance'
import { otherMethods } from '@/lib/http-methods'

/** Spec 2 section 7.3: the finance products (with slider limits) a car can have. */
export async function POST(request: Request) {
  const parsed = await parseJsonBody(request, productsRequestSchema)
  if (!parsed.ok) return parsed.response
  try {
    return financeJson(await dealerFinanceProvider().products(parsed.data))
  } catch (error) {
    return financeFailure(error, 'default')
  }
}

export const { GET, HEAD, PUT, DELETE, PATCH } = otherMethods('POST')
