import { describe, expect, it } from 'vitest'
import { STORY_SLUG, TAG_KEY } from '../../src/modules/stories/types'
import { demoStoryIndexes } from '.'

describe.each(demoStoryIndexes.map((set) => [`${set.site} ${set.index}`, set] as const))(
  'demo stories of %s',
  (_, set) => {
    it('has 12+ stories with unique slugs, known tags (1–3) and authors (2–4 in all)', () => {
      expect(set.stories.length).toBeGreaterThanOrEqual(12)
      expect(new Set(set.stories.map((s) => s.slug)).size).toBe(set.stories.length)
      expect(set.authors.length).toBeGreaterThanOrEqual(2)
      expect(set.authors.length).toBeLessThanOrEqual(4)
      for (const tag of set.tags) expect(TAG_KEY.test(tag.key), tag.key).toBe(true)
      for (const story of set.stories) {
        expect(STORY_SLUG.test(story.slug), story.slug).toBe(true)
        expect(story.tags.length, story.slug).toBeGreaterThanOrEqual(1)
        expect(story.tags.length, story.slug).toBeLessThanOrEqual(3)
        for (const tag of story.tags)
          expect(
            set.tags.map((t) => t.key),
            story.slug,
          ).toContain(tag)
        expect(
          set.authors.map((a) => a.key),
          story.slug,
        ).toContain(story.author)
        expect(story.paragraphs.length, story.slug).toBeGreaterThanOrEqual(2)
      }
    })

    it('dates its stories over the 18 months before 2026-11-01, two of them on one day', () => {
      const days = set.stories.map((s) => s.date)
      for (const day of days) {
        expect(day >= '2025-05-01' && day < '2026-11-01', day).toBe(true)
      }
      expect(new Set(days).size).toBeLessThan(days.length)
      const months = new Set(days.map((d) => d.slice(0, 7)))
      expect(months.size).toBeGreaterThanOrEqual(10)
    })
  },
)
