import { otherMethods } from '@/lib/http-methods'
import { logger } from '@/lib/logger'
import { errorText } from '@/modules/workshop/errors'
import { departmentIdSchema, parseCodes, parseLatLng } from '@/modules/workshop/schemas'
import { answerError, countPlate, fail, plateOf } from '@/providers/workshop/answers'
import { bookingDirectory, workshopProvider } from '@/providers/workshop/runtime'

/**
 * Spec 3 section 7: the workshops nearest the visitor that do every chosen service and have a free
 * time within 8 weeks, as server-sent events: one `data:` site each, nearest first, 5 a page
 * (`cursor`, the last departmentId, continues after it); `{ nosites: true }` when a first page has
 * none, `{ error }` when the scheduler fails mid-way. Bad parameters are a 400 before the stream.
 */
export async function GET(request: Request) {
  const url = new URL(request.url)
  const p = url.searchParams
  const origin = parseLatLng(p.get('latitude'), p.get('longitude'))
  const codes = parseCodes(p.get('serviceOfferings'))
  const cursor = p.get('cursor')
  const gate = plateOf(p.get('regNo'))
  if ('response' in gate) return gate.response
  if (!origin) return fail('InvalidRequest', 'latitude och longitude måste vara koordinater', 'latitude')
  if (!codes || codes.length === 0) return fail('InvalidRequest', 'Ogiltiga tjänster', 'serviceOfferings')
  if (cursor !== null && !departmentIdSchema.safeParse(cursor).success)
    return fail('InvalidRequest', 'Ogiltig cursor', 'cursor')
  const limited = await countPlate(request, gate.plate)
  if (limited) return limited
  const provider = workshopProvider()
  // The car and the cursor are checked before the stream opens, so they get ordinary answers.
  try {
    if (cursor !== null && provider.kind === 'embedded' && !(await bookingDirectory().get(cursor)))
      return fail('InvalidRequest', 'Ogiltig cursor', 'cursor')
    await provider.car(gate.plate)
  } catch (error) {
    return answerError(error, { route: 'closestAvailable' })
  }
  const encoder = new TextEncoder()
  const sites = provider.sites({ plate: gate.plate, codes, origin, cursor })
  const stream = new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const next = await sites.next()
        if (next.done) {
          controller.close()
          return
        }
        controller.enqueue(encoder.encode(`data: ${JSON.stringify(next.value)}\n\n`))
        sentAny = true
      } catch (error) {
        logger.error({ err: error, module: 'service-booking' }, 'site stream failed')
        controller.enqueue(encoder.encode(`data: ${JSON.stringify({ error: errorText('ServerError') })}\n\n`))
        controller.close()
      }
    },
    async cancel() {
      await sites.return(undefined)
    },
  })
  let sentAny = false
  // { nosites: true } after an empty first page.
  const withEnd = stream.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      flush(controller) {
        if (!sentAny && cursor === null)
          controller.enqueue(encoder.encode(`data: ${JSON.stringify({ nosites: true })}\n\n`))
      },
    }),
  )
  return new Response(withEnd, {
    headers: {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-store, no-transform',
      'X-Accel-Buffering': 'no',
    },
  })
}

export const { POST, PUT, DELETE, PATCH } = otherMethods('GET')
