import type { PayloadRequest } from 'payload'
import { env } from '@/lib/env'

type PreviewData = { path?: string | null; site?: unknown } | null | undefined

/**
 * The admin previews a page through the editing endpoint, which turns on draft mode for the
 * logged-in editor and then shows the page on its site (selected by `sc_site`).
 */
export async function livePreviewUrl(req: PayloadRequest, data: PreviewData, locale?: string | null): Promise<string> {
  const siteRef = data?.site
  let siteName: string | undefined
  if (siteRef && typeof siteRef === 'object' && 'name' in siteRef) siteName = String((siteRef as { name: string }).name)
  else if (siteRef != null) {
    const site = await req.payload.findByID({ collection: 'sites', id: siteRef as number, depth: 0, req })
    siteName = site.name
  }
  const params = new URLSearchParams({ path: data?.path ?? '/' })
  if (siteName) params.set('sc_site', siteName)
  if (locale) params.set('sc_lang', locale)
  return `${env().serverUrl}/api/editing/feaas/render?${params}`
}
