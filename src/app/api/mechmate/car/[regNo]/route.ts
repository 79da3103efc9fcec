import { otherMethods } from '@/lib/http-methods'
import { answerError, ok, plateGate } from '@/providers/workshop/answers'
import { workshopProvider } from '@/providers/workshop/runtime'

/** Spec 3 section 7: the car of a plate (no owner data). */
export async function GET(request: Request, { params }: { params: Promise<{ regNo: string }> }) {
  const gate = await plateGate(request, (await params).regNo)
  if ('response' in gate) return gate.response
  try {
    const car = await workshopProvider().car(gate.plate)
    return ok({
      registrationNumber: car.registrationNumber,
      isSupported: car.isSupported,
      brand: car.brand,
      model: car.model,
      buildYear: car.buildYear,
      hasServiceAgreement: car.hasServiceAgreement,
    })
  } catch (error) {
    return answerError(error, { route: 'car' })
  }
}

export const { POST, PUT, DELETE, PATCH } = otherMethods('GET')
