import type { Lang } from '../sites/languages'
import { valueName } from './value-names'
import { carSchema } from '../search/documents'
import { carDetailHref, type CarCard } from './card'
import { cardMonthly, listExample, type CardFinanceContext } from './card-finance'
import { cardPriceRating, priceDropOf } from './price-context'

/** The document fields a card needs; search requests ask for these only. */
export const CAR_CARD_FIELDS = [
  'car_id',
  'slug',
  'car_brand',
  'car_model',
  'car_version',
  'car_year',
  'car_mileage_text',
  'car_odometer_unit',
  'car_fuel',
  'car_gearbox',
  'car_site_city',
  'car_site_id',
  'car_price',
  'car_price_text',
  'car_campaign_price',
  'car_campaign_price_text',
  'car_has_campaign_price',
  'car_vehicle_type_code',
  'car_is_sample',
  'car_is_used',
  'car_primary_image',
  'car_loan_option',
  'car_leasing_options',
  'car_private_leasing_option',
  'car_price_rating',
  'car_price_lowered',
] as const

/** Card documents are projections, so only the id is required. */
const cardDocumentSchema = carSchema.partial().required({ car_id: true })

/** Where a card links to, and how its monthly figure is disclosed on the page's site. */
export type CardOptions = {
  carDetailBase: string
  finance: CardFinanceContext
  /** the page's language, for the names of the feed's values ('Sähkö' reads 'El' on a Swedish page) */
  lang?: Lang
}

/**
 * A search document as a card. Documents come from our own index, but are parsed leniently
 * so one odd feed row shows as a card with gaps rather than breaking the list.
 */
export function toCarCard(doc: Record<string, unknown>, { carDetailBase, finance, lang }: CardOptions): CarCard | null {
  const parsed = cardDocumentSchema.safeParse(doc)
  if (!parsed.success) return null
  const car = parsed.data
  const campaign = Boolean(car.car_has_campaign_price && car.car_campaign_price_text)
  const named = (field: string, value: string | null | undefined) =>
    value ? ((lang && valueName(field, value, lang)) ?? value) : null
  const image = car.car_primary_image?.thumbnail_url
    ? { src: car.car_primary_image.thumbnail_url, blurDataUrl: car.car_primary_image.blur_data_url ?? null }
    : null
  return {
    id: String(car.car_id),
    href: carDetailHref(carDetailBase, String(car.car_id), car.slug),
    brand: car.car_brand ?? '',
    model: car.car_model ?? '',
    version: car.car_version ?? '',
    year: car.car_year ?? null,
    mileage: car.car_mileage_text ?? null,
    fuel: named('car_fuel', car.car_fuel),
    gearbox: named('car_gearbox', car.car_gearbox),
    city: car.car_site_city ?? null,
    image,
    price: campaign ? (car.car_campaign_price_text ?? null) : (car.car_price_text ?? null),
    previousPrice: campaign ? (car.car_price_text ?? null) : null,
    campaign,
    exVat: car.car_vehicle_type_code === 'LCV',
    monthly: cardMonthly(car, finance),
    isSample: Boolean(car.car_is_sample),
    isUsed: Boolean(car.car_is_used),
    priceRating: cardPriceRating(car.car_price_rating),
    priceLowered: priceDropOf(car.car_price_lowered) !== null,
  }
}

export function toCarCards(docs: readonly Record<string, unknown>[], options: CardOptions): CarCard[] {
  return docs.map((doc) => toCarCard(doc, options)).filter((card): card is CarCard => card !== null)
}

/** The full representative example shown once below a list of these cards (./card-finance). */
export function listExampleOf(docs: readonly Record<string, unknown>[], options: CardOptions) {
  // Usually the first car with a loan gives it: parse documents only until then.
  for (const doc of docs) {
    if (!doc.car_loan_option) continue
    const parsed = cardDocumentSchema.safeParse(doc)
    const found = parsed.success ? listExample([parsed.data], options.finance.market) : null
    if (found) return found
  }
  return null
}
