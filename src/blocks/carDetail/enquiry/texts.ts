import type { Translate } from '@/modules/content/dictionary'
import { formErrorTexts } from '@/ui/form/texts'

/** The enquiry form's texts, resolved on the server so the browser ships no dictionary. */
export function enquiryFormTexts(t: Translate) {
  return {
    requiredNote: t('formRequiredNote'),
    name: t('formName'),
    phone: t('formPhone'),
    email: t('formEmail'),
    message: t('formMessage'),
    optional: t('formOptional'),
    /** ends with ' *' (spec 2 section 5) */
    chooseDealer: t('formChooseDealer'),
    dealerPlaceholder: t('enquiryDealerPlaceholder'),
    quote: t('formQuote'),
    testDrive: t('formTestDrive'),
    submit: t('formSubmit'),
    sending: t('formSending'),
    successHeading: t('formSuccessHeading'),
    successText: t('formSuccessText'),
    failed: t('carDetailFormError'),
    invalidInput: t('invalidInput'),
    privacyNotice: t('formPrivacyNotice'),
    privacyLink: t('enquiryPrivacyLink'),
    rateLimited: t('formRateLimited'),
    errors: formErrorTexts(t),
  }
}

export type EnquiryFormTexts = ReturnType<typeof enquiryFormTexts>
