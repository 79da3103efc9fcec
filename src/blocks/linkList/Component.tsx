import { linkKind } from '@/modules/content/link'
import { linkListIcon, visibleLinkListItems } from '@/modules/content/link-list'
import type { LinkListBlock as LinkListFields } from '@/payload-types'
import { Link } from '@/ui/Link'
import { BlockHeading } from '../BlockHeading'
import type { BlockProps } from '../context'
import { LinkIcon } from './LinkIcon'

/**
 * Link list (spec 1 section 3: Text, Link, HasIcon). The icon is the editor's choice per item;
 * the spoken "opens in a new tab" is not, because a screen-reader user needs it for every link
 * to another site whether or not a sighted visitor sees an icon.
 */
export function LinkListBlock({ block, ctx }: BlockProps<LinkListFields>) {
  const items = visibleLinkListItems(block.items)
  if (!items.length) return null
  return (
    <section className="mx-auto max-w-3xl px-4 py-8">
      <BlockHeading text={block.heading} className="mb-4" />
      <ul className="divide-y divide-[var(--color-border)] border-y border-[var(--color-border)]">
        {items.map((item, i) => {
          const icon = linkListIcon(item.url, item.hasIcon)
          return (
            <li key={item.id ?? i}>
              <Link
                href={item.url}
                site={ctx.site}
                lang={ctx.lang}
                editing={ctx.editing}
                className="group flex items-center justify-between gap-4 py-4 font-medium text-[var(--color-link)] hover:underline focus-visible:underline"
              >
                <span>
                  {item.label}
                  {linkKind(item.url) === 'external' ? (
                    <span className="sr-only"> ({ctx.t('opensInNewTab')})</span>
                  ) : null}
                </span>
                {icon ? (
                  <LinkIcon
                    icon={icon}
                    className="h-5 w-5 shrink-0 transition-transform motion-safe:group-hover:translate-x-0.5"
                  />
                ) : null}
              </Link>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
