import type { DictionaryEntries } from './types'

/** Dictionary entries of the car detail page: sections, overview, similar cars, not-found view, share. */
export const carDetailEntries = {
  carDetailRequestQuote: {
    sv: 'Begär offert',
    nb: 'Be om tilbud',
    fi: 'Pyydä tarjous',
    en: 'Request a quote',
    sk: 'Vyžiadať ponuku',
  },
  carDetailBookTestDrive: {
    sv: 'Boka provkörning',
    nb: 'Bestill prøvekjøring',
    fi: 'Varaa koeajo',
    en: 'Book a test drive',
    sk: 'Rezervovať testovaciu jazdu',
  },
  carDetailFinance: {
    sv: 'Finansiering',
    nb: 'Finansiering',
    fi: 'Rahoitus',
    en: 'Finance',
    sk: 'Financovanie',
  },
  carDetailCalculateFinance: {
    sv: 'Räkna på finansiering',
    nb: 'Beregn finansiering',
    fi: 'Laske rahoitus',
    en: 'Calculate finance',
    sk: 'Vypočítať financovanie',
  },
  carDetailDealersOfBrand: {
    sv: 'Finns att beställa hos {count} återförsäljare',
    nb: 'Kan bestilles hos {count} forhandlere',
    fi: 'Tilattavissa {count} jälleenmyyjältä',
    en: 'Available to order from {count} dealers',
    sk: 'Na objednávku u {count} predajcov',
  },
  carDetailPrint: { sv: 'Skriv ut', nb: 'Skriv ut', fi: 'Tulosta', en: 'Print', sk: 'Tlačiť' },
  carDetailPriceExclVat: {
    sv: 'Pris exkl. moms',
    nb: 'Pris ekskl. mva',
    fi: 'Hinta alv 0 %',
    en: 'Price excl. VAT',
    sk: 'Cena bez DPH',
  },
  carDetailPrice: { sv: 'Pris', nb: 'Pris', fi: 'Hinta', en: 'Price', sk: 'Cena' },
  carDetailPreviousPrice: {
    sv: 'Tidigare pris {price}',
    nb: 'Tidligere pris {price}',
    fi: 'Aiempi hinta {price}',
    en: 'Was {price}',
    sk: 'Pôvodná cena {price}',
  },
  carDetailPriceOnRequest: {
    sv: 'Pris på förfrågan',
    nb: 'Pris på forespørsel',
    fi: 'Hinta pyynnöstä',
    en: 'Price on request',
    sk: 'Cena na vyžiadanie',
  },
  carDetailSimilarPrevious: {
    sv: 'Föregående bilar',
    nb: 'Forrige biler',
    fi: 'Edelliset autot',
    en: 'Previous cars',
    sk: 'Predchádzajúce vozidlá',
  },
  carDetailSimilarNext: {
    sv: 'Nästa bilar',
    nb: 'Neste biler',
    fi: 'Seuraavat autot',
    en: 'Next cars',
    sk: 'Ďalšie vozidlá',
  },
} as const satisfies DictionaryEntries
