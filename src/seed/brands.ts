import type { Payload, PayloadRequest } from 'payload'
import { dealerBrands } from '@data/inventory/dealers'
import { brandLogoFilename, brandLogoSvg, type LogoVariant } from './brand-logos'

/**
 * Seeds the brands collection: every brand code the demo dealers use gets a document with a
 * colour and a black and white logo (generated SVG badges uploaded as media). Safe to run again:
 * logos already uploaded are reused, and a brand an editor has changed keeps its name and logos
 * (only empty logo fields are filled).
 */

const ctx = { disableRevalidate: true }

export type BrandSeedSummary = { created: number; updated: number; logos: number }

export async function seedBrands(payload: Payload, req?: Partial<PayloadRequest>): Promise<BrandSeedSummary> {
  const brands = dealerBrands()
  const media = await payload.find({
    collection: 'media',
    where: { filename: { like: 'brand-' } },
    limit: 100_000,
    depth: 0,
    pagination: false,
    select: { filename: true },
    req,
  })
  const mediaIds = new Map(media.docs.flatMap((d) => (d.filename ? [[d.filename, d.id] as const] : [])))
  let logos = 0
  const logo = async (code: string, name: string, variant: LogoVariant): Promise<number> => {
    const filename = brandLogoFilename(code, variant)
    const known = mediaIds.get(filename)
    if (known !== undefined) return known
    const data = Buffer.from(brandLogoSvg(code, name, variant))
    const doc = await payload.create({
      collection: 'media',
      data: { alt: variant === 'bw' ? `${name} logo, black and white` : `${name} logo` },
      file: { data, mimetype: 'image/svg+xml', name: filename, size: data.length },
      depth: 0,
      context: ctx,
      req,
    })
    mediaIds.set(filename, doc.id)
    logos++
    return doc.id
  }

  const existing = await payload.find({
    collection: 'brands',
    limit: 10_000,
    depth: 0,
    pagination: false,
    req,
  })
  const byCode = new Map(existing.docs.map((doc) => [doc.brandCode, doc]))
  let created = 0
  let updated = 0
  for (const { code, name } of brands) {
    const found = byCode.get(code)
    if (!found) {
      await payload.create({
        collection: 'brands',
        data: {
          brandCode: code,
          name,
          logo: await logo(code, name, 'colour'),
          logoBlackAndWhite: await logo(code, name, 'bw'),
        },
        depth: 0,
        context: ctx,
        req,
      })
      created++
      continue
    }
    if (found.logo && found.logoBlackAndWhite) continue
    await payload.update({
      collection: 'brands',
      id: found.id,
      data: {
        logo: found.logo ?? (await logo(code, found.name, 'colour')),
        logoBlackAndWhite: found.logoBlackAndWhite ?? (await logo(code, found.name, 'bw')),
      },
      depth: 0,
      context: ctx,
      req,
    })
    updated++
  }
  return { created, updated, logos }
}
