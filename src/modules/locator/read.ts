import type { ChargerOption, Location, OpeningRow } from './types'
import { chargerOptionSchema, isLocationType, openingRowSchema } from './types'

/**
 * The read rules of spec 1 section 5: what a stored location must hold to be shown. A raw record
 * is whatever the CMS, an import file or a feed holds; nothing about it is trusted.
 */

/** The most children one read fetches (spec 1 section 9). */
export const READ_PAGE_SIZE = 300

export type RawLocation = Record<string, unknown>

export type ReadLog = { warn: (details: object, message: string) => void }

const NUMBER = /^[-+]?(?:\d+(?:\.\d*)?|\.\d+)$/

/** A coordinate as a number; blank, non-numeric or not finite: null (spec: "empty"). */
export function parseCoordinate(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null
  if (typeof value !== 'string') return null
  const text = value.trim()
  if (!NUMBER.test(text)) return null
  const number = Number(text)
  return Number.isFinite(number) ? number : null
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '')

const strings = (value: unknown): string[] => {
  const list = Array.isArray(value) ? value : typeof value === 'string' ? [value] : []
  return list
    .map((item) => (typeof item === 'string' ? item : (item as { value?: unknown } | null)?.value))
    .map(text)
    .filter(Boolean)
}

function rows<T>(value: unknown, parse: (item: unknown) => T | null): T[] {
  if (!Array.isArray(value)) return []
  return value.map(parse).filter((item): item is T => item !== null)
}

const openingRow = (item: unknown): OpeningRow | null => {
  const parsed = openingRowSchema.safeParse(item)
  return parsed.success ? parsed.data : null
}

const chargerOption = (item: unknown): ChargerOption | null => {
  const parsed = chargerOptionSchema.safeParse(item)
  return parsed.success ? parsed.data : null
}

export type ReadVerdict =
  | { ok: true; location: Location }
  | { ok: false; reason: 'missing-field'; field: string }
  | { ok: false; reason: 'bad-coordinates' }
  | { ok: false; reason: 'unknown-type' }

/**
 * One record as a location, or why it is not shown: a missing or unknown type; an empty id,
 * name, city, address or zip; latitude or longitude not a number within the world.
 */
export function readLocation(raw: RawLocation): ReadVerdict {
  const type = raw.locationType ?? raw.type
  if (!isLocationType(type)) return { ok: false, reason: 'unknown-type' }
  const id = text(raw.id ?? raw.locationId)
  const fields = { id, name: text(raw.name), city: text(raw.city), address: text(raw.address), zip: text(raw.zip) }
  for (const [field, value] of Object.entries(fields)) {
    if (!value) return { ok: false, reason: 'missing-field', field }
  }
  const lat = parseCoordinate(raw.lat)
  const lng = parseCoordinate(raw.lng)
  if (lat === null || lng === null || Math.abs(lat) > 90 || Math.abs(lng) > 180) {
    return { ok: false, reason: 'bad-coordinates' }
  }
  const location: Location = {
    ...fields,
    locationType: type,
    lat,
    lng,
    open24h: raw.open24h === true,
    openingHours: rows(raw.openingHours, openingRow),
  }
  const info = text(raw.info)
  if (info) location.info = info
  const dealerPath = text(raw.dealerPath)
  if (dealerPath.startsWith('/') && !dealerPath.startsWith('//')) location.dealerPath = dealerPath
  if (type === 'ChargingPoint') location.chargerOptions = rows(raw.chargerOptions, chargerOption)
  if (type === 'F150Location') {
    location.email = strings(raw.email ?? raw.emails)
    location.phone = strings(raw.phone ?? raw.phones)
    location.webpage = strings(raw.webpage ?? raw.webpages)
  }
  return { ok: true, location }
}

export type ReadResult = { locations: Location[]; skipped: number }

/**
 * The records that may be shown, in their order. Bad coordinates are skipped with a warning
 * (spec 1 section 5); other records that break a rule are skipped quietly but counted.
 */
export function readLocations(raws: readonly RawLocation[], log?: ReadLog): ReadResult {
  const locations: Location[] = []
  let skipped = 0
  for (const raw of raws) {
    const verdict = readLocation(raw)
    if (verdict.ok) {
      locations.push(verdict.location)
      continue
    }
    skipped++
    if (verdict.reason === 'bad-coordinates') {
      log?.warn({ id: raw.id ?? raw.locationId, lat: raw.lat, lng: raw.lng }, 'location skipped: invalid coordinates')
    }
  }
  return { locations, skipped }
}

export type ReadPage = (offset: number, limit: number) => Promise<{ docs: RawLocation[]; totalDocs: number }>

/** Every record, read `READ_PAGE_SIZE` per call until all are read. */
export async function readAllPages(readPage: ReadPage, pageSize = READ_PAGE_SIZE): Promise<RawLocation[]> {
  const all: RawLocation[] = []
  for (let offset = 0; ; offset += pageSize) {
    const { docs, totalDocs } = await readPage(offset, pageSize)
    all.push(...docs)
    if (docs.length < pageSize || all.length >= totalDocs) return all
  }
}

export type LoadLog = ReadLog & { error: (details: object, message: string) => void }

/**
 * A site's locations in a language (spec 1 section 8): without a site or language, or when a
 * read fails, the error is logged and the list is empty.
 */
export async function loadLocations(
  context: { site?: string | null; lang?: string | null },
  readAll: () => Promise<RawLocation[]>,
  log: LoadLog,
): Promise<ReadResult> {
  if (!context.site || !context.lang) {
    log.error({ site: context.site, lang: context.lang }, 'locations need a site and a language')
    return { locations: [], skipped: 0 }
  }
  try {
    return readLocations(await readAll(), log)
  } catch (error) {
    log.error({ err: error, site: context.site, lang: context.lang }, 'locations could not be read')
    return { locations: [], skipped: 0 }
  }
}
