import type { Translate } from '@/modules/content/dictionary'

/**
 * The texts of the car list's personal parts (recently viewed cars, saved searches), built on
 * the server from the site dictionary and passed to the client components as plain strings.
 * Texts with placeholders keep them ('Search {name} saved') and are filled in the browser.
 */

export type RecentlyViewedTexts = { heading: string; clear: string; exclVat: string }

export type SavedSearchTexts = {
  heading: string
  save: string
  nameLabel: string
  confirm: string
  cancel: string
  /** {name} */
  saved: string
  /** storage is blocked or full */
  failed: string
  /** {name} */
  removed: string
  /** {name}: the delete button's accessible name */
  remove: string
  /** {count} */
  newCount: string
  /** the default name of a search without filters */
  allCars: string
}

export function recentlyViewedTexts(t: Translate): RecentlyViewedTexts {
  return { heading: t('recentlyViewedHeading'), clear: t('clear'), exclVat: t('exclVat') }
}

export function savedSearchTexts(t: Translate): SavedSearchTexts {
  return {
    heading: t('savedSearchesHeading'),
    save: t('saveSearch'),
    nameLabel: t('savedSearchNameLabel'),
    confirm: t('savedSearchConfirm'),
    cancel: t('savedSearchCancel'),
    saved: t('savedSearchSaved'),
    failed: t('savedSearchFailed'),
    removed: t('savedSearchRemoved'),
    remove: t('savedSearchRemove'),
    newCount: t('savedSearchNewCount'),
    allCars: t('savedSearchAllCars'),
  }
}
