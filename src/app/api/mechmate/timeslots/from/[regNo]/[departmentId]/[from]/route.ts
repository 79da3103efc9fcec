import { otherMethods } from '@/lib/http-methods'
import { addDays } from '@/modules/dealers/calendar'
import { departmentIdSchema, parseCodes } from '@/modules/workshop/schemas'
import { answerError, countPlate, fail, ok, plateOf } from '@/providers/workshop/answers'
import { workshopProvider } from '@/providers/workshop/runtime'

/** Spec 3 section 7: 28 days of free times of a workshop from a date (`YYYY-MM-DDT00:00:00`). */
export async function GET(
  request: Request,
  { params }: { params: Promise<{ regNo: string; departmentId: string; from: string }> },
) {
  const { regNo, departmentId, from } = await params
  const gate = plateOf(regNo)
  if ('response' in gate) return gate.response
  const match = /^(\d{4}-\d{2}-\d{2})(T00(:|%3A)00(:|%3A)00)?$/i.exec(from)
  const date = match?.[1]
  if (!date || addDays(date, 0) !== date || date < '2000-01-01' || date > '2100-01-01') {
    return fail('InvalidRequest', 'Ogiltigt datum', 'date')
  }
  if (!departmentIdSchema.safeParse(departmentId).success)
    return fail('InvalidRequest', 'Ogiltig verkstad', 'departmentId')
  const codes = parseCodes(new URL(request.url).searchParams.get('serviceOfferings'), { allowEmpty: true })
  if (!codes) return fail('InvalidRequest', 'Ogiltiga tjänster', 'serviceOfferings')
  const limited = await countPlate(request, gate.plate)
  if (limited) return limited
  try {
    return ok(await workshopProvider().timeslots(gate.plate, departmentId, date, codes))
  } catch (error) {
    return answerError(error, { route: 'timeslots' })
  }
}

export const { POST, PUT, DELETE, PATCH } = otherMethods('GET')
