import Image from 'next/image'
import type { CardsBlock as CardsFields } from '@/payload-types'
import { imageSource } from '@/ui/media'
import { Link } from '@/ui/Link'
import { BlockHeading } from '../BlockHeading'
import type { BlockProps } from '../context'

export function CardsBlock({ block, ctx }: BlockProps<CardsFields>) {
  const items = block.items ?? []
  if (!items.length) return null
  return (
    <section className="mx-auto max-w-7xl px-4 py-10 md:px-8 md:py-14">
      <BlockHeading text={block.heading} className="mb-6" />
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {items.map((item, i) => {
          const image = imageSource(item.image)
          const isLogo = image?.src.includes('logo-')
          return (
            <li
              key={item.id ?? i}
              className="flex flex-col overflow-hidden rounded-[var(--radius)] border border-[var(--color-border)] bg-[var(--color-surface)]"
            >
              {image ? (
                <div
                  className={isLogo ? 'flex h-40 items-center justify-center bg-white p-6' : 'relative aspect-[3/2]'}
                >
                  {isLogo ? (
                    <Image
                      src={image.src}
                      alt={image.alt}
                      width={image.width}
                      height={image.height}
                      className="max-h-24 w-auto object-contain"
                      sizes="320px"
                    />
                  ) : (
                    <Image
                      src={image.src}
                      alt={image.alt}
                      fill
                      className="object-cover"
                      sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
                    />
                  )}
                </div>
              ) : null}
              <div className="flex flex-1 flex-col p-5">
                <h3 className="text-xl font-semibold [font-family:var(--font-heading)]">{item.title}</h3>
                {item.text ? <p className="mt-2 flex-1 text-[var(--color-muted)]">{item.text}</p> : null}
                {item.link?.url && item.link.label ? (
                  <Link
                    href={item.link.url}
                    site={ctx.site}
                    lang={ctx.lang}
                    className="mt-4 font-semibold text-[var(--color-link)] underline-offset-4 hover:underline"
                  >
                    {item.link.label}
                  </Link>
                ) : null}
              </div>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
