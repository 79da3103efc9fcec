import { describe, expect, it } from 'vitest'
import { storyChangeTags } from './story-tags'

describe('what a story change expires', () => {
  it('its index pages (old and new) and the site feeds', () => {
    expect(
      storyChangeTags({
        site: 'hedin-uk',
        doc: { _status: 'published' },
        previous: { _status: 'published' },
        indexPaths: ['/news-and-events', '/old-news'],
        publishedCount: 12,
      }),
    ).toEqual(['stories:hedin-uk', 'stories:hedin-uk:/news-and-events', 'stories:hedin-uk:/old-news'])
  })

  it('nothing for a draft saved over a draft', () => {
    const draft = { _status: 'draft' }
    expect(
      storyChangeTags({ site: 'hedin-uk', doc: draft, previous: draft, indexPaths: ['/n'], publishedCount: 1 }),
    ).toEqual([])
  })

  it('unpublishing the last story takes the feed links off every page of the site', () => {
    expect(
      storyChangeTags({
        site: 'hedin-uk',
        doc: { _status: 'draft' },
        previous: { _status: 'published' },
        indexPaths: ['/n'],
        publishedCount: 0,
      }),
    ).toEqual(['stories:hedin-uk', 'stories:hedin-uk:/n', 'stories-exist:hedin-uk'])
  })
})
