import Image from 'next/image'
import type { CarModelCardBlock as CarModelCardFields } from '@/payload-types'
import { modelCardLabels } from '@/modules/content/block-layout'
import { imageSource } from '@/ui/media'
import { Link } from '@/ui/Link'
import { BlockHeading } from '../BlockHeading'
import type { BlockProps } from '../context'

/** A grid of car models: picture, campaign badge, name, text, up to four key figures and a link. */
export function CarModelCardBlock({ block, ctx }: BlockProps<CarModelCardFields>) {
  const items = (block.items ?? []).filter((item) => item.title?.trim())
  if (!items.length) return null
  return (
    <section className="mx-auto max-w-7xl px-4 py-10 md:px-8 md:py-14">
      <BlockHeading text={block.heading} className="mb-6" />
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {items.map((item, i) => {
          const image = imageSource(item.image)
          const labels = modelCardLabels(item.labels)
          const badge = item.isCampaign ? item.campaign?.trim() || ctx.t('carModelCampaign') : null
          const url = item.link?.url
          const label = item.link?.label
          return (
            <li
              key={item.id ?? i}
              className="relative flex flex-col overflow-hidden rounded-[var(--radius)] border border-[var(--color-border)] bg-[var(--color-surface)]"
            >
              {image ? (
                <div className="relative aspect-[16/10] bg-white">
                  <Image
                    src={image.src}
                    alt={image.alt}
                    fill
                    className="object-cover"
                    sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
                  />
                </div>
              ) : null}
              {badge ? (
                <p className="absolute left-3 top-3 rounded-[var(--radius)] bg-[var(--color-campaign)] px-2.5 py-1 text-sm font-semibold text-white">
                  {badge}
                </p>
              ) : null}
              <div className="flex flex-1 flex-col p-5">
                <h3 className="text-xl font-semibold [font-family:var(--font-heading)]">{item.title}</h3>
                {item.text ? <p className="mt-2 text-[var(--color-muted)]">{item.text}</p> : null}
                {labels.length ? (
                  <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-3 border-t border-[var(--color-border)] pt-4">
                    {labels.map((l) => (
                      <div key={l.label}>
                        <dt className="text-sm text-[var(--color-muted)]">{l.label}</dt>
                        <dd className="font-semibold">{l.value}</dd>
                      </div>
                    ))}
                  </dl>
                ) : null}
                {url && label ? (
                  <Link
                    href={url}
                    site={ctx.site}
                    lang={ctx.lang}
                    className="mt-auto pt-5 font-semibold text-[var(--color-link)] underline-offset-4 hover:underline"
                  >
                    {label}
                    <span className="sr-only">: {item.title}</span>
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
