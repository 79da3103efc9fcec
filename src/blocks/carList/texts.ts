import type { Translate } from '@/modules/content/dictionary'
import { priceContextTexts } from '@/modules/cars/price-context'

/** The car list's fixed texts, resolved on the server so the browser ships no dictionary. */
export function carListTexts(t: Translate) {
  return {
    filters: t('filters'),
    showFilters: t('showFilters'),
    hideFilters: t('hideFilters'),
    activeFilters: t('activeFilters'),
    clearAllFilters: t('clearAllFilters'),
    sortRelevance: t('sortRelevance'),
    sortDistance: t('sortDistance'),
    /** contains {radius} and {place} */
    nearChip: t('nearChip', { radius: '{radius}', place: '{place}' }),
    nearYou: t('nearYou'),
    nearPlaceLabel: t('nearPlaceLabel'),
    nearMe: t('nearMe'),
    nearRadius: t('nearRadius'),
    nearUnknownPlace: t('nearUnknownPlace'),
    /** contains {keyphrase} */
    keyphraseChip: t('keyphraseChip', { keyphrase: '{keyphrase}' }),
    rescueDidYouMean: t('rescueDidYouMean'),
    rescueHeading: t('rescueHeading'),
    /** contains {filter} */
    rescueWithout: t('rescueWithout', { filter: '{filter}' }),
    /** contains {filter} */
    rescueWiden: t('rescueWiden', { filter: '{filter}' }),
    /** contains {count} */
    rescueCount: t('rescueCount', { count: '{count}' }),
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
      price: priceContextTexts(t),
    },
  }
}

export type CarListTexts = ReturnType<typeof carListTexts>
