import {
  DEALER_FINANCE_PAGES,
  type FinanceProduct,
  type FinanceQuotation,
  type PhysicalVehicle,
  type ProductsRequest,
  type ProductsResponse,
  type QuoteRequestBody,
  type QuoteResponse,
  type VehicleQuote,
} from '@/modules/finance/codeweaver'
import {
  adjustmentNotice,
  formatMiles,
  formatMonths,
  formatPounds,
  representativeExample,
  termsAndConditions,
} from '@/modules/finance/quote-documents'
import {
  calculateQuote,
  FAMILY_KEYS,
  productOffer,
  QuoteUnavailableError,
  type ProductOffer,
  type QuoteVehicle,
} from '@/modules/finance/quote-engine'
import { quoteInputs, readQuoteReference, signQuoteReference } from '@/modules/finance/quote-reference'
import type { DealerFinanceProvider } from './types'

/**
 * The embedded lender: products and quotes from the quote engine, references signed with the
 * server secret so that every instance can answer `legal` for any quote without shared state.
 */

export type EmbeddedOptions = {
  /** signs quote references; every instance behind one site must share it */
  secret: string
  now?: () => Date
  /** where the quote's Apply action sends the visitor, with ?quoteRef= */
  applyPath?: string
}

export const DEFAULT_APPLY_PATH = DEALER_FINANCE_PAGES.apply

/** The lender finances UK-registered vehicles only. */
const UK = 'GB'

const toPence = (pounds: number) => Math.round(pounds * 100)
const toPounds = (pence: number) => pence / 100

/** The quote date as a UK calendar date: a quote made at 00:30 in London belongs to that day. */
function londonDate(now: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(now)
}

function quoteVehicle(vehicle: PhysicalVehicle): QuoteVehicle {
  return {
    cashPrice: toPence(vehicle.OnTheRoadPrice),
    status: vehicle.Status,
    firstRegistered: vehicle.Registration.DateRegisteredWithDvla ?? null,
    mileage: Math.round(vehicle.Mileage),
  }
}

function toProduct(offer: ProductOffer): FinanceProduct {
  const { deposit, payment, mileage } = offer
  const pounds = (range: { min: number; max: number; default: number }) => ({
    Minimum: toPounds(range.min),
    Maximum: toPounds(range.max),
    Default: toPounds(range.default),
    Locale: { DisplayValue: formatPounds(range.default) },
  })
  const mileageValues = (limits: NonNullable<ProductOffer['mileage']>) =>
    Array.from(
      { length: Math.floor((limits.max - limits.min) / limits.step) + 1 },
      (_, k) => limits.min + k * limits.step,
    )
  return {
    FamilyKey: offer.product.familyKey,
    Name: offer.product.name,
    Term: {
      Values: offer.terms,
      Default: offer.defaultTerm,
      Locale: { DisplayValue: formatMonths(offer.defaultTerm) },
    },
    Deposit: pounds(deposit),
    Payment: pounds(payment),
    AnnualMileage: mileage
      ? {
          Values: mileageValues(mileage),
          Minimum: mileage.min,
          Maximum: mileage.max,
          Default: mileage.default,
          Locale: { DisplayValue: formatMiles(mileage.default) },
        }
      : null,
  }
}

const unavailable = (familyKey: string, message: string): FinanceQuotation => ({
  FamilyKey: familyKey,
  HasError: true,
  Error: { UserMessage: message },
  Blocks: [],
  Finance: null,
})

export function embeddedDealerFinance(options: EmbeddedOptions): DealerFinanceProvider {
  const now = options.now ?? (() => new Date())
  const applyPath = options.applyPath ?? DEFAULT_APPLY_PATH

  function quotation(
    familyKey: string,
    vehicle: QuoteVehicle,
    parameters: QuoteRequestBody['VehicleRequests'][number]['Parameters'],
    asOf: string,
  ): FinanceQuotation {
    try {
      const quote = calculateQuote({
        family: familyKey,
        vehicle,
        term: parameters.Term,
        annualMileage: parameters.AnnualMileage ?? null,
        calculation:
          parameters.CalculationType === 'ToRegularPayment'
            ? { type: 'ToRegularPayment', deposit: toPence(parameters.CashDeposit ?? 0) }
            : { type: 'ToCashDeposit', regularPayment: toPence(parameters.RegularPayment ?? 0) },
        asOf,
      })
      const reference = signQuoteReference(quoteInputs(quote), options.secret)
      return {
        FamilyKey: familyKey,
        HasError: false,
        Error: null,
        Blocks: [{ Title: 'Representative example', Details: representativeExample(quote) }],
        Finance: {
          Notifications: quote.adjustments.map((adjustment) => ({
            Key: `${adjustment.field}Adjusted`,
            Message: adjustmentNotice(adjustment),
          })),
          Quote: {
            Term: quote.term,
            TotalDeposit: toPounds(quote.deposit),
            TotalRegularPayment: toPounds(quote.regularPayment),
            AnnualMileage: quote.annualMileage,
            QuoteReference: reference,
            QuoteActions: { Apply: `${applyPath}?quoteRef=${encodeURIComponent(reference)}` },
          },
        },
      }
    } catch (error) {
      if (error instanceof QuoteUnavailableError) return unavailable(familyKey, error.message)
      throw error
    }
  }

  return {
    async products(request: ProductsRequest): Promise<ProductsResponse> {
      if (request.PhysicalVehicle.Registration.CountryCode !== UK) return { Products: [] }
      const vehicle = quoteVehicle(request.PhysicalVehicle)
      const asOf = londonDate(now())
      return {
        Products: FAMILY_KEYS.flatMap((family) => {
          const offer = productOffer(family, vehicle, asOf)
          return offer ? [toProduct(offer)] : []
        }),
      }
    },

    async quote(request: QuoteRequestBody): Promise<QuoteResponse> {
      const asOf = londonDate(now())
      const Vehicles = request.VehicleRequests.map((item): VehicleQuote => {
        if (item.PhysicalVehicle.Registration.CountryCode !== UK) {
          return {
            Id: item.Id,
            HasError: true,
            Error: { UserMessage: 'Finance is only available for vehicles registered in the UK.' },
            FinanceQuotations: [],
          }
        }
        const vehicle = quoteVehicle(item.PhysicalVehicle)
        return {
          Id: item.Id,
          HasError: false,
          Error: null,
          FinanceQuotations: item.Parameters.FinanceProductFamilyKeys.map((key) =>
            quotation(key, vehicle, item.Parameters, asOf),
          ),
        }
      })
      return { Vehicles }
    },

    async legal(quoteRef: string) {
      const inputs = readQuoteReference(quoteRef, options.secret)
      if (!inputs) return null
      try {
        const quote = calculateQuote({ ...inputs, calculation: { type: 'ToRegularPayment', deposit: inputs.deposit } })
        return { TermsAndConditions: termsAndConditions(quote, quoteRef) }
      } catch (error) {
        // A signed reference whose product the vehicle no longer qualifies for cannot come
        // from this lender's quotes; answer it like any unknown reference.
        if (error instanceof QuoteUnavailableError) return null
        throw error
      }
    },
  }
}
