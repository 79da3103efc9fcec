import type { ReactNode } from 'react'
import { LANGUAGES } from '@/modules/sites/languages'
import type { DictionaryKey } from '@/modules/content/dictionary'
import { creditWarningFor } from '@/modules/cars/card-options'
import { disclosureMarket, loanExampleInput } from '@/modules/cars/card-finance'
import { siteDisclosure } from '@/modules/cars/card-options'
import type { Market } from '@/modules/finance/disclosure/profiles'
import type { Site } from '@/modules/sites/site'
import type { Car } from '@/modules/search/documents'
import {
  companyLeasingPrice,
  leasingDistanceUnit,
  privateLeasingMonths,
  type DistanceUnit,
} from '@/modules/finance/leasing'
import type { CarSectionProps } from '../section'
import {
  LazyCompanyLeasingPanel as CompanyLeasingPanel,
  LazyFinanceTabs as FinanceTabs,
  LazyLoanCalculator as LoanCalculator,
} from '../lazy'
import type { FinanceTab } from './FinanceTabs'
import { PrivateLeasingPanel } from './PrivateLeasingPanel'
import { exampleTexts } from '@/ui/RepresentativeExample'
import { financeTexts } from './texts'

const DISTANCE_KEYS: Record<DistanceUnit, DictionaryKey> = {
  mil: 'financePanelPerYearMil',
  km: 'financePanelPerYearKm',
  miles: 'financePanelPerYearMiles',
}

/** Feeds may name the finance company on an option; the spec's fields do not, so it is optional. */
function lenderOf(option: Record<string, unknown>): string | null {
  return typeof option.lender === 'string' && option.lender.trim() !== '' ? option.lender : null
}

/**
 * The credit market whose rules the page follows: the site's (its settings, else its inventory's),
 * as for its cards and warning; a site with neither falls back to the car's own country.
 */
function creditMarket(site: Site, car: Pick<Car, 'car_country_code'>): Market {
  return siteDisclosure(site)?.profile.market ?? disclosureMarket({ market: car.car_country_code })
}

/**
 * The car's loan and leasing (spec 2 sections 2.3, 3.2-3.4 and 9): a tab per offer the car has,
 * nothing at all when it has none.
 *
 * Variant rules: the Norway flag hides the calculated effective rate and the residual values.
 * The lender's disclaimer still gets the effective rate in its {5}: it is the lender's legal
 * text, and Norwegian credit marketing must state the effective rate. The Swedish locale adds
 * a 'good to know' block to each panel and the consumer-loan warning to the loan, the one panel
 * that shows the cost of a consumer credit: Swedish law requires the warning there, and the
 * spec (document 1 section 9) asks for it in Swedish only; leasing is hire, not credit.
 */
export function FinanceSection({ car, ctx }: CarSectionProps) {
  const loan = car.car_loan_option ?? null
  const privateOffer = car.car_has_privateleasing ? (car.car_private_leasing_option ?? null) : null
  const companyOffer = car.car_has_companyleasing ? (car.car_company_leasing_option ?? null) : null
  if (!loan && !privateOffer && !companyOffer) return null

  const texts = financeTexts(ctx.t)
  const locale = LANGUAGES[ctx.lang].locale
  const currency = car.car_price_currency
  const hideNorway = ctx.site.flags.hideSmartLoanEffectiveRate === true
  const market = creditMarket(ctx.site, car)
  // The 'good to know' facts follow Swedish practice: Swedish-market sites only, not hedin-fi's /sv pages.
  const swedish = ctx.lang === 'sv' && market === 'SE'

  const tabs: FinanceTab[] = []
  const panels: ReactNode[] = []

  if (loan) {
    tabs.push({ id: 'loan', label: texts.loan, campaign: car.car_has_campaign_loan })
    panels.push(
      <LoanCalculator
        key="loan"
        loan={{
          title: loan.title,
          description: loan.description ?? null,
          price: loan.price,
          durations: loan.contract_durations.map((d) => ({
            months: d.months,
            residual_percentage: d.residual_percentage ?? null,
            cash_amount_min_percentage: d.cash_amount_min_percentage,
            cash_amount_max_percentage: d.cash_amount_max_percentage,
          })),
          defaultMonths: loan.default_contract_duration.months,
          interestRate: loan.interest_rate,
          startFee: loan.start_fee,
          invoiceFee: loan.invoice_fee,
          disclaimer: loan.disclaimer ?? null,
        }}
        campaign={car.car_has_campaign_loan}
        locale={locale}
        currency={currency}
        hideEffectiveRate={hideNorway}
        hideResidual={hideNorway}
        goodToKnow={swedish ? { lender: lenderOf(loan) } : null}
        warning={creditWarningFor(ctx)}
        disclosure={{
          market,
          rateType: loanExampleInput(loan, market).rateType,
          texts: exampleTexts(ctx.t, market),
        }}
        texts={{
          campaign: texts.campaign,
          monthlyCost: texts.monthlyCost,
          perMonth: texts.perMonth,
          months: texts.months,
          range: texts.range,
          carPrice: texts.carPrice,
          downPayment: texts.downPayment,
          loanAmount: texts.loanAmount,
          loanPeriod: texts.loanPeriod,
          interestRate: texts.interestRate,
          effectiveRate: texts.effectiveRate,
          residualValue: texts.residualValue,
          startFee: texts.startFee,
          invoiceFee: texts.invoiceFee,
          goodToKnow: texts.goodToKnow,
          lender: texts.lender,
          totalPayable: texts.totalPayable,
          quoteText: texts.quoteText,
          requestQuote: texts.requestQuote,
          exampleUnavailable: texts.exampleUnavailable,
        }}
      />,
    )
  }

  if (privateOffer) {
    const campaign = car.car_has_campaign_privateleasing || privateOffer.is_campaign
    const summary = car.car_leasing_options.find((option) => option.leasing_type === 'Private')
    tabs.push({ id: 'private', label: texts.privateLeasing, campaign })
    panels.push(
      <PrivateLeasingPanel
        key="private"
        offer={{
          title: privateOffer.title,
          description: summary?.description ?? null,
          monthlyCostText: privateOffer.monthly_cost_text,
          monthsText: privateOffer.months_text ?? null,
          months: privateLeasingMonths(privateOffer.months_text, car.car_leasing_options),
          mileageText: privateOffer.mileage_text ?? null,
          startFeeText: privateOffer.start_fee_text ?? null,
          invoiceFeeText: privateOffer.invoice_fee_text ?? null,
          salesText: privateOffer.sales_text ?? null,
          disclaimer: privateOffer.disclaimer ?? null,
        }}
        campaign={campaign}
        goodToKnow={swedish ? { lessor: lenderOf(privateOffer) } : null}
        texts={texts}
      />,
    )
  }

  if (companyOffer) {
    const chosen = companyOffer.default_company_leasing_option
    tabs.push({ id: 'company', label: texts.companyLeasing, campaign: car.car_has_campaign_companyleasing })
    panels.push(
      <CompanyLeasingPanel
        key="company"
        offer={{
          title: companyOffer.title,
          description: companyOffer.description ?? null,
          salesText: companyOffer.sales_text ?? null,
          disclaimer: companyOffer.disclaimer ?? null,
          rows: companyOffer.company_leasing_options.map((row) => ({
            mileage: row.mileage,
            months: row.months,
            residual_percentage: row.residual_percentage,
            cash_amount_min_percentage: row.cash_amount_min_percentage,
            cash_amount_max_percentage: row.cash_amount_max_percentage,
            cash_amount_min_percentage_text: row.cash_amount_min_percentage_text ?? null,
            cash_amount_max_percentage_text: row.cash_amount_max_percentage_text ?? null,
          })),
          defaultChoice: { mileage: chosen.mileage, cashAmount: chosen.cash_amount, months: chosen.contract_length },
          defaultMonthlyCost: companyOffer.default_monthly_cost,
          interestRate: companyOffer.interest_rate,
          fixedRate: companyOffer.has_fixed_interest_rate,
          startFee: companyOffer.start_fee,
          invoiceFee: companyOffer.invoice_fee,
        }}
        price={companyLeasingPrice(car)}
        campaign={car.car_has_campaign_companyleasing}
        locale={locale}
        currency={currency}
        distanceTemplate={ctx.t(DISTANCE_KEYS[leasingDistanceUnit(car.car_country_code)], { distance: '{distance}' })}
        hideResidual={hideNorway}
        goodToKnow={swedish ? { lessor: lenderOf(companyOffer), benefitValue: car.car_beneficial_value ?? null } : null}
        texts={{
          campaign: texts.campaign,
          monthlyCost: texts.monthlyCost,
          perMonth: texts.perMonth,
          months: texts.months,
          range: texts.range,
          exclVat: texts.exclVat,
          carPrice: texts.carPrice,
          cashAmount: texts.cashAmount,
          contractPeriod: texts.contractPeriod,
          mileagePerYear: texts.mileagePerYear,
          interestRate: texts.interestRate,
          fixedRate: texts.fixedRate,
          variableRate: texts.variableRate,
          residualValue: texts.residualValue,
          startFee: texts.startFee,
          invoiceFee: texts.invoiceFee,
          goodToKnow: texts.goodToKnow,
          benefitValue: texts.benefitValue,
          benefitValueNote: texts.benefitValueNote,
          lessor: texts.lessor,
          quoteText: texts.quoteText,
          requestQuote: texts.requestQuote,
        }}
      />,
    )
  }

  return (
    <section aria-labelledby="finance-heading" className="space-y-4">
      <h2 id="finance-heading" className="text-2xl font-bold [font-family:var(--font-heading)]">
        {texts.heading}
      </h2>
      {tabs.length > 1 ? (
        <FinanceTabs label={texts.options} campaignText={texts.campaign} tabs={tabs} panels={panels} />
      ) : (
        panels
      )}
    </section>
  )
}
