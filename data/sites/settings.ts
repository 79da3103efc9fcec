import type { SiteFontKey } from '../../src/modules/themes/themes'
import type { BrandTheme, Lang } from '../seed-types'

/** Site settings seeded into the `sites` collection. Content lives in `data/sites/<name>.ts`. */
export type SeedSiteSettings = {
  name: string
  label: string
  hostNames: string[]
  redirectWwwToBare: boolean
  isDefault: boolean
  languages: Lang[]
  defaultLanguage: Lang
  titleTemplate: string
  gtmId: string
  /** the mailbox sell-car leads go to (issue 23 item 4) */
  purchaseEmail?: string
  paths: { carList: string; carDetail: string; siteDetail: string; search: string; kits?: string }
  theme: BrandTheme
  font: SiteFontKey
  map: { defaultLatitude: number; defaultLongitude: number; defaultZoomLevel: number }
  flags: {
    autosOnShow?: boolean
    dealerFinance?: boolean
    deductibleVatTag?: boolean
    connectedCarNotice?: boolean
    hideSmartLoanEffectiveRate?: boolean
    hideLatestCars?: boolean
    hideCarNotFoundListLink?: boolean
  }
}

const stockholm = { defaultLatitude: 59.3293, defaultLongitude: 18.0686, defaultZoomLevel: 10 }

export const seedSiteSettings: SeedSiteSettings[] = [
  {
    name: 'hedin-se',
    label: 'Hedin Automotive',
    hostNames: ['hedinautomotive.se'],
    redirectWwwToBare: true,
    isDefault: true,
    languages: ['sv'],
    defaultLanguage: 'sv',
    titleTemplate: '%s | Hedin Automotive',
    gtmId: 'GTM-HEDINSE',
    purchaseEmail: 'inkop@hedinautomotive.se',
    paths: {
      carList: '/kop-bil/alla-bilar-i-lager',
      carDetail: '/kop-bil',
      siteDetail: '/anlaggningar',
      search: '/kop-bil/alla-bilar-i-lager',
    },
    theme: 'default',
    font: 'inter',
    map: stockholm,
    flags: { connectedCarNotice: true, deductibleVatTag: true },
  },
  {
    name: 'hedin-no',
    label: 'Hedin Automotive Norge',
    hostNames: ['hedinautomotive.no'],
    redirectWwwToBare: false,
    isDefault: false,
    languages: ['nb'],
    defaultLanguage: 'nb',
    titleTemplate: '%s | Hedin Automotive',
    gtmId: 'GTM-HEDINNO',
    paths: {
      carList: '/kjop-bil/alle-brukte-biler',
      carDetail: '/kjop-bil',
      siteDetail: '/finn-oss',
      search: '/kjop-bil/alle-brukte-biler',
    },
    theme: 'default',
    font: 'inter',
    map: { defaultLatitude: 59.9139, defaultLongitude: 10.7522, defaultZoomLevel: 10 },
    flags: { hideSmartLoanEffectiveRate: true },
  },
  {
    name: 'hedin-fi',
    label: 'Hedin Automotive Suomi',
    hostNames: ['hedinautomotive.fi'],
    redirectWwwToBare: false,
    isDefault: false,
    languages: ['fi', 'sv', 'en'],
    defaultLanguage: 'fi',
    titleTemplate: '%s | Hedin Automotive',
    gtmId: 'GTM-HEDINFI',
    paths: {
      carList: '/osta-auto/kaikki-autot',
      carDetail: '/osta-auto',
      siteDetail: '/loyda-meidat',
      search: '/osta-auto/kaikki-autot',
      kits: '/varustepaketit',
    },
    theme: 'default',
    font: 'open-sans',
    map: { defaultLatitude: 60.1699, defaultLongitude: 24.9384, defaultZoomLevel: 10 },
    flags: {},
  },
  {
    name: 'hedin-sk',
    label: 'Hedin Automotive Slovensko',
    hostNames: ['hedinautomotive.sk'],
    redirectWwwToBare: false,
    isDefault: false,
    languages: ['sk'],
    defaultLanguage: 'sk',
    titleTemplate: '%s – Hedin Automotive',
    gtmId: 'GTM-HEDINSK',
    paths: {
      carList: '/kupit-auto/vsetky-vozidla',
      carDetail: '/kupit-auto',
      siteDetail: '/kontakty',
      search: '/kupit-auto/vsetky-vozidla',
    },
    theme: 'default',
    font: 'roboto',
    map: { defaultLatitude: 48.1486, defaultLongitude: 17.1077, defaultZoomLevel: 10 },
    flags: {},
  },
  {
    name: 'hedin-uk',
    label: 'Hedin Automotive UK',
    hostNames: ['hedinautomotive.co.uk'],
    redirectWwwToBare: false,
    isDefault: false,
    languages: ['en'],
    defaultLanguage: 'en',
    titleTemplate: '%s | Hedin Automotive UK',
    gtmId: 'GTM-HEDINUK',
    purchaseEmail: 'buying@hedinautomotive.co.uk',
    paths: {
      carList: '/buy-car/used-cars',
      carDetail: '/buy-car/car',
      siteDetail: '/find-us',
      search: '/buy-car/used-cars',
    },
    theme: 'default',
    font: 'montserrat',
    map: { defaultLatitude: 52.4862, defaultLongitude: -1.8904, defaultZoomLevel: 8 },
    flags: { autosOnShow: true, dealerFinance: true },
  },
  {
    name: 'brand-se',
    label: 'smart Sverige',
    hostNames: ['smart-sverige.se'],
    redirectWwwToBare: false,
    isDefault: false,
    languages: ['sv'],
    defaultLanguage: 'sv',
    titleTemplate: '%s – smart Sverige',
    gtmId: 'GTM-BRANDSE',
    purchaseEmail: 'inbyte@smart-sverige.se',
    paths: {
      carList: '/kop-bil',
      carDetail: '/kop-bil',
      siteDetail: '/hitta-oss',
      search: '/kop-bil',
    },
    theme: 'smart',
    font: 'montserrat',
    map: stockholm,
    flags: { connectedCarNotice: true },
  },
  {
    name: 'brand-no',
    label: 'MINI Norge',
    hostNames: ['mini-norge.no'],
    redirectWwwToBare: false,
    isDefault: false,
    languages: ['nb'],
    defaultLanguage: 'nb',
    titleTemplate: '%s – MINI Norge',
    gtmId: 'GTM-BRANDNO',
    paths: {
      carList: '/kjop-bil',
      carDetail: '/kjop-bil',
      siteDetail: '/finn-oss',
      search: '/kjop-bil',
    },
    theme: 'mini',
    font: 'barlow',
    map: { defaultLatitude: 59.9139, defaultLongitude: 10.7522, defaultZoomLevel: 10 },
    flags: { hideSmartLoanEffectiveRate: true },
  },
  {
    name: 'rnautomotive',
    label: 'RN Automotive',
    hostNames: ['rnautomotive.se'],
    redirectWwwToBare: false,
    isDefault: false,
    languages: ['sv'],
    defaultLanguage: 'sv',
    titleTemplate: '%s | RN Automotive',
    gtmId: 'GTM-RNAUTO',
    paths: {
      carList: '/bilar-i-lager',
      carDetail: '/bilar-i-lager',
      siteDetail: '/anlaggningar',
      search: '/bilar-i-lager',
    },
    theme: 'renault',
    font: 'roboto',
    map: { defaultLatitude: 57.7089, defaultLongitude: 11.9746, defaultZoomLevel: 10 },
    flags: { hideLatestCars: true, hideCarNotFoundListLink: true },
  },
  {
    name: 'charge-se',
    label: 'Hedin Charge',
    hostNames: ['hedincharge.se'],
    redirectWwwToBare: false,
    isDefault: false,
    languages: ['sv'],
    defaultLanguage: 'sv',
    titleTemplate: '%s | Hedin Charge',
    gtmId: 'GTM-CHARGESE',
    paths: {
      carList: '/laddstationer',
      carDetail: '/laddstationer',
      siteDetail: '/laddstationer',
      search: '/laddstationer',
    },
    theme: 'default',
    font: 'inter',
    map: { defaultLatitude: 59.3293, defaultLongitude: 18.0686, defaultZoomLevel: 6 },
    flags: {},
  },
  {
    name: 'pickup-se',
    label: 'Pickup Center',
    hostNames: ['pickupcenter.se'],
    redirectWwwToBare: false,
    isDefault: false,
    languages: ['sv'],
    defaultLanguage: 'sv',
    titleTemplate: '%s | Pickup Center',
    gtmId: 'GTM-PICKUPSE',
    paths: {
      carList: '/modeller',
      carDetail: '/modeller',
      siteDetail: '/hitta-aterforsaljare',
      search: '/modeller',
    },
    theme: 'default',
    font: 'barlow',
    map: { defaultLatitude: 62.0, defaultLongitude: 15.0, defaultZoomLevel: 5 },
    flags: {},
  },
]
