import { NextResponse } from 'next/server'
import { z } from 'zod'
import { parseQuery, searchFailure } from '@/app/api/cars/car-api'
import { understandSearchText } from '@/modules/cars/search-box'
import { otherMethods } from '@/lib/http-methods'
import { QUERY_LANGS } from '@/modules/search/query-words'

/** The car list's search box: free text parsed into filters and a keyphrase with the site's values. */

const querySchema = z.object({
  site: z.string().min(1).max(63),
  text: z.string().max(200),
  /** The page's language, whose words are understood beside the market's. */
  lang: z.enum(QUERY_LANGS).optional(),
})

export async function GET(request: Request) {
  const parsed = parseQuery(request, querySchema)
  if (!parsed.ok) return parsed.response
  try {
    const result = await understandSearchText(parsed.data.site, parsed.data.text, parsed.data.lang)
    return NextResponse.json(result, { headers: { 'Cache-Control': 'public, max-age=60' } })
  } catch (error) {
    return searchFailure(error, { site: parsed.data.site }, 'search box parse failed')
  }
}

export const { POST, PUT, DELETE, PATCH } = otherMethods('GET')
