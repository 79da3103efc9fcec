import type { Lang } from '../seed-types'
import { BODY_NAMES, COLOUR_NAMES, DRIVE_NAMES, FUEL_NAMES, GEARBOX_NAMES } from '../../src/modules/cars/value-names'
import type { Body, Drive, Fuel, Gearbox } from './catalogue'

/**
 * The words of the inventory in each market's language: what the dealer systems write in the
 * car feed's facet fields (colour, fuel, body, gearbox), finance texts and department names.
 * The facet words are the app's own value names (src/modules/cars/value-names.ts), so the
 * pages can name every value the feed writes in each language.
 */

type Words<K extends string> = Record<K, Record<Lang, string>>

export type Colour = 'black' | 'white' | 'silver' | 'grey' | 'blue' | 'darkblue' | 'red' | 'green' | 'beige' | 'orange'

export const COLOURS: Words<Colour> = COLOUR_NAMES

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

export const FUELS: Words<Fuel> = FUEL_NAMES

export const BODIES: Words<Body> = BODY_NAMES

export const GEARBOXES: Words<Gearbox> = GEARBOX_NAMES

export const DRIVES: Words<Drive> = DRIVE_NAMES

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
