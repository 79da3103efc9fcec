import type { Car, DealerSite } from '../search/documents'
import type { Filters } from '../search/contract'
import { NEGATION_SUFFIX } from '../search/fields'

/**
 * The car detail page's rules (spec 2 sections 2.3 and 9) as plain functions: what the page
 * shows, which cars count as similar, which dealers a sample offers, and what search engines
 * read about the car.
 */

/** Spec 2 section 2.3: collapsed sizes of the page's lists. */
export const TECHNICAL_ROWS_COLLAPSED = 5
export const EQUIPMENT_ITEMS_COLLAPSED = 3
/** Equipment collapses only when it has more items than this. */
export const EQUIPMENT_COLLAPSE_ABOVE = 4
export const DESCRIPTION_COLLAPSE_PX = 300
/** Spec 2 section 9. */
export const RECOMMENDATIONS_LIMIT = 8
export const DEALER_CANDIDATES_LIMIT = 100
export const SIMILAR_CARS_LIMIT = 8
/** Spec 2 section 9: the alternate layout's similar-cars panel. */
export const SIMILAR_PANEL_CARD_WIDTH = 330

/**
 * The car's name as headings and titles show it: brand, model text (or model) and version.
 * Feeds often repeat the engine in both model text and version ('Austral mild hybrid 160' +
 * 'mild hybrid 160 iconic'); the version then replaces the repeated part.
 */
export function carName(car: Pick<Car, 'car_brand' | 'car_model' | 'car_model_text' | 'car_version'>): string {
  const model = car.car_model_text?.trim() || car.car_model
  const version = car.car_version?.trim() ?? ''
  const lower = (text: string) => text.toLowerCase()
  const tail = lower(model).startsWith(lower(car.car_model)) ? model.slice(car.car_model.length).trim() : ''
  const full = !version
    ? model
    : tail && lower(version).startsWith(lower(tail))
      ? `${car.car_model} ${version}`
      : lower(model).endsWith(lower(version))
        ? model
        : `${model} ${version}`
  return lower(full).startsWith(lower(car.car_brand)) ? full : `${car.car_brand} ${full}`
}

/**
 * The lists a visitor can expand: how many items show collapsed, and whether a toggle is needed.
 * Equipment shows 3 when it has more than 4; technical data always shows 5.
 */
export function collapsedCount(kind: 'equipment' | 'technical', total: number): number {
  if (kind === 'equipment') return total > EQUIPMENT_COLLAPSE_ABOVE ? EQUIPMENT_ITEMS_COLLAPSED : total
  return Math.min(total, TECHNICAL_ROWS_COLLAPSED)
}

/**
 * Similar cars (spec 2 section 2.3). A sample is a configuration, not a car for sale, so its
 * similar cars are the stock cars of the same brand and model; a stock car's are other cars of
 * the same region, body and fuel. A criterion the car lacks is left out rather than matching
 * nothing.
 */
export function similarCarsFilters(car: Car): Filters {
  if (car.car_is_sample) {
    return { car_brand: [car.car_brand], car_model: [car.car_model], car_is_sample: ['false'] }
  }
  const filters: Filters = { [`car_id${NEGATION_SUFFIX}`]: [car.car_id] }
  if (car.car_site_region) filters.car_site_region = [car.car_site_region]
  if (car.car_body) filters.car_body = [car.car_body]
  if (car.car_fuel) filters.car_fuel = [car.car_fuel]
  return filters
}

/** The dealers a sample can be ordered from: the sites selling its brand (spec 2 section 2.3). */
export function dealerCandidateFilters(car: Car): Filters {
  return { site_brands: [car.car_brand] }
}

// BMW and MINI dealer agreements require the brand in the trading name the car is sold under.
const BRAND_NAMED_DEALERS = ['BMW', 'MINI']

/**
 * The dealer name shown with a car. For BMW and MINI the brand leads the name ('BMW Hedin Bil
 * Bromma') unless the site's name carries it already ('MINI Oslo').
 */
export function dealerDisplayName(site: Pick<DealerSite, 'site_official_name'>, carBrand: string): string {
  const name = site.site_official_name.trim()
  const brand = BRAND_NAMED_DEALERS.find((b) => b.toLowerCase() === carBrand.trim().toLowerCase())
  if (!brand || name.toLowerCase().includes(brand.toLowerCase())) return name
  return `${brand} ${name}`
}

/** The price a visitor pays: the campaign price when the car has one. */
export function currentPrice(car: Car): { amount: number; text: string | null; previousText: string | null } | null {
  const campaign = car.car_has_campaign_price && car.car_campaign_price != null
  if (campaign) {
    return {
      amount: car.car_campaign_price as number,
      text: car.car_campaign_price_text ?? null,
      previousText: car.car_price_text ?? null,
    }
  }
  if (car.car_price == null) return null
  return { amount: car.car_price, text: car.car_price_text ?? null, previousText: null }
}

/** Prices of light commercial vehicles are shown without VAT (spec 2 section 3.1). */
export function pricesExcludeVat(car: Pick<Car, 'car_vehicle_type_code'>): boolean {
  return car.car_vehicle_type_code === 'LCV'
}

// ── structured data ─────────────────────────────────────────────────────────────────────────

export type Crumb = { name: string; url: string }

/** schema.org BreadcrumbList; the last crumb is the page itself. */
export function buildBreadcrumbJsonLd(crumbs: readonly Crumb[]): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: crumb.url,
    })),
  }
}

/** The meta description: the car in one sentence, from facts the page shows. */
export function carMetaDescription(car: Car, priceText: string | null): string {
  const facts = [
    car.car_year ? String(car.car_year) : null,
    car.car_mileage_text,
    car.car_fuel,
    car.car_gearbox,
    priceText,
    car.car_site_city,
  ].filter((fact): fact is string => Boolean(fact))
  return `${carName(car)}. ${facts.join(', ')}.`
}

/**
 * Cars built before 2021 mostly carry 2G/3G modems for their connected services, which stop
 * working as those networks close; the sites with the notice flag warn buyers of such used cars.
 */
export const CONNECTED_CAR_NOTICE_LAST_YEAR = 2020

export function showsConnectedCarNotice(car: Pick<Car, 'car_is_used' | 'car_year'>, siteFlag: boolean): boolean {
  return siteFlag && car.car_is_used && car.car_year != null && car.car_year <= CONNECTED_CAR_NOTICE_LAST_YEAR
}
