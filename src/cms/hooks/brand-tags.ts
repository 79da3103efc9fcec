import { cacheTags } from '@/lib/cache-tags'

/**
 * A changed, added or removed brand changes the logo table every dealer page reads as a whole
 * (`getBrandLogos`), so every change expires the one brands tag. A changed logo picture is a
 * media change: the media hook expires the pages that show it.
 */
export function brandChangeTags(): string[] {
  return [cacheTags.brands]
}
