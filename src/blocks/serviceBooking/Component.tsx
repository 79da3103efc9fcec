import type { ServiceBookingBlock as ServiceBookingFields } from '@/payload-types'
import { getBrandLogos } from '@/cms/brands'
import { env } from '@/lib/env'
import { logger } from '@/lib/logger'
import type { BlockProps } from '../context'
import { LazyBookingFlow as BookingFlow } from './lazy'
import { bookingTexts } from './texts'

const DEFAULT_BRAND_LINKS = [
  { brand: 'BMW', url: 'https://www.bmw.se/sv/topics/owners/service-booking.html' },
  { brand: 'MINI', url: 'https://www.mini.se/sv_SE/home/services/service-booking.html' },
  { brand: 'Porsche', url: 'https://www.porsche.com/sweden/sv/accessoriesandservice/' },
  { brand: 'IVECO', url: 'https://www.iveco.com/sweden/service' },
]
const MAX_LOGOS = 32

/**
 * The service booking flow (spec 3 section 2.1): rendered on the server at step 1 (the plate and
 * place form and the intro with brand links and logos), the steps after it run in the browser
 * against /api/mechmate. The flow is a chunk of its own (lazy.tsx); the map loads at step 4 only.
 */
export async function ServiceBookingBlock({ block, ctx }: BlockProps<ServiceBookingFields>) {
  let logos: { name: string; url: string }[] = []
  try {
    logos = Object.values(await getBrandLogos())
      .filter((b) => b.logoUrl)
      .sort((a, b) => a.name.localeCompare(b.name, 'sv'))
      .slice(0, MAX_LOGOS)
      .map((b) => ({ name: b.name, url: b.logoUrl! }))
  } catch (error) {
    logger.warn({ err: error, site: ctx.site.name }, 'brand logos could not be read for the booking intro')
  }
  const links = block.brandLinks?.length
    ? block.brandLinks.map((l) => ({ brand: l.brand, url: l.url }))
    : DEFAULT_BRAND_LINKS
  return (
    <section className="mx-auto max-w-7xl px-4 py-6 md:px-8" data-block="serviceBooking">
      <BookingFlow
        texts={bookingTexts(ctx.t)}
        contactEmail={block.contactEmail}
        damageInspectionUrl={block.damageInspectionUrl}
        brandLinks={links}
        logos={logos}
        map={{
          center: { lat: ctx.site.map.defaultLatitude, lng: ctx.site.map.defaultLongitude },
          styleUrl: ctx.site.map.styleUrl ?? env().MAP_STYLE_URL ?? null,
          googleApiKey: ctx.site.map.browserApiKey ?? null,
        }}
        site={ctx.site.name}
      />
    </section>
  )
}
