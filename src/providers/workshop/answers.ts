import { CLIENT_ADDRESS_HEADER } from '@/lib/abuse-limits'
import { logger } from '@/lib/logger'
import { errorText, WorkshopError, type WorkshopErrorCode, type WorkshopErrorEntry } from '@/modules/workshop/errors'
import { normalizePlate } from '@/modules/workshop/plates'
import { plateLimiter } from './plate-limit'

/** The service-booking routes' answers: `{ errors: [{ code, message }] }`, never a 500. */

const NO_STORE = { 'Cache-Control': 'no-store' }
const log = logger.child({ module: 'service-booking' })

export function ok(body: unknown, status = 200): Response {
  return Response.json(body, { status, headers: NO_STORE })
}

export function errorsResponse(
  status: number,
  errors: WorkshopErrorEntry[],
  headers: Record<string, string> = {},
): Response {
  return Response.json({ errors }, { status, headers: { ...NO_STORE, ...headers } })
}

export function fail(code: WorkshopErrorCode, message?: string, field?: string): Response {
  const error = new WorkshopError(code, message, field)
  return errorsResponse(error.status, [{ code, message: error.message, ...(field ? { field } : {}) }])
}

export function answerError(error: unknown, context: Record<string, unknown> = {}): Response {
  if (error instanceof WorkshopError) {
    return errorsResponse(error.status, [
      { code: error.code, message: error.message, ...(error.field ? { field: error.field } : {}) },
    ])
  }
  log.error({ err: error, ...context }, 'service booking failed')
  return errorsResponse(503, [{ code: 'ServerError', message: errorText('ServerError') }], { 'Retry-After': '5' })
}

export function clientAddress(request: Request): string {
  return request.headers.get(CLIENT_ADDRESS_HEADER) ?? 'unknown'
}

/** The plate of a path in canonical form, or a 400 InvalidReg answer. */
export function plateOf(raw: string | null): { plate: string } | { response: Response } {
  let decoded = raw ?? ''
  try {
    decoded = decodeURIComponent(decoded)
  } catch {
    // left as it came: it fails the check below
  }
  const plate = normalizePlate(decoded)
  return plate ? { plate } : { response: fail('InvalidReg', undefined, 'registrationNumber') }
}

/** Counts a plate against the address's distinct plates: a 429 with Retry-After past 30 an hour. */
export async function countPlate(request: Request, plate: string): Promise<Response | null> {
  const verdict = await plateLimiter().check(clientAddress(request), plate)
  if (verdict.allowed) return null
  return errorsResponse(429, [{ code: 'TooManyRequests', message: errorText('TooManyRequests') }], {
    'Retry-After': String(verdict.retryAfterSeconds),
  })
}

/** The plate of a path, checked (400) and counted (429); routes with more parameters check them between the two. */
export async function plateGate(request: Request, raw: string): Promise<{ plate: string } | { response: Response }> {
  const checked = plateOf(raw)
  if ('response' in checked) return checked
  const limited = await countPlate(request, checked.plate)
  return limited ? { response: limited } : checked
}
