import config from '@payload-config'
import { GRAPHQL_POST, REST_OPTIONS } from '@payloadcms/next/routes'
import { otherMethods } from '@/lib/http-methods'
import { guardGraphqlRequest } from '../cms-guard'

const graphql = GRAPHQL_POST(config)

/** Payload's GraphQL behind the guard: bodies capped, documents it would fail on answered 400. */
export async function POST(request: Request): Promise<Response> {
  const checked = await guardGraphqlRequest(request)
  if (!checked.ok) return checked.response
  return graphql(checked.request)
}

export const OPTIONS = REST_OPTIONS(config)
export const { GET, HEAD, PUT, DELETE, PATCH } = otherMethods('POST')
