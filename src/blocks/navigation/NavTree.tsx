import type { NavigationBlock } from '@/payload-types'
import { SiteLink } from '@/ui/SiteLink'
import type { BlockContext } from '../context'

type Items = NonNullable<NavigationBlock['items']>

/** The two layouts of one menu: a bar with hover/focus drop-downs, and the stacked mobile list. */
const styles = {
  desktop: {
    list: 'flex items-center gap-1',
    item: 'group relative',
    link: 'block rounded px-3 py-2 font-medium hover:underline',
    children:
      'invisible absolute left-0 top-full z-20 min-w-60 rounded-[var(--radius)] border border-[var(--color-border)] bg-[var(--color-bg)] py-2 text-[var(--color-fg)] opacity-0 shadow-lg transition group-focus-within:visible group-focus-within:opacity-100 group-hover:visible group-hover:opacity-100',
    childLink: 'block px-4 py-2 hover:bg-[var(--color-surface)] hover:underline',
  },
  mobile: {
    list: '',
    item: 'border-b border-[var(--color-border)] py-2',
    link: 'block py-2 text-lg font-semibold',
    children: 'pb-2 pl-4',
    childLink: 'block py-1.5 text-[var(--color-muted)] hover:underline',
  },
} as const

export function NavTree({ items, ctx, variant }: { items: Items; ctx: BlockContext; variant: keyof typeof styles }) {
  const s = styles[variant]
  return (
    <ul className={s.list}>
      {items.map((item, i) => (
        <li key={item.id ?? i} className={s.item}>
          <SiteLink href={item.url} site={ctx.site} lang={ctx.lang} className={s.link}>
            {item.label}
          </SiteLink>
          {item.children?.length ? (
            <ul className={s.children}>
              {item.children.map((child, j) => (
                <li key={child.id ?? j}>
                  <SiteLink href={child.url} site={ctx.site} lang={ctx.lang} className={s.childLink}>
                    {child.label}
                  </SiteLink>
                </li>
              ))}
            </ul>
          ) : null}
        </li>
      ))}
    </ul>
  )
}
