import { getLocations } from '@/cms/locations'
import { otherMethods } from '@/lib/http-methods'
import { suggestQuerySchema } from '@/modules/locator/api-schemas'
import { createSuggester, SUGGEST_MIN_CHARS, type Suggester } from '@/modules/locator/suggest'
import type { Location } from '@/modules/locator/types'
import { cachedJson, locatorAnswer } from '../locator-api'

/** One Fuse index per site, rebuilt when its locations change. */
const indexes = new Map<string, { signature: string; suggest: Suggester }>()

function suggesterFor(site: string, locations: Location[]): Suggester {
  const signature = `${locations.length}:${locations.map((l) => `${l.id}|${l.name}|${l.city}|${l.address}|${l.zip}`).join()}`
  const known = indexes.get(site)
  if (known?.signature === signature) return known.suggest
  const suggest = createSuggester(locations)
  indexes.set(site, { signature, suggest })
  return suggest
}

/** GET /api/locator/suggest?site=&lang=&q= → {suggestions: Location[]}: at most 5; none under 2 characters. */
export function GET(request: Request) {
  return locatorAnswer(request, suggestQuerySchema, async (query, site) => {
    if (query.q.length < SUGGEST_MIN_CHARS) return cachedJson({ suggestions: [] })
    const { locations } = await getLocations(site.name, query.lang)
    return cachedJson({ suggestions: suggesterFor(site.name, locations)(query.q) })
  })
}

export const { POST, PUT, DELETE, PATCH } = otherMethods('GET')
