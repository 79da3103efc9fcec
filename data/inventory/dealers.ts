import { logoBrandCode } from '../../src/modules/dealers/brands'
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

type Department = DealerSite['site_departments'][number]

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
  'Tyre hotel': 'tyrehotel',
}

const ERP_SUFFIX: Record<DepartmentGroup, string> = {
  'New cars': '10',
  'Used cars': '20',
  Workshop: '30',
  Parts: '40',
  'Body work': '50',
  'Tyre hotel': '60',
}

/** Mailbox words per department group, in the market's language. */
const DEPARTMENT_MAILBOX: Record<DepartmentGroup, Record<CountryCode, string>> = {
  'New cars': { SE: 'nybil', NO: 'nybil', FI: 'uudet', SK: 'predaj', GB: 'sales' },
  'Used cars': { SE: 'begagnat', NO: 'bruktbil', FI: 'vaihtoautot', SK: 'jazdene', GB: 'usedcars' },
  Workshop: { SE: 'verkstad', NO: 'verksted', FI: 'huolto', SK: 'servis', GB: 'service' },
  Parts: { SE: 'reservdelar', NO: 'deler', FI: 'varaosat', SK: 'diely', GB: 'parts' },
  'Body work': { SE: 'skadeverkstad', NO: 'skade', FI: 'korikorjaamo', SK: 'karosaren', GB: 'bodyshop' },
  'Tyre hotel': { SE: 'dackhotell', NO: 'dekkhotell', FI: 'rengashotelli', SK: 'pneuhotel', GB: 'tyres' },
}

const GROUPS: readonly DepartmentGroup[] = ['New cars', 'Used cars', 'Workshop', 'Parts', 'Body work']

/** How often a site has a tyre hotel: most Swedish sites, some elsewhere. */
const TYRE_HOTEL_SHARE: Record<CountryCode, number> = { SE: 0.85, NO: 0.5, FI: 0.4, SK: 0.25, GB: 0.3 }

/** The service a UK department offers, the find-us page's filter (site_departments.service_name). */
const UK_SERVICE: Record<DepartmentGroup, string> = {
  'New cars': 'New Cars',
  'Used cars': 'Used Cars',
  Workshop: 'Servicing',
  Parts: 'Parts',
  'Body work': 'Bodyshop',
  'Tyre hotel': 'Tyres',
}

/**
 * Sites whose workshop is being refitted at the reference date whatever the draw says, so the
 * demo always shows a current vacation on the Swedish group site (and only the one there).
 */
export const CURRENT_VACATION_SITES: readonly string[] = ['hedin-automotive-barkarby']

/**
 * Staff portraits: the demo has no pictures of people, so a few staff point at a picture that
 * does not exist (the page falls back to their initials); the rest have none.
 */
export const MISSING_PORTRAIT_PATH = '/images/inventory/v1-staff-portrait-'
const PORTRAIT_SITES_PER_COUNTRY = 2

type DepartmentContext = {
  row: SiteRow
  country: CountryCode
  siteId: string
  reference: Date
  /** The site's place in its country's list. */
  index: number
  seed: number
}

function departments(random: Random, { row, country, siteId, reference, index: siteIndex, seed }: DepartmentContext) {
  const lang = MARKETS[country].lang
  const domain = MARKETS[country].mailDomain
  const serviceBrands = [...row.brands]
  // Some workshops also service Fiat Professional and MAN vans (the sub-brands that keep their own logo).
  if (random.chance(0.25) && !serviceBrands.includes('FI_TR')) serviceBrands.push('FI_TR')
  if (random.chance(0.15) && !serviceBrands.includes('MH_TR')) serviceBrands.push('MH_TR')
  const groups = GROUPS.filter(
    (group) => (group !== 'Parts' || random.chance(0.75)) && (group !== 'Body work' || random.chance(0.45)),
  )
  // Tyre hotels and UK extras draw from their own streams: adding them changed no other department.
  const extras = new Random(seedFor(seed, 'site-extras', row.slug))
  if (extras.chance(TYRE_HOTEL_SHARE[country])) groups.push('Tyre hotel')
  const currentVacation = CURRENT_VACATION_SITES.includes(row.slug)
  const made = groups.map((group, index): Department => {
    const departmentRandom = group === 'Tyre hotel' ? extras : random
    const brandCodes =
      group === 'Used cars' || group === 'Body work' || group === 'Tyre hotel'
        ? []
        : group === 'New cars'
          ? row.brands
          : serviceBrands
    const titles = STAFF_TITLES[group][lang]
    const staffCount =
      group === 'New cars'
        ? departmentRandom.int(2, 4)
        : group === 'Used cars'
          ? departmentRandom.int(1, 3)
          : departmentRandom.int(1, 3)
    const users = Array.from({ length: staffCount }, (_, i) => {
      const who = person(departmentRandom, country)
      const title =
        index === 0 && i === 0 ? (STAFF_TITLES.manager[lang][0] ?? titles[0]) : departmentRandom.pick(titles)
      const portrait = siteIndex < PORTRAIT_SITES_PER_COUNTRY && index === 0 && i === 0
      return portrait ? { ...who, title, image_url: `${MISSING_PORTRAIT_PATH}${siteId}.jpg` } : { ...who, title }
    })
    const name = DEPARTMENT_NAMES[group][lang]
    return {
      name,
      official_name: `${row.name} – ${name}`,
      group,
      department_type: DEPARTMENT_TYPE[group],
      phone: landline(departmentRandom, country, row.area),
      email: `${mailbox(DEPARTMENT_MAILBOX[group][country], row.slug)}@${domain}`,
      erp_id: `${siteId}${ERP_SUFFIX[group]}`,
      ...(country === 'GB' ? { service_name: UK_SERVICE[group] } : {}),
      brands: brandCodes.map((code) => ({ brand_code: code, name: brandCodeName(code) })),
      users,
      openingschedule: schedule(departmentRandom, group, country, reference, { currentVacation }),
    }
  })
  if (country === 'GB' && siteIndex % 2 === 0) made.push(motCentre(extras, row, siteId, reference))
  return made
}

/** A UK MOT testing centre beside the workshop: the find-us page filters on its service name. */
function motCentre(random: Random, row: SiteRow, siteId: string, reference: Date): Department {
  const workshop = schedule(random, 'Workshop', 'GB', reference)
  return {
    name: 'MOT Centre',
    official_name: `${row.name} – MOT Centre`,
    group: 'Workshop',
    department_type: 'mot',
    phone: landline(random, 'GB', row.area),
    email: `${mailbox('mot', row.slug)}@${MARKETS.GB.mailDomain}`,
    erp_id: `${siteId}35`,
    service_name: 'MOT',
    brands: [],
    users: [{ ...person(random, 'GB'), title: 'MOT Tester' }],
    openingschedule: { ...workshop, vacationdays: [] },
  }
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
      const random = new Random(seedFor(seed, 'site', row.formerSlug ?? row.slug))
      const siteId = String(COUNTRY_DIGIT[country] * 1000 + 101 + index)
      const picture = 1 + ((index * 7 + COUNTRY_DIGIT[country]) % SITE_PICTURE_COUNT)
      const original = { kind: 'site', number: picture, thumb: false } as const
      const thumb = { kind: 'site', number: picture, thumb: true } as const
      const site_departments = departments(random, { row, country, siteId, reference, index, seed })
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
        site_timezone: MARKETS[country].timeZone,
        site_departments,
      }
      const brands = [...new Set(row.brands.map(brandOfCode).filter((name): name is string => name !== null))]
      out.push({ row, country, site, brands })
    })
  }
  return out
}

/**
 * Every brand code the demo dealers use, with its name: the departments' codes, the parents
 * collapsed sub-brands show, and every sub-brand the dealer systems know. The seed gives each a logo.
 */
export function dealerBrands(options: DealerSiteOptions = {}): { code: string; name: string }[] {
  const codes = new Set<string>()
  for (const site of generateDealerSites(options))
    for (const department of site.site_departments) for (const brand of department.brands) codes.add(brand.brand_code)
  for (const code of Object.keys(EXTRA_BRAND_NAMES)) codes.add(code)
  // A collapsed sub-brand shows its parent's logo (FI_TR and MH_TR keep their own).
  for (const code of [...codes]) codes.add(logoBrandCode(code))
  return [...codes].sort().map((code) => ({ code, name: brandCodeName(code) }))
}

/** The dealer-site documents for the `sites` index. */
export function generateDealerSites(options: DealerSiteOptions = {}): DealerSite[] {
  return dealerSiteInfos(options).map((info) => info.site)
}
