import { z } from 'zod'
import { langSchema } from '../sites/lang-schema'
import { MAX_CURSOR_LENGTH } from './cursor'
import { STORIES_MAX_FIRST, STORIES_MAX_TAGS, STORIES_PAGE_SIZE, TAG_KEY } from './types'

/**
 * `GET /api/stories?site=&lang=&index={index path}&tag=&first=4&after=`: the query, checked.
 * `tag` may repeat (OR); `first` is 1 to 20; `after` is a cursor (checked further against its
 * signature by the caller). A bad value is a 400 naming the parameter.
 */
export const storiesQuerySchema = z.object({
  site: z
    .string({ message: 'is required' })
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'a site name such as hedin-se')
    .max(63),
  lang: langSchema,
  index: z
    .string({ message: 'is required' })
    .max(300, 'must be at most 300 characters')
    .regex(/^\/(?:[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*)?$/, 'a page path such as /news-and-events'),
  tag: z
    .array(z.string().regex(TAG_KEY, 'a tag key: lower-case letters, digits and dashes').max(60))
    .max(STORIES_MAX_TAGS, `at most ${STORIES_MAX_TAGS} tags`)
    .default([]),
  first: z
    .string()
    .regex(/^\d{1,2}$/, `a whole number from 1 to ${STORIES_MAX_FIRST}`)
    .transform(Number)
    .pipe(z.number().min(1, 'must be at least 1').max(STORIES_MAX_FIRST, `must be at most ${STORIES_MAX_FIRST}`))
    .default(STORIES_PAGE_SIZE),
  after: z.string().min(1, 'must not be empty').max(MAX_CURSOR_LENGTH, 'not a cursor of this list').optional(),
})

export type StoriesQuery = z.output<typeof storiesQuerySchema>

export type ParsedStoriesQuery = { ok: true; query: StoriesQuery } | { ok: false; field: string; message: string }

/** The query string read: `tag` as every value given, the rest as single values (the last one). */
export function parseStoriesQuery(params: URLSearchParams): ParsedStoriesQuery {
  const input: Record<string, unknown> = {}
  for (const key of ['site', 'lang', 'index', 'first', 'after']) {
    const value = params.get(key)
    if (value !== null) input[key] = value
  }
  if (params.has('tag')) input.tag = params.getAll('tag')
  const parsed = storiesQuerySchema.safeParse(input)
  if (parsed.success) return { ok: true, query: parsed.data }
  const issue = parsed.error.issues[0]
  return { ok: false, field: String(issue?.path[0] ?? 'query'), message: issue?.message ?? 'invalid query' }
}
