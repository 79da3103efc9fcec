/**
 * A car as its card shows it (spec 2 section 2.1 and issue 4): built on the server from the
 * search document (./card-document) so the browser gets ready texts, not the feed's hundred
 * fields. This module holds no document schemas, so browser code may import it.
 */

import type { CardPriceRating } from './price-context'

export type CarCardImage = { src: string; blurDataUrl: string | null }

export type CardMonthly = { label: string; text: string; product: 'loan' | 'leasing'; example: string }

export type CarCard = {
  id: string
  href: string
  brand: string
  model: string
  version: string
  year: number | null
  /** e.g. '2 076 mil' or '46,416 miles', null for new cars without a reading */
  mileage: string | null
  fuel: string | null
  gearbox: string | null
  city: string | null
  image: CarCardImage | null
  /** the price to pay: the campaign price when there is one */
  price: string | null
  /** the ordinary price, struck through beside a campaign price */
  previousPrice: string | null
  campaign: boolean
  /** light commercial vehicles are priced without VAT */
  exVat: boolean
  /**
   * e.g. { label: 'Billån', text: '6 451 kr/mån', product: 'loan', example: 'Effektiv ränta 7,9 % ·
   * totalt 402 360 kr · 60 mån' }: a monthly figure never comes without the line beside it, the
   * compact representative example of a loan or the terms of a lease (./card-finance)
   */
  monthly: CardMonthly | null
  isSample: boolean
  isUsed: boolean
  /** near a place: how far the car's dealer is, e.g. '12 km' */
  distance?: string
  /**
   * the price rating against similar cars in stock (./price-context); absent when too few are
   * in stock, and on cards read back from browser storage, whose rating may be out of date
   */
  priceRating?: CardPriceRating | null
  /** the price was lowered recently (at the car's last ingest) */
  priceLowered?: boolean
}

type Fields = Record<string, unknown>
const isRecord = (value: unknown): value is Fields => typeof value === 'object' && value !== null
const isText = (value: unknown): value is string => typeof value === 'string'
const isOptionalText = (value: unknown): value is string | null => value === null || typeof value === 'string'
const TEXTS = ['id', 'href', 'brand', 'model', 'version'] as const
const OPTIONAL_TEXTS = ['mileage', 'fuel', 'gearbox', 'city', 'price', 'previousPrice'] as const
const FLAGS = ['campaign', 'exVat', 'isSample', 'isUsed'] as const

/**
 * A card read back from browser storage, or null when it is not one. Written by hand rather
 * than with zod: this runs in the browser, where zod would add about 80 KB to the car list.
 */
export function parseCarCard(value: unknown): CarCard | null {
  if (!isRecord(value)) return null
  const { image, monthly, year } = value
  const valid =
    TEXTS.every((key) => isText(value[key])) &&
    OPTIONAL_TEXTS.every((key) => isOptionalText(value[key])) &&
    FLAGS.every((key) => typeof value[key] === 'boolean') &&
    (year === null || (typeof year === 'number' && Number.isFinite(year))) &&
    (image === null || (isRecord(image) && isText(image.src) && isOptionalText(image.blurDataUrl))) &&
    (monthly === null ||
      (isRecord(monthly) &&
        isText(monthly.label) &&
        isText(monthly.text) &&
        (monthly.product === 'loan' || monthly.product === 'leasing') &&
        isText(monthly.example) &&
        monthly.example !== ''))
  if (!valid) return null
  const card = value as CarCard
  return {
    id: card.id,
    href: card.href,
    brand: card.brand,
    model: card.model,
    version: card.version,
    year: card.year,
    mileage: card.mileage,
    fuel: card.fuel,
    gearbox: card.gearbox,
    city: card.city,
    image: card.image && { src: card.image.src, blurDataUrl: card.image.blurDataUrl },
    price: card.price,
    previousPrice: card.previousPrice,
    campaign: card.campaign,
    exVat: card.exVat,
    monthly: card.monthly && {
      label: card.monthly.label,
      text: card.monthly.text,
      product: card.monthly.product,
      example: card.monthly.example,
    },
    isSample: card.isSample,
    isUsed: card.isUsed,
  }
}

/** `{car detail base}/{car_id}/{slug}` (spec 2 section 2.3). */
export function carDetailHref(base: string, carId: string, slug: string | null | undefined): string {
  const root = base.endsWith('/') ? base.slice(0, -1) : base
  return `${root}/${encodeURIComponent(carId)}${slug ? `/${encodeURIComponent(slug)}` : ''}`
}
