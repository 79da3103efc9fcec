import type { Translate } from '@/modules/content/dictionary'
import { formatTaxRate } from '@/modules/kits/cart'

/** The kits tool's fixed texts, resolved on the server so the browser ships no dictionary. */
export function kitsTexts(t: Translate) {
  return {
    title: t('kitsTitle'),
    searchPlaceholder: t('kitsSearchPlaceholder'),
    loadError: t('carListError'),
    /** contains {car} */
    noResultsForCar: t('kitsNoResultsForCar', { car: '{car}' }),
    noResults: t('kitsNoResults'),
    viewRows: t('kitsViewRows'),
    viewGrid: t('kitsViewGrid'),
    details: t('kitsDetails'),
    code: t('kitsCode'),
    category: t('kitsCategory'),
    subSubCategory: t('kitsSubSubCategory'),
    description: t('kitsDescription'),
    catalogue: t('kitsCatalogue'),
    status: t('kitsStatus'),
    statusActive: t('kitsStatusActive'),
    action: t('kitsAction'),
    parts: t('kitsParts'),
    labour: t('kitsLabour'),
    fitment: t('kitsFitment'),
    priceInclVat: t('kitsPriceInclVat'),
    addToCart: t('kitsAddToCart'),
    inCart: t('kitsInCart'),
    removeFromCart: t('kitsRemoveFromCart'),
    cart: t('kitsCart'),
    net: t('kitsNet'),
    tax: t('kitsTax', { rate: formatTaxRate() }),
    total: t('kitsTotal'),
    sendQuote: t('kitsSendQuote'),
    sending: t('kitsSendingQuote'),
    sent: t('kitsQuoteSent'),
    quoteError: t('kitsQuoteError'),
    sessionInfo: t('kitsSessionInfo'),
    sessionUser: t('kitsSessionUser'),
    sessionDealer: t('kitsSessionDealer'),
    sessionUnit: t('kitsSessionUnit'),
    sessionTransaction: t('kitsSessionTransaction'),
    sessionVehicle: t('kitsSessionVehicle'),
    sessionMissing: t('kitsSessionMissing'),
    clearSession: t('kitsClearSession'),
    debugFill: t('kitsDebugFill'),
    car: t('kitsCar'),
    close: t('close'),
    showMore: t('showMore'),
    loading: t('carListLoading'),
    showFilters: t('showFilters'),
    /** contains {current} and {total} */
    counter: t('carListCounter', { current: '{current}', total: '{total}' }),
    panel: {
      filters: t('filters'),
      close: t('close'),
      clear: t('clear'),
      search: t('search'),
      /** contains {count} */
      showResults: t('showResults', { count: '{count}' }),
      facetModel: t('kitsCategory'),
      facetSearchPlaceholder: t('facetSearchPlaceholder'),
      rangeFrom: t('rangeFrom'),
      rangeTo: t('rangeTo'),
    },
  }
}

export type KitsTexts = ReturnType<typeof kitsTexts>
