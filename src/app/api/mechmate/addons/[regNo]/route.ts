import { otherMethods } from '@/lib/http-methods'
import { offeringsRoute } from '@/providers/workshop/offerings-route'

/** Spec 3 section 7: the addons for a car near lat/lng. */
export const GET = offeringsRoute('addons')

export const { POST, PUT, DELETE, PATCH } = otherMethods('GET')
