import type { DealerSite } from '../../src/modules/search/documents'
import { BRANDS } from './brands'
import { inventoryImageUrl, noBlur, SITE_PICTURE_COUNT, inventoryImageFile, type BlurLookup } from './images'
import { DEPARTMENT_NAMES, STAFF_TITLES, type DepartmentGroup } from './lexicon'
import { MARKETS, type CountryCode } from './markets'
import { landline, mailbox, person } from './people'
import { Random, seedFor } from './random'
import { schedule } from './opening-hours'
import { SITE_ROWS, type SiteRow } from './site-rows'

/**
 * The dealer-site documents: the hand-written site table (site-rows.ts) with departments, their
 * brands, opening schedules and staff. Staff, phone numbers and vacations are drawn from the seed.
 */

const COUNTRY_DIGIT: Record<CountryCode, number> = { SE: 1, NO: 2, FI: 3, SK: 4, GB: 5 }

/** Brand codes the dealer systems use that are not brands of the catalogue. */
const EXTRA_BRAND_NAMES: Record<string, string> = {
  MB_TR: 'Mercedes-Benz Transportbilar',
  FO_TR: 'Ford Transit',
  VW_TR: 'Volkswagen Transportbilar',
  RE_TR: 'Renault Transportbilar',
  FI_TR: 'Fiat Professional',
  MH_TR: 'MAN Truck & Bus',
}

export function brandCodeName(code: string): string {
  return EXTRA_BRAND_NAMES[code] ?? BRANDS.find((brand) => brand.code === code)?.name ?? code
}

/** The catalogue brand a (sub-)brand code sells, if any: 'MB_TR' sells Mercedes-Benz vans. */
export function brandOfCode(code: string): string | null {
  const parent = code.split('_')[0]
  return BRANDS.find((brand) => brand.code === parent)?.name ?? null
}

/** A dealer site as the car generator needs it: the document plus who sells what. */
export type DealerSiteInfo = {
  row: SiteRow
  country: CountryCode
  site: DealerSite
  /** Catalogue brands sold new at the site. */
  brands: readonly string[]
}

const DEPARTMENT_TYPE: Record<DepartmentGroup, string> = {
  'New cars': 'sales',
  'Used cars': 'sales',
  Workshop: 'service',
  Parts: 'parts',
  'Body work': 'bodyshop',
}

const ERP_SUFFIX: Record<DepartmentGroup, string> = {
  'New cars': '10',
  'Used cars': '20',
  Workshop: '30',
  Parts: '40',
  'Body work': '50',
}

/** Mailbox words per department group, in the market's language. */
const DEPARTMENT_MAILBOX: Record<DepartmentGroup, Record<CountryCode, string>> = {
  'New cars': { SE: 'nybil', NO: 'nybil', FI: 'uudet', SK: 'predaj', GB: 'sales' },
  'Used cars': { SE: 'begagnat', NO: 'bruktbil', FI: 'vaihtoautot', SK: 'jazdene', GB: 'usedcars' },
  Workshop: { SE: 'verkstad', NO: 'verksted', FI: 'huolto', SK: 'servis', GB: 'service' },
  Parts: { SE: 'reservdelar', NO: 'deler', FI: 'varaosat', SK: 'diely', GB: 'parts' },
  'Body work': { SE: 'skadeverkstad', NO: 'skade', FI: 'korikorjaamo', SK: 'karosaren', GB: 'bodyshop' },
}

const GROUPS: readonly DepartmentGroup[] = ['New cars', 'Used cars', 'Workshop', 'Parts', 'Body work']

function departments(random: Random, row: SiteRow, country: CountryCode, siteId: string, reference: Date) {
  const lang = MARKETS[country].lang
  const domain = MARKETS[country].mailDomain
  const serviceBrands = [...row.brands]
  // Some workshops also service Fiat Professional and MAN vans (the sub-brands that keep their own logo).
  if (random.chance(0.25) && !serviceBrands.includes('FI_TR')) serviceBrands.push('FI_TR')
  if (random.chance(0.15) && !serviceBrands.includes('MH_TR')) serviceBrands.push('MH_TR')
  const groups = GROUPS.filter(
    (group) => (group !== 'Parts' || random.chance(0.75)) && (group !== 'Body work' || random.chance(0.45)),
  )
  return groups.map((group, index) => {
    const brandCodes =
      group === 'Used cars' || group === 'Body work' ? [] : group === 'New cars' ? row.brands : serviceBrands
    const titles = STAFF_TITLES[group][lang]
    const staffCount =
      group === 'New cars' ? random.int(2, 4) : group === 'Used cars' ? random.int(1, 3) : random.int(1, 3)
    const users = Array.from({ length: staffCount }, (_, i) => {
      const who = person(random, country)
      const title = index === 0 && i === 0 ? (STAFF_TITLES.manager[lang][0] ?? titles[0]) : random.pick(titles)
      return { ...who, title }
    })
    const name = DEPARTMENT_NAMES[group][lang]
    return {
      name,
      official_name: `${row.name} – ${name}`,
      group,
      department_type: DEPARTMENT_TYPE[group],
      phone: landline(random, country, row.area),
      email: `${mailbox(DEPARTMENT_MAILBOX[group][country], row.slug)}@${domain}`,
      erp_id: `${siteId}${ERP_SUFFIX[group]}`,
      brands: brandCodes.map((code) => ({ brand_code: code, name: brandCodeName(code) })),
      users,
      openingschedule: schedule(random, group, country, reference),
    }
  })
}

export type DealerSiteOptions = {
  seed?: number
  /** The day the demo is set on: holidays and vacations are placed around it. */
  referenceDate?: Date
  blur?: BlurLookup
}

export const DEFAULT_SEED = 20261101
export const DEFAULT_REFERENCE_DATE = new Date(Date.UTC(2026, 10, 1))

/** Every dealer site with the facts the car generator needs. */
export function dealerSiteInfos(options: DealerSiteOptions = {}): DealerSiteInfo[] {
  const seed = options.seed ?? DEFAULT_SEED
  const reference = options.referenceDate ?? DEFAULT_REFERENCE_DATE
  const blur = options.blur ?? noBlur
  const out: DealerSiteInfo[] = []
  for (const country of Object.keys(SITE_ROWS) as CountryCode[]) {
    const rows = SITE_ROWS[country]
    rows.forEach((row, index) => {
      const random = new Random(seedFor(seed, 'site', row.slug))
      const siteId = String(COUNTRY_DIGIT[country] * 1000 + 101 + index)
      const picture = 1 + ((index * 7 + COUNTRY_DIGIT[country]) % SITE_PICTURE_COUNT)
      const original = { kind: 'site', number: picture, thumb: false } as const
      const thumb = { kind: 'site', number: picture, thumb: true } as const
      const site_departments = departments(random, row, country, siteId, reference)
      const salesEmail = site_departments[0]?.email ?? null
      const site: DealerSite = {
        site_id: siteId,
        slug: row.slug,
        site_official_name: row.name,
        site_city: row.city,
        site_street: row.street,
        site_zip: row.zip,
        site_phone: landline(random, country, row.area),
        site_email: salesEmail,
        site_geocoord: `${row.lat},${row.lng}`,
        site_primary_image: {
          thumbnail_url: inventoryImageUrl(thumb),
          original: inventoryImageUrl(original),
          blur_data_url: blur(inventoryImageFile(thumb)),
        },
        site_image_url: inventoryImageUrl(original),
        site_brands: [...new Set(row.brands.map((code) => brandOfCode(code) ?? brandCodeName(code)))],
        site_region: row.region,
        website_city: row.websiteCity,
        website_sort_order: (index + 1) * 10,
        country_code: country,
        site_departments,
      }
      const brands = [...new Set(row.brands.map(brandOfCode).filter((name): name is string => name !== null))]
      out.push({ row, country, site, brands })
    })
  }
  return out
}

/** The dealer-site documents for the `sites` index. */
export function generateDealerSites(options: DealerSiteOptions = {}): DealerSite[] {
  return dealerSiteInfos(options).map((info) => info.site)
}
