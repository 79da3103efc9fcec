import type { ServiceRequestFormBlock as ServiceRequestFields } from '@/payload-types'
import { logger } from '@/lib/logger'
import { parseDealerSite, hasWorkshop } from '@/modules/forms/recipient'
import { DEFAULT_CAR_SERVICES, DEFAULT_MC_SERVICES } from '@/modules/forms/service-request-rules'
import { marketOf } from '@/modules/locator/query'
import { searchSiteInventory } from '@/modules/search/inventory-reads'
import type { BlockProps } from '../context'
import { LazyServiceRequestForm } from './lazy'
import { serviceRequestTexts } from './texts'

export type WorkshopChoice = { siteId: string; label: string }

/** The site's dealers with a workshop mailbox, by name: the form's dealer list. */
async function workshops(siteName: string): Promise<WorkshopChoice[]> {
  try {
    const found = await searchSiteInventory(siteName, {
      index: 'sites',
      filters: { site_department_groups: ['Workshop'] },
      limit: 200,
    })
    return found.content
      .map(parseDealerSite)
      .filter((site) => site !== null && hasWorkshop(site))
      .map((site) => ({
        siteId: site!.site_id,
        label: site!.site_city ? `${site!.site_official_name}, ${site!.site_city}` : site!.site_official_name,
      }))
      .sort((a, b) => a.label.localeCompare(b.label, 'nb'))
  } catch (error) {
    // The form still shows; without dealers the visitor cannot send it, and the log says why.
    logger.error({ err: error, site: siteName, module: 'forms' }, 'workshops for the service request could not be read')
    return []
  }
}

const labels = (items: { label: string }[] | null | undefined, defaults: readonly string[]) =>
  items?.length ? items.map((item) => item.label) : [...defaults]

/**
 * The Norwegian service request block (spec 3 sections 2.4, 3, 5; issue 23 item 6): cars by
 * default, motorcycles with `?type=mc` (the links from /motorrad), read in the browser so the
 * page stays one cached page.
 */
export async function ServiceRequestFormBlock({ block, ctx }: BlockProps<ServiceRequestFields>) {
  const dealers = await workshops(ctx.site.name)
  const mcDealer = dealers.find((dealer) => dealer.siteId === block.motorcycleDealer?.trim()) ?? null
  const headingId = 'service-request-heading'
  return (
    <section
      aria-labelledby={headingId}
      className="mx-auto max-w-3xl px-4 py-8 md:px-8"
      data-block="serviceRequestForm"
    >
      <h2 id={headingId} className="mb-4 text-2xl font-bold [font-family:var(--font-heading)]">
        {block.heading?.trim() || ctx.t('serviceRequestHeading')}
      </h2>
      <LazyServiceRequestForm
        siteName={ctx.site.name}
        country={marketOf(ctx.site.defaultLanguage).country}
        carServices={labels(block.carServices, DEFAULT_CAR_SERVICES)}
        mcServices={labels(block.mcServices, DEFAULT_MC_SERVICES)}
        dealers={dealers}
        mcDealer={mcDealer}
        texts={serviceRequestTexts(ctx.t)}
      />
    </section>
  )
}
