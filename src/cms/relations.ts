import type { PayloadRequest } from 'payload'

/** The id of a relationship value, whether Payload gave it populated or as a bare id. */
export function relationId(ref: unknown): number | undefined {
  if (ref && typeof ref === 'object' && 'id' in ref) return (ref as { id: number }).id
  return typeof ref === 'number' ? ref : undefined
}

/** The name of the site a document belongs to; reads the site only when it is not populated. */
export async function siteNameOf(req: PayloadRequest, site: unknown): Promise<string | undefined> {
  if (site && typeof site === 'object' && 'name' in site && typeof site.name === 'string') return site.name
  const id = relationId(site)
  if (id === undefined) return undefined
  return (await req.payload.findByID({ collection: 'sites', id, depth: 0, req })).name
}
