import { NextResponse } from 'next/server'
import { z } from 'zod'
import { otherMethods } from '@/lib/http-methods'
import { payload } from '@/lib/payload'
import { ALERTS_PAGE_PATH } from '@/modules/alerts/types'
import { unsubscribe } from '@/providers/search-alerts/visitor'
import { NO_STORE, fail, readInput } from '../http'
import { answerLink, linkInputSchema, oneClickSchema } from '../links'

/**
 * The unsubscribe of an alert e-mail. POST with the token in the URL and the body
 * `List-Unsubscribe=One-Click` is RFC 8058's one-click unsubscribe (the List-Unsubscribe header's
 * address); POST `token=…` is the button of the alert page. GET (a client that opens the header's
 * address in a browser) goes to that page, which asks before it changes anything.
 */

const tokenQuery = z.string().min(1).max(200)

export async function POST(request: Request) {
  const inUrl = new URL(request.url).searchParams.get('token')
  if (inUrl !== null) {
    const token = tokenQuery.safeParse(inUrl)
    if (!token.success) return fail(400, 'invalid_request', 'token: not a token', { field: 'token' })
    const input = await readInput(request, oneClickSchema)
    if (!input.ok) return input.response
    return answerLink(await unsubscribe(await payload(), token.data), { form: false, page: input.value.page })
  }
  const input = await readInput(request, linkInputSchema)
  if (!input.ok) return input.response
  return answerLink(await unsubscribe(await payload(), input.value.token), {
    form: input.form,
    page: input.value.page,
  })
}

export async function GET(request: Request) {
  const token = tokenQuery.safeParse(new URL(request.url).searchParams.get('token'))
  if (!token.success) return fail(400, 'invalid_request', 'token: the link has no token', { field: 'token' })
  return new NextResponse(null, {
    status: 303,
    headers: {
      ...NO_STORE,
      Location: `${ALERTS_PAGE_PATH}?action=unsubscribe&token=${encodeURIComponent(token.data)}`,
    },
  })
}

export const { PUT, DELETE, PATCH } = otherMethods('GET', 'POST')
