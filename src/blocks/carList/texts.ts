import type { Translate } from '@/modules/content/dictionary'

/** The car list's fixed texts, resolved on the server so the browser ships no dictionary. */
export function carListTexts(t: Translate) {
  return {
    filters: t('filters'),
    showFilters: t('showFilters'),
    hideFilters: t('hideFilters'),
    activeFilters: t('activeFilters'),
    clearAllFilters: t('clearAllFilters'),
    /** contains {filter} */
    removeFilter: t('removeFilter', { filter: '{filter}' }),
    /** contains {count} */
    showResults: t('showResults', { count: '{count}' }),
    close: t('close'),
    clear: t('clear'),
    carSearchLabel: t('carSearchLabel'),
    carSearchPlaceholder: t('carSearchPlaceholder'),
    search: t('search'),
    facetSearchPlaceholder: t('facetSearchPlaceholder'),
    rangeFrom: t('rangeFrom'),
    rangeTo: t('rangeTo'),
    sortBy: t('sortBy'),
    sortNewest: t('sortNewest'),
    sortPriceAsc: t('sortPriceAsc'),
    sortPriceDesc: t('sortPriceDesc'),
    sortMileageAsc: t('sortMileageAsc'),
    sortYearDesc: t('sortYearDesc'),
    /** contains {current} and {total} */
    carListCounter: t('carListCounter', { current: '{current}', total: '{total}' }),
    carListLoading: t('carListLoading'),
    carListError: t('carListError'),
    noSearchResults: t('noSearchResults'),
    showMore: t('showMore'),
    tryAgain: t('tryAgain'),
    facetModel: t('facetModel'),
    card: {
      campaignBadge: t('campaignBadge'),
      exclVat: t('exclVat'),
      missingImageText: t('missingImageText'),
      favourite: t('favouriteCar', { name: '{name}' }),
    },
  }
}

export type CarListTexts = ReturnType<typeof carListTexts>
