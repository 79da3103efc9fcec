import type { DictionaryEntries } from './types'

/** Dictionary entries of the favourites (hearts, the favourites page) and the phone contact bar. */
export const favouriteEntries = {
  // The heart's name on a card and on the car page: its pressed state says whether it is saved.
  favouriteCar: {
    sv: 'Spara {name} som favorit',
    nb: 'Lagre {name} som favoritt',
    fi: 'Tallenna {name} suosikiksi',
    en: 'Save {name} as a favourite',
    sk: 'Uložiť {name} medzi obľúbené',
  },
  favouriteSave: {
    sv: 'Spara som favorit',
    nb: 'Lagre som favoritt',
    fi: 'Tallenna suosikiksi',
    en: 'Save as a favourite',
    sk: 'Uložiť medzi obľúbené',
  },
  favouritesTitle: {
    sv: 'Mina favoriter',
    nb: 'Mine favoritter',
    fi: 'Omat suosikit',
    en: 'My favourites',
    sk: 'Moje obľúbené',
  },
  favouritesIntro: {
    sv: 'Bilarna du har sparat med hjärtat. De sparas bara i den här webbläsaren.',
    nb: 'Bilene du har lagret med hjertet. De lagres bare i denne nettleseren.',
    fi: 'Sydämellä tallentamasi autot. Ne tallentuvat vain tähän selaimeen.',
    en: 'The cars you saved with the heart. They are kept in this browser only.',
    sk: 'Autá, ktoré ste uložili srdiečkom. Ukladajú sa len v tomto prehliadači.',
  },
  favouritesEmpty: {
    sv: 'Du har inga favoriter ännu. Tryck på hjärtat på en bil för att spara den här.',
    nb: 'Du har ingen favoritter ennå. Trykk på hjertet på en bil for å lagre den her.',
    fi: 'Sinulla ei ole vielä suosikkeja. Tallenna auto tänne painamalla sen sydäntä.',
    en: 'You have no favourites yet. Tap the heart on a car to keep it here.',
    sk: 'Zatiaľ nemáte obľúbené autá. Ťuknite na srdiečko pri aute a uložíte ho sem.',
  },
  favouritesGone: {
    sv: '{count} sparade bilar finns inte längre i lager.',
    nb: '{count} lagrede biler er ikke lenger på lager.',
    fi: '{count} tallennettua autoa ei ole enää varastossa.',
    en: '{count} saved cars are no longer in stock.',
    sk: '{count} uložených áut už nie je na sklade.',
  },
  // The path of the site's favourites page (the same in all its languages, like every page).
  favouritesPath: {
    sv: '/favoriter',
    nb: '/favoritter',
    fi: '/suosikit',
    en: '/favourites',
    sk: '/oblubene',
  },
  contactBarLabel: {
    sv: 'Kontakta säljaren',
    nb: 'Kontakt selgeren',
    fi: 'Ota yhteyttä myyjään',
    en: 'Contact the seller',
    sk: 'Kontaktovať predajcu',
  },
  contactBarCall: { sv: 'Ring', nb: 'Ring', fi: 'Soita', en: 'Call', sk: 'Zavolať' },
  contactBarWrite: { sv: 'Skriv', nb: 'Skriv', fi: 'Kirjoita', en: 'Message', sk: 'Napísať' },
  contactBarTestDrive: { sv: 'Provkör', nb: 'Prøvekjør', fi: 'Koeaja', en: 'Test drive', sk: 'Testovacia jazda' },
} as const satisfies DictionaryEntries
