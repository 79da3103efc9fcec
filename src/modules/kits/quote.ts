import { createHash } from 'node:crypto'
import { z } from 'zod'
import { KITS_SESSION_KEYS, SESSION_VALUE, type KitsSessionKey } from './session'
import { cartTotals, type CartTotals } from './cart'

/**
 * A quote request (POST /api/automaster): the five session values and the cart's kit ids. The
 * browser's prices are not trusted: the server prices each kit from the index.
 */

export const MAX_CART_LINES = 100

const kitIdSchema = z.string().min(1).max(100)

/** Each session field separately, so a missing one is named rather than failing the whole body. */
export const quoteBodySchema = z.object({
  user: z.unknown().optional(),
  dealer: z.unknown().optional(),
  unit: z.unknown().optional(),
  transactionId: z.unknown().optional(),
  auto: z.unknown().optional(),
  cart: z
    .array(z.object({ kitId: kitIdSchema }))
    .min(1, 'the cart is empty')
    .max(MAX_CART_LINES, `at most ${MAX_CART_LINES} lines`),
})

export type QuoteSession = Record<KitsSessionKey, string>
export type QuoteRequest = { session: QuoteSession; kitIds: string[] }

export type ParsedQuote =
  | { ok: true; request: QuoteRequest }
  | { ok: false; error: 'session_incomplete'; missing: KitsSessionKey[] }
  | { ok: false; error: 'invalid_request'; fields: Record<string, string> }

export function parseQuoteBody(body: unknown): ParsedQuote {
  const record = body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {}
  const missing = KITS_SESSION_KEYS.filter((key) => typeof record[key] !== 'string' || record[key] === '')
  if (missing.length) return { ok: false, error: 'session_incomplete', missing }
  const parsed = quoteBodySchema.safeParse(record)
  const fields: Record<string, string> = {}
  for (const key of KITS_SESSION_KEYS) {
    if (!SESSION_VALUE.test(record[key] as string)) fields[key] = 'a session value is 1–64 of A-Z a-z 0-9 . _ @ -'
  }
  if (!parsed.success) {
    for (const issue of parsed.error.issues) fields[issue.path.join('.') || 'body'] ??= issue.message
  }
  if (Object.keys(fields).length || !parsed.success) return { ok: false, error: 'invalid_request', fields }
  const session = Object.fromEntries(KITS_SESSION_KEYS.map((key) => [key, record[key] as string])) as QuoteSession
  return { ok: true, request: { session, kitIds: parsed.data.cart.map((line) => line.kitId) } }
}

/**
 * The same transaction sending the same cart again (a double click, a retry after a lost answer)
 * is the same quote: the key is the transaction and the sorted kit ids, a line count included.
 */
export function quoteKey(transactionId: string, kitIds: readonly string[]): string {
  const cart = [...kitIds].sort().join('\n')
  return createHash('sha256').update(`${transactionId}\n${cart}`).digest('hex')
}

export type PricedKit = { kitId: string; kitCode: string; name: string; retailPrice: number; currency: string }

export type QuoteLine = { kitId: string; kitCode: string; name: string; grossCents: number }

export type PricedQuote =
  { ok: true; lines: QuoteLine[]; totals: CartTotals; currency: string } | { ok: false; unknown: string[] }

/** Prices a cart from the index's kits; an id the index lacks (or not active) is unknown. */
export function priceQuote(kitIds: readonly string[], kits: ReadonlyMap<string, PricedKit>): PricedQuote {
  const unknown = kitIds.filter((id) => !kits.has(id))
  if (unknown.length) return { ok: false, unknown: [...new Set(unknown)] }
  const chosen = kitIds.map((id) => kits.get(id)!)
  const totals = cartTotals(chosen.map((kit) => kit.retailPrice))
  return {
    ok: true,
    lines: chosen.map((kit) => ({
      kitId: kit.kitId,
      kitCode: kit.kitCode,
      name: kit.name,
      grossCents: Math.round(kit.retailPrice * 100),
    })),
    totals,
    currency: chosen[0]?.currency ?? 'EUR',
  }
}

/** The answer of a stored quote, in euros as the API gives them. */
export function quoteAnswer(quoteId: string, totals: CartTotals, currency: string) {
  return {
    ok: true as const,
    quoteId,
    net: totals.netCents / 100,
    tax: totals.taxCents / 100,
    total: totals.totalCents / 100,
    currency,
  }
}
