import { interpolate } from '@/modules/content/interpolate'
import type { NavItem } from '@/modules/navigation/page-tree'
import { Link } from '@/ui/Link'
import { LazyMenuEntry as MenuEntry } from './lazy'

/** The stacked menu of the hamburger (below 1280 px), three levels deep; the desktop bar is DesktopNav. */
const s = {
  item: ['border-b border-[var(--color-border)] py-2', 'py-0.5', 'py-0'],
  link: [
    'block py-2 text-lg font-semibold',
    'block py-1.5 font-medium hover:underline',
    'block py-1 text-[var(--color-muted)] hover:underline',
  ],
  children: 'pb-2 pl-4',
} as const

type Props = {
  items: NavItem[]
  /** 'Visa sidor under {label}' */
  showChildrenLabel: string
  depth?: 0 | 1 | 2
}

export function NavTree({ items, showChildrenLabel, depth = 0 }: Props) {
  return (
    <ul className={depth ? s.children : undefined}>
      {items.map((item, i) => {
        const link = (
          <Link href={item.href} className={s.link[depth]}>
            {item.label}
          </Link>
        )
        return (
          <li key={`${item.href}-${i}`} className={s.item[depth]}>
            {item.children.length && depth < 2 ? (
              <MenuEntry
                title={item.label}
                toggleLabel={interpolate(showChildrenLabel, { label: item.label })}
                link={item.navigable ? link : null}
              >
                <NavTree items={item.children} showChildrenLabel={showChildrenLabel} depth={(depth + 1) as 1 | 2} />
              </MenuEntry>
            ) : (
              link
            )}
          </li>
        )
      })}
    </ul>
  )
}
