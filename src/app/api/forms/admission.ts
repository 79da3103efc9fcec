import { NextResponse } from 'next/server'
import { CLIENT_ADDRESS_HEADER, rateLimitedBody } from '@/lib/abuse-limits'
import { formLimiter } from '@/lib/abuse-limits-setup'
import { leadOutbox } from '@/lib/lead-outbox'

/** 202 `{ ok: true, id }`: the lead is stored (spec 3 section 7). */
export const accepted = (id: string) =>
  NextResponse.json({ ok: true, id }, { status: 202, headers: { 'Cache-Control': 'no-store' } })

/**
 * Before a form's submission is read: a retry of one already stored gets the same 202, uncounted
 * and without a second lead; any other counts against the address's limit for `form` (429 with
 * Retry-After past it). Null lets the submission through.
 */
export async function admitSubmission(
  request: Request,
  formSubmissionId: string,
  form: string,
): Promise<NextResponse | null> {
  const stored = await leadOutbox().stored(formSubmissionId)
  if (stored) return accepted(stored.formSubmissionId)
  const wait = await formLimiter().hit(request.headers.get(CLIENT_ADDRESS_HEADER) ?? 'unknown', form)
  if (wait === null) return null
  return NextResponse.json(rateLimitedBody(wait), {
    status: 429,
    headers: { 'Retry-After': String(wait), 'Cache-Control': 'no-store' },
  })
}
