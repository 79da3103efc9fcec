import { z } from 'zod'
import type { Lang } from '../sites/languages'
import { langSchema } from '../sites/lang-schema'

export type PageState = 'normal' | 'edit' | 'preview'

export const DEFAULT_PAGE_VARIANT_ID = '_default'

export const pageViewEventSchema = z.object({
  channel: z.literal('WEB'),
  currency: z.literal('USD'),
  page: z.object({
    name: z.string().trim().min(1).max(512),
    itemId: z.string().trim().min(1).max(128),
  }),
  pageVariantId: z.string().trim().min(1).max(128),
  language: langSchema,
})

export type PageViewEvent = z.infer<typeof pageViewEventSchema>

/**
 * The page-view event for a render, or null when it must not be tracked: editors' edit and
 * preview renders are not visits, routes without an item id are not CMS pages, and an event
 * without a page name would fail pageViewEventSchema at the API.
 */
export function pageViewEvent(input: {
  pageState: PageState
  itemId?: string | null
  pageName: string
  pageVariantId?: string | null
  language: Lang
}): PageViewEvent | null {
  const itemId = input.itemId?.trim()
  const name = input.pageName.trim()
  if (input.pageState !== 'normal' || !itemId || !name) return null
  return {
    channel: 'WEB',
    currency: 'USD',
    page: { name, itemId },
    pageVariantId: input.pageVariantId?.trim() || DEFAULT_PAGE_VARIANT_ID,
    language: input.language,
  }
}
