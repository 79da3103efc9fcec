import type { PayloadRequest } from 'payload'
import { cacheTags } from '@/lib/cache-tags'
import { siteNameOf } from '../relations'

/**
 * What saving or deleting a location expires: its site's locations tag, which its locator pages
 * and the locator API's answers carry (the old site's too when it moved). Nothing of another site.
 */
export async function locationTags(
  doc: { site?: unknown },
  previous: { site?: unknown } | undefined,
  req: PayloadRequest,
): Promise<string[]> {
  const names = await Promise.all([siteNameOf(req, doc.site), previous ? siteNameOf(req, previous.site) : undefined])
  return [...new Set(names.filter((name): name is string => Boolean(name)))].map(cacheTags.locations)
}
