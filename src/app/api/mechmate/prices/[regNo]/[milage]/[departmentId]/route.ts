import { otherMethods } from '@/lib/http-methods'
import { departmentIdSchema, parseCodes } from '@/modules/workshop/schemas'
import { answerError, countPlate, fail, ok, plateOf } from '@/providers/workshop/answers'
import { workshopProvider } from '@/providers/workshop/runtime'

/** Spec 3 section 7: one workshop's prices of the chosen codes (refreshed on a location change). */
export async function GET(
  request: Request,
  { params }: { params: Promise<{ regNo: string; milage: string; departmentId: string }> },
) {
  const { regNo, milage, departmentId } = await params
  const gate = plateOf(regNo)
  if ('response' in gate) return gate.response
  const codes = parseCodes(new URL(request.url).searchParams.get('serviceOfferings'))
  if (!/^\d{1,6}$/.test(milage)) return fail('InvalidRequest', 'Ange miltal', 'milage')
  if (!departmentIdSchema.safeParse(departmentId).success)
    return fail('InvalidRequest', 'Ogiltig verkstad', 'departmentId')
  if (!codes) return fail('InvalidRequest', 'Ogiltiga tjänster', 'serviceOfferings')
  const limited = await countPlate(request, gate.plate)
  if (limited) return limited
  try {
    return ok({ offers: await workshopProvider().prices(gate.plate, Number(milage), departmentId, codes) })
  } catch (error) {
    return answerError(error, { route: 'prices' })
  }
}

export const { POST, PUT, DELETE, PATCH } = otherMethods('GET')
