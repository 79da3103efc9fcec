import { z } from 'zod'
import { after } from 'next/server'
import { otherMethods } from '@/lib/http-methods'
import { tireHotel } from '@/providers/tirehotel'
import { sendCancellationNotice } from '@/providers/tirehotel/notices'
import { handle, jsonBody, requireSession } from '../../http'

/** POST /api/tirehotel/booking/cancel `{bookingConfirmationId}`: 204 until 24 h before; 422 later (beyond the spec). */
export async function POST(request: Request) {
  return handle('cancel', async () => {
    const body = await jsonBody(request, z.object({ bookingConfirmationId: z.string().regex(/^TH-[A-F0-9]{10}$/) }))
    if (!body.ok) return body.response
    const session = await requireSession(request)
    const booking = await tireHotel().service.cancel(session, body.data.bookingConfirmationId)
    after(() => sendCancellationNotice(booking))
    return new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } })
  })
}

export const { GET, PUT, DELETE, PATCH } = otherMethods('POST')
