import { otherMethods } from '@/lib/http-methods'
import { regNoSchema } from '@/modules/tirehotel/schemas'
import { tireHotel } from '@/providers/tirehotel'
import { answer, clientIp, fail, handle, query } from '../../http'

/**
 * GET /api/tirehotel/authorization/search?regNo= (spec 3 section 7): 200
 * `{encryptedPhoneNumber, obfuscatedPhoneNumber, regNo}`, 404 when no agreement, 400 for a
 * malformed plate, 429 past the lookup limits. The phone number never leaves in clear.
 */
export async function GET(request: Request) {
  return handle('search', async () => {
    const regNo = regNoSchema.safeParse(query(request).get('regNo') ?? '')
    if (!regNo.success)
      return fail(400, 'invalid_request', 'regNo must be 2-7 letters or digits', { fields: { regNo: 'invalid' } })
    return answer(200, await tireHotel().service.search(regNo.data, clientIp(request)))
  })
}

export const { POST, PUT, DELETE, PATCH } = otherMethods('GET')
