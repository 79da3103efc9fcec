import type { Translate } from '@/modules/content/dictionary'

/** The finance panels' fixed texts, resolved on the server so the browser ships no dictionary. */
export function financeTexts(t: Translate) {
  return {
    heading: t('financePanelHeading'),
    options: t('financePanelOptions'),
    loan: t('financeLoan'),
    privateLeasing: t('financePrivateLeasing'),
    companyLeasing: t('financeCompanyLeasing'),
    campaign: t('campaignBadge'),
    monthlyCost: t('financeMonthlyCost'),
    /** contains {price} */
    perMonth: t('pricePerMonth', { price: '{price}' }),
    /** contains {months} */
    months: t('financeMonths', { months: '{months}' }),
    /** contains {min} and {max} */
    range: t('financePanelRange', { min: '{min}', max: '{max}' }),
    exclVat: t('exclVat'),
    carPrice: t('financeCarPrice'),
    downPayment: t('financeDownPayment'),
    cashAmount: t('financeFirstTimeFee'),
    loanAmount: t('financeLoanAmount'),
    loanPeriod: t('financeLoanPeriod'),
    contractPeriod: t('financeContractPeriod'),
    mileagePerYear: t('financeMileagePerYear'),
    interestRate: t('financeInterestRate'),
    effectiveRate: t('financeEffectiveRate'),
    fixedRate: t('financeFixedRate'),
    variableRate: t('financeVariableRate'),
    residualValue: t('financeResidualValue'),
    startFee: t('financeStartFee'),
    invoiceFee: t('financeInvoiceFee'),
    benefitValue: t('financeBenefitValue'),
    benefitValueNote: t('financePanelBenefitValueNote'),
    goodToKnow: t('financePanelGoodToKnow'),
    lender: t('financePanelLender'),
    lessor: t('financePanelLessor'),
    totalPayable: t('financePanelTotalPayable'),
    quoteText: t('financePanelQuoteText'),
    requestQuote: t('financePanelRequestQuote'),
    exampleUnavailable: t('creditExampleUnavailable'),
  }
}

export type FinanceTexts = ReturnType<typeof financeTexts>
