import type { Lang } from '../seed-types'
import type { Body, Drive, Fuel, Gearbox } from './catalogue'

/**
 * The words of the inventory in each market's language: what the dealer systems write in the
 * car feed's facet fields (colour, fuel, body, gearbox), finance texts and department names.
 */

type Words<K extends string> = Record<K, Record<Lang, string>>

export type Colour = 'black' | 'white' | 'silver' | 'grey' | 'blue' | 'darkblue' | 'red' | 'green' | 'beige' | 'orange'

export const COLOURS: Words<Colour> = {
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
}

/** How often each colour is seen in stock (grey, black and white dominate Nordic car parks). */
export const COLOUR_WEIGHTS: readonly (readonly [Colour, number])[] = [
  ['black', 20],
  ['white', 18],
  ['grey', 18],
  ['silver', 12],
  ['blue', 10],
  ['darkblue', 7],
  ['red', 6],
  ['green', 4],
  ['beige', 3],
  ['orange', 2],
]

export const FUELS: Words<Fuel> = {
  petrol: { sv: 'Bensin', nb: 'Bensin', fi: 'Bensiini', sk: 'Benzín', en: 'Petrol' },
  diesel: { sv: 'Diesel', nb: 'Diesel', fi: 'Diesel', sk: 'Diesel', en: 'Diesel' },
  electric: { sv: 'El', nb: 'Elektrisk', fi: 'Sähkö', sk: 'Elektro', en: 'Electric' },
  phev: { sv: 'Laddhybrid', nb: 'Ladbar hybrid', fi: 'Lataushybridi', sk: 'Plug-in hybrid', en: 'Plug-in Hybrid' },
  hybrid: { sv: 'Hybrid', nb: 'Hybrid', fi: 'Hybridi', sk: 'Hybrid', en: 'Hybrid' },
}

export const BODIES: Words<Body> = {
  suv: { sv: 'SUV', nb: 'SUV', fi: 'Maastoauto', sk: 'SUV', en: 'SUV' },
  estate: { sv: 'Kombi', nb: 'Stasjonsvogn', fi: 'Farmari', sk: 'Kombi', en: 'Estate' },
  sedan: { sv: 'Sedan', nb: 'Sedan', fi: 'Sedan', sk: 'Sedan', en: 'Saloon' },
  hatchback: { sv: 'Halvkombi', nb: 'Kombi 5-dørs', fi: 'Viistoperä', sk: 'Hatchback', en: 'Hatchback' },
  coupe: { sv: 'Coupé', nb: 'Coupé', fi: 'Coupé', sk: 'Kupé', en: 'Coupe' },
  convertible: { sv: 'Cabriolet', nb: 'Cabriolet', fi: 'Avoauto', sk: 'Kabriolet', en: 'Convertible' },
  mpv: { sv: 'Familjebuss', nb: 'Flerbruksbil', fi: 'Tila-auto', sk: 'MPV', en: 'MPV' },
  van: { sv: 'Transportbil', nb: 'Varebil', fi: 'Pakettiauto', sk: 'Dodávka', en: 'Van' },
  pickup: { sv: 'Pickup', nb: 'Pickup', fi: 'Avolava', sk: 'Pick-up', en: 'Pick-up' },
}

export const GEARBOXES: Words<Gearbox> = {
  automatic: { sv: 'Automat', nb: 'Automat', fi: 'Automaatti', sk: 'Automatická', en: 'Automatic' },
  manual: { sv: 'Manuell', nb: 'Manuell', fi: 'Manuaali', sk: 'Manuálna', en: 'Manual' },
}

export const DRIVES: Words<Drive> = {
  fwd: { sv: 'Framhjulsdrift', nb: 'Forhjulsdrift', fi: 'Etuveto', sk: 'Predný náhon', en: 'Front-wheel drive' },
  rwd: { sv: 'Bakhjulsdrift', nb: 'Bakhjulsdrift', fi: 'Takaveto', sk: 'Zadný náhon', en: 'Rear-wheel drive' },
  awd: {
    sv: 'Fyrhjulsdrift',
    nb: 'Firehjulsdrift',
    fi: 'Neliveto',
    sk: 'Pohon všetkých kolies',
    en: 'All-wheel drive',
  },
}

export const CONDITIONS: Words<'new' | 'used'> = {
  new: { sv: 'Ny', nb: 'Ny', fi: 'Uusi', sk: 'Nové', en: 'New' },
  used: { sv: 'Begagnad', nb: 'Brukt', fi: 'Käytetty', sk: 'Jazdené', en: 'Used' },
}

export const PRICE_TITLES: Words<'price' | 'priceExVat' | 'campaign'> = {
  price: { sv: 'Pris', nb: 'Pris', fi: 'Hinta', sk: 'Cena', en: 'Price' },
  priceExVat: {
    sv: 'Pris exkl. moms',
    nb: 'Pris ekskl. mva.',
    fi: 'Hinta (alv 0 %)',
    sk: 'Cena bez DPH',
    en: 'Price ex. VAT',
  },
  campaign: { sv: 'Kampanjpris', nb: 'Kampanjepris', fi: 'Kampanjahinta', sk: 'Akciová cena', en: 'Offer price' },
}

/** Suffixes and labels used in finance texts. */
export const FINANCE_WORDS: Words<
  'perMonth' | 'months' | 'perYear' | 'from' | 'loan' | 'campaignLoan' | 'privateLeasing' | 'companyLeasing' | 'exVat'
> = {
  perMonth: { sv: '/mån', nb: '/mnd', fi: '/kk', sk: '/mes.', en: ' per month' },
  months: { sv: 'mån', nb: 'mnd', fi: 'kk', sk: 'mes.', en: 'months' },
  perYear: { sv: 'år', nb: 'år', fi: 'v', sk: 'rok', en: 'year' },
  from: { sv: 'Från', nb: 'Fra', fi: 'Alkaen', sk: 'Od', en: 'From' },
  loan: { sv: 'Billån', nb: 'Billån', fi: 'Rahoitus', sk: 'Úver na auto', en: 'Hire Purchase' },
  campaignLoan: {
    sv: 'Kampanjlån',
    nb: 'Kampanjelån',
    fi: 'Kampanjarahoitus',
    sk: 'Akciový úver',
    en: 'Offer Hire Purchase',
  },
  privateLeasing: {
    sv: 'Privatleasing',
    nb: 'Privatleie',
    fi: 'Yksityisleasing',
    sk: 'Leasing pre súkromné osoby',
    en: 'Personal Contract Hire',
  },
  companyLeasing: {
    sv: 'Företagsleasing',
    nb: 'Bedriftsleasing',
    fi: 'Yritysleasing',
    sk: 'Firemný leasing',
    en: 'Business Contract Hire',
  },
  exVat: { sv: 'exkl. moms', nb: 'ekskl. mva.', fi: 'alv 0 %', sk: 'bez DPH', en: 'ex. VAT' },
}

/** Named campaigns a car can belong to (car_campaigns). */
export const CAMPAIGNS: Record<Lang, readonly string[]> = {
  sv: ['Vinterhjul på köpet', 'Black Week', 'Laddbox ingår', 'Lagerrensning'],
  nb: ['Vinterhjul inkludert', 'Black Week', 'Gratis ladeboks', 'Lagersalg'],
  fi: ['Talvirenkaat kaupan päälle', 'Black Week', 'Kotilaturi veloituksetta', 'Varastonpurku'],
  sk: ['Zimné pneumatiky zadarmo', 'Black Week', 'Wallbox v cene', 'Výpredaj skladu'],
  en: ['Winter Savings Event', 'Black Friday', 'Free Home Charger', 'Stock Clearance'],
}

export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const
export type Weekday = (typeof WEEKDAYS)[number]

export const CLOSED: Record<Lang, string> = {
  sv: 'Stängt',
  nb: 'Stengt',
  fi: 'Suljettu',
  sk: 'Zatvorené',
  en: 'Closed',
}

export type DepartmentGroup = 'New cars' | 'Used cars' | 'Workshop' | 'Parts' | 'Body work' | 'Tyre hotel'

export const DEPARTMENT_NAMES: Record<DepartmentGroup, Record<Lang, string>> = {
  'New cars': {
    sv: 'Nybilsförsäljning',
    nb: 'Nybilsalg',
    fi: 'Uudet autot',
    sk: 'Predaj nových vozidiel',
    en: 'New Car Sales',
  },
  'Used cars': {
    sv: 'Begagnade bilar',
    nb: 'Bruktbilsalg',
    fi: 'Vaihtoautot',
    sk: 'Predaj jazdených vozidiel',
    en: 'Used Car Sales',
  },
  Workshop: { sv: 'Verkstad', nb: 'Verksted', fi: 'Huolto', sk: 'Servis', en: 'Service' },
  Parts: { sv: 'Reservdelar', nb: 'Deler og tilbehør', fi: 'Varaosat', sk: 'Náhradné diely', en: 'Parts' },
  'Body work': { sv: 'Skadeverkstad', nb: 'Skadeverksted', fi: 'Korikorjaamo', sk: 'Karosáreň', en: 'Bodyshop' },
  'Tyre hotel': { sv: 'Däckhotell', nb: 'Dekkhotell', fi: 'Rengashotelli', sk: 'Pneuhotel', en: 'Tyre Hotel' },
}

export const STAFF_TITLES: Record<DepartmentGroup | 'manager', Record<Lang, readonly string[]>> = {
  manager: {
    sv: ['Platschef'],
    nb: ['Daglig leder'],
    fi: ['Toimipistepäällikkö'],
    sk: ['Vedúci pobočky'],
    en: ['General Manager'],
  },
  'New cars': {
    sv: ['Bilsäljare', 'Försäljningschef', 'Företagssäljare'],
    nb: ['Bilselger', 'Salgssjef', 'Bedriftsrådgiver'],
    fi: ['Myyjä', 'Myyntipäällikkö', 'Yritysmyyjä'],
    sk: ['Predajca', 'Vedúci predaja', 'Predajca pre firmy'],
    en: ['Sales Executive', 'Sales Manager', 'Business Sales Executive'],
  },
  'Used cars': {
    sv: ['Bilsäljare', 'Begagnatchef'],
    nb: ['Bruktbilselger', 'Bruktbilsjef'],
    fi: ['Vaihtoautomyyjä', 'Vaihtoautopäällikkö'],
    sk: ['Predajca jazdených vozidiel', 'Vedúci predaja jazdených vozidiel'],
    en: ['Used Car Sales Executive', 'Used Car Manager'],
  },
  Workshop: {
    sv: ['Servicetekniker', 'Kundmottagare', 'Verkstadschef'],
    nb: ['Servicerådgiver', 'Mekaniker', 'Verkstedsjef'],
    fi: ['Huoltoneuvoja', 'Asentaja', 'Huoltopäällikkö'],
    sk: ['Servisný poradca', 'Mechanik', 'Vedúci servisu'],
    en: ['Service Advisor', 'Technician', 'Aftersales Manager'],
  },
  Parts: {
    sv: ['Reservdelssäljare', 'Lagerchef'],
    nb: ['Delerådgiver', 'Lagersjef'],
    fi: ['Varaosamyyjä', 'Varastopäällikkö'],
    sk: ['Predajca dielov', 'Skladník'],
    en: ['Parts Advisor', 'Parts Manager'],
  },
  'Body work': {
    sv: ['Skadetekniker', 'Skadechef'],
    nb: ['Skadetekniker', 'Skadesjef'],
    fi: ['Korikorjaaja', 'Korjaamopäällikkö'],
    sk: ['Klampiar', 'Vedúci karosárne'],
    en: ['Body Technician', 'Bodyshop Manager'],
  },
  'Tyre hotel': {
    sv: ['Däcktekniker', 'Däckhotellsansvarig'],
    nb: ['Dekkmontør', 'Dekkhotellansvarlig'],
    fi: ['Rengasasentaja', 'Rengashotellivastaava'],
    sk: ['Pneuservisný technik', 'Vedúci pneuhotela'],
    en: ['Tyre Technician', 'Tyre Hotel Manager'],
  },
}
