import { env } from '@/lib/env'
import { embeddedDealerFinance } from './embedded'
import { httpDealerFinance } from './http'
import type { DealerFinanceProvider } from './types'

export { DEFAULT_APPLY_PATH, embeddedDealerFinance, type EmbeddedOptions } from './embedded'
export { httpDealerFinance } from './http'
export { DealerFinanceUnavailableError, type DealerFinanceProvider } from './types'

/**
 * The lender behind `/api/codeweaver/*`: the upstream at DEALER_FINANCE_URL when it is set,
 * else the embedded quote engine, whose quote references are signed with the server secret.
 */
export function dealerFinanceProvider(): DealerFinanceProvider {
  const config = env()
  if (config.DEALER_FINANCE_URL) return httpDealerFinance(config.DEALER_FINANCE_URL, config.DEALER_FINANCE_API_KEY)
  return embeddedDealerFinance({ secret: config.payloadSecret })
}
