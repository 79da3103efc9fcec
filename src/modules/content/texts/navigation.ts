import type { DictionaryEntries } from './types'

/** Dictionary entries of the navigation bar and the hamburger menu. */
export const navigationEntries = {
  navigationShowChildren: {
    sv: 'Visa sidor under {label}',
    nb: 'Vis sider under {label}',
    fi: 'Näytä kohdan {label} alasivut',
    en: 'Show pages under {label}',
    sk: 'Zobraziť stránky v časti {label}',
  },
  // mega menu
  menuBack: {
    sv: 'Tillbaka',
    nb: 'Tilbake',
    fi: 'Takaisin',
    en: 'Back',
    sk: 'Späť',
  },
  megaMenuSeeAll: {
    sv: 'Visa allt inom {title}',
    nb: 'Se alt innen {title}',
    fi: 'Näytä kaikki: {title}',
    en: 'See all in {title}',
    sk: 'Zobraziť všetko: {title}',
  },
} as const satisfies DictionaryEntries
