import Image from 'next/image'
import type { StoryArticleBlock as StoryArticleFields } from '@/payload-types'
import { getPageData } from '@/cms/queries'
import { originOf } from '@/cms/site-context'
import { getNeighbours, getStory, getStoryIndex } from '@/cms/story-queries'
import { logger } from '@/lib/logger'
import { buildBreadcrumbJsonLd } from '@/modules/cars/detail'
import { isRichTextEmpty } from '@/modules/content/rich-text'
import { serializeJsonLd } from '@/modules/seo/structured-data'
import { localizePath } from '@/modules/sites/locale'
import { storiesListHref } from '@/modules/stories/list-state'
import { storyUrl } from '@/modules/stories/metadata'
import { publishInfo } from '@/modules/stories/publish-info'
import { articleJsonLd } from '@/modules/stories/structured-data'
import { parseStoryPath, storyPath } from '@/modules/stories/types'
import { BackLink } from '@/ui/BackLink'
import { Link } from '@/ui/Link'
import { RichText } from '@/ui/RichText'
import type { BlockProps } from '../context'
import { safely } from '../safely'

/**
 * The story article (spec 1 section 2.7) on the index's wildcard page: back to the list (two
 * levels up: the index), the story with its publish info, previous and next article in the
 * index's order (hidden at the ends), and Article and BreadcrumbList JSON-LD. The page route has
 * answered an unknown slug with the 404, so a missing story here renders nothing.
 */
export async function StoryArticleBlock({ block, ctx }: BlockProps<StoryArticleFields>) {
  const { site, lang, t } = ctx
  const route = parseStoryPath(ctx.path)
  if (!route) return null
  const index = await getStoryIndex(site.name, route.indexPath, ctx.editing)
  const story = index ? await getStory(site.name, index, route.slug, lang, ctx.editing) : null
  if (!index || !story) return null
  const origin = originOf(site)
  const listPath = localizePath(index.path, lang, site)
  const info = publishInfo({ author: story.author?.name, date: story.date, lang })
  if (info.dateFailed)
    logger.warn({ site: site.name, story: story.id, date: story.date }, 'story date could not be read')
  const [neighbours, indexPage] = await Promise.all([
    block.showPrevNext !== false && story.date
      ? safely(
          'story article',
          'neighbours',
          ctx,
          () => getNeighbours(site.name, index, { date: story.date!, id: story.id }, lang),
          {
            previous: null,
            next: null,
          },
        )
      : Promise.resolve({ previous: null, next: null }),
    safely('story article', 'index page', ctx, () => getPageData(site.name, index.path, lang), null),
  ])
  const url = storyUrl(site, lang, story, origin)
  // 'Published {date}' around a <time> element
  const published = t('storyPublished').split('{date}')
  const jsonLd = [
    articleJsonLd({ story, url, origin, publisher: { name: site.label }, lang }),
    buildBreadcrumbJsonLd([
      { name: t('home'), url: `${origin}${localizePath('/', lang, site)}` },
      { name: indexPage?.page.title ?? t('storyBack'), url: `${origin}${listPath}` },
      { name: story.title, url },
    ]),
  ]
  const neighbourLink = (rel: 'prev' | 'next', neighbour: { slug: string; title: string }) => (
    <Link
      href={storyPath(index.path, neighbour.slug)}
      site={site}
      lang={lang}
      editing={ctx.editing}
      rel={rel}
      data-story-neighbour={rel}
      className={`flex min-h-11 flex-col gap-1 rounded-[var(--radius)] border border-[var(--color-border)] p-4 hover:border-[var(--color-primary)] ${
        rel === 'next' ? 'sm:col-start-2 sm:text-right' : ''
      }`}
    >
      <span className="text-sm font-semibold text-[var(--color-muted)]">
        {rel === 'prev' ? `← ${t('storyPrevious')}` : `${t('storyNext')} →`}
      </span>
      <span className="font-semibold text-[var(--color-link)]">{neighbour.title}</span>
    </Link>
  )

  return (
    <article data-story-article={story.id} className="mx-auto w-full max-w-3xl px-4 pb-12 md:px-8">
      <BackLink href={listPath} label={t('storyBack')} sticky={false} />
      <header className="mt-2 flex flex-col gap-3">
        <h1 className="text-3xl font-bold leading-tight [font-family:var(--font-heading)] md:text-5xl">
          {story.title}
        </h1>
        {info.show ? (
          <p className="flex flex-wrap gap-x-4 gap-y-1 text-[var(--color-muted)]" data-story-publish-info="">
            {info.author ? <span>{t('storyAuthor', { author: info.author })}</span> : null}
            {info.date ? (
              <span>
                {published[0]}
                <time dateTime={info.date.value}>{info.date.formattedDateValue}</time>
                {published[1]}
              </span>
            ) : null}
          </p>
        ) : null}
        {story.tags.length > 0 ? (
          <ul aria-label={t('storyTags')} className="flex flex-wrap gap-2">
            {story.tags.map((tag) => (
              <li key={tag.key}>
                <Link
                  href={storiesListHref(index.path, { tags: [tag.key], after: null })}
                  site={site}
                  lang={lang}
                  editing={ctx.editing}
                  className="inline-flex min-h-11 items-center rounded-full border border-[var(--color-border)] px-3 text-sm hover:border-[var(--color-primary)]"
                >
                  {tag.value}
                </Link>
              </li>
            ))}
          </ul>
        ) : null}
      </header>
      {story.image ? (
        <div className="relative mt-6 aspect-[16/9] overflow-hidden rounded-[var(--radius)] bg-[var(--color-surface)]">
          <Image
            src={story.image.src}
            alt={story.image.alt}
            fill
            priority
            className="object-cover"
            sizes="(min-width: 768px) 720px, 100vw"
          />
        </div>
      ) : null}
      {story.premble ? <p className="mt-6 text-xl font-semibold leading-relaxed">{story.premble}</p> : null}
      {!isRichTextEmpty(story.body as never) ? (
        <RichText data={story.body as never} ctx={ctx} className="mt-6 space-y-4 text-lg leading-relaxed" />
      ) : null}
      {neighbours.previous || neighbours.next ? (
        <nav
          aria-label={t('storyNavigation')}
          className="mt-12 grid gap-4 border-t border-[var(--color-border)] pt-6 sm:grid-cols-2"
        >
          {neighbours.previous ? neighbourLink('prev', neighbours.previous) : null}
          {neighbours.next ? neighbourLink('next', neighbours.next) : null}
        </nav>
      ) : null}
      {jsonLd.map((ld, i) => (
        <script key={i} type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(ld) }} />
      ))}
    </article>
  )
}
