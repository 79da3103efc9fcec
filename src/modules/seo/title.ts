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
