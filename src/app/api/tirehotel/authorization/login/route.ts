import { otherMethods } from '@/lib/http-methods'
import { tireHotel } from '@/providers/tirehotel'
import { answer, clientIp, fail, handle, query, requestHost } from '../../http'

/**
 * POST /api/tirehotel/authorization/login?encryptedPhoneNumber=: a new code by SMS (written to the
 * sms-outbox before this answers). 200 `{authorizationToken, message}`; 400 for a tampered value,
 * 410 when the lookup expired, 429 with Retry-After past the code limits.
 */
export async function POST(request: Request) {
  return handle('login', async () => {
    const value = query(request).get('encryptedPhoneNumber') ?? ''
    if (!/^[A-Za-z0-9_.-]{20,2000}$/.test(value))
      return fail(400, 'invalid_token', 'encryptedPhoneNumber is missing or malformed')
    const runtime = tireHotel()
    void runtime.redactExpired().catch(() => {})
    return answer(200, await runtime.service.login(value, clientIp(request), requestHost(request)))
  })
}

export const { GET, PUT, DELETE, PATCH } = otherMethods('POST')
