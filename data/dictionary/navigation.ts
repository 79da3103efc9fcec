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
} as const satisfies DictionaryEntries
