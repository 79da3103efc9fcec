import { unstable_cache } from 'next/cache'
import type { Payload } from 'payload'
import { cacheTags, PAGE_DATA_TTL_SECONDS } from '@/lib/cache-tags'
import { payload } from '@/lib/payload'
import { mediaUrl } from '@/ui/media'
import type { Brand, Media } from '@/payload-types'

/** A brand's name and logo addresses; a logo not uploaded is null (the page shows none). */
export type BrandLogo = { name: string; logoUrl: string | null; logoBwUrl: string | null }

export type BrandLogos = Record<string, BrandLogo>

function url(value: number | Media | null | undefined): string | null {
  return value && typeof value === 'object' && value.filename ? mediaUrl(value.filename) : null
}

/** Every brand by its code, logos populated. */
export async function loadBrandLogos(client: Payload): Promise<BrandLogos> {
  const { docs } = await client.find({
    collection: 'brands',
    depth: 1,
    limit: 10_000,
    pagination: false,
    select: { brandCode: true, name: true, logo: true, logoBlackAndWhite: true },
  })
  return Object.fromEntries(
    (docs as Brand[]).map((brand) => [
      brand.brandCode,
      { name: brand.name, logoUrl: url(brand.logo), logoBwUrl: url(brand.logoBlackAndWhite) },
    ]),
  )
}

/**
 * The brand logo table the dealer pages read, cached under the brands tag: editing a brand
 * expires it (`hooks/brand-tags.ts`).
 */
export const getBrandLogos: () => Promise<BrandLogos> = unstable_cache(
  async () => loadBrandLogos(await payload()),
  ['brand-logos'],
  { tags: [cacheTags.brands], revalidate: PAGE_DATA_TTL_SECONDS },
)
