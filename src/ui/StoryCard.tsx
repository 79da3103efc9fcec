import Image from 'next/image'
import type { ApiStory } from '@/modules/stories/response'

export type StoryCardLayout = 'grid' | 'list' | 'highlight'

type Props = {
  story: ApiStory
  showDate: boolean
  layout: StoryCardLayout
  /** the card's heading level: h2 in a list without a heading, h3 under one */
  headingLevel?: 'h2' | 'h3'
  /** the tags' list name for screen readers */
  tagsLabel: string
  /** above the fold: the image loads at once */
  priority?: boolean
}

/**
 * One story card (spec 1 section 2.7): image, title, preamble, date and tags. The list, the
 * load-more pages the browser appends and the teaser all render this one card; the whole card is
 * the link to the article (its title's link stretched over it).
 */
export function StoryCard({ story, showDate, layout, headingLevel = 'h3', tagsLabel, priority }: Props) {
  const Heading = headingLevel
  const horizontal = layout !== 'grid'
  return (
    <article
      data-story-id={story.id}
      className={`group relative flex h-full overflow-hidden rounded-[var(--radius)] border border-[var(--color-border)] bg-[var(--color-surface)] ${
        horizontal ? 'flex-col sm:flex-row' : 'flex-col'
      }`}
    >
      {story.image ? (
        <div
          className={`relative shrink-0 bg-[var(--color-border)] ${
            layout === 'highlight' ? 'aspect-[16/9] sm:w-3/5' : horizontal ? 'aspect-[3/2] sm:w-2/5' : 'aspect-[3/2]'
          }`}
        >
          <Image
            src={story.image.src}
            alt={story.image.alt}
            fill
            priority={priority}
            className="object-cover transition-transform duration-300 group-hover:scale-[1.02] motion-reduce:transition-none"
            sizes={
              layout === 'highlight'
                ? '(min-width: 1280px) 760px, (min-width: 640px) 60vw, 100vw'
                : horizontal
                  ? '(min-width: 640px) 40vw, 100vw'
                  : '(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw'
            }
          />
        </div>
      ) : null}
      <div className="flex flex-1 flex-col gap-2 p-5">
        {showDate && story.date ? (
          <time dateTime={story.date.value} className="text-sm text-[var(--color-muted)]">
            {story.date.formattedDateValue}
          </time>
        ) : null}
        <Heading
          className={`font-semibold leading-snug [font-family:var(--font-heading)] ${
            layout === 'highlight' ? 'text-2xl md:text-3xl' : 'text-xl'
          }`}
        >
          <a
            href={story.url.path}
            data-story-link=""
            className="after:absolute after:inset-0 after:content-[''] hover:underline focus-visible:outline-none focus-visible:after:outline focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-[var(--color-link)]"
          >
            {story.title}
          </a>
        </Heading>
        {story.premble ? <p className="line-clamp-3 text-[var(--color-muted)]">{story.premble}</p> : null}
        {story.tags.length > 0 ? (
          <ul aria-label={tagsLabel} className="mt-auto flex flex-wrap gap-2 pt-2">
            {story.tags.map((tag) => (
              <li
                key={tag.key}
                data-tag={tag.key}
                className="rounded-full border border-[var(--color-border)] px-3 py-0.5 text-sm"
              >
                {tag.value}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </article>
  )
}
