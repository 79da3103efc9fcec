import Image from 'next/image'
import type { SplitHoverBlock as SplitHoverFields } from '@/payload-types'
import { blockColors, videoSource } from '@/modules/content/block-layout'
import { imageSource } from '@/ui/media'
import { Link } from '@/ui/Link'
import type { BlockProps } from '../context'
import { LazyLoopVideo as LoopVideo } from '../blurb/lazy'

/**
 * Two halves side by side from 768 px; the half under the pointer or holding keyboard focus
 * widens (CSS only, animated unless reduced motion is asked for). Stacked on phones.
 */
export function SplitHoverBlock({ block, ctx }: BlockProps<SplitHoverFields>) {
  const items = (block.items ?? []).filter((item) => item.title?.trim()).slice(0, 2)
  if (!items.length) return null
  return (
    <section className="flex flex-col md:flex-row">
      {items.map((item, i) => {
        const image = imageSource(item.image)
        const video = videoSource(item.video)
        const hasMedia = Boolean(image || video)
        // Over a picture the text sits on a dark veil, so the default is the colour for black.
        const colors = blockColors(hasMedia ? 'black' : item.backgroundColor, item.textColor)
        const url = item.button?.url
        const label = item.button?.label
        return (
          <div
            key={item.id ?? i}
            className={`relative isolate flex min-h-[360px] items-end overflow-hidden md:min-h-[520px] md:flex-1 md:hover:flex-[1.6] md:focus-within:flex-[1.6] motion-safe:transition-[flex-grow] motion-safe:duration-500 ${colors.className}`}
          >
            {image && !video ? (
              <Image
                src={image.src}
                alt={image.alt}
                fill
                className="-z-10 object-cover"
                sizes="(min-width: 768px) 62vw, 100vw"
              />
            ) : null}
            {video ? (
              <LoopVideo
                desktop={video}
                phone={null}
                poster={image?.src}
                controls={false}
                labels={{ play: ctx.t('blurbPlayVideo'), pause: ctx.t('blurbPauseVideo') }}
                className="absolute inset-0"
              />
            ) : null}
            {hasMedia ? (
              <div
                aria-hidden
                className="pointer-events-none absolute inset-0 bg-gradient-to-t from-black/80 via-black/45 to-black/10"
              />
            ) : null}
            <div className="relative w-full max-w-xl p-6 md:p-10">
              <h2 className="text-3xl font-bold [font-family:var(--font-heading)] md:text-4xl">{item.title}</h2>
              {item.text ? <p className="mt-3 text-lg">{item.text}</p> : null}
              {url && label ? (
                <Link
                  href={url}
                  site={ctx.site}
                  lang={ctx.lang}
                  className="mt-5 inline-block rounded-[var(--radius)] border-2 border-current px-6 py-3 font-semibold hover:bg-white/10"
                >
                  {label}
                </Link>
              ) : null}
            </div>
          </div>
        )
      })}
    </section>
  )
}
