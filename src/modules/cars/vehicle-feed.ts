import type { Car, DealerSite } from '@/modules/search/documents'
import { escapeXml } from '@/modules/seo/xml'
import { carMetaDescription, carName, currentPrice } from './detail'
import { carImageUrls } from './sitemap'
import { mileageOf } from './structured-data'

/**
 * The vehicle feeds of a site (`/feeds/vehicles.xml`, `/feeds/vehicles.csv`): one row per stock
 * car with the fields vehicle-listing and automotive-ads programmes ask for, so a dealer's stock
 * reaches them without anyone typing it twice. Missing values are empty cells, never invented.
 */
export type FeedRow = {
  id: string
  title: string
  description: string
  link: string
  image_link: string
  additional_image_link: string[]
  price: string
  condition: 'new' | 'used'
  brand: string
  model: string
  year: string
  mileage: string
  vin: string
  body_style: string
  fuel: string
  transmission: string
  color: string
  dealer_id: string
  dealer_name: string
  dealer_address: string
}

export const FEED_COLUMNS = [
  'id',
  'title',
  'description',
  'link',
  'image_link',
  'additional_image_link',
  'price',
  'condition',
  'brand',
  'model',
  'year',
  'mileage',
  'vin',
  'body_style',
  'fuel',
  'transmission',
  'color',
  'dealer_id',
  'dealer_name',
  'dealer_address',
] as const satisfies readonly (keyof FeedRow)[]

/** What a feed row reads of a car document (a scan of the whole stock reads only these). */
export const FEED_CAR_FIELDS = [
  'car_id',
  'slug',
  'car_brand',
  'car_model',
  'car_model_text',
  'car_version',
  'car_year',
  'car_body',
  'car_color',
  'car_gearbox',
  'car_fuel',
  'car_chassino',
  'car_is_used',
  'car_description',
  'car_odometer',
  'car_odometer_unit',
  'car_mileage_text',
  'car_price',
  'car_price_text',
  'car_price_currency',
  'car_has_campaign_price',
  'car_campaign_price',
  'car_campaign_price_text',
  'car_site_id',
  'car_site_name',
  'car_site_city',
  'car_images',
  'car_primary_image',
] as const

const UNIT_NAMES: Record<string, string> = { KMT: 'km', SMI: 'miles' }

export function dealerAddressLine(dealer: DealerSite | undefined, car: Pick<Car, 'car_site_city'>): string {
  if (!dealer) return car.car_site_city ?? ''
  return [dealer.site_street, [dealer.site_zip, dealer.site_city].filter(Boolean).join(' '), dealer.country_code]
    .filter((part) => part && part.trim())
    .join(', ')
}

/** One car as a feed row; `link` is the car's canonical detail page. */
export function feedRow(car: Car, input: { link: string; origin: string; dealer?: DealerSite }): FeedRow {
  const price = currentPrice(car)
  const images = carImageUrls(car, input.origin)
  const mileage = mileageOf(car)
  return {
    id: car.car_id,
    title: carName(car),
    description: car.car_description?.trim() || carMetaDescription(car, price?.text ?? null),
    link: input.link,
    image_link: images[0] ?? '',
    additional_image_link: images.slice(1, 11),
    price: price ? `${price.amount.toFixed(2)} ${car.car_price_currency}` : '',
    condition: car.car_is_used ? 'used' : 'new',
    brand: car.car_brand,
    model: car.car_model_text || car.car_model,
    year: car.car_year ? String(car.car_year) : '',
    mileage: mileage ? `${mileage.value} ${UNIT_NAMES[String(mileage.unitCode)] ?? 'km'}` : '',
    vin: car.car_chassino ?? '',
    body_style: car.car_body ?? '',
    fuel: car.car_fuel ?? '',
    transmission: car.car_gearbox ?? '',
    color: car.car_color ?? '',
    dealer_id: car.car_site_id,
    dealer_name: input.dealer?.site_official_name ?? car.car_site_name ?? '',
    dealer_address: dealerAddressLine(input.dealer, car),
  }
}

const RSS_NS = 'http://base.google.com/ns/1.0'

/** RSS 2.0 with the g: namespace, as vehicle-listing feeds are read. An empty stock is a valid empty feed. */
export function buildVehicleFeedXml(rows: Iterable<FeedRow>, channel: { title: string; link: string }): string {
  const parts = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<rss version="2.0" xmlns:g="${RSS_NS}">`,
    '<channel>',
    `<title>${escapeXml(channel.title)}</title>`,
    `<link>${escapeXml(channel.link)}</link>`,
    `<description>${escapeXml(channel.title)}</description>`,
  ]
  for (const row of rows) {
    const fields = FEED_COLUMNS.flatMap((column) => {
      const value = row[column]
      const values = Array.isArray(value) ? value : [value]
      return values.filter((v) => v !== '').map((v) => `<g:${column}>${escapeXml(v)}</g:${column}>`)
    })
    parts.push(`<item>${fields.join('')}</item>`)
  }
  parts.push('</channel>', '</rss>', '')
  return parts.join('\n')
}

// Control characters have no place in a cell (a line break inside a quoted cell is kept).
const CSV_CONTROL = /[\u0000-\u0009\u000b\u000c\u000e-\u001f\u007f]/g

/**
 * One CSV cell (RFC 4180): quoted when it holds a comma, quote or line break. A cell starting
 * with = + - @ is prefixed with ' so a spreadsheet opening the feed reads text, not a formula.
 */
export function csvCell(value: string): string {
  let text = value.replace(CSV_CONTROL, '')
  if (/^[=+\-@]/.test(text)) text = `'${text}`
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

/** The CSV feed: a header row and one row per car, CRLF line ends; images joined by commas. */
export function buildVehicleFeedCsv(rows: Iterable<FeedRow>): string {
  const lines = [FEED_COLUMNS.join(',')]
  for (const row of rows) {
    lines.push(
      FEED_COLUMNS.map((column) => {
        const value = row[column]
        return csvCell(Array.isArray(value) ? value.join(',') : value)
      }).join(','),
    )
  }
  return `${lines.join('\r\n')}\r\n`
}
