import Image from 'next/image'
import { heroBackground, heroVideo } from '@/modules/content/hero'
import type { HeroBlock as HeroFields } from '@/payload-types'
import { localizePath } from '@/modules/sites/locale'
import { imageSource, mediaUrl } from '@/ui/media'
import { Link } from '@/ui/Link'
import type { BlockProps } from '../context'
import { LazyHeroSearch as HeroSearch, LazyHeroVideo as HeroVideo } from './lazy'

/**
 * Hero banner (spec 1 section 2.3): an image or video background, title, text, a link button and
 * an optional search bar. Renders nothing when it is not a Video hero and has no image.
 */
export function HeroBlock({ block, ctx }: BlockProps<HeroFields>) {
  const background = heroBackground(block)
  if (!background) return null
  const image = imageSource(block.image)
  const video = background.kind === 'video' ? heroVideo(block.video) : null
  return (
    <section className="relative isolate flex min-h-[420px] items-end overflow-hidden bg-neutral-900 md:min-h-[560px]">
      {video ? (
        <HeroVideo
          src={mediaUrl(video.filename)}
          type={video.mimeType}
          poster={image?.src}
          labels={{ play: ctx.t('blurbPlayVideo'), pause: ctx.t('blurbPauseVideo') }}
        />
      ) : image ? (
        <Image
          src={image.src}
          alt={image.alt}
          fill
          preload
          fetchPriority="high"
          sizes="100vw"
          className="-z-10 object-cover"
        />
      ) : null}
      <div className="-z-10 absolute inset-0 bg-gradient-to-t from-black/75 via-black/35 to-black/5" aria-hidden />
      <div className="mx-auto w-full max-w-7xl px-4 pb-12 pt-24 text-white md:px-8 md:pb-16">
        <h1 className="max-w-3xl text-4xl font-bold leading-tight [font-family:var(--font-heading)] md:text-6xl">
          {block.title}
        </h1>
        {block.text ? <p className="mt-4 max-w-2xl text-lg md:text-xl">{block.text}</p> : null}
        {block.showSearch ? (
          <HeroSearch
            action={localizePath(ctx.site.paths.search, ctx.lang, ctx.site)}
            placeholder={block.searchPlaceholder || ctx.t('searchPlaceholder')}
            label={ctx.t('search')}
          />
        ) : null}
        {block.link?.url && block.link.label ? (
          <Link
            href={block.link.url}
            site={ctx.site}
            lang={ctx.lang}
            editing={ctx.editing}
            className="mt-6 inline-block rounded-[var(--radius)] bg-[var(--color-primary)] px-6 py-3 font-semibold text-[var(--color-primary-fg)] hover:opacity-90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
          >
            {block.link.label}
          </Link>
        ) : null}
      </div>
    </section>
  )
}
