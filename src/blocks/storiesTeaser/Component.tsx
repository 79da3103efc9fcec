import type { StoriesTeaserBlock as StoriesTeaserFields } from '@/payload-types'
import { getStoriesPage, getStoryIndex } from '@/cms/story-queries'
import { toApiStory } from '@/modules/stories/response'
import { STORIES_TEASER_SIZE } from '@/modules/stories/types'
import { Link } from '@/ui/Link'
import { StoryCard } from '@/ui/StoryCard'
import { BlockHeading } from '../BlockHeading'
import type { BlockProps } from '../context'
import { safely } from '../safely'

/**
 * The 3 latest stories of an index as the list's cards, and a link to the list (spec 1 section
 * 2.7). Without stories (none published yet, no such index, or a failed read, which is logged)
 * it keeps its heading and says so with `storiesNoResults`, as the list does.
 */
export async function StoriesTeaserBlock({ block, ctx }: BlockProps<StoriesTeaserFields>) {
  const { site, lang, t } = ctx
  const index = block.indexPath ? await getStoryIndex(site.name, block.indexPath, ctx.editing) : null
  const page = index
    ? await safely(
        'stories teaser',
        'stories',
        ctx,
        () => getStoriesPage({ siteName: site.name, index, lang, tags: [], first: STORIES_TEASER_SIZE, after: null }),
        null,
      )
    : null
  const headingId = `stories-teaser-${block.id ?? 'block'}`
  if (!index || !page || page.items.length === 0) {
    return (
      <section
        aria-labelledby={block.heading ? headingId : undefined}
        data-stories-teaser={index?.path ?? ''}
        className="mx-auto max-w-7xl px-4 py-10 md:px-8 md:py-14"
      >
        <BlockHeading id={headingId} text={block.heading} />
        <p role="status" className="mt-4">
          {t('storiesNoResults')}
        </p>
      </section>
    )
  }
  return (
    <section
      aria-labelledby={block.heading ? headingId : undefined}
      data-stories-teaser={index.path}
      className="mx-auto max-w-7xl px-4 py-10 md:px-8 md:py-14"
    >
      <div className="flex flex-wrap items-end justify-between gap-x-6 gap-y-2">
        <BlockHeading id={headingId} text={block.heading} />
        <Link
          href={index.path}
          site={site}
          lang={lang}
          editing={ctx.editing}
          data-stories-show-all=""
          className="font-semibold text-[var(--color-link)] underline underline-offset-4 hover:no-underline"
        >
          {t('storiesShowAll')}
        </Link>
      </div>
      <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {page.items.map((story) => (
          <li key={story.id}>
            <StoryCard
              story={toApiStory(story, site, lang)}
              showDate={block.showDates !== false}
              layout="grid"
              headingLevel={block.heading ? 'h3' : 'h2'}
              tagsLabel={t('storyTags')}
            />
          </li>
        ))}
      </ul>
    </section>
  )
}
