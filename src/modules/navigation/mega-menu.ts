/**
 * The mega-menu header (spec 1 sections 2.4, 3, 4 and 9): items with up to three levels — top
 * items in the bar, groups in a top item's wide panel, and the groups' links. Editors may mark
 * items hidden or as call-to-action buttons, give them images, and mark one top item selected.
 *
 * Layouts by window width: 'mobile' below 1024 px (a hamburger opening a full-height menu, a top
 * item with children opening a sub-menu panel with a Back button), 'desktop' from 1024 to 1500 px,
 * and 'large' above 1500 px. A list of children shows their images when it has more than four of
 * them, or always in the large layout (there is room for pictures then).
 *
 * TopSelected: the top item shown as the selected section of the bar (marked, and announced as
 * the current item) when the visitor's page is not under any other top item. A page under a top
 * item's links selects that item instead, so the mark follows the visitor around the site.
 */

export const MOBILE_BELOW_PX = 1024
export const LARGE_ABOVE_PX = 1500
/** a list of more children than this shows their images in every layout */
export const CHILDREN_WITHOUT_IMAGES_MAX = 4
/** top items, groups and the groups' links */
export const MAX_LEVELS = 3

export type MegaLayout = 'mobile' | 'desktop' | 'large'
export type MegaItemType = 'Link' | 'CTAButton'
export type MegaButtonType = 'primary' | 'secondary' | 'outline'

/** An item as editors store it: anything may be missing. */
export type RawMegaMenuItem<Img> = {
  id?: string | null
  title?: string | null
  url?: string | null
  type?: MegaItemType | null
  buttonType?: MegaButtonType | null
  topSelected?: boolean | null
  hideInNavigation?: boolean | null
  image?: Img | null
  children?: readonly RawMegaMenuItem<Img>[] | null
  /** a group's links: the CMS names the third level's list 'links' */
  links?: readonly RawMegaMenuItem<Img>[] | null
}

/** An item to show: titled, visible, with its visible children. */
export type MegaMenuItem<Img> = {
  key: string
  title: string
  /** null for a top item or group that only holds children */
  url: string | null
  type: MegaItemType
  buttonType: MegaButtonType
  topSelected: boolean
  image: Img | null
  children: MegaMenuItem<Img>[]
}

export function megaLayout(width: number): MegaLayout {
  if (width < MOBILE_BELOW_PX) return 'mobile'
  if (width > LARGE_ABOVE_PX) return 'large'
  return 'desktop'
}

/**
 * The items visitors see: hidden items go with everything under them, items without a title are
 * dropped, and so is an item that leads nowhere (no link and no visible children). Levels below
 * the third are left out.
 */
export function visibleItems<Img>(
  items: readonly RawMegaMenuItem<Img>[] | null | undefined,
  levels: number = MAX_LEVELS,
  parentKey = '',
): MegaMenuItem<Img>[] {
  if (!items || levels < 1) return []
  return items.flatMap((item, index) => {
    const title = item.title?.trim()
    if (item.hideInNavigation || !title) return []
    const key = parentKey + (item.id ?? String(index))
    const url = item.url?.trim() || null
    const children = visibleItems(item.children ?? item.links, levels - 1, key + '.')
    if (!url && !children.length) return []
    return [
      {
        key,
        title,
        url,
        type: item.type === 'CTAButton' ? 'CTAButton' : 'Link',
        buttonType: item.buttonType ?? 'primary',
        topSelected: Boolean(item.topSelected),
        image: item.image ?? null,
        children,
      },
    ]
  })
}

/**
 * The bar's ordinary items and its call-to-action buttons, which go at the end of the bar. A
 * button is a link, so a CTA item needs a URL and never opens a panel (its children are ignored).
 */
export function splitCallsToAction<Img>(items: readonly MegaMenuItem<Img>[]): {
  links: MegaMenuItem<Img>[]
  ctas: MegaMenuItem<Img>[]
} {
  const links: MegaMenuItem<Img>[] = []
  const ctas: MegaMenuItem<Img>[] = []
  for (const item of items) {
    if (item.type !== 'CTAButton') links.push(item)
    else if (item.url) ctas.push({ ...item, children: [] })
  }
  return { links, ctas }
}

/** Whether a list of children shows the children's images in a layout. */
export function showsImages(group: { children: readonly unknown[] }, layout: MegaLayout): boolean {
  return group.children.length > CHILDREN_WITHOUT_IMAGES_MAX || layout === 'large'
}

/**
 * The desktop layouts differ only by width, so the page renders both and CSS picks: images in
 * both desktop layouts, only in the large one, or none (also when no child has an image).
 */
export function desktopImages<Img>(group: { children: readonly MegaMenuItem<Img>[] }): 'always' | 'large' | 'never' {
  if (!group.children.some((child) => child.image != null)) return 'never'
  if (showsImages(group, 'desktop')) return 'always'
  return showsImages(group, 'large') ? 'large' : 'never'
}

function pathOf(url: string): string {
  const path = url.split(/[?#]/)[0] ?? ''
  return path.length > 1 ? path.replace(/\/+$/, '').toLowerCase() : path
}

/** How well a link matches the page: longer paths are closer; a link with a query is a filtered view. */
function matchScore(url: string | null, page: string): number {
  if (!url || !url.startsWith('/') || url.startsWith('//')) return 0
  const path = pathOf(url)
  if (!path) return 0
  const exact = path === page
  if (!exact && (path === '/' || !page.startsWith(path + '/'))) return 0
  return path.length + (exact ? 0.5 : 0) - (/[?#]/.test(url) ? 0.25 : 0)
}

function bestScore(item: MegaMenuItem<unknown>, page: string): number {
  return Math.max(matchScore(item.url, page), ...item.children.map((child) => bestScore(child, page)))
}

/**
 * The index of the top item shown as selected: the one whose links best match the page path
 * (language prefix removed), else the first item editors marked TopSelected, else none (-1).
 */
export function selectedTopIndex(items: readonly MegaMenuItem<unknown>[], pagePath: string): number {
  const page = pathOf(pagePath) || '/'
  let best = -1
  let bestValue = 0
  items.forEach((item, index) => {
    const value = bestScore(item, page)
    if (value > bestValue) {
      best = index
      bestValue = value
    }
  })
  return best !== -1 ? best : items.findIndex((item) => item.topSelected)
}

/** Where an arrow, Home or End key moves focus along the bar (wrapping), or null for other keys. */
export function barKeyTarget(key: string, current: number, count: number): number | null {
  if (count < 1) return null
  switch (key) {
    case 'ArrowRight':
      return (current + 1) % count
    case 'ArrowLeft':
      return (current - 1 + count) % count
    case 'Home':
      return 0
    case 'End':
      return count - 1
    default:
      return null
  }
}

/**
 * Which top item's panel is open, and how it was opened. Hovering opens a panel for as long as
 * the mouse stays; a click pins it open (it then ignores the mouse leaving) and a second click
 * closes it, so a mouse click on a panel the hover just opened does not shut it again. Focus from
 * the keyboard opens a panel, and Enter then toggles it like a click; ArrowDown pins it open.
 */
export type PanelState = { open: number | null; via: 'hover' | 'focus' | 'click' | null }

export type PanelEvent =
  { type: 'hover' | 'focus' | 'click' | 'pin'; index: number } | { type: 'leave' } | { type: 'close' }

export const CLOSED: PanelState = { open: null, via: null }

export function panelReducer(state: PanelState, event: PanelEvent): PanelState {
  switch (event.type) {
    case 'hover':
    case 'focus':
      return state.open === event.index ? state : { open: event.index, via: event.type }
    case 'click':
      return state.open === event.index && state.via !== 'hover' ? CLOSED : { open: event.index, via: 'click' }
    case 'pin':
      // ArrowDown: open (or keep open) and stay open while focus moves into the panel.
      return { open: event.index, via: 'click' }
    case 'leave':
      // The mouse left the bar item and its panel (after the close delay): a pinned panel stays.
      return state.via === 'click' ? state : CLOSED
    case 'close':
      return CLOSED
  }
}
