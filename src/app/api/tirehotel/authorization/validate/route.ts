import { otherMethods } from '@/lib/http-methods'
import { signSession } from '@/modules/tirehotel/secrets'
import { SESSION_TTL_S } from '@/modules/tirehotel/types'
import { tireHotel } from '@/providers/tirehotel'
import { answer, clientIp, fail, handle, query, sessionCookie } from '../../http'

/**
 * POST /api/tirehotel/authorization/validate?authToken=&otpToken=: 200 `{status: 0, vehicles}` and
 * the session cookie; a wrong code 401 `{status: 1, attemptsLeft}`; used or expired 410; after 5
 * wrong codes 429, even for the right one. A malformed token or code is a 400 and counts nothing.
 */
export async function POST(request: Request) {
  return handle('validate', async () => {
    const params = query(request)
    const token = params.get('authToken') ?? ''
    const code = params.get('otpToken') ?? ''
    if (!/^[A-Za-z0-9_.-]{20,2000}$/.test(token)) return fail(400, 'invalid_token', 'authToken is missing or malformed')
    if (!/^\d{4}$/.test(code))
      return fail(400, 'invalid_code', 'otpToken must be 4 digits', { fields: { otpToken: 'invalid' } })
    const runtime = tireHotel()
    const { validated, claims } = await runtime.service.validate(token, code, clientIp(request))
    const { token: session } = await signSession(runtime.keys, claims)
    return answer(200, validated, { 'Set-Cookie': sessionCookie(request, session, SESSION_TTL_S) })
  })
}

export const { GET, PUT, DELETE, PATCH } = otherMethods('POST')
