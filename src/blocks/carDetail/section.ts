import type { Car } from '@/modules/search/documents'
import type { BlockContext } from '../context'

/**
 * What every section of the car detail page gets: the car as the search index holds it (already
 * checked against `carSchema`) and the request's block context (site, language, texts, flags).
 * Sections are server components; each passes only the few plain values its client part needs.
 */
export type CarSectionProps = { car: Car; ctx: BlockContext }

/** A dealer a visitor can send an enquiry to: the car's own site, or for a sample each candidate of its brand. */
export type DealerChoice = {
  siteId: string
  name: string
  city: string | null
  /** the dealer site page (site-detail path plus the site's slug), localized */
  href: string
}
