import { BUYER_EQUIPMENT } from './equipment'

/**
 * The words buyers use in the search box, per language (spec 2 section 4, keyphrase parsing):
 * what a word means (a concept such as "electric" or "tow bar") and which feed values carry that
 * meaning. The feeds of each market write their values in the market's language ('El', 'Sähkö',
 * 'Elektrisk'), so a concept lists the spellings of every market and the parser keeps those the
 * site's facets actually hold: "volvo el" on the Finnish site's Swedish pages finds 'Sähkö'.
 *
 * Words are written folded (lower case, no diacritics; see text.ts `fold`); several words are
 * one phrase ("plug in hybrid").
 */

export const QUERY_LANGS = ['sv', 'nb', 'fi', 'sk', 'en'] as const
export type QueryLang = (typeof QUERY_LANGS)[number]

/** The list facets a concept selects a value of. */
export type ConceptField = 'car_fuel' | 'car_body' | 'car_gearbox' | 'car_drive' | 'car_is_used' | 'car_equipment'

export type Concept = {
  field: ConceptField
  /** The feed values meaning it, in every market's language; the site's facets pick theirs. */
  values: readonly string[]
}

export const CONCEPTS = {
  electric: { field: 'car_fuel', values: ['El', 'Elektrisk', 'Sähkö', 'Elektro', 'Electric', 'Elbil', 'BEV'] },
  phev: {
    field: 'car_fuel',
    values: ['Laddhybrid', 'Ladbar hybrid', 'Lataushybridi', 'Plug-in hybrid', 'Plug-in Hybrid', 'PHEV'],
  },
  hybrid: { field: 'car_fuel', values: ['Hybrid', 'Hybridi', 'Elhybrid', 'HEV'] },
  diesel: { field: 'car_fuel', values: ['Diesel'] },
  petrol: { field: 'car_fuel', values: ['Bensin', 'Bensiini', 'Benzín', 'Petrol', 'Gasoline'] },
  suv: { field: 'car_body', values: ['SUV', 'Maastoauto'] },
  estate: { field: 'car_body', values: ['Kombi', 'Stasjonsvogn', 'Farmari', 'Estate'] },
  sedan: { field: 'car_body', values: ['Sedan', 'Saloon'] },
  hatchback: { field: 'car_body', values: ['Halvkombi', 'Kombi 5-dørs', 'Viistoperä', 'Hatchback'] },
  coupe: { field: 'car_body', values: ['Coupé', 'Kupé', 'Coupe'] },
  convertible: { field: 'car_body', values: ['Cabriolet', 'Avoauto', 'Kabriolet', 'Convertible'] },
  mpv: { field: 'car_body', values: ['Familjebuss', 'Flerbruksbil', 'Tila-auto', 'MPV'] },
  van: { field: 'car_body', values: ['Transportbil', 'Varebil', 'Pakettiauto', 'Dodávka', 'Van'] },
  automatic: { field: 'car_gearbox', values: ['Automat', 'Automaatti', 'Automatická', 'Automatic'] },
  manual: { field: 'car_gearbox', values: ['Manuell', 'Manuaali', 'Manuálna', 'Manual'] },
  awd: {
    field: 'car_drive',
    values: ['Fyrhjulsdrift', 'Firehjulsdrift', 'Neliveto', 'Pohon všetkých kolies', 'All-wheel drive'],
  },
  fwd: {
    field: 'car_drive',
    values: ['Framhjulsdrift', 'Forhjulsdrift', 'Etuveto', 'Predný náhon', 'Front-wheel drive'],
  },
  rwd: { field: 'car_drive', values: ['Bakhjulsdrift', 'Takaveto', 'Zadný náhon', 'Rear-wheel drive'] },
  // Condition is the language-free flag, not the feed's worded condition.
  used: { field: 'car_is_used', values: ['true'] },
  new: { field: 'car_is_used', values: ['false'] },
  towbar: { field: 'car_equipment', values: BUYER_EQUIPMENT.towbar },
  heatedSeats: { field: 'car_equipment', values: BUYER_EQUIPMENT.heatedSeats },
  heatPump: { field: 'car_equipment', values: BUYER_EQUIPMENT.heatPump },
  panorama: { field: 'car_equipment', values: BUYER_EQUIPMENT.panorama },
  engineHeater: { field: 'car_equipment', values: BUYER_EQUIPMENT.engineHeater },
} as const satisfies Record<string, Concept>

export type ConceptName = keyof typeof CONCEPTS

/** How a number is bounded by the word before it: 'under 300 000' is at most, 'från 2020' at least. */
export type Bound = 'max' | 'min'

export type LanguageWords = {
  concepts: Partial<Record<ConceptName, readonly string[]>>
  /** Words before a number: 'under' -> at most, 'från' -> at least. */
  bounds: Readonly<Record<string, Bound>>
  /** Words after a number of money: 'kr', 'euroa'. */
  currency: readonly string[]
  /** Words after a number of thousands: 'tkr', 'tusen'. */
  thousands: readonly string[]
  /** Words introducing a place ('i Uppsala'), dropped with the place. */
  placeWords: readonly string[]
  /** Small words that carry no meaning once the words around them became filters ('med dragkrok'). */
  fillers: readonly string[]
}

const shared = {
  electric: ['ev', 'bev'],
  phev: ['phev', 'plug in', 'plugin', 'plug in hybrid', 'plugin hybrid'],
  hybrid: ['hev', 'mhev'],
  suv: ['suv', 'suvs'],
  awd: ['awd', '4wd', '4x4', '4matic', 'xdrive', 'quattro', '4motion'],
  fwd: ['fwd'],
  rwd: ['rwd'],
}

export const QUERY_WORDS: Record<QueryLang, LanguageWords> = {
  sv: {
    concepts: {
      electric: [...shared.electric, 'el', 'elbil', 'elbilar', 'elektrisk', 'elektriska', 'elektrifierad', 'elauto'],
      phev: [...shared.phev, 'laddhybrid', 'laddhybrider', 'laddbar hybrid', 'laddbara hybrider'],
      hybrid: [...shared.hybrid, 'hybrid', 'hybrider', 'hybridbil', 'elhybrid', 'mildhybrid'],
      diesel: ['diesel', 'dieselbil', 'dieslar'],
      petrol: ['bensin', 'bensinbil', 'bensinare'],
      suv: [...shared.suv, 'stadsjeep', 'suvar'],
      estate: ['kombi', 'kombibil', 'kombin', 'stationsvagn'],
      sedan: ['sedan', 'sedaner'],
      hatchback: ['halvkombi', 'hatchback'],
      coupe: ['coupe', 'kupe'],
      convertible: ['cab', 'cabriolet', 'cabbe', 'cabrio'],
      mpv: ['familjebuss', 'minibuss', 'mpv'],
      van: ['transportbil', 'skapbil', 'transportbilar'],
      automatic: ['automat', 'automatisk', 'automatlada', 'automatvaxlad', 'aut'],
      manual: ['manuell', 'manuellt', 'manuellvaxlad'],
      awd: [...shared.awd, 'fyrhjulsdrift', 'fyrhjulsdriven'],
      fwd: [...shared.fwd, 'framhjulsdrift', 'framhjulsdriven'],
      rwd: [...shared.rwd, 'bakhjulsdrift', 'bakhjulsdriven'],
      used: ['begagnad', 'begagnade', 'begagnat', 'beg', 'begbil', 'begbilar'],
      new: ['ny', 'nya', 'nytt', 'nybil', 'nybilar'],
      towbar: ['dragkrok', 'drag', 'dragkroken'],
      heatedSeats: ['stolsvarme', 'satesvarme', 'eluppvarmda stolar'],
      heatPump: ['varmepump'],
      panorama: ['panoramatak', 'panoramaglastak', 'glastak'],
      engineHeater: ['motorvarmare'],
    },
    bounds: {
      under: 'max',
      max: 'max',
      hogst: 'max',
      maximalt: 'max',
      till: 'max',
      fore: 'max',
      'upp till': 'max',
      'mindre an': 'max',
      'billigare an': 'max',
      'aldre an': 'max',
      over: 'min',
      fran: 'min',
      min: 'min',
      minst: 'min',
      efter: 'min',
      'nyare an': 'min',
      'dyrare an': 'min',
    },
    currency: ['kr', 'sek', 'kronor', 'kkr'],
    thousands: ['tkr', 'tusen', 'k'],
    placeWords: ['i', 'nara', 'runt', 'kring', 'vid'],
    fillers: ['med', 'och', 'en', 'ett', 'bil', 'bilar', 'som'],
  },
  nb: {
    concepts: {
      electric: [...shared.electric, 'el', 'elbil', 'elbiler', 'elektrisk', 'elektriske', 'elektro'],
      phev: [...shared.phev, 'ladbar hybrid', 'ladbare hybrider', 'ladehybrid', 'ladbar'],
      hybrid: [...shared.hybrid, 'hybrid', 'hybrider', 'hybridbil'],
      diesel: ['diesel', 'dieselbil'],
      petrol: ['bensin', 'bensinbil'],
      suv: [...shared.suv, 'suver'],
      estate: ['stasjonsvogn', 'stasjonsvogner', 'kombi'],
      sedan: ['sedan'],
      hatchback: ['kombi 5 dors', 'hatchback'],
      coupe: ['coupe', 'kupe'],
      convertible: ['cabriolet', 'kabriolet', 'cab'],
      mpv: ['flerbruksbil', 'mpv'],
      van: ['varebil', 'varebiler'],
      automatic: ['automat', 'automatisk', 'automatgir'],
      manual: ['manuell', 'manuelt', 'manuelle'],
      awd: [...shared.awd, 'firehjulsdrift', 'firehjulstrekk'],
      fwd: [...shared.fwd, 'forhjulsdrift', 'forhjulstrekk'],
      rwd: [...shared.rwd, 'bakhjulsdrift', 'bakhjulstrekk'],
      used: ['brukt', 'brukte', 'bruktbil', 'bruktbiler'],
      new: ['ny', 'nye', 'nytt', 'nybil', 'nybiler'],
      towbar: ['hengerfeste', 'tilhengerfeste', 'krok'],
      heatedSeats: ['setevarme', 'oppvarmede seter'],
      heatPump: ['varmepumpe'],
      panorama: ['panoramatak', 'glasstak'],
      engineHeater: ['motorvarmer'],
    },
    bounds: {
      under: 'max',
      maks: 'max',
      max: 'max',
      hoyst: 'max',
      'opp til': 'max',
      til: 'max',
      for: 'max',
      'mindre enn': 'max',
      'billigere enn': 'max',
      alle: 'max',
      over: 'min',
      fra: 'min',
      minst: 'min',
      min: 'min',
      etter: 'min',
      'nyere enn': 'min',
    },
    currency: ['kr', 'nok', 'kroner'],
    thousands: ['tusen', 'k'],
    placeWords: ['i', 'pa', 'naer', 'rundt', 'ved'],
    fillers: ['med', 'og', 'en', 'et', 'bil', 'biler', 'som'],
  },
  fi: {
    concepts: {
      electric: [
        ...shared.electric,
        'sahko',
        'sahkoauto',
        'sahkoautot',
        'sahkoinen',
        'taysisahko',
        'tayssahko',
        'taysisahkoauto',
      ],
      phev: [...shared.phev, 'lataushybridi', 'lataushybridit', 'ladattava hybridi'],
      hybrid: [...shared.hybrid, 'hybridi', 'hybridit', 'hybridiauto'],
      diesel: ['diesel', 'dieselauto', 'diisseli'],
      petrol: ['bensiini', 'bensa', 'bensiiniauto'],
      suv: [...shared.suv, 'maastoauto', 'katumaasturi', 'maasturi'],
      estate: ['farmari', 'farmarit', 'kombi', 'farkku'],
      sedan: ['sedan'],
      hatchback: ['viistopera', 'hatchback'],
      coupe: ['coupe', 'kupee'],
      convertible: ['avoauto', 'cabriolet'],
      mpv: ['tila auto', 'tila-auto', 'tilaauto', 'mpv'],
      van: ['pakettiauto', 'paku'],
      automatic: ['automaatti', 'automaattivaihteisto', 'automaattivaihteet', 'aut'],
      manual: ['manuaali', 'manuaalivaihteisto', 'kasivaihteet'],
      awd: [...shared.awd, 'neliveto', 'nelivetoinen'],
      fwd: [...shared.fwd, 'etuveto', 'etuvetoinen'],
      rwd: [...shared.rwd, 'takaveto', 'takavetoinen'],
      used: ['kaytetty', 'kaytetyt', 'vaihtoauto', 'vaihtoautot'],
      new: ['uusi', 'uudet', 'uutena', 'uusiauto'],
      towbar: ['vetokoukku', 'koukku', 'vetokoukulla'],
      heatedSeats: ['istuinlammitys', 'etuistuinten lammitys'],
      heatPump: ['lampopumppu'],
      panorama: ['panoraamakatto', 'lasikatto'],
      engineHeater: ['lohkolammitin', 'moottorinlammitin'],
    },
    bounds: {
      alle: 'max',
      max: 'max',
      enintaan: 'max',
      maksimi: 'max',
      korkeintaan: 'max',
      asti: 'max',
      ennen: 'max',
      yli: 'min',
      alkaen: 'min',
      vahintaan: 'min',
      min: 'min',
      jalkeen: 'min',
    },
    currency: ['e', 'eur', 'euro', 'euroa', 'euron'],
    thousands: ['t', 'k', 'tuhatta'],
    placeWords: ['lahella', 'lahelta', 'kaupungissa'],
    fillers: ['ja', 'auto', 'autot', 'jossa', 'kanssa'],
  },
  sk: {
    concepts: {
      electric: [...shared.electric, 'elektro', 'elektromobil', 'elektroauto', 'elektricke', 'elektricky', 'elektrina'],
      phev: [...shared.phev, 'plug in hybrid', 'plugin hybrid', 'nabijaci hybrid'],
      hybrid: [...shared.hybrid, 'hybrid', 'hybridne', 'hybridy'],
      diesel: ['diesel', 'nafta', 'naftove', 'dieselove'],
      petrol: ['benzin', 'benzinove', 'benzinovy'],
      suv: [...shared.suv, 'terenne', 'terenak'],
      estate: ['kombi', 'kombik'],
      sedan: ['sedan'],
      hatchback: ['hatchback', 'hecbek'],
      coupe: ['kupe', 'coupe'],
      convertible: ['kabriolet', 'kabrio', 'cabriolet'],
      mpv: ['mpv', 'viacucelove'],
      van: ['dodavka', 'dodavky', 'uzitkove'],
      automatic: ['automat', 'automaticka', 'automaticka prevodovka', 'automaticky'],
      manual: ['manual', 'manualna', 'manualna prevodovka', 'manualne'],
      awd: [...shared.awd, 'pohon vsetkych kolies', 'stvorkolka', '4x4'],
      fwd: [...shared.fwd, 'predny nahon'],
      rwd: [...shared.rwd, 'zadny nahon'],
      used: ['jazdene', 'jazdeny', 'jazdena', 'ojazdene', 'pouzite', 'pouzity'],
      new: ['nove', 'novy', 'nova', 'nove auta'],
      towbar: ['tazne zariadenie', 'tazne', 'taznym', 'taznym zariadenim', 'hak'],
      heatedSeats: ['vyhrievane sedadla', 'vyhrievane predne sedadla', 'vyhrievanie sedadiel'],
      heatPump: ['tepelne cerpadlo'],
      panorama: ['panoramaticka strecha', 'panorama'],
      engineHeater: ['predhrev motora', 'webasto'],
    },
    bounds: {
      do: 'max',
      pod: 'max',
      max: 'max',
      maximalne: 'max',
      najviac: 'max',
      'menej ako': 'max',
      pred: 'max',
      od: 'min',
      nad: 'min',
      min: 'min',
      minimalne: 'min',
      aspon: 'min',
      'viac ako': 'min',
      po: 'min',
    },
    currency: ['e', 'eur', 'eura', 'eur.'],
    thousands: ['tis', 'tisic', 'k'],
    placeWords: ['v', 'vo', 'pri', 'blizko', 'okolie'],
    fillers: ['s', 'so', 'a', 'auto', 'auta'],
  },
  en: {
    concepts: {
      electric: [
        ...shared.electric,
        'electric',
        'electrics',
        'electric car',
        'electric cars',
        'bev',
        'battery electric',
        'e car',
      ],
      phev: [...shared.phev, 'plug in hybrids', 'plug-in hybrid'],
      hybrid: [...shared.hybrid, 'hybrid', 'hybrids', 'self charging hybrid', 'mild hybrid'],
      diesel: ['diesel', 'diesels'],
      petrol: ['petrol', 'gasoline', 'gas'],
      suv: [...shared.suv, 'crossover', '4x4s'],
      estate: ['estate', 'estates', 'wagon', 'station wagon', 'tourer'],
      sedan: ['saloon', 'saloons', 'sedan'],
      hatchback: ['hatchback', 'hatch', 'hatchbacks'],
      coupe: ['coupe', 'coupes'],
      convertible: ['convertible', 'convertibles', 'cabriolet', 'cabrio', 'soft top'],
      mpv: ['mpv', 'people carrier', 'minivan'],
      van: ['van', 'vans', 'panel van'],
      automatic: ['automatic', 'auto', 'automatics', 'auto gearbox', 'automatic gearbox'],
      manual: ['manual', 'manuals', 'stick', 'manual gearbox'],
      awd: [...shared.awd, 'all wheel drive', 'four wheel drive', 'all-wheel drive', 'four-wheel drive'],
      fwd: [...shared.fwd, 'front wheel drive'],
      rwd: [...shared.rwd, 'rear wheel drive'],
      used: ['used', 'second hand', 'secondhand', 'pre owned', 'preowned', 'approved used'],
      new: ['new', 'brand new', 'unregistered'],
      towbar: ['tow bar', 'towbar', 'towbars', 'tow hook', 'towing'],
      heatedSeats: ['heated seats', 'heated front seats'],
      heatPump: ['heat pump'],
      panorama: ['panoramic roof', 'panoramic sunroof', 'glass roof', 'panorama roof'],
      engineHeater: ['engine heater', 'block heater'],
    },
    bounds: {
      under: 'max',
      below: 'max',
      max: 'max',
      maximum: 'max',
      'up to': 'max',
      'less than': 'max',
      'cheaper than': 'max',
      before: 'max',
      'no more than': 'max',
      upto: 'max',
      'older than': 'max',
      over: 'min',
      above: 'min',
      from: 'min',
      min: 'min',
      minimum: 'min',
      'at least': 'min',
      'more than': 'min',
      after: 'min',
      since: 'min',
      'newer than': 'min',
    },
    currency: ['gbp', 'pounds', 'pound', 'quid', 'eur', 'euro', 'euros', 'sek', 'nok'],
    thousands: ['k', 'grand', 'thousand'],
    placeWords: ['in', 'near', 'around', 'nearby', 'close to'],
    fillers: ['with', 'and', 'a', 'an', 'car', 'cars', 'the', 'for', 'sale'],
  },
}

/**
 * Short names and other spellings of brands, folded; the value is the brand's feed name, folded
 * ('mercedes benz'), matched against the site's brands. Spelling variants that differ only in
 * diacritics or spaces ('skoda', 'landrover') need no entry: matching ignores those.
 */
export const BRAND_ALIASES: Readonly<Record<string, string>> = {
  mercedes: 'mercedes benz',
  merc: 'mercedes benz',
  mersu: 'mercedes benz',
  mb: 'mercedes benz',
  benz: 'mercedes benz',
  mercedesbenz: 'mercedes benz',
  vw: 'volkswagen',
  folkvagn: 'volkswagen',
  wv: 'volkswagen',
  chevy: 'chevrolet',
  alfa: 'alfa romeo',
  lr: 'land rover',
  landy: 'land rover',
  beemer: 'bmw',
  bimmer: 'bmw',
  citroen: 'citroen',
  merca: 'mercedes benz',
}

/** Distance units of the mileage, as the market's feed counts it (car_mileage). */
export type DistanceUnit = 'mil' | 'km' | 'miles'

/** Distance words after a number: a Scandinavian 'mil' is 10 km, an English 'mile' 1.609 km. */
export const DISTANCE_WORDS: Readonly<Record<string, { unit: DistanceUnit }>> = {
  mil: { unit: 'mil' },
  km: { unit: 'km' },
  kilometer: { unit: 'km' },
  kilometres: { unit: 'km' },
  kilometers: { unit: 'km' },
  kilometri: { unit: 'km' },
  kilometria: { unit: 'km' },
  miles: { unit: 'miles' },
  mile: { unit: 'miles' },
  mi: { unit: 'miles' },
}

/** Kilometres in one unit of each kind. */
export const KM_PER_UNIT: Record<DistanceUnit, number> = { mil: 10, km: 1, miles: 1.609344 }
