import type { LinkListBlock as LinkListFields } from '@/payload-types'
import { SiteLink } from '@/ui/SiteLink'
import type { BlockProps } from '../context'

export function LinkListBlock({ block, ctx }: BlockProps<LinkListFields>) {
  const items = block.items ?? []
  if (!items.length) return null
  return (
    <section className="mx-auto max-w-3xl px-4 py-8">
      {block.heading ? (
        <h2 className="mb-4 text-2xl font-bold [font-family:var(--font-heading)]">{block.heading}</h2>
      ) : null}
      <ul className="divide-y divide-[var(--color-border)] border-y border-[var(--color-border)]">
        {items.map((item, i) => (
          <li key={item.id ?? i}>
            <SiteLink
              href={item.url}
              site={ctx.site}
              lang={ctx.lang}
              className="flex items-center justify-between py-4 font-medium text-[var(--color-link)] hover:underline"
            >
              <span>{item.label}</span>
              <span aria-hidden>→</span>
            </SiteLink>
          </li>
        ))}
      </ul>
    </section>
  )
}
