import { collapseBrands } from './brands'
import { toE164 } from './phone'
import { isValidVacation } from './vacations'
import type { DealerSite, Department, OpeningHoursRow, ScheduleInput, Weekday } from './types'

/**
 * A dealer site as schema.org `AutoDealer` JSON-LD for its detail page: contact, address,
 * coordinates, weekly hours and special hours (holidays and vacations), and one entry per
 * department typed by what the department does.
 */

export type JsonLd = { '@context'?: 'https://schema.org'; '@type': string; [key: string]: unknown }

/** The schema.org type of a department group; groups the product does not know are automotive businesses. */
export const DEPARTMENT_TYPES: Readonly<Record<string, string>> = {
  'New cars': 'AutoDealer',
  'Used cars': 'AutoDealer',
  Workshop: 'AutoRepair',
  Parts: 'AutoPartsStore',
  'Body work': 'AutoBodyShop',
  'Tyre hotel': 'TireShop',
}

export function departmentType(group: string): string {
  return DEPARTMENT_TYPES[group] ?? 'AutomotiveBusiness'
}

const DAY_URL: Record<Weekday, string> = {
  monday: 'https://schema.org/Monday',
  tuesday: 'https://schema.org/Tuesday',
  wednesday: 'https://schema.org/Wednesday',
  thursday: 'https://schema.org/Thursday',
  friday: 'https://schema.org/Friday',
  saturday: 'https://schema.org/Saturday',
  sunday: 'https://schema.org/Sunday',
}

/** Weekly hours: only rows that have both an opening and a closing time (spec 2 section 2.7). */
export function openingHoursSpecification(rows: readonly OpeningHoursRow[] | null | undefined): JsonLd[] {
  return (rows ?? []).flatMap((row) =>
    row.open && row.close
      ? [{ '@type': 'OpeningHoursSpecification', dayOfWeek: DAY_URL[row.day], opens: row.open, closes: row.close }]
      : [],
  )
}

function special(from: string, through: string, open?: string | null, close?: string | null): JsonLd {
  // schema.org marks a closed day with opens and closes both at midnight.
  const hours = open && close ? { opens: open, closes: close } : { opens: '00:00', closes: '00:00' }
  return { '@type': 'OpeningHoursSpecification', validFrom: from, validThrough: through, ...hours }
}

/**
 * Holidays and vacation days. A vacation's listed days each get their hours; a vacation that lists
 * none is closed throughout. With `from`, days before it are left out.
 */
export function specialOpeningHoursSpecification(schedule: ScheduleInput, from?: string): JsonLd[] {
  const out: { date: string; spec: JsonLd }[] = []
  for (const day of schedule?.deviationdays ?? [])
    out.push({ date: day.date, spec: special(day.date, day.date, day.open, day.close) })
  const deviationDates = new Set(out.map((entry) => entry.date))
  for (const vacation of schedule?.vacationdays ?? []) {
    if (!isValidVacation(vacation)) continue
    if (vacation.days.length === 0) {
      if (!from || vacation.vacationend >= from) {
        const start = from && vacation.vacationstart < from ? from : vacation.vacationstart
        out.push({ date: start, spec: special(start, vacation.vacationend) })
      }
      continue
    }
    for (const day of vacation.days) {
      if (deviationDates.has(day.date)) continue // a holiday inside a vacation keeps the holiday's hours
      out.push({ date: day.date, spec: special(day.date, day.date, day.open, day.close) })
    }
  }
  return out
    .filter((entry) => !from || entry.date >= from)
    .sort((a, b) => a.date.localeCompare(b.date))
    .map((entry) => entry.spec)
}

export function dealerGeo(coord: string | null | undefined): JsonLd | undefined {
  const [lat, lng] = (coord ?? '').split(',').map((part) => Number(part.trim()))
  if (lat === undefined || lng === undefined || !Number.isFinite(lat) || !Number.isFinite(lng) || !coord)
    return undefined
  return { '@type': 'GeoCoordinates', latitude: lat, longitude: lng }
}

/** Leaves out empty values (undefined, null, '', []), so the JSON carries only what there is. */
export function compactJsonLd<T extends object>(value: T): T {
  return Object.fromEntries(
    Object.entries(value).filter(
      ([, v]) => v !== undefined && v !== null && v !== '' && !(Array.isArray(v) && v.length === 0),
    ),
  ) as T
}

/** The site's postal address, with the parts it has. */
export function dealerAddress(site: DealerSite): JsonLd {
  return compactJsonLd({
    '@type': 'PostalAddress',
    streetAddress: site.site_street,
    postalCode: site.site_zip,
    addressLocality: site.site_city,
    addressRegion: site.site_region,
    addressCountry: site.country_code,
  }) as JsonLd
}

export type DealerJsonLdInput = {
  site: DealerSite
  /** The absolute address of the site's detail page. */
  url: string
  /** An absolute picture address; the site's own picture when not given. */
  imageUrl?: string | null
  /** The site's today ('YYYY-MM-DD'): special hours before it are left out. */
  from?: string
}

function departmentJsonLd(department: Department, site: DealerSite, from: string | undefined): JsonLd {
  const schedule = department.openingschedule
  return compactJsonLd({
    '@type': departmentType(department.group),
    name: department.official_name || department.name,
    telephone: toE164(department.phone, site.country_code) ?? undefined,
    email: department.email ?? undefined,
    brand: collapseBrands(department.brands).map((brand) => ({ '@type': 'Brand', name: brand.name })),
    openingHoursSpecification: openingHoursSpecification(schedule?.openinghours),
    specialOpeningHoursSpecification: specialOpeningHoursSpecification(schedule, from),
  }) as JsonLd
}

export function dealerJsonLd({ site, url, imageUrl, from }: DealerJsonLdInput): JsonLd {
  // The site's own hours are its sales department's: what a visitor looking for the dealer means.
  const main =
    site.site_departments.find((d) => d.group === 'New cars') ??
    site.site_departments.find((d) => d.group === 'Used cars') ??
    site.site_departments[0]
  return {
    '@context': 'https://schema.org',
    '@type': 'AutoDealer',
    ...compactJsonLd({
      '@id': `${url}#dealer`,
      name: site.site_official_name,
      url,
      image: imageUrl ?? site.site_image_url ?? site.site_primary_image?.original ?? undefined,
      telephone: toE164(site.site_phone, site.country_code) ?? undefined,
      email: site.site_email ?? undefined,
      address: dealerAddress(site),
      geo: dealerGeo(site.site_geocoord),
      brand: [...new Set(site.site_brands)].map((name) => ({ '@type': 'Brand', name })),
      openingHoursSpecification: openingHoursSpecification(main?.openingschedule?.openinghours),
      specialOpeningHoursSpecification: specialOpeningHoursSpecification(main?.openingschedule, from),
      department: site.site_departments.map((department) => departmentJsonLd(department, site, from)),
    }),
  }
}

/** Serialises JSON-LD for a `<script type="application/ld+json">`: '<' escaped so no text can close the tag. */
export function jsonLdScript(data: JsonLd): string {
  return JSON.stringify(data).replace(/</g, '\\u003c')
}
