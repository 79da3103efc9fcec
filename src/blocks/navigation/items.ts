import type { NavItem } from '@/modules/navigation/page-tree'
import { localizePath } from '@/modules/sites/locale'
import type { BlockContext } from '../context'

/** Menu entries as the browser gets them: site paths with the page's language prefix. */
export function localizeItems(items: readonly NavItem[], ctx: Pick<BlockContext, 'site' | 'lang'>): NavItem[] {
  return items.map((item) => ({
    ...item,
    href: item.external || !item.href.startsWith('/') ? item.href : localizePath(item.href, ctx.lang, ctx.site),
    children: localizeItems(item.children, ctx),
  }))
}
