import { distanceKm } from '@/modules/geo/haversine'
import { parseGeocoord } from '@/modules/geo/parse-geocoord'
import { ENGLISH_NAMES, FINNISH_SWEDISH_NAMES, UK_POSTCODE_AREAS, type City } from './cities'
import { compact, normalizeWords } from './normalize'
import { rankHits, TermIndex, type Hit, type Term } from './term-index'
import { isPlaceCountry, type Place, type PlaceCountry, type PlaceKind } from './types'

/** One place the gazetteer knows, before it is shown in a language. */
type Entry = {
  id: string
  kind: PlaceKind
  country: PlaceCountry
  lat: number
  lng: number
  population: number
  name: string
  /** Finnish towns: the Swedish and Finnish names, for visitors of those languages. */
  names?: { sv?: string; fi?: string }
  /** Dealer places: the line before the country ('Norra Stationsgatan 53, 113 43 Stockholm'). */
  line?: string
}

/** The fields of a dealer-site document (spec 2 section 3.5) the gazetteer reads. */
export type DealerDocument = {
  site_id?: unknown
  slug?: unknown
  site_official_name?: unknown
  site_city?: unknown
  site_street?: unknown
  site_zip?: unknown
  site_geocoord?: unknown
  country_code?: unknown
}

export const DEALER_FIELDS = [
  'site_id',
  'slug',
  'site_official_name',
  'site_city',
  'site_street',
  'site_zip',
  'site_geocoord',
  'country_code',
] as const satisfies readonly (keyof DealerDocument)[]

export type GazetteerSearch = { country?: PlaceCountry; lang?: string; limit: number }

/** Places nearer than this are offered by reverse; a point in the sea far from any town gets none. */
const REVERSE_RADIUS_KM = 200
const REVERSE_LIMIT = 5

/** A UK postcode, or its outward code alone: 'SW1A', 'SW1A 1AA', 'm17 1ry'. */
const UK_POSTCODE = /^([a-z]{1,2})(\d[a-z\d]?)(?:\s*(\d[a-z]{2}))?$/i

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '')

/** Every compact key of a name: the whole, and from each later word on (flagged inner). */
function termsOf(name: string, entry: number, alias?: string): Term[] {
  const words = normalizeWords(name).split(' ').filter(Boolean)
  const terms: Term[] = []
  for (let i = 0; i < words.length; i++) {
    const key = words.slice(i).join('')
    if (key) terms.push({ key, entry, inner: i > 0, alias })
  }
  return terms
}

class Part {
  readonly index: TermIndex
  constructor(
    readonly entries: Entry[],
    terms: Term[],
  ) {
    this.index = new TermIndex(terms, entries)
  }
}

type Ranked = { entry: Entry; hit: Hit }

/**
 * The embedded gazetteer: the towns of our five markets (GeoNames), Finnish towns also by their
 * Swedish names, UK postcode areas, and the dealer sites' names, addresses and postcodes from
 * the sites index. Matching ignores case, accents and spaces; exact and prefix hits come first,
 * then typos, the bigger town first among equals.
 */
export class Gazetteer {
  private readonly cities: Part
  private dealers: Part = new Part([], [])
  private dealerFingerprint = ''
  private dealerDocuments: readonly DealerDocument[] | undefined
  private readonly townByName = new Map<string, Entry>()
  private readonly displayNames = new Map<string, Intl.DisplayNames>()

  constructor(cities: readonly City[]) {
    const entries: Entry[] = []
    const terms: Term[] = []
    const finnish = new Map<string, readonly [string, string]>()
    for (const pair of FINNISH_SWEDISH_NAMES) {
      finnish.set(pair[0], pair)
      finnish.set(pair[1], pair)
    }
    const english = new Map(ENGLISH_NAMES.map(([country, name, alias]) => [`${country}:${name}`, alias]))
    for (const city of cities) {
      const index = entries.length
      const entry: Entry = {
        id: `gn:${city.id}`,
        kind: 'city',
        country: city.country,
        lat: city.lat,
        lng: city.lng,
        population: city.population,
        name: city.name,
      }
      entries.push(entry)
      terms.push(...termsOf(city.name, index))
      const pair = city.country === 'FI' ? finnish.get(city.name) : undefined
      if (pair) {
        entry.names = { fi: pair[0], sv: pair[1] }
        const other = pair[0] === city.name ? pair[1] : pair[0]
        terms.push(...termsOf(other, index, other))
      }
      const alias = english.get(`${city.country}:${city.name}`)
      if (alias) terms.push(...termsOf(alias, index, alias))
      const key = `${city.country}:${compact(city.name)}`
      const known = this.townByName.get(key)
      if (!known || known.population < city.population) this.townByName.set(key, entry)
    }
    this.cities = new Part(entries, terms)
  }

  get size(): { cities: number; dealers: number; terms: number } {
    return {
      cities: this.cities.entries.length,
      dealers: this.dealers.entries.length,
      terms: this.cities.index.size + this.dealers.index.size,
    }
  }

  /**
   * Replaces the dealer places with those of these site documents; unchanged documents (the
   * same fields as last time) are not indexed again. Documents without a position are skipped.
   */
  setDealers(documents: readonly DealerDocument[]): void {
    if (documents === this.dealerDocuments) return
    this.dealerDocuments = documents
    const fingerprint = JSON.stringify(documents.map((doc) => DEALER_FIELDS.map((field) => doc[field])))
    if (fingerprint === this.dealerFingerprint) return
    const entries: Entry[] = []
    const terms: Term[] = []
    const postcodes = new Set<string>()
    const add = (entry: Entry, names: string[]) => {
      const index = entries.length
      entries.push(entry)
      for (const name of names) terms.push(...termsOf(name, index))
    }
    for (const doc of documents) {
      const country = text(doc.country_code)
      const point = parseGeocoord(text(doc.site_geocoord))
      const name = text(doc.site_official_name)
      if (!isPlaceCountry(country) || !point || !name) continue
      const id = text(doc.site_id) || text(doc.slug) || name
      const street = text(doc.site_street)
      const zip = text(doc.site_zip)
      const city = text(doc.site_city)
      const place = country === 'GB' ? [city, zip.toUpperCase()] : [zip, city]
      const town = place.filter(Boolean).join(country === 'GB' ? ', ' : ' ')
      const line = [street, town].filter(Boolean).join(', ')
      const at = { country, lat: point.lat, lng: point.lng, population: 0 }
      add({ id: `dealer:${id}`, kind: 'dealer', name, line, ...at }, [name])
      if (street) add({ id: `address:${id}`, kind: 'address', name: street, line, ...at }, [street])
      const zipKey = compact(zip)
      if (zipKey && !postcodes.has(`${country}:${zipKey}`)) {
        postcodes.add(`${country}:${zipKey}`)
        const shown = country === 'GB' ? zip.toUpperCase() : zip
        add({ id: `zip:${country}:${zipKey.toUpperCase()}`, kind: 'postcode', name: shown, line: town, ...at }, [zip])
      }
    }
    this.dealers = new Part(entries, terms)
    this.dealerFingerprint = fingerprint
  }

  suggest(q: string, options: GazetteerSearch): Place[] {
    const query = compact(q)
    if (!query) return []
    const limit = Math.max(1, options.limit)
    // Digits mean a postcode or a street number: typo matching would only find noise.
    const fuzzy = !/\d/.test(query)
    const search = { country: options.country, limit, fuzzy }
    const ranked: Ranked[] = []
    for (const part of [this.dealers, this.cities]) {
      for (const hit of rankHits(part.index.search(query, search).values(), part.entries))
        ranked.push({ entry: part.entries[hit.entry]!, hit })
    }
    ranked.sort(
      (a, b) =>
        a.hit.tier - b.hit.tier ||
        Math.round(a.hit.score * 100) - Math.round(b.hit.score * 100) ||
        kindOrder(a.entry.kind) - kindOrder(b.entry.kind) ||
        b.entry.population - a.entry.population ||
        a.hit.term.key.length - b.hit.term.key.length,
    )
    const places = ranked.slice(0, limit).map(({ entry, hit }) => this.present(entry, options.lang, hit.term.alias))
    if (places.length < limit && (!options.country || options.country === 'GB')) {
      const area = this.ukPostcodeArea(q, options.lang)
      if (area && !places.some((place) => place.kind === 'postcode' && place.country === 'GB')) places.push(area)
    }
    return places
  }

  /** The places nearest the point, nearest first: towns, and dealers within the same radius. */
  reverse(lat: number, lng: number, lang?: string): Place[] {
    const from = { lat, lng }
    const near: { entry: Entry; km: number }[] = []
    // A degree of latitude is 111 km: a cheap box test skips most towns before the haversine.
    const latSpan = REVERSE_RADIUS_KM / 111
    for (const part of [this.cities, this.dealers]) {
      for (const entry of part.entries) {
        if (entry.kind === 'address' || entry.kind === 'postcode') continue
        if (Math.abs(entry.lat - lat) > latSpan) continue
        const km = distanceKm(from, entry)
        if (km <= REVERSE_RADIUS_KM) near.push({ entry, km })
      }
    }
    near.sort((a, b) => a.km - b.km)
    return near
      .slice(0, REVERSE_LIMIT)
      .map(({ entry, km }) => ({ ...this.present(entry, lang), distanceKm: Math.round(km * 100) / 100 }))
  }

  /** 'SW1A' or 'SW1A 1AA' with no dealer postcode of its own: placed at its postcode area's town. */
  private ukPostcodeArea(q: string, lang?: string): Place | null {
    const match = UK_POSTCODE.exec(q.trim())
    if (!match) return null
    const area = match[1]!.toUpperCase()
    const townName = UK_POSTCODE_AREAS[area]
    const town = townName ? this.townByName.get(`GB:${compact(townName)}`) : undefined
    if (!town || !townName) return null
    const code = `${area}${match[2]!.toUpperCase()}${match[3] ? ` ${match[3].toUpperCase()}` : ''}`
    return {
      placeId: `zip:GB:${code.replace(' ', '')}`,
      name: code,
      label: `${townName}, ${code}, ${this.countryName('GB', lang)}`,
      kind: 'postcode',
      country: 'GB',
      lat: town.lat,
      lng: town.lng,
    }
  }

  private present(entry: Entry, lang?: string, alias?: string): Place {
    const country = this.countryName(entry.country, lang)
    let name = entry.name
    let label: string
    if (entry.kind === 'city') {
      const local = lang === 'sv' ? entry.names?.sv : lang === 'fi' ? entry.names?.fi : undefined
      // The name the visitor typed when it was another name of the town ('Helsingfors').
      name = alias ?? local ?? entry.name
      label = name === entry.name ? `${name}, ${country}` : `${name} (${entry.name}), ${country}`
    } else {
      label =
        entry.kind === 'dealer' && entry.line
          ? `${entry.name}, ${entry.line}, ${country}`
          : `${entry.line || name}, ${country}`
    }
    return { placeId: entry.id, name, label, kind: entry.kind, country: entry.country, lat: entry.lat, lng: entry.lng }
  }

  private countryName(code: PlaceCountry, lang = 'en'): string {
    let names = this.displayNames.get(lang)
    if (!names) {
      try {
        names = new Intl.DisplayNames([lang, 'en'], { type: 'region' })
      } catch {
        names = new Intl.DisplayNames(['en'], { type: 'region' })
      }
      this.displayNames.set(lang, names)
    }
    return names.of(code) ?? code
  }
}

/** Among equal hits: a dealer's own postcode or address before the town of the same name. */
function kindOrder(kind: PlaceKind): number {
  return kind === 'postcode' ? 0 : kind === 'city' ? 1 : kind === 'dealer' ? 2 : 3
}
