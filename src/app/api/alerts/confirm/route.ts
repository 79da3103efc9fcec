import { otherMethods } from '@/lib/http-methods'
import { payload } from '@/lib/payload'
import { confirm } from '@/providers/search-alerts/visitor'
import { readInput } from '../http'
import { answerLink, linkInputSchema } from '../links'

/**
 * POST /api/alerts/confirm `token=…`: the button on the page a confirmation e-mail's link
 * opens (a link alone confirms nothing, so a mail scanner that follows links subscribes nobody).
 * A forged or expired token changes nothing.
 */
export async function POST(request: Request) {
  const input = await readInput(request, linkInputSchema)
  if (!input.ok) return input.response
  const result = await confirm(await payload(), input.value.token)
  return answerLink(result, { form: input.form, page: input.value.page })
}

export const { GET, HEAD, PUT, DELETE, PATCH } = otherMethods('POST')
