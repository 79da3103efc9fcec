import { otherMethods } from '@/lib/http-methods'
import { tireHotel } from '@/providers/tirehotel'
import { handle, optionalSession, sessionCookie } from '../../http'

/** POST /api/tirehotel/authorization/logout: 204; the session's jti is denied until it would expire. */
export async function POST(request: Request) {
  return handle('logout', async () => {
    const session = await optionalSession(request)
    if (session) await tireHotel().denyList.deny(session.jti, session.exp - Math.floor(Date.now() / 1000))
    return new Response(null, {
      status: 204,
      headers: { 'Cache-Control': 'no-store', 'Set-Cookie': sessionCookie(request, '', 0) },
    })
  })
}

export const { GET, PUT, DELETE, PATCH } = otherMethods('POST')
