import type { DictionaryEntries } from './types'

/** Dictionary entries of the saved searches and recently viewed cars on the car list. */
export const savedSearchEntries = {
  recentlyViewedHeading: {
    sv: 'Senast visade bilar',
    nb: 'Sist viste biler',
    fi: 'Viimeksi katsotut autot',
    en: 'Recently viewed cars',
    sk: 'Naposledy zobrazené autá',
  },
  savedSearchesHeading: {
    sv: 'Sparade sökningar',
    nb: 'Lagrede søk',
    fi: 'Tallennetut haut',
    en: 'Saved searches',
    sk: 'Uložené vyhľadávania',
  },
  saveSearch: {
    sv: 'Spara sökning',
    nb: 'Lagre søk',
    fi: 'Tallenna haku',
    en: 'Save search',
    sk: 'Uložiť vyhľadávanie',
  },
  savedSearchNameLabel: {
    sv: 'Namn på sökningen',
    nb: 'Navn på søket',
    fi: 'Haun nimi',
    en: 'Name of the search',
    sk: 'Názov vyhľadávania',
  },
  savedSearchConfirm: { sv: 'Spara', nb: 'Lagre', fi: 'Tallenna', en: 'Save', sk: 'Uložiť' },
  savedSearchCancel: { sv: 'Avbryt', nb: 'Avbryt', fi: 'Peruuta', en: 'Cancel', sk: 'Zrušiť' },
  savedSearchSaved: {
    sv: 'Sökningen {name} har sparats',
    nb: 'Søket {name} er lagret',
    fi: 'Haku {name} on tallennettu',
    en: 'Search {name} saved',
    sk: 'Vyhľadávanie {name} bolo uložené',
  },
  savedSearchFailed: {
    sv: 'Sökningen kunde inte sparas i den här webbläsaren',
    nb: 'Søket kunne ikke lagres i denne nettleseren',
    fi: 'Hakua ei voitu tallentaa tähän selaimeen',
    en: 'The search could not be saved in this browser',
    sk: 'Vyhľadávanie sa nepodarilo uložiť v tomto prehliadači',
  },
  savedSearchRemoved: {
    sv: 'Sökningen {name} har tagits bort',
    nb: 'Søket {name} er fjernet',
    fi: 'Haku {name} on poistettu',
    en: 'Search {name} removed',
    sk: 'Vyhľadávanie {name} bolo odstránené',
  },
  savedSearchRemove: {
    sv: 'Ta bort sökningen {name}',
    nb: 'Fjern søket {name}',
    fi: 'Poista haku {name}',
    en: 'Remove search {name}',
    sk: 'Odstrániť vyhľadávanie {name}',
  },
  savedSearchNewCount: {
    sv: '{count} nya',
    nb: '{count} nye',
    fi: '{count} uutta',
    en: '{count} new',
    sk: 'Nové: {count}',
  },
  savedSearchAllCars: { sv: 'Alla bilar', nb: 'Alle biler', fi: 'Kaikki autot', en: 'All cars', sk: 'Všetky autá' },
} as const satisfies DictionaryEntries
