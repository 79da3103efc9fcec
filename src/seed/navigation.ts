import type { Lang, SeedPage, SeedSite } from '@data/seed-types'
import { linkKind } from '@/modules/content/link'
import type { NavigationPage } from '@/modules/navigation/page-tree'

/** Each page's place among its siblings in the content file, so the menu follows the file's order. */
export function orderAmongSiblings(pages: readonly SeedPage[]): Map<string, number> {
  const seen = new Map<string, number>()
  const order = new Map<string, number>()
  for (const page of pages) {
    const parent = page.path.split('/').slice(0, -1).join('/')
    const index = seen.get(parent) ?? 0
    seen.set(parent, index + 1)
    order.set(page.path, index)
  }
  return order
}

/** The page's Navigation tab; explicit values win over the file order. */
export function navigationFields(page: SeedPage, fileOrder: number) {
  const nav = page.navigation ?? {}
  const top = page.path.split('/').filter(Boolean).length === 1
  const href = nav.externalLink
  return {
    hideInNavigation: nav.hidden ?? false,
    isNavigableInMenuWhenItHasChildren: nav.navigable ?? true,
    externalLink: {
      href: href ?? null,
      linktype: href && linkKind(href) === 'external' ? ('external' as const) : ('internal' as const),
    },
    posInMenu: top ? (nav.posInMenu ?? fileOrder) : null,
    orderInDropdown: top ? null : (nav.orderInDropdown ?? fileOrder),
  }
}

/** The pages of a demo site as the navigation reads them from the CMS, for checking the demo menus. */
export function seedNavigationPages(site: SeedSite, lang: Lang): NavigationPage[] {
  const order = orderAmongSiblings(site.pages)
  return site.pages.flatMap((page) => {
    const content = page.content[lang]
    if (!content) return []
    const parent = page.path === '/' ? null : page.path.split('/').slice(0, -1).join('/') || '/'
    return [
      {
        id: page.path,
        parent,
        path: page.path,
        slug: page.path.split('/').at(-1) ?? '',
        title: content.title,
        navTitle: content.navTitle,
        navigationTitle: content.navigationTitle,
        ...navigationFields(page, order.get(page.path) ?? 0),
      },
    ]
  })
}
