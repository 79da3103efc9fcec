import type { NavigationBlock } from '@/payload-types'
import { SiteLink } from '@/ui/SiteLink'
import { MenuEntry } from './MenuEntry'
import type { BlockContext } from '../context'

type Items = NonNullable<NavigationBlock['items']>

/** The stacked menu of the hamburger (below 1280 px); the desktop bar is DesktopNav. */
const s = {
  list: '',
  item: 'border-b border-[var(--color-border)] py-2',
  link: 'block py-2 text-lg font-semibold',
  children: 'pb-2 pl-4',
  childLink: 'block py-1.5 text-[var(--color-muted)] hover:underline',
} as const

export function NavTree({ items, ctx }: { items: Items; ctx: BlockContext }) {
  return (
    <ul className={s.list}>
      {items.map((item, i) => (
        <li key={item.id ?? i} className={s.item}>
          {item.children?.length ? (
            <MenuEntry
              label={ctx.t('navigationShowChildren', { label: item.label })}
              link={
                <SiteLink href={item.url} site={ctx.site} lang={ctx.lang} className={s.link}>
                  {item.label}
                </SiteLink>
              }
            >
              <ul className={s.children}>
                {item.children.map((child, j) => (
                  <li key={child.id ?? j}>
                    <SiteLink href={child.url} site={ctx.site} lang={ctx.lang} className={s.childLink}>
                      {child.label}
                    </SiteLink>
                  </li>
                ))}
              </ul>
            </MenuEntry>
          ) : (
            <SiteLink href={item.url} site={ctx.site} lang={ctx.lang} className={s.link}>
              {item.label}
            </SiteLink>
          )}
        </li>
      ))}
    </ul>
  )
}
