import type { Payload, PayloadRequest } from 'payload'
import type { SeedImage } from '@data/seed-types'
import { demoStoryIndexes, type SeedStory, type SeedStoryIndex } from '@data/stories'
import { markdownToRichText } from '@/modules/content/rich-text'
import { uploadAll } from './content'

/**
 * The demo stories (issue 19): each index's tags, authors and stories, with generated pictures.
 * Safe to run again: tags by (site, key), authors by name and stories by (index, slug) are
 * updated in place. Runs after the pages, whose index pages the stories belong to.
 */
const context = { disableRevalidate: true }

/** Stories are dated by day; noon UTC is the same day in every one of the sites' countries. */
export function storyDate(day: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) throw new Error(`a story date is a day: ${day}`)
  return `${day}T12:00:00.000Z`
}

export function storyImage(set: SeedStoryIndex, story: SeedStory): SeedImage {
  return { kind: 'hero', key: `story-${set.site}-${story.slug}`, alt: story.image.alt, hue: story.image.hue }
}

async function upsert(
  payload: Payload,
  req: PayloadRequest,
  collection: 'tags' | 'authors' | 'stories',
  where: Record<string, unknown>,
  data: Record<string, unknown>,
  locale: string,
): Promise<number> {
  const found = await payload.find({
    collection,
    where: where as never,
    limit: 1,
    depth: 0,
    draft: collection === 'stories',
    req,
  })
  const existing = found.docs[0]
  if (existing) {
    await payload.update({
      collection,
      id: existing.id,
      data: data as never,
      locale: locale as never,
      depth: 0,
      context,
      req,
    })
    return existing.id
  }
  return (await payload.create({ collection, data: data as never, locale: locale as never, depth: 0, context, req })).id
}

export async function seedStories(
  payload: Payload,
  req: PayloadRequest,
  siteIds: Map<string, number>,
  sets: readonly SeedStoryIndex[] = demoStoryIndexes,
): Promise<Record<string, number>> {
  const counts: Record<string, number> = {}
  for (const set of sets) {
    const siteId = siteIds.get(set.site)
    if (siteId === undefined) throw new Error(`stories of unknown site ${set.site}`)
    const index = await payload.find({
      collection: 'pages',
      where: { and: [{ site: { equals: siteId } }, { path: { equals: set.index } }] },
      limit: 1,
      depth: 0,
      req,
    })
    const indexId = index.docs[0]?.id
    if (indexId === undefined) throw new Error(`${set.site}: no stories index page ${set.index}`)

    const tagIds = new Map<string, number>()
    for (const tag of set.tags) {
      const id = await upsert(
        payload,
        req,
        'tags',
        { and: [{ site: { equals: siteId } }, { key: { equals: tag.key } }] },
        { site: siteId, key: tag.key, value: tag.value },
        set.lang,
      )
      tagIds.set(tag.key, id)
    }
    const authorIds = new Map<string, number>()
    for (const author of set.authors) {
      const id = await upsert(
        payload,
        req,
        'authors',
        { name: { equals: author.name } },
        { name: author.name, role: author.role },
        set.lang,
      )
      authorIds.set(author.key, id)
    }

    const images = set.stories.map((story) => storyImage(set, story))
    const mediaId = await uploadAll(payload, images, req)
    for (const story of set.stories) {
      const image = await mediaId(storyImage(set, story))
      // The picture's description in the story's language.
      await payload.update({
        collection: 'media',
        id: image,
        locale: set.lang,
        data: { alt: story.image.alt },
        depth: 0,
        context,
        req,
      })
      const tags = story.tags.map((key) => {
        const id = tagIds.get(key)
        if (id === undefined) throw new Error(`${set.site}/${story.slug}: unknown tag ${key}`)
        return id
      })
      const author = authorIds.get(story.author)
      if (author === undefined) throw new Error(`${set.site}/${story.slug}: unknown author ${story.author}`)
      await upsert(
        payload,
        req,
        'stories',
        { and: [{ index: { equals: indexId } }, { slug: { equals: story.slug } }] },
        {
          site: siteId,
          index: indexId,
          slug: story.slug,
          title: story.title,
          premble: story.premble,
          body: markdownToRichText(story.paragraphs),
          image,
          date: storyDate(story.date),
          author,
          tags,
          _status: 'published',
        },
        set.lang,
      )
    }
    counts[set.site] = set.stories.length
  }
  return counts
}
