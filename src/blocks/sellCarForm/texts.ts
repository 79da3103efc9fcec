import type { Translate } from '@/modules/content/dictionary'
import { formErrorTexts } from '@/ui/form/texts'

/** The sell-car form's texts, resolved on the server so the browser ships no dictionary. */
export function sellCarTexts(t: Translate) {
  return {
    requiredNote: t('formRequiredNote'),
    regno: t('sellCarRegno'),
    milage: t('sellCarMilage'),
    valuate: t('sellCarValuate'),
    valuationHeading: t('sellCarValuationHeading'),
    valuationNote: t('sellCarValuationNote'),
    valuationNone: t('sellCarValuationNone'),
    name: t('formName'),
    phone: t('formPhone'),
    email: t('formEmail'),
    optionLegend: t('sellCarOptionLegend'),
    optionSell: t('sellCarOptionSell'),
    optionTradeIn: t('sellCarOptionTradeIn'),
    other: t('sellCarOther'),
    photos: t('sellCarPhotos'),
    photoFailed: t('sellCarPhotoFailed'),
    photoRemove: t('sellCarPhotoRemove'),
    submit: t('sellCarSubmit'),
    sending: t('formSending'),
    success: t('sellCarSuccess'),
    failed: t('sellCarError'),
    rateLimited: t('formRateLimited'),
    errors: formErrorTexts(t),
  }
}
export type SellCarTexts = ReturnType<typeof sellCarTexts>
