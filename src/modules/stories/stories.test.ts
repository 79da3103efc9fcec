import { describe, expect, it } from 'vitest'
import { decodeCursor, encodeCursor } from './cursor'
import { decodeStoriesListState, storiesListHref, toggleTag } from './list-state'
import { compareStories, matchesTags, neighbours, pageStories } from './order'
import { formatStoryDate, publishInfo } from './publish-info'
import { parseStoriesQuery } from './query'
import { toApiStory } from './response'
import { articleJsonLd } from './structured-data'
import type { StorySummary } from './types'

const KEY = 'test-secret-0123456789'

function story(id: number, date: string | null, tags: string[] = [], extra: Partial<StorySummary> = {}): StorySummary {
  return {
    id,
    slug: `story-${id}`,
    indexPath: '/news',
    date,
    title: `Story ${id}`,
    premble: `About ${id}`,
    image: null,
    tags: tags.map((key, i) => ({ id: i + 1, key, value: key.toUpperCase() })),
    author: null,
    updatedAt: date,
    ...extra,
  }
}

// Two stories on one day (3 and 4), the rest apart.
const stories = [
  story(1, '2026-01-10T12:00:00.000Z', ['events']),
  story(2, '2026-02-10T12:00:00.000Z', ['electric']),
  story(3, '2026-03-10T12:00:00.000Z', ['offers', 'events']),
  story(4, '2026-03-10T12:00:00.000Z', ['community']),
  story(5, '2026-04-10T12:00:00.000Z', ['electric']),
  story(6, '2026-05-10T12:00:00.000Z', []),
]

describe('cursor', () => {
  it('round-trips a position and is opaque', () => {
    const cursor = encodeCursor({ date: '2026-03-10T12:00:00.000Z', id: 4 }, KEY)
    expect(cursor).not.toContain('2026')
    expect(decodeCursor(cursor, KEY)).toEqual({ date: '2026-03-10T12:00:00.000Z', id: 4 })
  })

  it('refuses a cursor that was changed, cut, made with another key or is not one', () => {
    const cursor = encodeCursor({ date: '2026-03-10T12:00:00.000Z', id: 4 }, KEY)
    const [payload, signature] = cursor.split('.') as [string, string]
    const forged = Buffer.from(`${Date.parse('2030-01-01').toString(36)}.4`).toString('base64url')
    expect(decodeCursor(`${forged}.${signature}`, KEY)).toBeNull()
    expect(decodeCursor(`${payload}.${signature.slice(0, -1)}A`, KEY)).toBeNull()
    expect(decodeCursor(cursor.slice(0, -3), KEY)).toBeNull()
    expect(decodeCursor(cursor, 'another-secret-0123456789')).toBeNull()
    for (const junk of ['', 'abc', '..', 'x'.repeat(500), '%00.%00', `${payload}.`])
      expect(decodeCursor(junk, KEY)).toBeNull()
  })
})

describe('order and paging', () => {
  it('orders by date descending, then id descending', () => {
    expect([...stories].sort(compareStories).map((s) => s.id)).toEqual([6, 5, 4, 3, 2, 1])
    expect([story(1, null), story(2, '2020-01-01T00:00:00Z')].sort(compareStories).map((s) => s.id)).toEqual([2, 1])
  })

  it('pages with a cursor through a tie on one date without losing or repeating a story', () => {
    const first = pageStories(stories, { first: 3 })
    expect(first.items.map((s) => s.id)).toEqual([6, 5, 4])
    expect(first).toMatchObject({ total: 6, hasNext: true, end: { id: 4 } })
    const second = pageStories(stories, { first: 3, after: first.end })
    expect(second.items.map((s) => s.id)).toEqual([3, 2, 1])
    expect(second).toMatchObject({ total: 6, hasNext: false })
    // through an encoded cursor as the API does
    const decoded = decodeCursor(encodeCursor(first.end!, KEY), KEY)
    expect(pageStories(stories, { first: 3, after: decoded }).items.map((s) => s.id)).toEqual([3, 2, 1])
  })

  it('filters tags with OR; no tags is every story', () => {
    expect(matchesTags(stories[2]!, [])).toBe(true)
    const page = pageStories(stories, { tags: ['events', 'electric'], first: 4 })
    expect(page.items.map((s) => s.id)).toEqual([5, 3, 2, 1])
    expect(page).toMatchObject({ total: 4, hasNext: false })
    expect(pageStories(stories, { tags: ['nothing'], first: 4 })).toMatchObject({ total: 0, items: [], end: null })
  })

  it('next is the first after the story by date descending, previous the first by date ascending; none at the ends', () => {
    const at = (id: number) =>
      neighbours(
        stories,
        stories.find((s) => s.id === id)!,
      )
    expect(at(6).previous).toBeNull()
    expect(at(6).next?.id).toBe(5)
    expect(at(4)).toMatchObject({ previous: { id: 5 }, next: { id: 3 } })
    expect(at(3)).toMatchObject({ previous: { id: 4 }, next: { id: 2 } })
    expect(at(1).next).toBeNull()
    expect(at(1).previous?.id).toBe(2)
  })
})

describe('publish info', () => {
  it('is hidden when there is an author but no date; shows the date with or without an author', () => {
    expect(publishInfo({ author: 'Anna', date: null, lang: 'sv' })).toEqual({ show: false, dateFailed: false })
    expect(publishInfo({ author: null, date: null, lang: 'sv' }).show).toBe(false)
    expect(publishInfo({ author: 'Anna', date: '2026-03-10T12:00:00.000Z', lang: 'sv' })).toEqual({
      show: true,
      author: 'Anna',
      date: { value: '2026-03-10T12:00:00.000Z', formattedDateValue: '10 mars 2026' },
      dateFailed: false,
    })
    expect(publishInfo({ author: '', date: '2026-03-10T12:00:00.000Z', lang: 'en' })).toMatchObject({
      show: true,
      author: null,
      date: { formattedDateValue: '10 March 2026' },
    })
  })

  it('a date that cannot be read hides the info and is reported for logging', () => {
    expect(publishInfo({ author: 'Anna', date: 'not a date', lang: 'nb' })).toEqual({ show: false, dateFailed: true })
  })

  it('formats in the language, on the day of the site’s country', () => {
    // midnight in Oslo is the evening before in UTC
    expect(formatStoryDate('2026-02-28T23:00:00.000Z', 'nb')).toBe('1. mars 2026')
  })
})

describe('the API query', () => {
  const parse = (query: string) => parseStoriesQuery(new URLSearchParams(query))
  it('reads repeated tags and defaults first to 4', () => {
    expect(parse('site=hedin-uk&lang=en&index=/news-and-events&tag=events&tag=offers')).toEqual({
      ok: true,
      query: { site: 'hedin-uk', lang: 'en', index: '/news-and-events', tag: ['events', 'offers'], first: 4 },
    })
  })
  it.each([
    ['site=hedin-uk&lang=en&index=/n&first=0', 'first'],
    ['site=hedin-uk&lang=en&index=/n&first=21', 'first'],
    ['site=hedin-uk&lang=en&index=/n&first=abc', 'first'],
    ['site=hedin-uk&lang=en&index=/n&tag=Bad%20Tag', 'tag'],
    ['site=hedin-uk&lang=en&index=/n&after=', 'after'],
    ['site=hedin-uk&lang=en&index=/n&after=' + 'x'.repeat(200), 'after'],
    ['site=hedin-uk&lang=xx&index=/n', 'lang'],
    ['site=hedin-uk&lang=en', 'index'],
    ['site=hedin-uk&lang=en&index=/../etc', 'index'],
    ['lang=en&index=/n', 'site'],
  ])('%s is refused naming %s', (query, field) => {
    expect(parse(query)).toMatchObject({ ok: false, field })
  })
})

describe('the list state in the address', () => {
  it('keeps valid tags sorted and a cursor-shaped after; drops the rest', () => {
    expect(decodeStoriesListState({ tag: ['offers', 'Events', 'bad tag', 'offers'], after: 'abc.def' })).toEqual({
      tags: ['events', 'offers'],
      after: 'abc.def',
    })
    expect(decodeStoriesListState(new URLSearchParams('after=<script>'))).toEqual({ tags: [], after: null })
  })
  it('a chip toggles its tag and starts the paging over', () => {
    const state = { tags: ['offers'], after: 'abc.def' }
    expect(storiesListHref('/news', toggleTag(state, 'events'))).toBe('/news?tag=events&tag=offers')
    expect(storiesListHref('/news', toggleTag(state, 'offers'))).toBe('/news')
  })
})

describe('the API story', () => {
  it('has the spec’s fields, its path in the language and the formatted date', () => {
    const site = { defaultLanguage: 'fi' as const }
    const api = toApiStory(
      story(7, '2026-03-10T12:00:00.000Z', ['events'], { author: { id: 1, name: 'Anna', role: null } }),
      site,
      'sv',
    )
    expect(api).toEqual({
      id: '7',
      date: { value: '2026-03-10T12:00:00.000Z', formattedDateValue: '10 mars 2026' },
      name: 'story-7',
      image: null,
      displayName: 'Story 7',
      url: { path: '/sv/news/story-7' },
      title: 'Story 7',
      premble: 'About 7',
      tags: [{ key: 'events', value: 'EVENTS', id: '1' }],
      author: { name: 'Anna', role: null },
    })
  })
})

describe('article JSON-LD', () => {
  it('carries headline, absolute image, dates, author and publisher', () => {
    const ld = articleJsonLd({
      story: {
        ...story(7, '2026-03-10T12:00:00.000Z'),
        updatedAt: '2026-03-11T08:00:00.000Z',
        image: { src: '/-/media/story.jpg', alt: '', width: 1, height: 1 },
        author: { id: 1, name: 'Anna Berg', role: 'Editor' },
      },
      url: 'https://example.test/news/story-7',
      origin: 'https://example.test',
      publisher: { name: 'Hedin' },
      lang: 'en',
    })
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: 'Story 7',
      image: ['https://example.test/-/media/story.jpg'],
      datePublished: '2026-03-10T12:00:00.000Z',
      dateModified: '2026-03-11T08:00:00.000Z',
      author: [{ '@type': 'Person', name: 'Anna Berg' }],
      publisher: { '@type': 'Organization', name: 'Hedin' },
    })
  })
})
