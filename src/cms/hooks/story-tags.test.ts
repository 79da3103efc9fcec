import { describe, expect, it } from 'vitest'
import { storyChangeTags } from './story-tags'

describe('what a story change expires', () => {
  it('its index pages (old and new) and the site feeds; nothing for a draft over a draft', () => {
    expect(
      storyChangeTags({
        site: 'hedin-uk',
        doc: { _status: 'published' },
        previous: { _status: 'published' },
        indexPaths: ['/news-and-events', '/old-news'],
      }),
    ).toEqual(['stories:hedin-uk', 'stories:hedin-uk:/news-and-events', 'stories:hedin-uk:/old-news'])
    expect(
      storyChangeTags({
        site: 'hedin-uk',
        doc: { _status: 'draft' },
        previous: { _status: 'draft' },
        indexPaths: ['/n'],
      }),
    ).toEqual([])
    // unpublishing takes it off the public pages
    expect(
      storyChangeTags({
        site: 'hedin-uk',
        doc: { _status: 'draft' },
        previous: { _status: 'published' },
        indexPaths: ['/n'],
      }),
    ).toEqual(['stories:hedin-uk', 'stories:hedin-uk:/n'])
  })
})
