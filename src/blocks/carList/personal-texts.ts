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
  alert: AlertSignUpTexts
}

/** The optional e-mail alert of a saved search (issue 18 item 6). */
export type AlertSignUpTexts = {
  emailLabel: string
  emailHint: string
  frequencyLegend: string
  instant: string
  daily: string
  /** {email} */
  checkInbox: string
  emailInvalid: string
  tooMany: string
  failed: string
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
    alert: {
      emailLabel: t('alertEmailLabel'),
      emailHint: t('alertEmailHint'),
      frequencyLegend: t('alertFrequencyLegend'),
      instant: t('alertInstant'),
      daily: t('alertDaily'),
      checkInbox: t('alertCheckInbox'),
      emailInvalid: t('alertEmailInvalid'),
      tooMany: t('alertTooMany'),
      failed: t('alertFailed'),
    },
  }
}
