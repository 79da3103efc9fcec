export type TitleSource = {
  metaTitle?: string | null
  navTitle?: string | null
  title?: string | null
}

const TITLE_TOKEN = '%s'

// Separators an editor puts between page title and site name: | - – — : · •
const LEADING_SEPARATORS = /^[\s|\-–—:·•]+/
const TRAILING_SEPARATORS = /[\s|\-–—:·•]+$/

function present(value: string | null | undefined): string | undefined {
  const trimmed = value?.trim()
  return trimmed === '' ? undefined : trimmed
}

/** The page title the template's %s stands for: metaTitle, else navTitle, else title. */
export function pageTitle(page: TitleSource): string | undefined {
  return present(page.metaTitle) ?? present(page.navTitle) ?? present(page.title)
}

function templateWithoutTitle(template: string): string {
  return template.split(TITLE_TOKEN).join('').replace(LEADING_SEPARATORS, '').replace(TRAILING_SEPARATORS, '')
}

/** Fills the site title template; without any page title, the template's fixed text remains. */
export function buildTitle(template: string, page: TitleSource): string {
  const title = pageTitle(page)
  if (title === undefined) return templateWithoutTitle(template)
  if (template.trim() === '') return title
  // split/join rather than replace, so '$&' and similar in a title are taken literally.
  return template.split(TITLE_TOKEN).join(title).trim()
}

/** Search engines show about 60–70 characters of a title; longer ones are cut where they fall. */
export const MAX_TITLE_LENGTH = 70

const ELLIPSIS = '…'

/** The text cut at the last word boundary so that it, with an ellipsis, fits `max` characters. */
function shorten(text: string, max: number): string {
  if (text.length <= max) return text
  const room = text.slice(0, Math.max(0, max - ELLIPSIS.length))
  const space = room.lastIndexOf(' ')
  return `${(space > max / 2 ? room.slice(0, space) : room).replace(TRAILING_SEPARATORS, '')}${ELLIPSIS}`
}

/**
 * A title within MAX_TITLE_LENGTH from parts in order of importance (for a car: its name, that
 * is brand, model and version, then year, then price). Parts are dropped from the end until the
 * filled template fits; when the first part alone does not fit, it is cut at a word boundary with
 * an ellipsis, and when even the template's own text leaves too little room, the template goes.
 * The page's description carries the full text.
 */
export function fitTitle(template: string, parts: readonly string[], max = MAX_TITLE_LENGTH): string {
  const present = parts.map((part) => part.trim()).filter(Boolean)
  const fill = (text: string) => (template.includes(TITLE_TOKEN) ? template.split(TITLE_TOKEN).join(text).trim() : text)
  for (let count = present.length; count > 0; count--) {
    const title = fill(present.slice(0, count).join(', '))
    if (title.length <= max) return title
  }
  const first = present[0] ?? ''
  const fixed = fill('x').length - 1
  // Too little room beside the template's own text: the car's name matters more than the site's.
  if (max - fixed < max / 2) return shorten(first, max)
  return fill(shorten(first, max - fixed))
}
