import type { PayloadRequest, Where } from 'payload'
import { cacheTags } from '@/lib/cache-tags'
import { relationId, siteNameOf } from '../relations'

type StoryChange = { site?: unknown; index?: unknown; _status?: string | null }

/**
 * What a change of one story expires: the pages of its index (old and new), which are its list,
 * the teasers showing it, the API pages and the index's articles (their previous and next links
 * follow the index's order), and the site's feeds and sitemap. Another index's pages keep their
 * cache. The site's first story, or its last one going, adds or removes the feed links of every
 * page of the site. A draft saved over a draft touches nothing the public sees.
 */
export function storyChangeTags(input: {
  site: string
  doc: StoryChange | undefined
  previous: StoryChange | undefined
  indexPaths: readonly string[]
  /** the site's published stories after the change */
  publishedCount: number
}): string[] {
  const { site, doc, previous } = input
  if (doc?._status === 'draft' && previous?._status !== 'published') return []
  return [
    cacheTags.storiesOfSite(site),
    ...input.indexPaths.map((path) => cacheTags.storiesOfIndex(site, path)),
    ...(input.publishedCount <= 1 ? [cacheTags.storiesExist(site)] : []),
  ]
}

async function pathOf(req: PayloadRequest, index: unknown): Promise<string | undefined> {
  if (index && typeof index === 'object' && 'path' in index && typeof index.path === 'string') return index.path
  const id = relationId(index)
  if (id === undefined) return undefined
  const page = await req.payload.findByID({ collection: 'pages', id, depth: 0, draft: true, req }).catch(() => null)
  return page?.path ?? undefined
}

export async function storyChangeTagsFor(
  req: PayloadRequest,
  doc: StoryChange | undefined,
  previous: StoryChange | undefined,
): Promise<string[]> {
  const site = await siteNameOf(req, (doc ?? previous)?.site)
  if (!site) return []
  const paths = new Set<string>()
  for (const index of [doc?.index, previous?.index]) {
    const path = await pathOf(req, index)
    if (path) paths.add(path)
  }
  const published = await req.payload.count({
    collection: 'stories',
    where: { and: [{ 'site.name': { equals: site } }, { _status: { equals: 'published' } }] },
    req,
  })
  return storyChangeTags({ site, doc, previous, indexPaths: [...paths], publishedCount: published.totalDocs })
}

/** The tags of the stories matching `where`: their indexes' pages (lists, teasers, articles, API) and the site's feeds. */
export async function storiesUsageTags(req: PayloadRequest, where: Where): Promise<string[]> {
  const found = await req.payload.find({
    collection: 'stories',
    where,
    depth: 1,
    limit: 10_000,
    pagination: false,
    select: { site: true, index: true },
    populate: { sites: { name: true }, pages: { path: true } },
    req,
  })
  const tags = new Set<string>()
  for (const doc of found.docs) {
    const site = typeof doc.site === 'object' ? doc.site?.name : undefined
    if (!site) continue
    tags.add(cacheTags.storiesOfSite(site))
    if (typeof doc.index === 'object' && doc.index?.path) tags.add(cacheTags.storiesOfIndex(site, doc.index.path))
  }
  return [...tags]
}

/** The pages showing an author: the indexes (articles, lists, API) and feeds of their stories. */
export function findAuthorUsageTags(req: PayloadRequest, authorId: number): Promise<string[]> {
  return storiesUsageTags(req, { author: { equals: authorId } })
}
