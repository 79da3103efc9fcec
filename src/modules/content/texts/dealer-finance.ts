import type { DictionaryEntries } from './types'

/** Dictionary entries of the UK dealer finance widget (codeweaver quotes). */
export const dealerFinanceEntries = {
  financeQuoteHeading: {
    sv: 'Finansiera bilen',
    nb: 'Finansier bilen',
    fi: 'Rahoita auto',
    en: 'Finance this car',
    sk: 'Financovanie vozidla',
  },
  financeProductChoice: {
    sv: 'Finansieringsform',
    nb: 'Finansieringsform',
    fi: 'Rahoitusmuoto',
    en: 'Finance product',
    sk: 'Typ financovania',
  },
  /** UK quotes count miles whatever the page language. */
  financeMiles: {
    sv: '{miles} engelska mil',
    nb: '{miles} engelske mil',
    fi: '{miles} mailia',
    en: '{miles} miles',
    sk: '{miles} míľ',
  },
  financePerMonth: {
    sv: '{amount} per månad',
    nb: '{amount} per måned',
    fi: '{amount} kuukaudessa',
    en: '{amount} per month',
    sk: '{amount} mesačne',
  },
  financeInPounds: {
    sv: '{label} (£)',
    nb: '{label} (£)',
    fi: '{label} (£)',
    en: '{label} (£)',
    sk: '{label} (£)',
  },
  financeQuoteUpdating: {
    sv: 'Uppdaterar offerten…',
    nb: 'Oppdaterer tilbudet…',
    fi: 'Päivitetään tarjousta…',
    en: 'Updating your quote…',
    sk: 'Ponuka sa aktualizuje…',
  },
  financeQuoteUpdateFailed: {
    sv: 'Vi kunde inte uppdatera offerten. Försök igen.',
    nb: 'Vi kunne ikke oppdatere tilbudet. Prøv igjen.',
    fi: 'Tarjousta ei voitu päivittää. Yritä uudelleen.',
    en: "We couldn't update your quote. Please try again.",
    sk: 'Ponuku sa nepodarilo aktualizovať. Skúste to znova.',
  },
  financeTermsLoading: {
    sv: 'Laddar villkoren…',
    nb: 'Laster inn vilkårene…',
    fi: 'Ladataan ehtoja…',
    en: 'Loading terms and conditions…',
    sk: 'Načítavajú sa obchodné podmienky…',
  },
  financeTermsFailed: {
    sv: 'Villkoren kunde inte laddas. Försök igen senare.',
    nb: 'Vilkårene kunne ikke lastes inn. Prøv igjen senere.',
    fi: 'Ehtoja ei voitu ladata. Yritä myöhemmin uudelleen.',
    en: "The terms and conditions couldn't be loaded. Please try again later.",
    sk: 'Obchodné podmienky sa nepodarilo načítať. Skúste to neskôr.',
  },
} as const satisfies DictionaryEntries
