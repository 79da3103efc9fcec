import type { PayloadRequest } from 'payload'
import { env } from '@/lib/env'
import { siteNameOf } from './relations'

type PreviewData = { path?: string | null; site?: unknown } | null | undefined

/**
 * The admin previews a page through the editing endpoint, which turns on draft mode for the
 * logged-in editor and then shows the page on its site (selected by `sc_site`).
 */
export async function livePreviewUrl(req: PayloadRequest, data: PreviewData, locale?: string | null): Promise<string> {
  const siteName = await siteNameOf(req, data?.site)
  const params = new URLSearchParams({ path: data?.path ?? '/' })
  if (siteName) params.set('sc_site', siteName)
  if (locale) params.set('sc_lang', locale)
  return `${env().serverUrl}/api/editing/feaas/render?${params}`
}
