/**
 * Rules of the site footer (spec 1 sections 2.5, 3, 5, 9): which brand logos and social links
 * show, where a brand logo links, what a mailto/tel link copies, and how the two info fields are
 * laid out. Framework-free: the renderer passes plain values in.
 */

/** The social networks an editor can pick an icon for; the renderer has one inline SVG per network. */
export const SOCIAL_NETWORKS = ['facebook', 'instagram', 'youtube', 'linkedin', 'tiktok', 'x'] as const
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number]

/** Network names as the networks write them, for accessible names ('Follow us on {network}'). */
export const SOCIAL_NETWORK_NAMES: Record<SocialNetwork, string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  youtube: 'YouTube',
  linkedin: 'LinkedIn',
  tiktok: 'TikTok',
  x: 'X',
}

/** How long the 'Copied' tooltip stays after a mailto/tel link was copied (spec 1 section 9). */
export const COPIED_TOOLTIP_MS = 1000

export function isSocialNetwork(value: unknown): value is SocialNetwork {
  return typeof value === 'string' && (SOCIAL_NETWORKS as readonly string[]).includes(value)
}

const HTTP_URL = /^https?:\/\/[^\s/]+/

export type SocialLinkInput = { icon?: string | null; url?: string | null }
export type SocialLink = { icon: SocialNetwork; url: string; name: string }

/** Social links that can be drawn: a link without a (known) icon is skipped, and so is one without a web address. */
export function visibleSocialLinks(links: readonly SocialLinkInput[] | null | undefined): SocialLink[] {
  return (links ?? []).flatMap((link) => {
    const url = link.url?.trim() ?? ''
    if (!isSocialNetwork(link.icon) || !HTTP_URL.test(url)) return []
    return [{ icon: link.icon, url, name: SOCIAL_NETWORK_NAMES[link.icon] }]
  })
}

export type BrandInput<L> = { name?: string | null; logo?: L | null; logoBlackAndWhite?: L | null }
export type VisibleBrand<L> = {
  name: string
  /** the logo shown at rest: the black-and-white one when there is one, so the row looks calm */
  logo: L
  /** the colour logo swapped in on hover and focus, when both versions exist */
  hoverLogo: L | null
}

/**
 * Brand logos to show. The whole row is hidden when the editor turned ShowBrands off; a brand shows
 * only with a logo source (spec 1 section 5) and a name, since the name is both the link's filter
 * value and the image's fallback text. `showBrands` left unset counts as on: editors who add brands
 * mean to show them.
 */
export function visibleBrands<L>(
  brands: readonly BrandInput<L>[] | null | undefined,
  showBrands: boolean | null | undefined,
): VisibleBrand<L>[] {
  if (showBrands === false) return []
  return (brands ?? []).flatMap((brand) => {
    const name = brand.name?.trim() ?? ''
    const colour = brand.logo ?? null
    const blackAndWhite = brand.logoBlackAndWhite ?? null
    const logo = blackAndWhite ?? colour
    if (!name || logo === null) return []
    return [{ name, logo, hoverLogo: blackAndWhite !== null && colour !== null ? colour : null }]
  })
}

/** The site's car list filtered on one brand: `{carList}?car_brand={brand name}`. */
export function brandCarListHref(carListPath: string, brandName: string): string {
  const [path = '', hash] = carListPath.split('#')
  const separator = path.includes('?') ? '&' : '?'
  return `${path}${separator}car_brand=${encodeURIComponent(brandName)}${hash === undefined ? '' : `#${hash}`}`
}

/**
 * What a mailto or tel link puts on the clipboard: the address or number without the scheme or
 * mailto query (subject, body). Null for every other link, which then behaves as a plain link.
 */
export function clipboardText(href: string | null | undefined): string | null {
  const match = /^(mailto|tel):([^?#]*)/i.exec(href?.trim() ?? '')
  if (!match) return null
  let value = match[2] ?? ''
  try {
    value = decodeURIComponent(value)
  } catch {
    // A malformed escape is copied as written rather than dropped.
  }
  value = value.trim()
  return value === '' ? null : value
}

export type TextSegment = { kind: 'text'; text: string } | { kind: 'email' | 'phone'; text: string; href: string }

// An e-mail address, or a phone number as people write them in Nordic, Slovak and British texts:
// starting with + or 0, digits grouped by spaces or hyphens. Dots are not allowed inside a number
// so opening hours such as 'kl. 08.00–18.00' stay text.
const CONTACT = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}|\+?\d[\d -]{5,}\d/g
const MIN_PHONE_DIGITS = 7
const MAX_PHONE_DIGITS = 15 // E.164

/**
 * Splits an info field's text into plain text, e-mail addresses and phone numbers, so the footer can
 * turn the contacts into mailto/tel links (which copy to the clipboard).
 */
export function linkifyContacts(text: string | null | undefined): TextSegment[] {
  const source = text ?? ''
  const segments: TextSegment[] = []
  let last = 0
  const pushText = (end: number) => {
    if (end > last) segments.push({ kind: 'text', text: source.slice(last, end) })
  }
  for (const match of source.matchAll(CONTACT)) {
    const found = match[0]
    const at = match.index
    const before = source[at - 1] ?? ''
    let segment: TextSegment | null = null
    if (found.includes('@')) {
      segment = { kind: 'email', text: found, href: `mailto:${found}` }
    } else if (!/[\w+]/.test(before)) {
      const digits = found.replace(/\D/g, '')
      const plausible = (found.startsWith('+') || found.startsWith('0')) && digits.length >= MIN_PHONE_DIGITS
      if (plausible && digits.length <= MAX_PHONE_DIGITS) {
        segment = { kind: 'phone', text: found, href: `tel:${found.startsWith('+') ? '+' : ''}${digits}` }
      }
    }
    if (!segment) continue
    pushText(at)
    segments.push(segment)
    last = at + found.length
  }
  pushText(source.length)
  return segments
}

export type InfoFieldInput = { heading?: string | null; text?: string | null }
export type InfoField = { heading: string; text: string }

/**
 * The info fields to show, in order (InfoField1, InfoField2): one needs a heading or a text. With
 * InfoFieldOneChildFullWidth set, a single remaining field spans the whole row instead of half of it.
 */
export function infoFieldsLayout(
  fields: readonly (InfoFieldInput | null | undefined)[],
  oneChildFullWidth: boolean | null | undefined,
): { fields: InfoField[]; fullWidth: boolean } {
  const shown = fields.flatMap((field) => {
    const heading = field?.heading?.trim() ?? ''
    const text = field?.text?.trim() ?? ''
    return heading || text ? [{ heading, text }] : []
  })
  return { fields: shown, fullWidth: oneChildFullWidth === true && shown.length === 1 }
}

export type LinkInput = { label?: string | null; url?: string | null } | null | undefined

/** The highlighted link shows only with both a label and an address. */
export function highlightedLink(link: LinkInput): { label: string; url: string } | null {
  const label = link?.label?.trim() ?? ''
  const url = link?.url?.trim() ?? ''
  return label && url ? { label, url } : null
}
