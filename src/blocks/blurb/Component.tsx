import { createElement, type ReactNode } from 'react'
import type { BlurbBlock as BlurbFields } from '@/payload-types'
import { blockColors, headingTag, videoSource, youtubeEmbedUrl, youtubeId } from '@/modules/content/block-layout'
import { imageSource } from '@/ui/media'
import { Link } from '@/ui/Link'
import { RichText } from '@/ui/RichText'
import type { BlockProps } from '../context'
import { ArtDirectedImage } from './ArtDirectedImage'
import { LazyLoopVideo as LoopVideo, LazyYoutubeEmbed as YoutubeEmbed } from './lazy'

// CSS-only entrance animations (UseTextAnimations / UseMediaAnimations): @starting-style gives
// the first frame, and motion-safe leaves them out for visitors who asked for reduced motion.
const TEXT_ANIMATION =
  'motion-safe:transition-[opacity,translate] motion-safe:duration-700 motion-safe:ease-out motion-safe:starting:translate-y-6 motion-safe:starting:opacity-0'
const MEDIA_ANIMATION =
  'motion-safe:transition-[opacity,scale] motion-safe:duration-1000 motion-safe:ease-out motion-safe:starting:scale-105 motion-safe:starting:opacity-0'

/** Text beside an image, a looping video or a YouTube film; text alone when there is no media. */
export function BlurbBlock({ block, ctx }: BlockProps<BlurbFields>) {
  const title = block.title?.trim()
  if (!title) return null
  const colors = blockColors(block.backgroundColor, block.textColor)
  const desktop = imageSource(block.imageDesktop)
  const phone = imageSource(block.imagePhone)
  const youtube = youtubeId(block.youtubeId)
  const videoDesktop = videoSource(block.videoDesktop)
  const videoPhone = videoSource(block.videoPhone)
  const controls = block.hasControlBar !== false
  const sizes = '(min-width: 768px) 50vw, 100vw'

  let media: ReactNode = null
  if (youtube) {
    media = (
      <YoutubeEmbed
        embedUrl={youtubeEmbedUrl(youtube, { controls })}
        title={title}
        playLabel={ctx.t('blurbPlayVideo')}
        notice={ctx.t('blurbYoutubeNotice')}
      >
        <ArtDirectedImage
          desktop={desktop}
          phone={phone}
          sizes={sizes}
          className="absolute inset-0 h-full w-full object-cover opacity-80"
        />
      </YoutubeEmbed>
    )
  } else if (videoDesktop || videoPhone) {
    media = (
      <LoopVideo
        desktop={videoDesktop}
        phone={videoPhone}
        poster={(desktop ?? phone)?.src}
        controls={controls}
        labels={{ play: ctx.t('blurbPlayVideo'), pause: ctx.t('blurbPauseVideo') }}
        className="absolute inset-0"
      />
    )
  } else if (desktop || phone) {
    media = (
      <ArtDirectedImage
        desktop={desktop}
        phone={phone}
        sizes={sizes}
        className="absolute inset-0 h-full w-full object-cover"
      />
    )
  }

  const center = Boolean(block.centerContent)
  const linkUrl = block.link?.url
  const linkLabel = block.link?.label
  // On a coloured background the primary button could vanish (black on black): it takes the
  // text colour, which is readable there by construction, as an outline instead.
  const onColor = colors.background !== 'none' && colors.background !== 'surface'
  const buttonClass = onColor
    ? 'border-2 border-current hover:bg-white/10'
    : 'bg-[var(--color-primary)] text-[var(--color-primary-fg)] hover:opacity-90'
  return (
    <section className={`${colors.className} ${block.fullHeight ? 'flex min-h-[100svh] items-center' : ''}`}>
      <div
        className={`mx-auto grid w-full max-w-7xl gap-8 px-4 py-12 md:px-8 md:py-16 ${
          media ? 'md:grid-cols-2 md:items-center md:gap-12' : 'max-w-3xl'
        }`}
      >
        <div
          className={`${block.reverse && media ? 'md:order-2' : ''} ${center ? 'text-center md:mx-auto' : ''} ${
            block.useTextAnimations ? TEXT_ANIMATION : ''
          }`}
        >
          {/* TitleTag picks the element; createElement keeps it an intrinsic element, not a component. */}
          {createElement(
            headingTag(block.titleTag),
            { className: 'text-3xl font-bold leading-tight [font-family:var(--font-heading)] md:text-4xl' },
            title,
          )}
          {block.richText?.root ? (
            <RichText
              data={block.richText}
              ctx={ctx}
              className="prose-content mt-4 space-y-4 text-lg leading-relaxed"
            />
          ) : null}
          {linkUrl && linkLabel ? (
            <Link
              href={linkUrl}
              site={ctx.site}
              lang={ctx.lang}
              className={`mt-6 inline-block rounded-[var(--radius)] px-6 py-3 font-semibold ${buttonClass}`}
            >
              {linkLabel}
            </Link>
          ) : null}
        </div>
        {media ? (
          <div
            className={`relative aspect-video overflow-hidden rounded-[var(--radius)] ${
              block.fullHeight ? 'md:aspect-auto md:h-[70svh]' : ''
            } ${block.reverse ? 'md:order-1' : ''} ${block.useMediaAnimations ? MEDIA_ANIMATION : ''}`}
          >
            {media}
          </div>
        ) : null}
      </div>
    </section>
  )
}
