import { z } from 'zod'

/**
 * A car as its card shows it (spec 2 section 2.1 and issue 4): built on the server from the
 * search document (./card-document) so the browser gets ready texts, not the feed's hundred
 * fields. This module holds no document schemas, so browser code may import it.
 */

export type CarCardImage = { src: string; blurDataUrl: string | null }

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
  /** e.g. { label: 'Billån', text: '6 451 kr/mån' } from the car's loan or leasing option */
  monthly: { label: string; text: string } | null
  isSample: boolean
  isUsed: boolean
}

export const carCardSchema: z.ZodType<CarCard> = z.object({
  id: z.string(),
  href: z.string(),
  brand: z.string(),
  model: z.string(),
  version: z.string(),
  year: z.number().nullable(),
  mileage: z.string().nullable(),
  fuel: z.string().nullable(),
  gearbox: z.string().nullable(),
  city: z.string().nullable(),
  image: z.object({ src: z.string(), blurDataUrl: z.string().nullable() }).nullable(),
  price: z.string().nullable(),
  previousPrice: z.string().nullable(),
  campaign: z.boolean(),
  exVat: z.boolean(),
  monthly: z.object({ label: z.string(), text: z.string() }).nullable(),
  isSample: z.boolean(),
  isUsed: z.boolean(),
})

/** `{car detail base}/{car_id}/{slug}` (spec 2 section 2.3). */
export function carDetailHref(base: string, carId: string, slug: string | null | undefined): string {
  const root = base.endsWith('/') ? base.slice(0, -1) : base
  return `${root}/${encodeURIComponent(carId)}${slug ? `/${encodeURIComponent(slug)}` : ''}`
}
