import { otherMethods } from '@/lib/http-methods'
import { basemapStyle } from '@/modules/maps/basemap'
import { cachedJson } from '../respond'

/** The embedded offline basemap's MapLibre style (used when a site sets no style URL). */
export function GET(request: Request) {
  return cachedJson(request, basemapStyle(), 'application/json; charset=utf-8')
}

export const { POST, PUT, DELETE, PATCH } = otherMethods('GET')
