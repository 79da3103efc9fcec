import type { Payload } from 'payload'

/**
 * At most this many paths are kept per site: past it only known paths are counted, so strangers
 * asking for made-up paths cannot grow the table without bound.
 */
export const MAX_LOGGED_PATHS_PER_SITE = 5000

/** Counts one visit to a path of a site that no page answered; false when there is no such site. */
export async function recordMissingPath(payload: Payload, siteName: string, path: string): Promise<boolean> {
  const site = (await payload.find({ collection: 'sites', where: { name: { equals: siteName } }, limit: 1, depth: 0 }))
    .docs[0]
  if (!site) return false
  const now = new Date().toISOString()
  const known = await payload.find({
    collection: 'not-found-paths',
    where: { and: [{ site: { equals: site.id } }, { path: { equals: path } }] },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const row = known.docs[0]
  if (row) {
    await payload.update({
      collection: 'not-found-paths',
      id: row.id,
      data: { hits: row.hits + 1, lastSeenAt: now },
      depth: 0,
      overrideAccess: true,
    })
    return true
  }
  const logged = await payload.count({
    collection: 'not-found-paths',
    where: { site: { equals: site.id } },
    overrideAccess: true,
  })
  if (logged.totalDocs >= MAX_LOGGED_PATHS_PER_SITE) return true
  await payload.create({
    collection: 'not-found-paths',
    data: { site: site.id, path, hits: 1, lastSeenAt: now },
    depth: 0,
    overrideAccess: true,
  })
  return true
}
