import config from '@payload-config'
import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes'
import { guardLogin } from '@/lib/login-guard'
import { loginThrottle } from '@/lib/login-throttle'
import { cmsShape, guardRestRequest, type CmsShape } from '../cms-guard'

type Context = { params: Promise<{ slug: string[] }> }
type Handler = (request: Request, context: Context) => Promise<Response>

let shape: Promise<CmsShape> | undefined

/**
 * Payload's REST handler behind the guard: malformed requests get their 4xx before Payload runs,
 * and the login goes through the login throttle.
 */
function guarded(handler: Handler): Handler {
  return async (request, context) => {
    shape ??= config.then(cmsShape)
    const { slug } = await context.params
    const checked = await guardRestRequest(request, slug, await shape)
    if (!checked.ok) return checked.response
    if (request.method === 'POST' && slug.join('/') === 'users/login') {
      return guardLogin(checked.request, loginThrottle(), (login) => handler(login, context))
    }
    return handler(checked.request, context)
  }
}

export const GET = guarded(REST_GET(config))
export const POST = guarded(REST_POST(config))
export const DELETE = guarded(REST_DELETE(config))
export const PATCH = guarded(REST_PATCH(config))
export const PUT = guarded(REST_PUT(config))
export const OPTIONS = guarded(REST_OPTIONS(config))
