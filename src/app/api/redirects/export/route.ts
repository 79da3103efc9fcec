import { loadRedirectRules } from '@/cms/redirect-rules'
import { otherMethods } from '@/lib/http-methods'
import { serializeRedirectCsv } from '@/modules/redirects'
import { staffSite } from '../staff-site'

export const dynamic = 'force-dynamic'

/** A site's redirect rules as CSV, in list order; importing it back changes nothing. */
export async function GET(request: Request) {
  const access = await staffSite(request)
  if (!access.ok) return access.response
  const rules = await loadRedirectRules(access.payload, { siteName: access.site.name })
  return new Response(serializeRedirectCsv(rules), {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="redirects-${access.site.name}.csv"`,
      'cache-control': 'no-store',
    },
  })
}

export const { POST, PUT, DELETE, PATCH } = otherMethods('GET')
