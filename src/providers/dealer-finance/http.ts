import type { z } from 'zod'
import {
  legalResponseSchema,
  productsResponseSchema,
  quoteResponseSchema,
  type LegalResponse,
} from '@/modules/finance/codeweaver'
import { DealerFinanceUnavailableError, type DealerFinanceProvider } from './types'

/** A quote is worth waiting for a little, not for a hung connection. */
const TIMEOUT_MS = 10_000

/**
 * A codeweaver-compatible lender at `baseUrl`: our bodies are forwarded as they are, to
 * `{baseUrl}/default`, `{baseUrl}/cfd` and `{baseUrl}/legal?quoteRef=`, with the API key in the
 * x-api-key header (it never reaches the browser). Every answer is checked before it is used.
 */
export function httpDealerFinance(baseUrl: string, apiKey?: string): DealerFinanceProvider {
  const base = baseUrl.replace(/\/+$/, '')
  const headers = { accept: 'application/json', ...(apiKey ? { 'x-api-key': apiKey } : {}) }

  async function call<S extends z.ZodType>(
    path: string,
    schema: S,
    init: { method: 'GET' | 'POST'; body?: unknown },
  ): Promise<z.output<S> | null> {
    let response: Response
    try {
      response = await fetch(`${base}${path}`, {
        method: init.method,
        headers: init.body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
        signal: AbortSignal.timeout(TIMEOUT_MS),
        cache: 'no-store',
      })
    } catch (error) {
      throw new DealerFinanceUnavailableError(`dealer finance upstream unreachable: ${String(error)}`, { cause: error })
    }
    if (response.status === 404 && init.method === 'GET') return null
    if (!response.ok) throw new DealerFinanceUnavailableError(`dealer finance upstream answered ${response.status}`)
    let json: unknown
    try {
      json = await response.json()
    } catch (error) {
      throw new DealerFinanceUnavailableError('dealer finance upstream answered with invalid JSON', { cause: error })
    }
    const parsed = schema.safeParse(json)
    if (!parsed.success) {
      const issue = parsed.error.issues[0]
      throw new DealerFinanceUnavailableError(
        `dealer finance upstream answered an unexpected shape at ${issue?.path.join('.') || 'the root'}: ${issue?.message}`,
      )
    }
    return parsed.data
  }

  const required = <T>(value: T | null): T => {
    if (value === null) throw new DealerFinanceUnavailableError('dealer finance upstream answered 404')
    return value
  }

  return {
    async products(request) {
      return required(await call('/default', productsResponseSchema, { method: 'POST', body: request }))
    },
    async quote(request) {
      return required(await call('/cfd', quoteResponseSchema, { method: 'POST', body: request }))
    },
    async legal(quoteRef): Promise<LegalResponse | null> {
      return call(`/legal?quoteRef=${encodeURIComponent(quoteRef)}`, legalResponseSchema, { method: 'GET' })
    },
  }
}
