import type { StoriesListBlock as StoriesListFields } from '@/payload-types'
import { decodeStoryCursor, encodeStoryCursor, getStoriesPage, getStoryIndex, getStoryTags } from '@/cms/story-queries'
import { decodeStoriesListState, storiesListHref, toggleTag } from '@/modules/stories/list-state'
import { toApiStory } from '@/modules/stories/response'
import { STORIES_PAGE_SIZE } from '@/modules/stories/types'
import { localizePath } from '@/modules/sites/locale'
import { StoryCard } from '@/ui/StoryCard'
import { BlockHeading } from '../BlockHeading'
import type { BlockProps } from '../context'
import { safely } from '../safely'
import { LoadMore } from './LoadMore'
import { TagChips, type Chip } from './TagChips'

/**
 * The stories list on its index page (spec 1 section 2.7): tag chips (OR) and the cards of the
 * page the address asks for (`?tag=a&tag=b&after={cursor}`), all server HTML; the load-more
 * control appends the next pages in the browser. A bad cursor or unknown tag is read as none.
 */
export async function StoriesListBlock({ block, ctx }: BlockProps<StoriesListFields>) {
  const { site, lang, t } = ctx
  const state = decodeStoriesListState(ctx.searchParams)
  const index = await getStoryIndex(site.name, ctx.path, ctx.editing)
  if (!index) return null
  const known = await safely('stories list', 'tags', ctx, () => getStoryTags(site.name, lang), [])
  const tags = state.tags.filter((key) => known.some((tag) => tag.key === key))
  const after = state.after ? decodeStoryCursor(state.after) : null
  const page = await getStoriesPage({
    siteName: site.name,
    index,
    lang,
    tags,
    first: STORIES_PAGE_SIZE,
    after,
    draft: ctx.editing,
  })
  const publicPath = localizePath(index.path, lang, site)
  const current = { tags, after: null }
  const chips: Chip[] = [
    { key: '', label: t('storiesAllTags'), href: publicPath, pressed: tags.length === 0 },
    ...known.map((tag) => ({
      key: tag.key,
      label: tag.value,
      href: storiesListHref(publicPath, toggleTag(current, tag.key)),
      pressed: tags.includes(tag.key),
    })),
  ]
  const endCursor = page.hasNext ? encodeStoryCursor(page.end) : null
  const layout = block.layout === 'list' ? 'list' : 'grid'
  const highlight = Boolean(block.highlightLatestStory) && !after
  const showDates = block.showDates !== false
  const api = new URLSearchParams({ site: site.name, lang, index: index.path })
  for (const tag of tags) api.append('tag', tag)
  // With the newest story across the width, three cards fill the row below it on wide screens.
  const listClassName =
    layout === 'list'
      ? 'mt-6 flex flex-col gap-6'
      : `mt-6 grid gap-6 sm:grid-cols-2 ${highlight ? 'lg:grid-cols-3' : ''}`
  const itemClassName = ''
  const headingId = `stories-${block.id ?? 'list'}`

  return (
    <section
      aria-labelledby={block.heading ? headingId : undefined}
      data-stories-list={index.path}
      className="mx-auto max-w-7xl px-4 py-10 md:px-8 md:py-14"
    >
      <BlockHeading id={headingId} text={block.heading} className="mb-6" />
      {known.length > 0 ? <TagChips chips={chips} label={t('storiesFilterLabel')} /> : null}
      {page.items.length === 0 ? (
        <p className="mt-8 text-lg" data-stories-empty="">
          {t('storiesNoResults')}
        </p>
      ) : (
        <LoadMore
          listClassName={listClassName}
          itemClassName={itemClassName}
          apiUrl={`/api/stories?${api}`}
          listHref={storiesListHref(publicPath, { tags, after: null })}
          endCursor={endCursor}
          headingLevel={block.heading ? 'h3' : 'h2'}
          showDates={showDates}
          layout={layout}
          texts={{ loadMore: t('storiesLoadMore'), tags: t('storyTags'), loaded: t('storiesLoaded') }}
        >
          {page.items.map((story, i) => {
            const wide = highlight && i === 0
            return (
              <li key={story.id} className={wide && layout === 'grid' ? 'sm:col-span-2 lg:col-span-3' : itemClassName}>
                <StoryCard
                  story={toApiStory(story, site, lang)}
                  showDate={showDates}
                  layout={wide ? 'highlight' : layout}
                  headingLevel={block.heading ? 'h3' : 'h2'}
                  tagsLabel={t('storyTags')}
                  priority={i === 0}
                />
              </li>
            )
          })}
        </LoadMore>
      )}
    </section>
  )
}
