import type { HeroCarouselBlock as HeroCarouselFields, Media } from '@/payload-types'
import { autoplayDelayMs } from '@/modules/content/hero-carousel'
import { imageSource, mediaUrl } from '@/ui/media'
import { Link } from '@/ui/Link'
import { ArtDirectedImage } from '../blurb/ArtDirectedImage'
import type { BlockContext, BlockProps } from '../context'
import { LazyHeroCarousel } from './LazyCarousel'
import type { Slide, SlideVideo } from './Carousel'

type Item = NonNullable<HeroCarouselFields['items']>[number]
type Color = Item['textColor']

const HEIGHTS = {
  default: 'h-[420px] md:h-[560px]',
  medium: 'h-[360px] md:h-[440px]',
  fullHeight: 'h-[100svh] min-h-[480px]',
} as const

const PLACE_X = {
  left: 'justify-start text-left',
  center: 'justify-center text-center',
  right: 'justify-end text-right',
} as const

const PLACE_Y = { top: 'items-start', center: 'items-center', bottom: 'items-end' } as const

const COLORS: Record<NonNullable<Color>, string> = {
  light: 'text-neutral-100',
  dark: 'text-neutral-800',
  white: 'text-white',
  black: 'text-black',
}

const isDark = (color: Color) => color === 'dark' || color === 'black'

const BUTTONS = {
  primary: 'bg-[var(--color-primary)] text-[var(--color-primary-fg)] hover:opacity-90',
  secondary: 'bg-[var(--color-surface)] text-[var(--color-fg)] hover:opacity-90',
  outline: 'border-2 border-current hover:bg-white/10',
} as const

function videoSource(value: number | Media | null | undefined): { src: string; type: string } | null {
  if (!value || typeof value !== 'object' || !value.filename || !value.mimeType?.startsWith('video/')) return null
  return { src: mediaUrl(value.filename), type: value.mimeType }
}

function slideVideo(item: Item): SlideVideo | null {
  const desktop = videoSource(item.video)
  const phone = videoSource(item.videoPhone)
  const main = desktop ?? phone
  if (!main) return null
  return { ...main, phoneSrc: desktop && phone ? phone.src : null, phoneType: desktop && phone ? phone.type : null }
}

function SlideContent({ item, ctx, placement }: { item: Item; ctx: BlockContext; placement: string }) {
  const color = item.textColor ?? 'light'
  const shadow =
    item.textShadow === false
      ? ''
      : isDark(color)
        ? '[text-shadow:0_1px_4px_rgb(255_255_255/0.7)]'
        : '[text-shadow:0_1px_4px_rgb(0_0_0/0.7)]'
  const subColor = COLORS[item.subTitleColor ?? color] ?? COLORS.light
  const subLink = item.subTitleLink?.url ? item.subTitleLink : null
  const subText = item.subTitle || subLink?.label
  return (
    <div className={`flex h-full w-full px-4 pb-20 pt-16 md:px-8 ${placement}`}>
      <div className={`max-w-2xl ${COLORS[color] ?? COLORS.light} ${shadow}`}>
        {item.title ? (
          <h2 className="text-3xl font-bold leading-tight [font-family:var(--font-heading)] md:text-5xl">
            {item.title}
          </h2>
        ) : null}
        {item.text ? <p className="mt-3 text-lg md:text-xl">{item.text}</p> : null}
        {item.button?.url && item.button.label ? (
          <Link
            href={item.button.url}
            site={ctx.site}
            lang={ctx.lang}
            className={`mt-6 inline-block rounded-[var(--radius)] px-6 py-3 font-semibold [text-shadow:none] ${BUTTONS[item.buttonType ?? 'primary'] ?? BUTTONS.primary}`}
          >
            {item.button.label}
          </Link>
        ) : null}
        {subText ? (
          <p className={`mt-4 text-sm font-medium ${subColor}`}>
            {subLink?.url ? (
              <Link
                href={subLink.url}
                site={ctx.site}
                lang={ctx.lang}
                className="underline underline-offset-2 hover:no-underline"
              >
                {subText}
              </Link>
            ) : (
              subText
            )}
          </p>
        ) : null}
      </div>
    </div>
  )
}

/**
 * Hero carousel (spec 1 sections 3, 4 and 9): full-width slides with image or video, title,
 * text, button and subtitle, placed by the block's X and Y placement, in one of three heights.
 * Slides without an image or a video are left out (missing image fields render nothing); no
 * slides, no block.
 */
export function HeroCarouselBlock({ block, ctx }: BlockProps<HeroCarouselFields>) {
  const items = (block.items ?? []).filter((item) => {
    return imageSource(item.image) || imageSource(item.imagePhone) || slideVideo(item)
  })
  if (items.length === 0) return null
  const placement = `${PLACE_X[block.contentPlacementX ?? 'left'] ?? PLACE_X.left} ${PLACE_Y[block.contentPlacementY ?? 'bottom'] ?? PLACE_Y.bottom}`
  const slides: Slide[] = items.map((item, index) => {
    const desktop = imageSource(item.image)
    const phone = imageSource(item.imagePhone)
    const lightText = !isDark(item.textColor ?? 'light')
    return {
      key: item.id ?? `slide-${index}`,
      media: (
        <>
          <ArtDirectedImage desktop={desktop} phone={phone} sizes="100vw" className="h-full w-full object-cover" />
          {/* Shade behind light text so it stays readable on any picture. */}
          {lightText ? (
            <div aria-hidden className="absolute inset-0 bg-gradient-to-t from-black/60 via-black/20 to-transparent" />
          ) : null}
        </>
      ),
      video: slideVideo(item),
      poster: (desktop ?? phone)?.src ?? null,
      content: <SlideContent item={item} ctx={ctx} placement={placement} />,
    }
  })
  const count = slides.length
  return (
    <section className="relative">
      <LazyHeroCarousel
        slides={slides}
        delay={autoplayDelayMs(block.autoplay, block.autoplayDelay, count)}
        hasMediaButtons={block.hasMediaButtons !== false}
        heightClass={HEIGHTS[block.height ?? 'default'] ?? HEIGHTS.default}
        texts={{
          label: ctx.t('heroCarouselLabel'),
          slideNames: slides.map((_, index) => ctx.t('slideOf', { number: index + 1, total: count })),
          goTo: slides.map((_, index) => ctx.t('goToSlide', { number: index + 1 })),
          previous: ctx.t('previousSlide'),
          next: ctx.t('nextSlide'),
          play: ctx.t('playSlideshow'),
          pause: ctx.t('pauseSlideshow'),
          mute: ctx.t('mute'),
          unmute: ctx.t('unmute'),
        }}
      />
    </section>
  )
}
