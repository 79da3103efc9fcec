import type { Translate } from '@/modules/content/dictionary'
import { COMPARE_ROW_LABELS, MAX_COMPARE, type CompareRowKey } from '@/modules/cars/compare'

/** The comparison's fixed texts, resolved on the server so the browser ships no dictionary. */
export function compareTexts(t: Translate) {
  return {
    title: t('compareTitle'),
    /** contains {count} */
    compareButton: t('compareButton', { count: '{count}' }),
    /** contains {name}: the compare toggle's name */
    compareCar: t('compareCar', { name: '{name}' }),
    add: t('compareAdd'),
    remove: t('compareRemove'),
    /** contains {name} */
    removeCar: t('compareRemoveCar', { name: '{name}' }),
    showSelection: t('compareShowSelection'),
    hideSelection: t('compareHideSelection'),
    limit: t('compareLimit', { max: MAX_COMPARE }),
    clear: t('clear'),
    close: t('close'),
    showCar: t('showCar'),
    price: t('facetPrice'),
    overview: t('overview'),
    technicalData: t('technicalData'),
    equipment: t('equipment'),
    best: t('compareBest'),
    yes: t('yes'),
    no: t('no'),
    loading: t('loading'),
    detailsMissing: t('compareDetailsMissing'),
    copyLink: t('copyLink'),
    copied: t('copied'),
    linkLabel: t('compareLinkLabel'),
    card: { campaignBadge: t('campaignBadge'), exclVat: t('exclVat'), missingImageText: t('missingImageText') },
    rows: Object.fromEntries(Object.entries(COMPARE_ROW_LABELS).map(([row, key]) => [row, t(key)])) as Record<
      CompareRowKey,
      string
    >,
  }
}

export type CompareTexts = ReturnType<typeof compareTexts>
