import { answerError, countPlate, fail, ok, plateOf } from './answers'
import { workshopProvider } from './runtime'
import { parseLatLng } from '@/modules/workshop/schemas'

/** `GET /api/mechmate/{services|addons}/{regNo}?lat&lng`: categories priced at the median near lat/lng. */
export function offeringsRoute(kind: 'services' | 'addons') {
  return async (request: Request, { params }: { params: Promise<{ regNo: string }> }) => {
    const url = new URL(request.url)
    const raw = (await params).regNo
    const at = parseLatLng(url.searchParams.get('lat'), url.searchParams.get('lng'))
    const gate = plateOf(raw)
    if ('response' in gate) return gate.response
    if (!at) return fail('InvalidRequest', 'lat och lng måste vara koordinater', 'lat')
    const limited = await countPlate(request, gate.plate)
    if (limited) return limited
    try {
      return ok({ serviceOfferingCategories: await workshopProvider().offerings(gate.plate, at, kind) })
    } catch (error) {
      return answerError(error, { route: kind })
    }
  }
}
