import { otherMethods } from '@/lib/http-methods'
import { payload } from '@/lib/payload'
import { tireHotel } from '@/providers/tirehotel'
import { verifyOptOut } from '@/providers/tirehotel/reminders'
import { fail, handle, query } from '../../http'

/** GET /api/tirehotel/reminders/opt-out?token=: the link in a season reminder; no more reminders for the customer. */
export async function GET(request: Request) {
  return handle('opt-out', async () => {
    const token = query(request).get('token') ?? ''
    if (!/^[A-Za-z0-9_.-]{20,2000}$/.test(token)) return fail(400, 'invalid_token', 'token is missing or malformed')
    const customerId = await verifyOptOut(tireHotel().keys, token)
    if (!customerId) return fail(400, 'invalid_token', 'the link is not valid')
    await (
      await payload()
    ).db.updateOne({
      collection: 'tirehotel-customers',
      where: { id: { equals: /^\d+$/.test(customerId) ? Number(customerId) : customerId } },
      data: { remindersOptOut: true },
    })
    return new Response(
      '<!doctype html><html lang="sv"><meta charset="utf-8"><title>Påminnelser avslutade</title><p>Du får inte fler påminnelser om hjulskifte.</p></html>',
      { headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' } },
    )
  })
}

export const { POST, PUT, DELETE, PATCH } = otherMethods('GET')
