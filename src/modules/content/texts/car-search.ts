import type { DictionaryEntries } from './types'

/** Dictionary entries of the car search: relevance, the keyphrase chip, the no-results rescue. */
export const carSearchEntries = {
  sortRelevance: {
    sv: 'Bäst matchning',
    nb: 'Beste treff',
    fi: 'Osuvimmat ensin',
    en: 'Best match',
    sk: 'Najlepšia zhoda',
  },
  keyphraseChip: {
    sv: 'Sökord: {keyphrase}',
    nb: 'Søkeord: {keyphrase}',
    fi: 'Hakusana: {keyphrase}',
    en: 'Search: {keyphrase}',
    sk: 'Hľadaný výraz: {keyphrase}',
  },
  rescueDidYouMean: {
    sv: 'Menade du',
    nb: 'Mente du',
    fi: 'Tarkoititko',
    en: 'Did you mean',
    sk: 'Mysleli ste',
  },
  rescueHeading: {
    sv: 'Närmaste sökningar som hittar bilar',
    nb: 'Nærmeste søk som finner biler',
    fi: 'Lähimmät haut, jotka löytävät autoja',
    en: 'Nearest searches that find cars',
    sk: 'Najbližšie vyhľadávania, ktoré nájdu autá',
  },
  rescueWithout: {
    sv: 'Utan {filter}',
    nb: 'Uten {filter}',
    fi: 'Ilman: {filter}',
    en: 'Without {filter}',
    sk: 'Bez {filter}',
  },
  rescueWiden: {
    sv: 'Vidga till {filter}',
    nb: 'Utvid til {filter}',
    fi: 'Laajenna: {filter}',
    en: 'Widen to {filter}',
    sk: 'Rozšíriť na {filter}',
  },
  rescueCount: {
    sv: '{count} bilar',
    nb: '{count} biler',
    fi: '{count} autoa',
    en: '{count} cars',
    sk: 'Počet áut: {count}',
  },
  facetEquipment: { sv: 'Utrustning', nb: 'Utstyr', fi: 'Varusteet', en: 'Equipment', sk: 'Výbava' },
  facetSeats: { sv: 'Antal säten', nb: 'Antall seter', fi: 'Istuimia', en: 'Seats', sk: 'Počet miest' },
  facetElectricRange: {
    sv: 'Räckvidd (km)',
    nb: 'Rekkevidde (km)',
    fi: 'Toimintamatka (km)',
    en: 'Electric range (km)',
    sk: 'Dojazd (km)',
  },
  facetBattery: {
    sv: 'Batteri (kWh)',
    nb: 'Batteri (kWh)',
    fi: 'Akku (kWh)',
    en: 'Battery (kWh)',
    sk: 'Batéria (kWh)',
  },
} as const satisfies DictionaryEntries
