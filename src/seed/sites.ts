import type { SeedSite } from '@data/seed-types'
import { site as brandNo } from '@data/sites/brand-no'
import { withBlockLibraryPage } from '@data/sites/block-library-page'
import { withCarDetailPage } from '@data/sites/car-detail-page'
import { withFavouritesPage } from '@data/sites/favourites-page'
import { withPrivacyPage } from '@data/sites/privacy-page'
import { withSiteDetailPages } from '@data/sites/site-detail-page'
import { site as brandSe } from '@data/sites/brand-se'
import { site as chargeSe } from '@data/sites/charge-se'
import { site as hedinFi } from '@data/sites/hedin-fi'
import { site as hedinNo } from '@data/sites/hedin-no'
import { site as hedinSe } from '@data/sites/hedin-se'
import { site as hedinSk } from '@data/sites/hedin-sk'
import { site as hedinUk } from '@data/sites/hedin-uk'
import { site as pickupSe } from '@data/sites/pickup-se'
import { site as rnautomotive } from '@data/sites/rnautomotive'

export const demoSites: SeedSite[] = [
  hedinSe,
  hedinNo,
  hedinFi,
  hedinSk,
  hedinUk,
  brandSe,
  brandNo,
  rnautomotive,
  chargeSe,
  pickupSe,
]
  .map(withCarDetailPage)
  .map(withSiteDetailPages)
  .map(withBlockLibraryPage)
  .map(withPrivacyPage)
  .map(withFavouritesPage)
