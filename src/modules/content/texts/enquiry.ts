import type { DictionaryEntries } from './types'

/**
 * Dictionary entries of the car enquiry form. The form's labels, validation messages and states
 * (form*, contactForm*, carDetailFormError, invalidInput) are shared with other forms in entries.ts.
 */
export const enquiryEntries = {
  formValueTooLong: {
    sv: 'Texten är för lång',
    nb: 'Teksten er for lang',
    fi: 'Teksti on liian pitkä',
    en: 'This text is too long',
    sk: 'Text je príliš dlhý',
  },
  // The empty first option of the dealer select of a sample car.
  enquiryDealerPlaceholder: {
    sv: 'Välj i listan',
    nb: 'Velg fra listen',
    fi: 'Valitse listasta',
    en: 'Select from the list',
    sk: 'Vyberte zo zoznamu',
  },
  enquirySellersHeading: {
    sv: 'Dina kontaktpersoner',
    nb: 'Dine kontaktpersoner',
    fi: 'Yhteyshenkilösi',
    en: 'Your contacts',
    sk: 'Vaše kontaktné osoby',
  },
  enquiryCallSeller: {
    sv: 'Ring {name}',
    nb: 'Ring {name}',
    fi: 'Soita: {name}',
    en: 'Call {name}',
    sk: 'Zavolať: {name}',
  },
  enquiryEmailSeller: {
    sv: 'Mejla {name}',
    nb: 'Send e-post til {name}',
    fi: 'Lähetä sähköpostia: {name}',
    en: 'Email {name}',
    sk: 'Napísať e-mail: {name}',
  },
  enquiryPrivacyLink: {
    sv: 'Läs vår integritetspolicy',
    nb: 'Les personvernerklæringen vår',
    fi: 'Lue tietosuojaselosteemme',
    en: 'Read our privacy policy',
    sk: 'Prečítajte si naše zásady ochrany osobných údajov',
  },
  // The site's privacy page, linked under the form when the site has a page at this path.
  enquiryPrivacyPolicyPath: {
    sv: '/integritetspolicy',
    nb: '/personvern',
    fi: '/tietosuoja',
    en: '/privacy-policy',
    sk: '/ochrana-osobnych-udajov',
  },
} as const satisfies DictionaryEntries
