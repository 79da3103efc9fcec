import type { Lang } from '@/modules/sites/languages'
import type { Site } from '@/modules/sites/site'
import type { Translate } from '@/modules/content/dictionary'

/** What every block renderer may know about the request besides its own fields. */
export type BlockContext = {
  site: Site
  lang: Lang
  t: Translate
  /** the page path without language prefix, '/' for home */
  path: string
  /** editing mode (draft/live preview): links are not followed */
  editing: boolean
  /** the request's query string; screens such as the car list keep their state in it */
  searchParams: SearchParams
}

export type SearchParams = Record<string, string | string[] | undefined>

export type BlockProps<B> = { block: B; ctx: BlockContext }
