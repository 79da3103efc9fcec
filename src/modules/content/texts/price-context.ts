import type { DictionaryEntries } from './types'

/**
 * Dictionary entries of the price context (issue 18 item 7): the rating badge and its "why",
 * the price-lowered badge and the price history on the car detail page. A percentage is
 * written the language's way around {percent}: '12 %' in the Nordic languages and Slovak,
 * '12%' in English.
 */
export const priceContextEntries = {
  priceRatingGreat: {
    sv: 'Mycket bra pris',
    nb: 'Svært god pris',
    fi: 'Erinomainen hinta',
    en: 'Great price',
    sk: 'Výborná cena',
  },
  priceRatingGood: { sv: 'Bra pris', nb: 'God pris', fi: 'Hyvä hinta', en: 'Good price', sk: 'Dobrá cena' },
  priceRatingFair: {
    sv: 'Rimligt pris',
    nb: 'Rimelig pris',
    fi: 'Kohtuullinen hinta',
    en: 'Fair price',
    sk: 'Primeraná cena',
  },
  priceRatingHigh: { sv: 'Högt pris', nb: 'Høy pris', fi: 'Korkea hinta', en: 'High price', sk: 'Vysoká cena' },
  priceRatingUnder: {
    sv: '{percent} % under förväntat pris för {count} liknande bilar i lager',
    nb: '{percent} % under forventet pris for {count} lignende biler på lager',
    fi: '{percent} % alle odotetun hinnan {count} samankaltaiseen autoon varastossa verrattuna',
    en: '{percent}% under the expected price for {count} similar cars in stock',
    sk: '{percent} % pod očakávanou cenou oproti {count} podobným autám na sklade',
  },
  priceRatingOver: {
    sv: '{percent} % över förväntat pris för {count} liknande bilar i lager',
    nb: '{percent} % over forventet pris for {count} lignende biler på lager',
    fi: '{percent} % yli odotetun hinnan {count} samankaltaiseen autoon varastossa verrattuna',
    en: '{percent}% over the expected price for {count} similar cars in stock',
    sk: '{percent} % nad očakávanou cenou oproti {count} podobným autám na sklade',
  },
  priceRatingAt: {
    sv: 'Som förväntat pris för {count} liknande bilar i lager',
    nb: 'Som forventet pris for {count} lignende biler på lager',
    fi: 'Odotettu hinta {count} samankaltaiseen autoon varastossa verrattuna',
    en: 'The expected price for {count} similar cars in stock',
    sk: 'Očakávaná cena oproti {count} podobným autám na sklade',
  },
  priceRatingExplained: {
    sv: 'Jämfört med bilar i lager av samma modell och drivmedel, med årsmodell inom två år och liknande miltal. Förväntat pris: {price}.',
    nb: 'Sammenlignet med biler på lager av samme modell og drivstoff, med årsmodell innen to år og lignende kilometerstand. Forventet pris: {price}.',
    fi: 'Verrattu varastossa oleviin saman mallin ja käyttövoiman autoihin, joiden vuosimalli on enintään kahden vuoden päässä ja ajomäärä samankaltainen. Odotettu hinta: {price}.',
    en: 'Compared with cars in stock of the same model and fuel, with a model year within two years and similar mileage. Expected price: {price}.',
    sk: 'V porovnaní s autami na sklade rovnakého modelu a paliva, s modelovým rokom do dvoch rokov a podobným nájazdom. Očakávaná cena: {price}.',
  },
  priceLowered: {
    sv: 'Sänkt pris',
    nb: 'Redusert pris',
    fi: 'Hinta laskenut',
    en: 'Price lowered',
    sk: 'Znížená cena',
  },
  priceLoweredFrom: {
    sv: 'Sänkt från {price} den {date}',
    nb: 'Redusert fra {price} {date}',
    fi: 'Laskettu hinnasta {price} {date}',
    en: 'Lowered from {price} on {date}',
    sk: 'Znížené z {price} dňa {date}',
  },
  priceHistory: { sv: 'Prishistorik', nb: 'Prishistorikk', fi: 'Hintahistoria', en: 'Price history', sk: 'Vývoj ceny' },
  priceHistoryDate: { sv: 'Datum', nb: 'Dato', fi: 'Päivämäärä', en: 'Date', sk: 'Dátum' },
  priceHistoryPrice: { sv: 'Pris', nb: 'Pris', fi: 'Hinta', en: 'Price', sk: 'Cena' },
} as const satisfies DictionaryEntries
