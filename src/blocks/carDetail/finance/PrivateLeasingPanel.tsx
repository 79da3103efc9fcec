import { leasingDisclaimer } from '@/modules/finance/leasing'
import { Disclaimer, Facts, GoodToKnow, MonthlyFigure, type Fact, PanelHeading } from './parts'
import type { FinanceTexts } from './texts'

export type PrivateLeasingOffer = {
  title: string
  description: string | null
  monthlyCostText: string
  monthsText: string | null
  /** for the disclaimer's {months}; the offer's texts say '36 mån', the sentence wants 36 */
  months: number | null
  mileageText: string | null
  startFeeText: string | null
  invoiceFeeText: string | null
  salesText: string | null
  /** with named placeholders: {monthly_cost}, {months}, {mileage}, {start_fee}, {invoice_fee} */
  disclaimer: string | null
}

type PrivateLeasingPanelProps = {
  offer: PrivateLeasingOffer
  campaign: boolean
  goodToKnow: { lessor: string | null } | null
  texts: Pick<
    FinanceTexts,
    | 'campaign'
    | 'monthlyCost'
    | 'contractPeriod'
    | 'mileagePerYear'
    | 'startFee'
    | 'invoiceFee'
    | 'goodToKnow'
    | 'lessor'
    | 'quoteText'
    | 'requestQuote'
  >
}

/**
 * Private leasing (spec 2 section 3.4) is a fixed offer: nothing to choose, so it renders on the
 * server from the feed's ready texts and ships no JavaScript.
 *
 * The monthly cost is shown only with the offer's terms beside it (issue 16): the contract
 * length at least, with the distance and fees the feed gives, marked as the offer's example.
 * An offer without its contract length shows no monthly figure.
 */
export function PrivateLeasingPanel({ offer, campaign, goodToKnow, texts }: PrivateLeasingPanelProps) {
  const facts: Fact[] = [
    { label: texts.contractPeriod, value: offer.monthsText },
    { label: texts.mileagePerYear, value: offer.mileageText },
    { label: texts.startFee, value: offer.startFeeText },
    { label: texts.invoiceFee, value: offer.invoiceFeeText },
  ].filter((fact) => fact.value)
  const complete = offer.monthsText !== null && offer.monthsText.trim() !== ''
  return (
    <div data-credit-offer className="space-y-5">
      <PanelHeading title={offer.title} campaign={campaign ? texts.campaign : null} description={offer.description} />
      <div className="grid gap-5 md:grid-cols-2">
        <div className="space-y-3">
          {complete ? (
            <MonthlyFigure
              label={texts.monthlyCost}
              value={offer.monthlyCostText}
              product="leasing"
              testId="private-leasing-monthly-cost"
            />
          ) : null}
          {offer.salesText ? <p className="font-semibold">{offer.salesText}</p> : null}
        </div>
        <div data-credit-example>
          <Facts facts={facts} />
        </div>
      </div>
      {goodToKnow ? (
        <div data-credit-example>
          <GoodToKnow
            heading={texts.goodToKnow}
            facts={goodToKnow.lessor ? [{ label: texts.lessor, value: goodToKnow.lessor }] : []}
            quoteText={texts.quoteText}
            quoteLabel={texts.requestQuote}
          />
        </div>
      ) : null}
      {offer.disclaimer && complete ? (
        <Disclaimer
          text={leasingDisclaimer(offer.disclaimer, {
            monthly_cost: offer.monthlyCostText,
            months: offer.months ?? offer.monthsText ?? undefined,
            mileage: offer.mileageText ?? undefined,
            start_fee: offer.startFeeText ?? undefined,
            invoice_fee: offer.invoiceFeeText ?? undefined,
          })}
        />
      ) : null}
    </div>
  )
}
