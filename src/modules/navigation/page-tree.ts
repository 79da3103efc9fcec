import { linkKind } from '@/modules/content/link'

/**
 * The navigation bar is built from the page tree (spec 1 sections 3 and 5, 'Navigation item'):
 * the home page's children are the top level, with up to three nested levels in all. Editors
 * shape it on each page: a menu text, hiding, a link target other than the page, and the order.
 */

/** Top level, drop-down, and one level inside the drop-down. */
export const MAX_NAVIGATION_DEPTH = 3
/** Spec 1 section 9: at most 300 children are fetched. */
export const MAX_NAVIGATION_PAGES = 300

export type NavigationPage = {
  id: number | string
  parent: number | string | null
  path: string
  slug: string
  title: string
  navTitle?: string | null
  navigationTitle?: string | null
  /** spec: hidden when equal to 1; a checkbox here */
  hideInNavigation?: boolean | null
  isNavigableInMenuWhenItHasChildren?: boolean | null
  externalLink?: { href?: string | null; linktype?: 'internal' | 'external' | null } | null
  posInMenu?: number | null
  orderInDropdown?: number | null
}

export type NavItem = {
  label: string
  /** a site path (without language prefix) or an absolute address */
  href: string
  external: boolean
  /** an entry with children links to its page only when the editor allows it */
  navigable: boolean
  children: NavItem[]
}

export type ExtraNavigationItem = {
  title?: string | null
  link?: { label?: string | null; url?: string | null } | null
}

const text = (value: string | null | undefined) => value?.trim() ?? ''

function label(page: NavigationPage): string {
  return text(page.navigationTitle) || text(page.navTitle) || text(page.title)
}

/** Pages with an order come first, lowest first; the rest keep the order they were given in. */
function byOrder(order: (page: NavigationPage) => number | null | undefined) {
  return (a: NavigationPage, b: NavigationPage) => {
    const x = order(a)
    const y = order(b)
    if (x == null && y == null) return 0
    if (x == null) return 1
    if (y == null) return -1
    return x - y
  }
}

function toItem(page: NavigationPage, children: NavItem[]): NavItem {
  const target = text(page.externalLink?.href)
  const href = target || page.path
  return {
    label: label(page),
    href,
    external: target ? page.externalLink?.linktype === 'external' || linkKind(target) === 'external' : false,
    navigable: children.length === 0 || page.isNavigableInMenuWhenItHasChildren === true,
    children,
  }
}

/**
 * The menu of a site in one language. Hidden pages take their sub-pages with them; wildcard pages
 * (the car detail template) and pages without any title are never entries.
 */
export function buildNavigation(pages: readonly NavigationPage[]): NavItem[] {
  const childrenOf = new Map<string, NavigationPage[]>()
  for (const page of pages) {
    if (page.parent == null) continue
    const key = String(page.parent)
    childrenOf.set(key, [...(childrenOf.get(key) ?? []), page])
  }
  const visible = (page: NavigationPage) => page.slug !== '*' && !page.hideInNavigation && label(page) !== ''

  const level = (parentId: string, depth: number): NavItem[] => {
    if (depth > MAX_NAVIGATION_DEPTH) return []
    const order = depth === 1 ? (p: NavigationPage) => p.posInMenu : (p: NavigationPage) => p.orderInDropdown
    return (childrenOf.get(parentId) ?? [])
      .filter(visible)
      .sort(byOrder(order))
      .map((page) => toItem(page, level(String(page.id), depth + 1)))
  }

  const home = pages.find((page) => page.path === '/')
  return home ? level(String(home.id), 1) : []
}

/** Extra entries after the page tree's; spec 1 section 5: each needs a title or a link text. */
export function extraNavigationItems(items: readonly ExtraNavigationItem[] | null | undefined): NavItem[] {
  return (items ?? []).flatMap((item) => {
    const label = text(item.title) || text(item.link?.label)
    const href = text(item.link?.url)
    if (!label || !href) return []
    return [{ label, href, external: linkKind(href) === 'external', navigable: true, children: [] }]
  })
}
