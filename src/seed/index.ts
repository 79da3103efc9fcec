import { randomBytes } from 'node:crypto'
import {
  commitTransaction,
  createLocalReq,
  getPayload,
  initTransaction,
  killTransaction,
  type Payload,
  type PayloadRequest,
} from 'payload'
import config from '@payload-config'
import type { Lang, SeedBlock, SeedSite } from '@data/seed-types'
import { seedForms } from './forms'
import { seedSiteSettings } from '@data/sites/settings'
import { seedDictionaryFor } from '@/modules/content/dictionary'
import { normaliseSlug } from '@/modules/content/page-path'
import { logger } from '@/lib/logger'
import { env } from '@/lib/env'
import {
  collectImageAlts,
  collectImages,
  collectVideos,
  localizeImageAlts,
  toPayloadBlock,
  uploadAll,
  type MediaId,
} from './content'
import { seedBrands } from './brands'
import { seedChargingPointCount, seedLocations } from './locations'
import { seedServiceBookingWorkshops } from './service-booking'
import { seedCarCount, seedInventory, seedReferenceDate } from './inventory'
import { navigationFields, orderAmongSiblings } from './navigation'
import { seedRedirects } from './redirects'
import { seedStories } from './stories'
import { seedTireHotel } from './tirehotel'
import { demoSites } from './sites'
import { seedRedirectHosts } from '@data/redirects/hosts'

/**
 * Demo content: the group's sites, their page trees in each language, the dictionary and an
 * admin user, then the search inventory (cars, vehicles, dealer sites, kits). Safe to run again:
 * existing records are updated in place, never duplicated; the inventory is replaced.
 */
const context = { disableRevalidate: true }

async function seedAdmin(payload: Payload) {
  const { totalDocs } = await payload.count({ collection: 'users' })
  if (totalDocs > 0) return
  const email = env().ADMIN_EMAIL ?? 'admin@retail-cloud.local'
  const password = env().ADMIN_PASSWORD ?? randomBytes(12).toString('base64url')
  await payload.create({ collection: 'users', data: { email, password, name: 'Administrator' }, context })
  if (env().ADMIN_PASSWORD) console.log(`Admin user created: ${email}`)
  else console.log(`\nAdmin user created: ${email}\nPassword (shown once): ${password}\n`)
}

async function seedSites(payload: Payload): Promise<Map<string, number>> {
  const ids = new Map<string, number>()
  for (const settings of seedSiteSettings) {
    const existing = await payload.find({
      collection: 'sites',
      where: { name: { equals: settings.name } },
      limit: 1,
      depth: 0,
    })
    const data = { ...settings, redirectHosts: seedRedirectHosts[settings.name] ?? [], allowIndexing: true }
    const found = existing.docs[0]
    const doc = found
      ? await payload.update({ collection: 'sites', id: found.id, data, depth: 0, context })
      : await payload.create({ collection: 'sites', data, depth: 0, context })
    ids.set(settings.name, doc.id)
  }
  return ids
}

async function seedPages(
  payload: Payload,
  req: PayloadRequest,
  site: SeedSite,
  siteId: number,
  mediaId: MediaId,
  formIds: Map<string, number | string>,
) {
  // An embedded form block names a seeded form; the page stores that form's URL.
  const block = (b: SeedBlock) =>
    toPayloadBlock(
      b.blockType === 'embeddedForm' && b.form ? { ...b, formUrl: `/forms/${formIds.get(b.form)}` } : b,
      mediaId,
    )
  const settings = seedSiteSettings.find((s) => s.name === site.name)
  if (!settings) throw new Error(`No settings for site ${site.name}`)
  const idsByPath = new Map<string, number>()
  const siblingOrder = orderAmongSiblings(site.pages)
  const byDepth = [...site.pages].sort(
    (a, b) => a.path.split('/').length - b.path.split('/').length || a.path.localeCompare(b.path),
  )
  for (const page of byDepth) {
    const segments = page.path.split('/').filter(Boolean)
    const parentPath =
      segments.length > 1 ? `/${segments.slice(0, -1).join('/')}` : segments.length === 1 ? '/' : undefined
    const parent = parentPath ? idsByPath.get(parentPath) : undefined
    if (parentPath && parent === undefined) throw new Error(`${site.name}${page.path}: parent ${parentPath} missing`)
    const existing = await payload.find({
      collection: 'pages',
      where: { and: [{ site: { equals: siteId } }, { path: { equals: page.path } }] },
      limit: 1,
      depth: 0,
      draft: true,
      req,
    })
    let id = existing.docs[0]?.id
    const langs = [settings.defaultLanguage, ...settings.languages.filter((l) => l !== settings.defaultLanguage)]
    for (const lang of langs as Lang[]) {
      const content = page.content[lang]
      if (!content) continue
      const data = {
        title: content.title,
        navTitle: content.navTitle,
        metaTitle: content.metaTitle,
        metaDescription: content.metaDescription,
        header: await Promise.all((content.header ?? []).map(block)),
        main: await Promise.all(content.main.map(block)),
        footer: await Promise.all((content.footer ?? []).map(block)),
        site: siteId,
        parent: parent ?? null,
        slug: normaliseSlug(segments.at(-1)),
        itemId: page.itemId,
        brandDesign: page.brandDesign ?? null,
        navigationTitle: content.navigationTitle,
        ...navigationFields(page, siblingOrder.get(page.path) ?? 0),
        noIndex: page.noIndex ?? false,
        _status: 'published' as const,
      }
      if (id === undefined) {
        id = (await payload.create({ collection: 'pages', locale: lang, data: data as never, depth: 0, context, req }))
          .id
      } else {
        await payload.update({ collection: 'pages', id, locale: lang, data: data as never, depth: 0, context, req })
      }
    }
    if (id !== undefined) idsByPath.set(page.path, id)
  }
  return idsByPath.size
}

async function seedDictionary(payload: Payload, req: PayloadRequest, siteName: string, siteId: number, langs: Lang[]) {
  let created = 0
  for (const lang of langs) {
    const existing = await payload.find({
      collection: 'dictionary',
      where: { and: [{ site: { equals: siteId } }, { language: { equals: lang } }] },
      limit: 10000,
      depth: 0,
      pagination: false,
      select: { key: true },
      req,
    })
    const have = new Set(existing.docs.map((d) => d.key))
    const now = new Date().toISOString()
    for (const [key, value] of Object.entries(seedDictionaryFor(lang))) {
      if (have.has(key)) continue // editors' changes survive a re-seed
      // Straight to the database: the repository's own texts are valid by construction, and the
      // full create (validation, hooks, a read-back) of thousands of entries took minutes on CI.
      await payload.db.create({
        collection: 'dictionary',
        data: { site: siteId, language: lang, key, value, createdAt: now, updatedAt: now },
        req,
      })
      created++
    }
  }
  logger.debug({ site: siteName, created }, 'dictionary seeded')
  return created
}

/** Runs `work` in one database transaction: one commit instead of thousands keeps seeding fast. */
async function inTransaction<T>(payload: Payload, work: (req: PayloadRequest) => Promise<T>): Promise<T> {
  const req = await createLocalReq({ context }, payload)
  await initTransaction(req)
  try {
    const result = await work(req)
    await commitTransaction(req)
    return result
  } catch (error) {
    await killTransaction(req)
    throw error
  }
}

async function main() {
  const started = Date.now()
  // Read first, so a bad --cars stops the seed before it changes anything.
  const cars = seedCarCount(process.argv.slice(2), process.env)
  const chargingPoints = seedChargingPointCount(process.argv.slice(2), process.env)
  const referenceDate = seedReferenceDate(process.env)
  const payload = await getPayload({ config })
  await seedAdmin(payload)
  const siteIds = await seedSites(payload)

  const images = collectImages(demoSites)
  const videos = collectVideos(demoSites)
  const mediaId = await inTransaction(payload, (req) => uploadAll(payload, [...images, ...videos], req))
  await inTransaction(payload, (req) => localizeImageAlts(payload, collectImageAlts(demoSites), req))
  console.log(
    `  ${images.length} demo images, ${videos.length} demo videos ready (${((Date.now() - started) / 1000).toFixed(1)} s)`,
  )

  const formIds = await inTransaction(payload, (req) => seedForms(payload, req))
  for (const site of demoSites) {
    const siteId = siteIds.get(site.name)
    const settings = seedSiteSettings.find((s) => s.name === site.name)
    if (siteId === undefined || !settings) throw new Error(`Site ${site.name} has content but no settings`)
    const [pages, words] = await inTransaction(payload, async (req) => [
      await seedPages(payload, req, site, siteId, mediaId, formIds),
      await seedDictionary(payload, req, site.name, siteId, settings.languages),
    ])
    console.log(`  ${site.name}: ${pages} pages, ${words} new dictionary entries`)
  }
  console.log(`Seeded ${demoSites.length} sites in ${((Date.now() - started) / 1000).toFixed(1)} s`)

  const brands = await inTransaction(payload, (req) => seedBrands(payload, req))
  console.log(
    `  brands: ${brands.created} created, ${brands.updated} given missing logos, ${brands.logos} logos uploaded`,
  )

  const stories = await inTransaction(payload, (req) => seedStories(payload, req, siteIds))
  console.log(
    `  stories: ${Object.entries(stories)
      .map(([site, n]) => `${site} ${n}`)
      .join(', ')}`,
  )

  const redirects = await inTransaction(payload, (req) => seedRedirects(payload, req))
  console.log(
    `  redirects: ${Object.entries(redirects)
      .map(([site, n]) => `${site} ${n}`)
      .join(', ')}`,
  )

  const locationsStarted = Date.now()
  const locations = await inTransaction(payload, (req) =>
    seedLocations(payload, req, siteIds, chargingPoints, referenceDate),
  )
  console.log(
    `  locations: ${Object.entries(locations)
      .map(([site, n]) => `${site} ${n}`)
      .join(', ')} (${((Date.now() - locationsStarted) / 1000).toFixed(1)} s)`,
  )

  const workshopsStarted = Date.now()
  const workshops = await inTransaction(payload, (req) => seedServiceBookingWorkshops(payload, req, referenceDate))
  console.log(`  service-booking workshops: ${workshops} (${((Date.now() - workshopsStarted) / 1000).toFixed(1)} s)`)
  const tyresStarted = Date.now()
  const tyres = await inTransaction(payload, (req) => seedTireHotel(payload, req))
  console.log(
    `  tyre hotel: ${Object.entries(tyres)
      .map(([k, n]) => `${k} ${n}`)
      .join(', ')} (${((Date.now() - tyresStarted) / 1000).toFixed(1)} s)`,
  )

  await seedInventory(cars, referenceDate)
  process.exit(0)
}

// `payload run` exits once this module has loaded, so the work is awaited at the top level.
try {
  await main()
} catch (error) {
  console.error(error)
  process.exit(1)
}
