import type { CountryCode } from './markets'
import type { SegmentKey } from './segments'

/**
 * The group's dealer sites as visitors see them: real towns and coordinates, street addresses,
 * and the brands each sells new. Written out by hand; one site per line.
 */

export type SiteRow = {
  slug: string
  /**
   * The slug before the Swedish group's sites were renamed from Hedin Bil to Hedin Automotive
   * (old addresses redirect, spec 3 section 9.1). The site's generated staff and numbers are drawn
   * from it, so the rename changed addresses only.
   */
  formerSlug?: string
  name: string
  city: string
  websiteCity: string
  region: string
  street: string
  zip: string
  lat: number
  lng: number
  /** Area code for the switchboard number (Norway has none). */
  area: string
  /** Brand codes sold new at the site; codes with an underscore are sub-brands (vans). */
  brands: readonly string[]
  segments: readonly SegmentKey[]
  /** Plate prefix of the site's cars: the Slovak district code, or the UK region letter. */
  plate?: string
}

// prettier-ignore
const SE: readonly SiteRow[] = [
  { slug: 'hedin-automotive-barkarby', formerSlug: 'hedin-bil-barkarby', name: 'Hedin Bil Barkarby', city: 'Järfälla', websiteCity: 'Stockholm', region: 'Stockholms län', street: 'Bruttovägen 9', zip: '175 43', lat: 59.4168, lng: 17.8672, area: '08', brands: ['VO', 'PS'], segments: ['hedin-se'], },
  { slug: 'hedin-mercedes-benz-segeltorp', name: 'Hedin Mercedes-Benz Segeltorp', city: 'Segeltorp', websiteCity: 'Stockholm', region: 'Stockholms län', street: 'Smistavägen 2', zip: '141 71', lat: 59.2836, lng: 17.9405, area: '08', brands: ['MB', 'MB_TR', 'SM'], segments: ['hedin-se', 'brand-se'], },
  { slug: 'hedin-automotive-bromma', formerSlug: 'hedin-bil-bromma', name: 'Hedin Bil Bromma', city: 'Bromma', websiteCity: 'Stockholm', region: 'Stockholms län', street: 'Ulvsundavägen 106', zip: '168 67', lat: 59.3446, lng: 17.9524, area: '08', brands: ['BM', 'MI'], segments: ['hedin-se'], },
  { slug: 'hedin-automotive-kungens-kurva', formerSlug: 'hedin-bil-kungens-kurva', name: 'Hedin Bil Kungens Kurva', city: 'Kungens Kurva', websiteCity: 'Stockholm', region: 'Stockholms län', street: 'Månskärsvägen 10', zip: '141 75', lat: 59.27, lng: 17.919, area: '08', brands: ['TO', 'KI', 'HY'], segments: ['hedin-se'], },
  { slug: 'hedin-automotive-goteborg-hisingen', formerSlug: 'hedin-bil-goteborg-hisingen', name: 'Hedin Bil Göteborg Hisingen', city: 'Hisings Backa', websiteCity: 'Göteborg', region: 'Västra Götalands län', street: 'Importgatan 12', zip: '422 46', lat: 57.7535, lng: 11.9806, area: '031', brands: ['VO', 'FO', 'FO_TR'], segments: ['hedin-se'], },
  { slug: 'hedin-mercedes-benz-molndal', name: 'Hedin Mercedes-Benz Mölndal', city: 'Mölndal', websiteCity: 'Göteborg', region: 'Västra Götalands län', street: 'Bergfotsgatan 3', zip: '431 35', lat: 57.6517, lng: 12.015, area: '031', brands: ['MB', 'MB_TR', 'SM'], segments: ['hedin-se', 'brand-se'], },
  { slug: 'hedin-automotive-malmo-svagertorp', formerSlug: 'hedin-bil-malmo-svagertorp', name: 'Hedin Bil Malmö Svågertorp', city: 'Malmö', websiteCity: 'Malmö', region: 'Skåne län', street: 'Nornegatan 8', zip: '215 86', lat: 55.552, lng: 13.011, area: '040', brands: ['VO', 'PS', 'VW', 'AU'], segments: ['hedin-se'], },
  { slug: 'hedin-automotive-uppsala', formerSlug: 'hedin-bil-uppsala', name: 'Hedin Bil Uppsala', city: 'Uppsala', websiteCity: 'Uppsala', region: 'Uppsala län', street: 'Stålgatan 6', zip: '754 50', lat: 59.8485, lng: 17.6804, area: '018', brands: ['FO', 'KI', 'MG'], segments: ['hedin-se'], },
  { slug: 'hedin-automotive-vasteras', formerSlug: 'hedin-bil-vasteras', name: 'Hedin Bil Västerås', city: 'Västerås', websiteCity: 'Västerås', region: 'Västmanlands län', street: 'Saltängsvägen 48', zip: '721 32', lat: 59.6124, lng: 16.5699, area: '021', brands: ['VW', 'AU', 'SK', 'VW_TR'], segments: ['hedin-se'], },
  { slug: 'hedin-automotive-orebro', formerSlug: 'hedin-bil-orebro', name: 'Hedin Bil Örebro', city: 'Örebro', websiteCity: 'Örebro', region: 'Örebro län', street: 'Bettorpsgatan 2', zip: '703 69', lat: 59.293, lng: 15.1604, area: '019', brands: ['TO', 'BY', 'NI'], segments: ['hedin-se'], },
  { slug: 'hedin-automotive-linkoping', formerSlug: 'hedin-bil-linkoping', name: 'Hedin Bil Linköping', city: 'Linköping', websiteCity: 'Linköping', region: 'Östergötlands län', street: 'Roxtorpsgatan 13', zip: '582 77', lat: 58.4333, lng: 15.58, area: '013', brands: ['MB', 'MB_TR', 'HY'], segments: ['hedin-se'], },
  { slug: 'hedin-automotive-jonkoping', formerSlug: 'hedin-bil-jonkoping', name: 'Hedin Bil Jönköping', city: 'Jönköping', websiteCity: 'Jönköping', region: 'Jönköpings län', street: 'Ljungarumsvägen 4', zip: '553 03', lat: 57.7453, lng: 14.188, area: '036', brands: ['VO', 'RE', 'DA'], segments: ['hedin-se'], },
  { slug: 'hedin-automotive-sundsvall', formerSlug: 'hedin-bil-sundsvall', name: 'Hedin Bil Sundsvall', city: 'Sundsvall', websiteCity: 'Sundsvall', region: 'Västernorrlands län', street: 'Universalvägen 2', zip: '853 50', lat: 62.4433, lng: 17.3235, area: '060', brands: ['KI', 'PE', 'CI', 'OP'], segments: ['hedin-se'], },
  { slug: 'hedin-automotive-helsingborg', formerSlug: 'hedin-bil-helsingborg', name: 'Hedin Bil Helsingborg', city: 'Helsingborg', websiteCity: 'Helsingborg', region: 'Skåne län', street: 'Berga Allé 1', zip: '254 52', lat: 56.0705, lng: 12.73, area: '042', brands: ['BM', 'MI', 'LR', 'JA'], segments: ['hedin-se'], },
  { slug: 'hedin-automotive-umea', formerSlug: 'hedin-bil-umea', name: 'Hedin Bil Umeå', city: 'Umeå', websiteCity: 'Umeå', region: 'Västerbottens län', street: 'Formvägen 5', zip: '906 21', lat: 63.8353, lng: 20.208, area: '090', brands: ['VO', 'TO'], segments: ['hedin-se'], },
  { slug: 'smart-center-stockholm', name: 'smart Center Stockholm', city: 'Stockholm', websiteCity: 'Stockholm', region: 'Stockholms län', street: 'Norra Stationsgatan 53', zip: '113 43', lat: 59.348, lng: 18.04, area: '08', brands: ['SM'], segments: ['brand-se'], },
  { slug: 'smart-center-goteborg', name: 'smart Center Göteborg', city: 'Göteborg', websiteCity: 'Göteborg', region: 'Västra Götalands län', street: 'Kruthusgatan 17', zip: '411 04', lat: 57.718, lng: 11.976, area: '031', brands: ['SM'], segments: ['brand-se'], },
  { slug: 'smart-center-malmo', name: 'smart Center Malmö', city: 'Malmö', websiteCity: 'Malmö', region: 'Skåne län', street: 'Jägersrovägen 203', zip: '213 77', lat: 55.583, lng: 13.049, area: '040', brands: ['SM'], segments: ['brand-se'], },
  { slug: 'rn-automotive-goteborg', name: 'RN Automotive Göteborg', city: 'Hisings Kärra', websiteCity: 'Göteborg', region: 'Västra Götalands län', street: 'Tagenevägen 21', zip: '425 37', lat: 57.7905, lng: 11.9895, area: '031', brands: ['RE', 'RE_TR', 'DA'], segments: ['rnautomotive'], },
  { slug: 'rn-automotive-kungsbacka', name: 'RN Automotive Kungsbacka', city: 'Kungsbacka', websiteCity: 'Kungsbacka', region: 'Hallands län', street: 'Borgåsvägen 11', zip: '434 39', lat: 57.4906, lng: 12.0845, area: '0300', brands: ['RE', 'DA'], segments: ['rnautomotive'], },
  { slug: 'rn-automotive-boras', name: 'RN Automotive Borås', city: 'Borås', websiteCity: 'Borås', region: 'Västra Götalands län', street: 'Getängsvägen 30', zip: '504 68', lat: 57.706, lng: 12.949, area: '033', brands: ['RE', 'RE_TR', 'DA'], segments: ['rnautomotive'], },
  { slug: 'rn-automotive-uddevalla', name: 'RN Automotive Uddevalla', city: 'Uddevalla', websiteCity: 'Uddevalla', region: 'Västra Götalands län', street: 'Kurödsvägen 22', zip: '451 55', lat: 58.358, lng: 11.917, area: '0522', brands: ['RE', 'DA'], segments: ['rnautomotive'], },
  { slug: 'rn-automotive-trollhattan', name: 'RN Automotive Trollhättan', city: 'Trollhättan', websiteCity: 'Trollhättan', region: 'Västra Götalands län', street: 'Kardanvägen 34', zip: '461 38', lat: 58.289, lng: 12.27, area: '0520', brands: ['RE', 'DA'], segments: ['rnautomotive'], },
]

// prettier-ignore
const NO: readonly SiteRow[] = [
  { slug: 'hedin-automotive-alnabru', name: 'Hedin Automotive Alnabru', city: 'Oslo', websiteCity: 'Oslo', region: 'Oslo', street: 'Strømsveien 266', zip: '0668', lat: 59.927, lng: 10.842, area: '22', brands: ['MB', 'MB_TR', 'SM'], segments: ['hedin-no'], },
  { slug: 'hedin-automotive-skoyen', name: 'Hedin Automotive Skøyen', city: 'Oslo', websiteCity: 'Oslo', region: 'Oslo', street: 'Drammensveien 134', zip: '0277', lat: 59.9205, lng: 10.68, area: '22', brands: ['BM', 'MI'], segments: ['hedin-no', 'brand-no'], },
  { slug: 'hedin-automotive-bergen', name: 'Hedin Automotive Bergen', city: 'Bergen', websiteCity: 'Bergen', region: 'Vestland', street: 'Kanalveien 54', zip: '5068', lat: 60.366, lng: 5.35, area: '55', brands: ['TO', 'KI'], segments: ['hedin-no'], },
  { slug: 'hedin-automotive-trondheim', name: 'Hedin Automotive Trondheim', city: 'Trondheim', websiteCity: 'Trondheim', region: 'Trøndelag', street: 'Haakon VIIs gate 12', zip: '7041', lat: 63.437, lng: 10.442, area: '73', brands: ['VW', 'AU', 'SK'], segments: ['hedin-no'], },
  { slug: 'hedin-automotive-stavanger', name: 'Hedin Automotive Stavanger', city: 'Stavanger', websiteCity: 'Stavanger', region: 'Rogaland', street: 'Forusbeen 35', zip: '4033', lat: 58.894, lng: 5.727, area: '51', brands: ['KI', 'HY', 'NI'], segments: ['hedin-no'], },
  { slug: 'hedin-automotive-drammen', name: 'Hedin Automotive Drammen', city: 'Drammen', websiteCity: 'Drammen', region: 'Buskerud', street: 'Kobbervikdalen 65', zip: '3036', lat: 59.744, lng: 10.16, area: '32', brands: ['BY', 'MG', 'PE'], segments: ['hedin-no'], },
  { slug: 'hedin-automotive-kristiansand', name: 'Hedin Automotive Kristiansand', city: 'Kristiansand', websiteCity: 'Kristiansand', region: 'Agder', street: 'Barstølveien 30', zip: '4636', lat: 58.173, lng: 8.126, area: '38', brands: ['FO', 'FO_TR', 'VO', 'PS'], segments: ['hedin-no'], },
  { slug: 'hedin-automotive-fredrikstad', name: 'Hedin Automotive Fredrikstad', city: 'Rolvsøy', websiteCity: 'Fredrikstad', region: 'Østfold', street: 'Dikeveien 48', zip: '1661', lat: 59.256, lng: 10.971, area: '69', brands: ['VO', 'PS', 'TO'], segments: ['hedin-no'], },
  { slug: 'mini-oslo', name: 'MINI Oslo', city: 'Oslo', websiteCity: 'Oslo', region: 'Oslo', street: 'Drammensveien 130', zip: '0277', lat: 59.921, lng: 10.683, area: '22', brands: ['MI'], segments: ['brand-no'], },
  { slug: 'mini-bergen', name: 'MINI Bergen', city: 'Bergen', websiteCity: 'Bergen', region: 'Vestland', street: 'Fjøsangerveien 215', zip: '5073', lat: 60.356, lng: 5.344, area: '55', brands: ['MI'], segments: ['brand-no'], },
  { slug: 'mini-stavanger', name: 'MINI Stavanger', city: 'Stavanger', websiteCity: 'Stavanger', region: 'Rogaland', street: 'Forusbeen 2', zip: '4033', lat: 58.892, lng: 5.728, area: '51', brands: ['MI'], segments: ['brand-no'], },
]

// prettier-ignore
const FI: readonly SiteRow[] = [
  { slug: 'hedin-automotive-konala', name: 'Hedin Automotive Konala', city: 'Helsinki', websiteCity: 'Helsinki', region: 'Uusimaa', street: 'Ristipellontie 12', zip: '00390', lat: 60.236, lng: 24.845, area: '09', brands: ['MB', 'MB_TR', 'TO'], segments: ['hedin-fi'], },
  { slug: 'hedin-automotive-espoo', name: 'Hedin Automotive Espoo', city: 'Espoo', websiteCity: 'Espoo', region: 'Uusimaa', street: 'Suomenlahdentie 1', zip: '02230', lat: 60.158, lng: 24.732, area: '09', brands: ['BM', 'MI', 'VO'], segments: ['hedin-fi'], },
  { slug: 'hedin-automotive-vantaa', name: 'Hedin Automotive Vantaa', city: 'Vantaa', websiteCity: 'Vantaa', region: 'Uusimaa', street: 'Petikontie 1', zip: '01720', lat: 60.289, lng: 24.862, area: '09', brands: ['VW', 'AU', 'SK', 'VW_TR'], segments: ['hedin-fi'], },
  { slug: 'hedin-automotive-tampere', name: 'Hedin Automotive Tampere', city: 'Tampere', websiteCity: 'Tampere', region: 'Pirkanmaa', street: 'Lakalaivankatu 6', zip: '33840', lat: 61.46, lng: 23.797, area: '03', brands: ['TO', 'KI', 'MG'], segments: ['hedin-fi'], },
  { slug: 'hedin-automotive-turku', name: 'Hedin Automotive Turku', city: 'Turku', websiteCity: 'Turku', region: 'Varsinais-Suomi', street: 'Itäharjunkatu 10', zip: '20700', lat: 60.453, lng: 22.302, area: '02', brands: ['FO', 'FO_TR', 'NI', 'HY'], segments: ['hedin-fi'], },
  { slug: 'hedin-automotive-oulu', name: 'Hedin Automotive Oulu', city: 'Oulu', websiteCity: 'Oulu', region: 'Pohjois-Pohjanmaa', street: 'Kaakkurinkulma 2', zip: '90410', lat: 64.969, lng: 25.513, area: '08', brands: ['TO', 'SK', 'VW'], segments: ['hedin-fi'], },
  { slug: 'hedin-automotive-jyvaskyla', name: 'Hedin Automotive Jyväskylä', city: 'Jyväskylä', websiteCity: 'Jyväskylä', region: 'Keski-Suomi', street: 'Vasarakatu 9', zip: '40320', lat: 62.247, lng: 25.767, area: '014', brands: ['PE', 'CI', 'OP', 'FI_TR'], segments: ['hedin-fi'], },
  { slug: 'hedin-automotive-lahti', name: 'Hedin Automotive Lahti', city: 'Lahti', websiteCity: 'Lahti', region: 'Päijät-Häme', street: 'Mukkulankatu 23', zip: '15210', lat: 60.999, lng: 25.67, area: '03', brands: ['RE', 'DA', 'BY'], segments: ['hedin-fi'], },
]

// prettier-ignore
const SK: readonly SiteRow[] = [
  { slug: 'hedin-automotive-bratislava-ruzinov', name: 'Hedin Automotive Bratislava Ružinov', city: 'Bratislava', websiteCity: 'Bratislava', region: 'Bratislavský kraj', street: 'Galvaniho 7', zip: '821 04', lat: 48.17, lng: 17.187, area: '02', brands: ['MB', 'MB_TR', 'SK'], segments: ['hedin-sk'], plate: 'BA', },
  { slug: 'hedin-automotive-bratislava-lamac', name: 'Hedin Automotive Bratislava Lamač', city: 'Bratislava', websiteCity: 'Bratislava', region: 'Bratislavský kraj', street: 'Lamačská cesta 97', zip: '841 03', lat: 48.188, lng: 17.055, area: '02', brands: ['VW', 'AU', 'VW_TR'], segments: ['hedin-sk'], plate: 'BL', },
  { slug: 'hedin-automotive-kosice', name: 'Hedin Automotive Košice', city: 'Košice', websiteCity: 'Košice', region: 'Košický kraj', street: 'Moldavská cesta 8', zip: '040 11', lat: 48.704, lng: 21.237, area: '055', brands: ['TO', 'KI', 'HY'], segments: ['hedin-sk'], plate: 'KE', },
  { slug: 'hedin-automotive-zilina', name: 'Hedin Automotive Žilina', city: 'Žilina', websiteCity: 'Žilina', region: 'Žilinský kraj', street: 'Bánovská cesta 18', zip: '010 01', lat: 49.207, lng: 18.744, area: '041', brands: ['SK', 'DA', 'RE'], segments: ['hedin-sk'], plate: 'ZA', },
  { slug: 'hedin-automotive-nitra', name: 'Hedin Automotive Nitra', city: 'Nitra', websiteCity: 'Nitra', region: 'Nitriansky kraj', street: 'Cabajská 12', zip: '949 01', lat: 48.312, lng: 18.096, area: '037', brands: ['PE', 'CI', 'OP', 'FI_TR', 'MH_TR'], segments: ['hedin-sk'], plate: 'NR', },
  { slug: 'hedin-automotive-banska-bystrica', name: 'Hedin Automotive Banská Bystrica', city: 'Banská Bystrica', websiteCity: 'Banská Bystrica', region: 'Banskobystrický kraj', street: 'Zvolenská cesta 41', zip: '974 05', lat: 48.723, lng: 19.15, area: '048', brands: ['FO', 'FO_TR', 'BM', 'MI'], segments: ['hedin-sk'], plate: 'BB', },
  { slug: 'hedin-automotive-trnava', name: 'Hedin Automotive Trnava', city: 'Trnava', websiteCity: 'Trnava', region: 'Trnavský kraj', street: 'Zavarská 10', zip: '917 01', lat: 48.37, lng: 17.607, area: '033', brands: ['TO', 'MG', 'VO'], segments: ['hedin-sk'], plate: 'TT', },
]

// prettier-ignore
const GB: readonly SiteRow[] = [
  { slug: 'hedin-park-royal', name: 'Hedin Park Royal', city: 'London', websiteCity: 'London', region: 'Greater London', street: '12 Coronation Road', zip: 'NW10 7PQ', lat: 51.529, lng: -0.269, area: '020', brands: ['BM', 'MI'], segments: ['hedin-uk'], plate: 'L', },
  { slug: 'hedin-croydon', name: 'Hedin Croydon', city: 'Croydon', websiteCity: 'London', region: 'Greater London', street: '100 Purley Way', zip: 'CR0 4XJ', lat: 51.37, lng: -0.115, area: '020', brands: ['MB', 'MB_TR'], segments: ['hedin-uk'], plate: 'L', },
  { slug: 'hedin-manchester', name: 'Hedin Manchester', city: 'Manchester', websiteCity: 'Manchester', region: 'Greater Manchester', street: '7 Ashburton Road West, Trafford Park', zip: 'M17 1RY', lat: 53.463, lng: -2.32, area: '0161', brands: ['LR', 'JA'], segments: ['hedin-uk'], plate: 'M', },
  { slug: 'hedin-birmingham', name: 'Hedin Birmingham', city: 'Birmingham', websiteCity: 'Birmingham', region: 'West Midlands', street: '1450 Coventry Road', zip: 'B25 8AE', lat: 52.46, lng: -1.834, area: '0121', brands: ['FO', 'FO_TR', 'KI'], segments: ['hedin-uk'], plate: 'B', },
  { slug: 'hedin-leeds', name: 'Hedin Leeds', city: 'Leeds', websiteCity: 'Leeds', region: 'West Yorkshire', street: '180 Kirkstall Road', zip: 'LS4 2AB', lat: 53.804, lng: -1.577, area: '0113', brands: ['VW', 'AU', 'SK'], segments: ['hedin-uk'], plate: 'Y', },
  { slug: 'hedin-bristol', name: 'Hedin Bristol', city: 'Bristol', websiteCity: 'Bristol', region: 'Bristol', street: '4 Merlin Road, Cribbs Causeway', zip: 'BS10 7SR', lat: 51.524, lng: -2.596, area: '0117', brands: ['TO', 'NI', 'HY'], segments: ['hedin-uk'], plate: 'W', },
  { slug: 'hedin-sheffield', name: 'Hedin Sheffield', city: 'Sheffield', websiteCity: 'Sheffield', region: 'South Yorkshire', street: '20 Savile Street East', zip: 'S4 7UQ', lat: 53.393, lng: -1.45, area: '0114', brands: ['MG', 'BY', 'PE'], segments: ['hedin-uk'], plate: 'Y', },
  { slug: 'hedin-nottingham', name: 'Hedin Nottingham', city: 'Nottingham', websiteCity: 'Nottingham', region: 'Nottinghamshire', street: '8 Lenton Lane', zip: 'NG7 2PW', lat: 52.936, lng: -1.175, area: '0115', brands: ['VO', 'PS'], segments: ['hedin-uk'], plate: 'F', },
  { slug: 'hedin-liverpool', name: 'Hedin Liverpool', city: 'Liverpool', websiteCity: 'Liverpool', region: 'Merseyside', street: '350 Edge Lane', zip: 'L13 2TP', lat: 53.406, lng: -2.924, area: '0151', brands: ['BM', 'MI', 'MB'], segments: ['hedin-uk'], plate: 'M', },
  { slug: 'hedin-reading', name: 'Hedin Reading', city: 'Reading', websiteCity: 'Reading', region: 'Berkshire', street: '25 Portman Road', zip: 'RG30 1AH', lat: 51.463, lng: -1.005, area: '0118', brands: ['LR', 'JA', 'VO'], segments: ['hedin-uk'], plate: 'R', },
]

export const SITE_ROWS: Record<CountryCode, readonly SiteRow[]> = { SE, NO, FI, SK, GB }
