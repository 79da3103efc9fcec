import type { Translate } from '@/modules/content/dictionary'
import { profileFor } from '@/modules/finance/disclosure/profiles'

/** The finance widget's fixed texts, resolved on the server so the browser ships no dictionary. */
export function dealerFinanceTexts(t: Translate) {
  const deposit = t('financeDeposit')
  const monthlyPayment = t('financeMonthlyPayment')
  return {
    heading: t('financeQuoteHeading'),
    loading: t('financeQuoteLoading'),
    unavailable: t('financeQuoteUnavailable'),
    productChoice: t('financeProductChoice'),
    term: t('financeTerm'),
    /** contains {months} */
    months: t('financeMonths', { months: '{months}' }),
    deposit,
    depositInput: t('financeInPounds', { label: deposit }),
    monthlyPayment,
    monthlyPaymentInput: t('financeInPounds', { label: monthlyPayment }),
    mileage: t('financeMileagePerYear'),
    /** contains {miles} */
    miles: t('financeMiles', { miles: '{miles}' }),
    /** contains {amount} */
    perMonth: t('financePerMonth', { amount: '{amount}' }),
    updating: t('financeQuoteUpdating'),
    updateFailed: t('financeQuoteUpdateFailed'),
    quoteReference: t('financeQuoteReference'),
    representativeExample: t('financeRepresentativeExample'),
    /** the UK's compact example line; contains {rate}, {total} and {months} */
    compactExample: t(profileFor('UK').compactKey, { rate: '{rate}', total: '{total}', months: '{months}' }),
    reserve: t('financeReserve'),
    partExchange: t('financePartExchange'),
    terms: t('financeTerms'),
    termsLoading: t('financeTermsLoading'),
    termsFailed: t('financeTermsFailed'),
    opensInNewTab: t('opensInNewTab'),
  }
}

export type DealerFinanceTexts = ReturnType<typeof dealerFinanceTexts>
