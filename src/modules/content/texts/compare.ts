import type { DictionaryEntries } from './types'

/** Dictionary entries of the compare bar and the compare view. */
export const compareEntries = {
  // The compare toggle's name in a card's corner: its pressed state says whether the car is chosen.
  compareCar: {
    sv: 'Jämför {name}',
    nb: 'Sammenlign {name}',
    fi: 'Vertaile {name}',
    en: 'Compare {name}',
    sk: 'Porovnať {name}',
  },
  compareRemoveCar: {
    sv: 'Ta bort {name} från jämförelsen',
    nb: 'Fjern {name} fra sammenligningen',
    fi: 'Poista {name} vertailusta',
    en: 'Remove {name} from comparison',
    sk: 'Odstrániť {name} z porovnania',
  },
  compareLimit: {
    sv: 'Du kan jämföra upp till {max} bilar. Ta bort en för att lägga till en annan.',
    nb: 'Du kan sammenligne opptil {max} biler. Fjern én for å legge til en annen.',
    fi: 'Voit vertailla enintään {max} autoa. Poista yksi lisätäksesi toisen.',
    en: 'You can compare up to {max} cars. Remove one to add another.',
    sk: 'Porovnať môžete najviac {max} vozidlá. Ak chcete pridať ďalšie, jedno odstráňte.',
  },
  // Marks the best value of a row (lowest price, highest power, ...).
  compareBest: { sv: 'Bäst', nb: 'Best', fi: 'Paras', en: 'Best', sk: 'Najlepšie' },
  compareLinkLabel: {
    sv: 'Länk till jämförelsen',
    nb: 'Lenke til sammenligningen',
    fi: 'Linkki vertailuun',
    en: 'Link to this comparison',
    sk: 'Odkaz na toto porovnanie',
  },
  compareDetailsMissing: {
    sv: 'Alla detaljer kunde inte hämtas',
    nb: 'Alle detaljer kunne ikke hentes',
    fi: 'Kaikkia tietoja ei voitu ladata',
    en: 'Not all details could be loaded',
    sk: 'Nepodarilo sa načítať všetky podrobnosti',
  },
} as const satisfies DictionaryEntries
