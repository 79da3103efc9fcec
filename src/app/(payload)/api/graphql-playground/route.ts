import config from '@payload-config'
import { GRAPHQL_PLAYGROUND_GET } from '@payloadcms/next/routes'
import { otherMethods } from '@/lib/http-methods'

const playground = GRAPHQL_PLAYGROUND_GET(config)

/** Payload serves the playground in development only; its 404 elsewhere is plain text. */
export async function GET(request: Request): Promise<Response> {
  const response = await playground(request)
  if (response.status !== 404) return response
  return Response.json(
    { error: 'not_found', message: 'the GraphQL playground is off in production' },
    { status: 404, headers: { 'Cache-Control': 'no-store' } },
  )
}

export const { POST, PUT, DELETE, PATCH } = otherMethods('GET')
