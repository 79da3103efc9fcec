import type { Lang } from '../sites/languages'
import { LANGUAGES } from '../sites/languages'

/** The time zone a story's date is read in: its day is the day in the site's country. */
const TIME_ZONES: Record<Lang, string> = {
  sv: 'Europe/Stockholm',
  nb: 'Europe/Oslo',
  fi: 'Europe/Helsinki',
  en: 'Europe/London',
  sk: 'Europe/Bratislava',
}

/** A story's date as its readers write it ('1 November 2026', '1. november 2026'); null when it is no date. */
export function formatStoryDate(date: string | null | undefined, lang: Lang): string | null {
  if (!date) return null
  const ms = Date.parse(date)
  if (Number.isNaN(ms)) return null
  try {
    return new Intl.DateTimeFormat(LANGUAGES[lang].locale, { dateStyle: 'long', timeZone: TIME_ZONES[lang] }).format(ms)
  } catch {
    return null
  }
}

/** The `date` of the API and the cards: the stored value and the formatted text. */
export type StoryDate = { value: string; formattedDateValue: string }

export function storyDate(date: string | null | undefined, lang: Lang): StoryDate | null {
  const formatted = formatStoryDate(date, lang)
  return formatted && date ? { value: date, formattedDateValue: formatted } : null
}

export type PublishInfo =
  | { show: false; dateFailed: boolean }
  | { show: true; author: string | null; date: StoryDate | null; dateFailed: boolean }

/**
 * The article's publish info (spec 1 section 5): author and date, hidden when there is an author
 * but no date, and when there is neither. A date that cannot be read counts as none, and
 * `dateFailed` tells the caller to log it (spec 1 section 8: a publish-date failure is logged only).
 */
export function publishInfo(input: {
  author: string | null | undefined
  date: string | null | undefined
  lang: Lang
}): PublishInfo {
  const author = input.author?.trim() || null
  const date = storyDate(input.date, input.lang)
  const dateFailed = Boolean(input.date) && date === null
  if (!date) return { show: false, dateFailed }
  return { show: true, author, date, dateFailed }
}
