import type { Lang } from '../sites/languages'

/**
 * The car feed's keyword values in every language. Dealer systems write a car's colour, fuel,
 * body, gearbox and drive in their market's language ('Sähkö', 'Automaatti'); a site with more
 * languages than its market (hedin-fi's /sv and /en pages) shows them in the page's language.
 * A value in no table is shown as the feed wrote it.
 */

type Names = Record<Lang, string>

export const COLOUR_NAMES = {
  black: { sv: 'Svart', nb: 'Sort', fi: 'Musta', sk: 'Čierna', en: 'Black' },
  white: { sv: 'Vit', nb: 'Hvit', fi: 'Valkoinen', sk: 'Biela', en: 'White' },
  silver: { sv: 'Silver', nb: 'Sølv', fi: 'Hopea', sk: 'Strieborná', en: 'Silver' },
  grey: { sv: 'Grå', nb: 'Grå', fi: 'Harmaa', sk: 'Sivá', en: 'Grey' },
  blue: { sv: 'Blå', nb: 'Blå', fi: 'Sininen', sk: 'Modrá', en: 'Blue' },
  darkblue: { sv: 'Mörkblå', nb: 'Mørkeblå', fi: 'Tummansininen', sk: 'Tmavomodrá', en: 'Dark Blue' },
  red: { sv: 'Röd', nb: 'Rød', fi: 'Punainen', sk: 'Červená', en: 'Red' },
  green: { sv: 'Grön', nb: 'Grønn', fi: 'Vihreä', sk: 'Zelená', en: 'Green' },
  beige: { sv: 'Beige', nb: 'Beige', fi: 'Beige', sk: 'Béžová', en: 'Beige' },
  orange: { sv: 'Orange', nb: 'Oransje', fi: 'Oranssi', sk: 'Oranžová', en: 'Orange' },
} as const satisfies Record<string, Names>

export const FUEL_NAMES = {
  petrol: { sv: 'Bensin', nb: 'Bensin', fi: 'Bensiini', sk: 'Benzín', en: 'Petrol' },
  diesel: { sv: 'Diesel', nb: 'Diesel', fi: 'Diesel', sk: 'Diesel', en: 'Diesel' },
  electric: { sv: 'El', nb: 'Elektrisk', fi: 'Sähkö', sk: 'Elektro', en: 'Electric' },
  phev: { sv: 'Laddhybrid', nb: 'Ladbar hybrid', fi: 'Lataushybridi', sk: 'Plug-in hybrid', en: 'Plug-in Hybrid' },
  hybrid: { sv: 'Hybrid', nb: 'Hybrid', fi: 'Hybridi', sk: 'Hybrid', en: 'Hybrid' },
} as const satisfies Record<string, Names>

export const BODY_NAMES = {
  suv: { sv: 'SUV', nb: 'SUV', fi: 'Maastoauto', sk: 'SUV', en: 'SUV' },
  estate: { sv: 'Kombi', nb: 'Stasjonsvogn', fi: 'Farmari', sk: 'Kombi', en: 'Estate' },
  sedan: { sv: 'Sedan', nb: 'Sedan', fi: 'Sedan', sk: 'Sedan', en: 'Saloon' },
  hatchback: { sv: 'Halvkombi', nb: 'Kombi 5-dørs', fi: 'Viistoperä', sk: 'Hatchback', en: 'Hatchback' },
  coupe: { sv: 'Coupé', nb: 'Coupé', fi: 'Coupé', sk: 'Kupé', en: 'Coupe' },
  convertible: { sv: 'Cabriolet', nb: 'Cabriolet', fi: 'Avoauto', sk: 'Kabriolet', en: 'Convertible' },
  mpv: { sv: 'Familjebuss', nb: 'Flerbruksbil', fi: 'Tila-auto', sk: 'MPV', en: 'MPV' },
  van: { sv: 'Transportbil', nb: 'Varebil', fi: 'Pakettiauto', sk: 'Dodávka', en: 'Van' },
  pickup: { sv: 'Pickup', nb: 'Pickup', fi: 'Avolava', sk: 'Pick-up', en: 'Pick-up' },
} as const satisfies Record<string, Names>

export const GEARBOX_NAMES = {
  automatic: { sv: 'Automat', nb: 'Automat', fi: 'Automaatti', sk: 'Automatická', en: 'Automatic' },
  manual: { sv: 'Manuell', nb: 'Manuell', fi: 'Manuaali', sk: 'Manuálna', en: 'Manual' },
} as const satisfies Record<string, Names>

export const DRIVE_NAMES = {
  fwd: { sv: 'Framhjulsdrift', nb: 'Forhjulsdrift', fi: 'Etuveto', sk: 'Predný náhon', en: 'Front-wheel drive' },
  rwd: { sv: 'Bakhjulsdrift', nb: 'Bakhjulsdrift', fi: 'Takaveto', sk: 'Zadný náhon', en: 'Rear-wheel drive' },
  awd: {
    sv: 'Fyrhjulsdrift',
    nb: 'Firehjulsdrift',
    fi: 'Neliveto',
    sk: 'Pohon všetkých kolies',
    en: 'All-wheel drive',
  },
} as const satisfies Record<string, Names>

/** The keyword fields of the cars index whose values have names in every language. */
export const VALUE_NAMES: Record<string, Record<string, Names>> = {
  car_color: COLOUR_NAMES,
  car_fuel: FUEL_NAMES,
  car_body: BODY_NAMES,
  car_gearbox: GEARBOX_NAMES,
  car_drive: DRIVE_NAMES,
}

const key = (value: string) => value.trim().toLocaleLowerCase('en')

/** Per field: any language's word (lower case) -> the names of its value. */
const BY_WORD: Record<string, Map<string, Names>> = Object.fromEntries(
  Object.entries(VALUE_NAMES).map(([field, table]) => {
    const words = new Map<string, Names>()
    for (const names of Object.values(table)) for (const word of Object.values(names)) words.set(key(word), names)
    return [field, words]
  }),
)

/** A feed value of `field` in `lang`, or null when the value is in no table. */
export function valueName(field: string, value: string, lang: Lang): string | null {
  return BY_WORD[field]?.get(key(value))?.[lang] ?? null
}

/**
 * Every word of `field` whose name in `lang` differs, for the browser's filter chips: the words
 * of other languages only, so a page in the feed's own language sends little.
 */
export function valueNamesFor(field: string, lang: Lang): Record<string, string> {
  const names: Record<string, string> = {}
  for (const table of Object.values(VALUE_NAMES[field] ?? {})) {
    for (const word of Object.values(table)) if (word !== table[lang]) names[word] = table[lang]
  }
  return names
}
