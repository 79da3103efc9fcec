import { NextResponse } from 'next/server'
import { z } from 'zod'
import { env } from '@/lib/env'
import { ACCOUNT_TTL_MS } from '@/modules/alerts/token'
import { ACCOUNT_COOKIE, ALERTS_PAGE_PATH } from '@/modules/alerts/types'
import type { LinkResult } from '@/providers/search-alerts/visitor'
import { NO_STORE } from './http'

/** What the confirm and unsubscribe routes share: their input and how they answer a result. */

/** The alert page a button was pressed on (with its language prefix): where the answer goes. */
const pageSchema = z
  .string()
  .regex(new RegExp(`^(/[a-z]{2})?${ALERTS_PAGE_PATH}$`), 'the alert page of the site')
  .default(ALERTS_PAGE_PATH)

export const linkInputSchema = z.object({
  token: z.string().min(1, 'the link has no token').max(200),
  page: pageSchema,
})

/** RFC 8058's one-click POST: the token is in the URL, the body says List-Unsubscribe=One-Click. */
export const oneClickSchema = z.object({
  'List-Unsubscribe': z.literal('One-Click'),
  token: z.string().max(200).optional(),
  page: pageSchema,
})

const STATUS: Record<LinkResult['result'], number> = {
  confirmed: 200,
  unsubscribed: 200,
  invalid: 400,
  expired: 410,
  ended: 409,
}

const MESSAGES: Record<LinkResult['result'], string> = {
  confirmed: 'the alert is confirmed',
  unsubscribed: 'the alert is ended',
  invalid: 'the link is not valid: nothing was changed',
  expired: 'the link has expired: nothing was changed',
  ended: 'the alert was ended before: nothing was changed',
}

/**
 * A form from the alert page goes back to it with the result (303, so a reload does not post
 * again); a JSON caller gets the result as JSON, 4xx when nothing changed. A confirmation gives
 * the browser its account cookie (favourites kept with the address).
 */
export function answerLink(result: LinkResult, options: { form: boolean; page: string }): NextResponse {
  const body = { result: result.result, message: MESSAGES[result.result] }
  const response = options.form
    ? new NextResponse(null, {
        status: 303,
        headers: { ...NO_STORE, Location: `${options.page}?result=${result.result}` },
      })
    : NextResponse.json(STATUS[result.result] < 400 ? body : { ...body, error: `link_${result.result}` }, {
        status: STATUS[result.result],
        headers: NO_STORE,
      })
  if (result.result === 'confirmed' && result.accountToken) {
    response.cookies.set(ACCOUNT_COOKIE, result.accountToken, {
      httpOnly: true,
      sameSite: 'lax',
      secure: env().serverUrl.startsWith('https:'),
      path: '/',
      maxAge: Math.floor(ACCOUNT_TTL_MS / 1000),
    })
  }
  return response
}
