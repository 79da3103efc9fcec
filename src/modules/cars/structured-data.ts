import type {
  AutoDealer,
  Car as CarLd,
  EngineSpecification,
  GeoCoordinates,
  ItemList,
  Offer,
  PostalAddress,
  QuantitativeValue,
  WithContext,
} from 'schema-dts'
import type { Car, DealerSite } from '@/modules/search/documents'
import { compactJsonLd, dealerAddress, dealerGeo } from '@/modules/dealers/structured-data'
import { toE164 } from '@/modules/dealers/phone'
import { carLastModified } from './sitemap'
import { carMetaDescription, carName, currentPrice } from './detail'

/** How long an offer's price holds after the feed last confirmed it (the feed updates daily). */
export const PRICE_VALID_DAYS = 30

/** The car's seller: its dealer site, linked to the AutoDealer of the dealer's own page by @id. */
export type CarSeller = {
  name: string
  /** the dealer page's absolute URL (its AutoDealer's @id is `<url>#dealer`), when it has one */
  url?: string | null
  site?: DealerSite | null
}

export type CarJsonLdInput = {
  car: Car
  /** absolute URL of the page */
  url: string
  /** absolute URLs of every picture of the gallery, in order */
  images: readonly string[]
  seller: CarSeller | null
  /** the price text the description quotes */
  priceText?: string | null
}

const UNIT_CODES: Record<string, string> = { km: 'KMT', mi: 'SMI', miles: 'SMI', mil: 'KMT' }

/** Odometer reading in a unit schema.org knows: Swedish and Norwegian 'mil' (10 km) as km. */
export function mileageOf(car: Pick<Car, 'car_odometer' | 'car_odometer_unit'>): QuantitativeValue | undefined {
  if (car.car_odometer == null) return undefined
  const unit = (car.car_odometer_unit ?? 'km').toLowerCase()
  return {
    '@type': 'QuantitativeValue',
    value: unit === 'mil' ? car.car_odometer * 10 : car.car_odometer,
    unitCode: UNIT_CODES[unit] ?? 'KMT',
  }
}

function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10)
}

function sellerJsonLd(seller: CarSeller, countryFallback: string): AutoDealer {
  const site = seller.site
  return compactJsonLd<Exclude<AutoDealer, string>>({
    '@type': 'AutoDealer',
    '@id': seller.url ? `${seller.url}#dealer` : undefined,
    name: seller.name,
    url: seller.url ?? undefined,
    telephone: site ? (toE164(site.site_phone, site.country_code ?? countryFallback) ?? undefined) : undefined,
    // The dealer module builds these for the dealer page's own AutoDealer; the shapes are schema.org's.
    address: site ? (dealerAddress(site) as PostalAddress) : undefined,
    geo: site ? (dealerGeo(site.site_geocoord) as GeoCoordinates | undefined) : undefined,
  })
}

/**
 * schema.org Car (a Product and Vehicle) with its Offer, from what the feed has: properties the
 * car lacks are left out, never sent empty. Condition follows what the car is: a used car is
 * UsedCondition, a new car NewCondition. The spec notes that the old site had these swapped; we
 * do not copy that defect, because search engines would label every used car as new.
 */
export function buildCarJsonLd({ car, url, images, seller, priceText }: CarJsonLdInput): WithContext<CarLd> {
  const price = currentPrice(car)
  const condition = car.car_is_used ? 'https://schema.org/UsedCondition' : 'https://schema.org/NewCondition'
  const changed = carLastModified(car)
  const validUntil = changed ? new Date(changed.getTime() + PRICE_VALID_DAYS * 86_400_000) : null
  const engine = compactJsonLd<EngineSpecification>({
    '@type': 'EngineSpecification',
    fuelType: car.car_fuel ?? undefined,
    // The feed gives power in horsepower (car_power_text says so in the market's words).
    enginePower:
      car.car_power == null ? undefined : { '@type': 'QuantitativeValue', value: car.car_power, unitCode: 'BHP' },
  })
  const ld: CarLd = compactJsonLd<CarLd>({
    '@type': 'Car',
    name: carName(car),
    description: car.car_description?.trim() || carMetaDescription(car, priceText ?? price?.text ?? null),
    url,
    image: [...images],
    sku: car.car_id,
    brand: { '@type': 'Brand', name: car.car_brand },
    model: car.car_model_text || car.car_model,
    vehicleConfiguration: car.car_version ?? car.car_trim_package ?? undefined,
    color: car.car_color ?? undefined,
    bodyType: car.car_body ?? undefined,
    driveWheelConfiguration: car.car_drive ?? undefined,
    vehicleModelDate: car.car_year ? String(car.car_year) : undefined,
    dateVehicleFirstRegistered: car.car_firstregistration ?? undefined,
    vehicleIdentificationNumber: car.car_chassino ?? undefined,
    vehicleTransmission: car.car_gearbox ?? undefined,
    fuelType: car.car_fuel ?? undefined,
    vehicleEngine: Object.keys(engine).length > 1 ? engine : undefined,
    numberOfDoors: car.car_doors ?? undefined,
    vehicleSeatingCapacity: car.car_seats ?? undefined,
    vehicleInteriorColor: textField(car, 'car_interior_color'),
    vehicleInteriorType: textField(car, 'car_interior_type'),
    itemCondition: condition,
    mileageFromOdometer: mileageOf(car),
    offers: price
      ? compactJsonLd<Offer>({
          '@type': 'Offer',
          price: price.amount,
          priceCurrency: car.car_price_currency,
          priceValidUntil: validUntil ? isoDay(validUntil) : undefined,
          availability: 'https://schema.org/InStock',
          itemCondition: condition,
          url,
          seller: seller ? sellerJsonLd(seller, car.car_country_code) : undefined,
        })
      : undefined,
  })
  return { '@context': 'https://schema.org', ...(ld as Exclude<CarLd, string>) }
}

/** A field some feeds add beside the documented ones (the document keeps unknown fields). */
function textField(car: Car, name: string): string | undefined {
  const value = (car as Record<string, unknown>)[name]
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined
}

/** The car list page: the cars it shows, in order, each by its detail page. */
export function buildCarListJsonLd(
  items: readonly { url: string; name: string; image?: string | null }[],
): WithContext<ItemList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    numberOfItems: items.length,
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      url: item.url,
      name: item.name,
      ...(item.image ? { image: item.image } : {}),
    })),
  }
}
