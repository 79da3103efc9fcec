import Image from 'next/image'
import type { HeroBlock as HeroFields } from '@/payload-types'
import { imageSource } from '@/ui/media'
import { SiteLink } from '@/ui/SiteLink'
import type { BlockProps } from '../context'
import { HeroSearch } from './HeroSearch'

export function HeroBlock({ block, ctx }: BlockProps<HeroFields>) {
  const image = imageSource(block.image)
  // The spec: a banner whose content is not video and has no image renders nothing.
  if (!image) return null
  return (
    <section className="relative isolate flex min-h-[420px] items-end overflow-hidden md:min-h-[560px]">
      <Image src={image.src} alt={image.alt} fill preload sizes="100vw" className="-z-10 object-cover" />
      <div className="-z-10 absolute inset-0 bg-gradient-to-t from-black/75 via-black/35 to-black/5" aria-hidden />
      <div className="mx-auto w-full max-w-7xl px-4 pb-12 pt-24 text-white md:px-8 md:pb-16">
        <h1 className="max-w-3xl text-4xl font-bold leading-tight [font-family:var(--font-heading)] md:text-6xl">
          {block.title}
        </h1>
        {block.text ? <p className="mt-4 max-w-2xl text-lg md:text-xl">{block.text}</p> : null}
        {block.showSearch ? (
          <HeroSearch
            action={ctx.site.paths.search}
            lang={ctx.lang}
            site={ctx.site}
            placeholder={block.searchPlaceholder || ctx.t('searchPlaceholder')}
            label={ctx.t('search')}
          />
        ) : null}
        {block.link?.url && block.link.label ? (
          <SiteLink
            href={block.link.url}
            site={ctx.site}
            lang={ctx.lang}
            className="mt-6 inline-block rounded-[var(--radius)] bg-[var(--color-primary)] px-6 py-3 font-semibold text-[var(--color-primary-fg)] hover:opacity-90"
          >
            {block.link.label}
          </SiteLink>
        ) : null}
      </div>
    </section>
  )
}
