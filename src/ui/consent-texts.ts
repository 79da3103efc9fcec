import type { Translate } from '@/modules/content/dictionary'

/** The banner's texts in the page language, looked up on the server and passed to the client. */
export function consentTexts(t: Translate) {
  return {
    heading: t('consentHeading'),
    intro: t('consentIntro'),
    acceptAll: t('consentAcceptAll'),
    rejectAll: t('consentRejectAll'),
    choose: t('consentChoose'),
    save: t('consentSave'),
    alwaysOn: t('consentAlwaysOn'),
    necessary: { label: t('consentNecessary'), text: t('consentNecessaryText') },
    statistics: { label: t('consentStatistics'), text: t('consentStatisticsText') },
    marketing: { label: t('consentMarketing'), text: t('consentMarketingText') },
  }
}

export type ConsentTexts = ReturnType<typeof consentTexts>
