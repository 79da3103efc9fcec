import { NextResponse } from 'next/server'
import { CLIENT_ADDRESS_HEADER, rateLimitedBody } from '@/lib/abuse-limits'
import { formLimiter } from '@/lib/abuse-limits-setup'
import { otherMethods } from '@/lib/http-methods'
import { logger } from '@/lib/logger'
import { payload } from '@/lib/payload'
import { loadSiteContext } from '@/cms/site-context'
import { alertSignUpSchema } from '@/modules/alerts/schemas'
import { understandSearchText } from '@/modules/cars/search-box'
import { AlertSignUpError, signUp } from '@/providers/search-alerts/visitor'
import { NO_STORE, fail, readInput } from './http'

/**
 * POST /api/alerts: a saved search asks for e-mail alerts (issue 18 item 6). Answers 202
 * `{ ok: true }` once the confirmation e-mail is on its way (or nothing needed sending), 400 with
 * the field for bad input (an address that is not one: `field: "email"`), 404 for an unknown
 * site, 429 past the limits per client address and per e-mail address.
 */

const log = logger.child({ module: 'search-alerts' })
const accepted = () => NextResponse.json({ ok: true }, { status: 202, headers: NO_STORE })

export async function POST(request: Request) {
  const input = await readInput(request, alertSignUpSchema)
  if (!input.ok) return input.response
  const data = input.value
  // The spam trap: answered as a success, and nothing is stored or sent.
  if (data.website) return accepted()
  const ctx = await loadSiteContext(data.site, data.lang)
  if (!ctx) return fail(404, 'unknown_site', `no site ${data.site} in ${data.lang}`, { field: 'site' })
  const wait = await formLimiter().hit(request.headers.get(CLIENT_ADDRESS_HEADER) ?? 'unknown', 'search-alert')
  if (wait !== null) {
    return NextResponse.json(rateLimitedBody(wait), {
      status: 429,
      headers: { ...NO_STORE, 'Retry-After': String(wait) },
    })
  }
  try {
    await signUp(
      await payload(),
      { site: ctx.site, lang: ctx.lang, understand: (text) => understandSearchText(ctx.site.name, text, ctx.lang) },
      data,
    )
    return accepted()
  } catch (error) {
    if (error instanceof AlertSignUpError) {
      return error.code === 'rate_limited'
        ? NextResponse.json(
            { ...rateLimitedBody(error.retryAfter ?? 3600), field: 'email' },
            { status: 429, headers: { ...NO_STORE, 'Retry-After': String(error.retryAfter ?? 3600) } },
          )
        : fail(409, error.code, error.message, { field: 'email' })
    }
    log.error({ err: error, site: data.site }, 'alert sign-up failed')
    return fail(503, 'sign_up_failed', 'the alert could not be saved or its e-mail sent; try again shortly')
  }
}

export const { GET, HEAD, PUT, DELETE, PATCH } = otherMethods('POST')
