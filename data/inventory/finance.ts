import type { Lang } from '../seed-types'
import type { Car } from '../../src/modules/search/documents'
import { FINANCE_WORDS } from './lexicon'
import { formatsFor, MARKETS, withoutVat, type CountryCode, type Formats } from './markets'
import type { Random } from './random'
import { annuity } from '../../src/modules/finance/loan'
import { defaultCompanyLeasing, leasingDistanceUnit } from '../../src/modules/finance/leasing'

/**
 * Loan and leasing offers of a car (spec 2 sections 3.2-3.4). The monthly costs on the card are
 * computed the way the calculator computes them (an annuity on the financed amount with the
 * residual as a balloon, annual interest / 12, rounded), so card and calculator agree.
 */

export type Finance = Pick<
  Car,
  | 'car_loan_option'
  | 'car_loan_monthly_cost'
  | 'car_loan_description'
  | 'car_loan_rate'
  | 'car_loan_duration'
  | 'car_leasing_options'
  | 'car_private_leasing_option'
  | 'car_company_leasing_option'
  | 'car_privateleasing_monthly_cost'
  | 'car_companyleasing_monthly_cost'
  | 'car_has_campaign_loan'
  | 'car_has_privateleasing'
  | 'car_has_companyleasing'
  | 'car_has_campaign_privateleasing'
  | 'car_has_campaign_companyleasing'
>

type Terms = {
  rates: { new: number; used: number; campaign: number }
  startFee: number
  invoiceFee: number
  /** Smallest and largest down payment in percent of the price. */
  cashMin: number
  cashMax: number
  /** Yearly distance choices for leasing, in the market's unit. */
  leasingDistances: readonly number[]
  leasingDistance: number
  leasingRate: number
  /** Sweden's price base amount (prisbasbelopp) 2026; company leasing and benefit value use it. */
  priceBaseAmount: number
  lender: string
}

const TERMS: Record<CountryCode, Terms> = {
  SE: {
    rates: { new: 5.95, used: 7.45, campaign: 2.95 },
    startFee: 695,
    invoiceFee: 59,
    cashMin: 20,
    cashMax: 50,
    leasingDistances: [1000, 1500, 2000, 2500],
    leasingDistance: 1500,
    leasingRate: 5.2,
    priceBaseAmount: 59200,
    lender: 'Hedin Finans AB',
  },
  NO: {
    rates: { new: 6.9, used: 7.9, campaign: 3.9 },
    startFee: 3990,
    invoiceFee: 95,
    cashMin: 35,
    cashMax: 60,
    leasingDistances: [10000, 15000, 20000, 25000],
    leasingDistance: 15000,
    leasingRate: 6.4,
    priceBaseAmount: 0,
    lender: 'Hedin Finans Norge AS',
  },
  FI: {
    rates: { new: 4.9, used: 5.9, campaign: 1.9 },
    startFee: 290,
    invoiceFee: 9,
    cashMin: 10,
    cashMax: 50,
    leasingDistances: [10000, 15000, 20000, 30000],
    leasingDistance: 15000,
    leasingRate: 4.7,
    priceBaseAmount: 0,
    lender: 'Hedin Rahoitus Oy',
  },
  SK: {
    rates: { new: 6.9, used: 8.9, campaign: 3.9 },
    startFee: 199,
    invoiceFee: 0,
    cashMin: 20,
    cashMax: 60,
    leasingDistances: [10000, 15000, 20000, 30000],
    leasingDistance: 15000,
    leasingRate: 6.2,
    priceBaseAmount: 0,
    lender: 'Hedin Financovanie s.r.o.',
  },
  GB: {
    rates: { new: 7.9, used: 9.9, campaign: 4.9 },
    startFee: 199,
    invoiceFee: 0,
    cashMin: 10,
    cashMax: 50,
    leasingDistances: [8000, 10000, 15000, 20000],
    leasingDistance: 10000,
    leasingRate: 7.4,
    priceBaseAmount: 0,
    lender: 'Hedin Finance UK Ltd',
  },
}

export function priceBaseAmount(country: CountryCode): number {
  return TERMS[country].priceBaseAmount
}

const LOAN_MONTHS = [12, 24, 36, 48, 60, 72] as const

/** Balloon in percent of the price for a new car's loan; used cars pay down in full. */
const NEW_CAR_RESIDUAL: Record<number, number> = { 12: 60, 24: 50, 36: 45, 48: 35, 60: 25, 72: 15 }

/** Leasing residual value in percent: longer contracts and longer distances leave less. */
function leasingResidual(months: number, distanceIndex: number): number {
  return Math.max(20, 62 - (months - 24) * 0.5 - distanceIndex * 4)
}

/** Loan texts. {1} monthly cost, {2} down payment, {3} months, {4} interest rate, {5} effective rate. */
const LOAN_TEXTS: Record<Lang, { description: string; disclaimer: (fees: string, lender: string) => string }> = {
  sv: {
    description: 'Finansiera bilen med billån. Välj kontantinsats och avtalstid som passar dig.',
    disclaimer: (fees, lender) =>
      `Månadskostnad {1} vid {2} kontantinsats och {3} månaders avtalstid. Ränta {4}, effektiv ränta {5}. ${fees} Kreditgivare ${lender}. Krediten beviljas efter sedvanlig kreditprövning.`,
  },
  nb: {
    description: 'Finansier bilen med billån. Velg egenkapital og nedbetalingstid som passer deg.',
    disclaimer: (fees, lender) =>
      `Månedspris {1} med {2} i egenkapital og {3} måneders nedbetaling. Nominell rente {4}, effektiv rente {5}. ${fees} Långiver ${lender}. Lånet innvilges etter vanlig kredittvurdering.`,
  },
  fi: {
    description: 'Rahoita autosi edullisesti. Valitse käsiraha ja laina-aika tarpeesi mukaan.',
    disclaimer: (fees, lender) =>
      `Kuukausierä {1}, käsiraha {2}, laina-aika {3} kk. Korko {4}, todellinen vuosikorko {5}. ${fees} Luotonantaja ${lender}. Rahoitus myönnetään normaalin luottopäätöksen perusteella.`,
  },
  sk: {
    description: 'Financujte auto výhodným úverom. Zvoľte si akontáciu a dobu splácania.',
    disclaimer: (fees, lender) =>
      `Mesačná splátka {1} pri akontácii {2} a dobe splácania {3} mesiacov. Úroková sadzba {4}, RPMN {5}. ${fees} Veriteľ ${lender}. Úver podlieha schváleniu.`,
  },
  en: {
    description: 'Spread the cost with Hire Purchase. Choose the deposit and term that suit you.',
    disclaimer: (fees, lender) =>
      `{3} monthly payments of {1} with a deposit of {2}. Fixed rate {4}, representative APR {5}. ${fees} Finance provided by ${lender}, subject to status.`,
  },
}

const FEE_TEXTS: Record<Lang, (start: string, invoice: string) => string> = {
  sv: (start, invoice) => `Uppläggningsavgift ${start} och aviavgift ${invoice}/mån tillkommer.`,
  nb: (start, invoice) => `Etableringsgebyr ${start} og termingebyr ${invoice} kommer i tillegg.`,
  fi: (start, invoice) => `Avausmaksu ${start} ja käsittelymaksu ${invoice}/kk.`,
  sk: (start, invoice) => `Poplatok za spracovanie ${start}, poplatok za splátku ${invoice}.`,
  en: (start) => `Documentation fee ${start}.`,
}

/**
 * Leasing texts. Their disclaimers use named placeholders, filled from the option by the page:
 * {monthly_cost}, {months}, {mileage}, {start_fee}, {invoice_fee}.
 */
const LEASING_TEXTS: Record<
  Lang,
  {
    private: { description: string; sales: readonly string[]; disclaimer: string }
    company: { description: string; sales: readonly string[]; disclaimer: string }
  }
> = {
  sv: {
    private: {
      description: 'Privatleasing med fast månadskostnad – du betalar bara för att använda bilen.',
      sales: ['Inklusive service', 'Inklusive service och vinterhjul', 'Fast månadskostnad utan kontantinsats'],
      disclaimer:
        'Privatleasing {monthly_cost} i {months} månader, {mileage}. Uppläggningsavgift {start_fee}, aviavgift {invoice_fee}. Övermil debiteras. Bilen är en privatleasingbil och återlämnas vid avtalets slut.',
    },
    company: {
      description: 'Företagsleasing med restvärde – månadskostnaden är exkl. moms.',
      sales: ['Förhöjd första hyra valfri', 'Service ingår första tre åren', 'Fast ränta under hela avtalstiden'],
      disclaimer:
        'Företagsleasing {monthly_cost} exkl. moms i {months} månader, {mileage}. Uppläggningsavgift {start_fee}, aviavgift {invoice_fee}. Gäller företag med godkänd kreditprövning.',
    },
  },
  nb: {
    private: {
      description: 'Privatleie med fast månedspris – du betaler bare for bruken av bilen.',
      sales: ['Inkludert service', 'Inkludert vinterhjul', 'Fast månedspris uten innskudd'],
      disclaimer:
        'Privatleie {monthly_cost} i {months} måneder, {mileage}. Etableringsgebyr {start_fee}, termingebyr {invoice_fee}. Overkjørte kilometer faktureres.',
    },
    company: {
      description: 'Bedriftsleasing med restverdi – månedsprisen er ekskl. mva.',
      sales: ['Service inkludert de tre første årene', 'Fast rente i hele avtaleperioden'],
      disclaimer:
        'Bedriftsleasing {monthly_cost} ekskl. mva. i {months} måneder, {mileage}. Etableringsgebyr {start_fee}, termingebyr {invoice_fee}. Forutsetter godkjent kredittvurdering.',
    },
  },
  fi: {
    private: {
      description: 'Yksityisleasing kiinteällä kuukausihinnalla – maksat vain auton käytöstä.',
      sales: ['Sisältää huollot', 'Sisältää talvirenkaat', 'Ei käsirahaa'],
      disclaimer:
        'Yksityisleasing {monthly_cost} {months} kk, {mileage}. Avausmaksu {start_fee}, käsittelymaksu {invoice_fee}. Ylittävät kilometrit laskutetaan erikseen.',
    },
    company: {
      description: 'Yritysleasing jäännösarvolla – kuukausihinta alv 0 %.',
      sales: ['Huollot sisältyvät kolmeksi vuodeksi', 'Kiinteä korko koko sopimuskauden'],
      disclaimer:
        'Yritysleasing {monthly_cost} (alv 0 %) {months} kk, {mileage}. Avausmaksu {start_fee}, käsittelymaksu {invoice_fee}. Edellyttää hyväksyttyä luottopäätöstä.',
    },
  },
  sk: {
    private: {
      description: 'Operatívny leasing s pevnou mesačnou splátkou – platíte len za používanie auta.',
      sales: ['Servis v cene', 'Zimné pneumatiky v cene', 'Bez akontácie'],
      disclaimer:
        'Leasing {monthly_cost} na {months} mesiacov, {mileage}. Poplatok za spracovanie {start_fee}, poplatok za splátku {invoice_fee}. Nadlimitné kilometre sa účtujú.',
    },
    company: {
      description: 'Firemný leasing so zostatkovou hodnotou – splátka bez DPH.',
      sales: ['Servis v cene prvé tri roky', 'Fixná úroková sadzba'],
      disclaimer:
        'Firemný leasing {monthly_cost} bez DPH na {months} mesiacov, {mileage}. Poplatok za spracovanie {start_fee}, poplatok za splátku {invoice_fee}. Podlieha schváleniu.',
    },
  },
  en: {
    private: {
      description: 'Personal Contract Hire: a fixed monthly rental, and you hand the car back at the end.',
      sales: ['Includes servicing', 'Includes road tax and breakdown cover', 'Low initial rental'],
      disclaimer:
        'Personal Contract Hire {monthly_cost} for {months} months, {mileage}. Initial rental applies; excess mileage charges apply. Subject to status.',
    },
    company: {
      description: 'Business Contract Hire for VAT-registered businesses; payments exclude VAT.',
      sales: ['Maintenance package available', 'Fixed rate for the whole term'],
      disclaimer:
        'Business Contract Hire {monthly_cost} + VAT for {months} months, {mileage}. Excess mileage charges apply. Subject to status.',
    },
  },
}

/** Monthly leasing prices end in 95 (3 995 kr, 395 €, £395), as dealers advertise them. */
function niceMonthly(country: CountryCode, value: number): number {
  const step = MARKETS[country].currency === 'SEK' || MARKETS[country].currency === 'NOK' ? 100 : 10
  return Math.max(step, Math.round(value / step) * step) - 5
}

function monthlyText(formats: Formats, lang: Lang, value: number, exVat = false): string {
  const text = `${formats.money(value)}${FINANCE_WORDS.perMonth[lang]}`
  return exVat ? `${text} ${FINANCE_WORDS.exVat[lang]}` : text
}

function distanceText(formats: Formats, country: CountryCode, lang: Lang, distance: number): string {
  // Leasing distances are stated as the market's leasing offers state them (Norway in km).
  const unit = leasingDistanceUnit(country)
  return `${formats.number(distance)} ${unit}/${FINANCE_WORDS.perYear[lang]}`
}

/** Memoises a value per key: the option tables below depend only on the market, not on the car. */
function memo<T>(cache: Map<string, T>, key: string, make: () => T): T {
  let value = cache.get(key)
  if (value === undefined) {
    value = make()
    cache.set(key, value)
  }
  return value
}

type ContractDuration = NonNullable<Finance['car_loan_option']>['contract_durations'][number]
type CompanyLeasingRow = NonNullable<Finance['car_company_leasing_option']>['company_leasing_options'][number]

const durationsCache = new Map<string, ContractDuration[]>()
const companyRowsCache = new Map<string, CompanyLeasingRow[]>()

function loanDurations(country: CountryCode, isNew: boolean, maxMonths: number): ContractDuration[] {
  const terms = TERMS[country]
  return memo(durationsCache, `${country}|${isNew}|${maxMonths}`, () =>
    LOAN_MONTHS.filter((months) => months <= maxMonths).map((months) => ({
      months,
      residual_percentage: isNew ? (NEW_CAR_RESIDUAL[months] ?? 0) : null,
      cash_amount_min_percentage: terms.cashMin,
      cash_amount_max_percentage: terms.cashMax,
    })),
  )
}

function companyLeasingRows(country: CountryCode): CompanyLeasingRow[] {
  const terms = TERMS[country]
  const formats = formatsFor(country)
  return memo(companyRowsCache, country, () =>
    [24, 36, 48].flatMap((months) =>
      terms.leasingDistances.slice(0, 3).map((mileage, index) => ({
        mileage,
        months,
        residual_percentage: leasingResidual(months, index),
        cash_amount_min_percentage: 0,
        cash_amount_max_percentage: 30,
        cash_amount_min_percentage_text: formats.percent(0),
        cash_amount_max_percentage_text: formats.percent(30),
      })),
    ),
  )
}

export type FinanceInput = {
  country: CountryCode
  /** The price the visitor pays: the campaign price when there is one; without VAT for vans. */
  price: number
  isNew: boolean
  /** Years since first registration (0 for new cars). */
  age: number
  lcv: boolean
}

export function financeFor(random: Random, input: FinanceInput): Finance {
  const { country, price, isNew, age, lcv } = input
  const terms = TERMS[country]
  const lang = MARKETS[country].lang
  const formats = formatsFor(country)
  const out: Finance = {
    car_loan_option: null,
    car_loan_monthly_cost: null,
    car_loan_description: null,
    car_loan_rate: null,
    car_loan_duration: null,
    car_leasing_options: [],
    car_private_leasing_option: null,
    car_company_leasing_option: null,
    car_privateleasing_monthly_cost: null,
    car_companyleasing_monthly_cost: null,
    car_has_campaign_loan: false,
    car_has_privateleasing: false,
    car_has_companyleasing: false,
    car_has_campaign_privateleasing: false,
    car_has_campaign_companyleasing: false,
  }

  if (random.chance(0.92)) {
    const campaign = isNew && random.chance(0.2)
    const rate = campaign ? terms.rates.campaign : isNew ? terms.rates.new : terms.rates.used
    const maxMonths = age > 8 ? 48 : 72
    const contract_durations = loanDurations(country, isNew, maxMonths)
    const months = isNew ? 36 : Math.min(60, maxMonths)
    const duration = contract_durations.find((d) => d.months === months)
    const cash = Math.round((price * terms.cashMin) / 100)
    const balloon = Math.round((price * (duration?.residual_percentage ?? 0)) / 100)
    const monthly = annuity(price - cash, rate, months, balloon)
    const texts = LOAN_TEXTS[lang]
    const startFee = formats.money(terms.startFee)
    const invoiceFee = formats.money(terms.invoiceFee)
    const title = campaign ? FINANCE_WORDS.campaignLoan[lang] : FINANCE_WORDS.loan[lang]
    out.car_loan_option = {
      title,
      default_monthly_cost: monthly,
      default_monthly_cost_text: monthlyText(formats, lang, monthly),
      price,
      default_contract_duration: { months },
      contract_durations,
      invoice_fee: terms.invoiceFee,
      invoice_fee_text: invoiceFee,
      start_fee: terms.startFee,
      start_fee_text: startFee,
      interest_rate: rate,
      interest_rate_text: formats.percent(rate),
      disclaimer: texts.disclaimer(FEE_TEXTS[lang](startFee, invoiceFee), terms.lender),
      description: texts.description,
      lender: terms.lender,
    }
    out.car_loan_monthly_cost = monthly
    out.car_loan_description = texts.description
    out.car_loan_rate = rate
    out.car_loan_duration = months
    out.car_has_campaign_loan = campaign
  }

  const young = isNew || age <= 3
  const distanceIndex = terms.leasingDistances.indexOf(terms.leasingDistance)
  const distance = terms.leasingDistance
  const texts = LEASING_TEXTS[lang]

  // Private leasing is for consumers: never on vans, and mostly on new cars.
  if (!lcv && young && random.chance(isNew ? 0.6 : 0.15)) {
    const campaign = random.chance(0.2)
    const residual = Math.round((price * leasingResidual(36, distanceIndex)) / 100)
    const base = annuity(price, terms.leasingRate, 36, residual) * (campaign ? 0.85 : 1)
    const monthly = niceMonthly(country, base)
    const monthlyCostText = monthlyText(formats, lang, monthly)
    out.car_private_leasing_option = {
      title: FINANCE_WORDS.privateLeasing[lang],
      monthly_cost_text: monthlyCostText,
      months_text: `36 ${FINANCE_WORDS.months[lang]}`,
      mileage_text: distanceText(formats, country, lang, distance),
      start_fee_text: formats.money(terms.startFee),
      invoice_fee_text: formats.money(terms.invoiceFee),
      sales_text: random.pick(texts.private.sales),
      disclaimer: texts.private.disclaimer,
      is_campaign: campaign,
      lender: terms.lender,
    }
    out.car_privateleasing_monthly_cost = monthly
    out.car_has_privateleasing = true
    out.car_has_campaign_privateleasing = campaign
    out.car_leasing_options.push({
      leasing_type: 'Private',
      title: FINANCE_WORDS.privateLeasing[lang],
      monthly_cost: monthly,
      monthly_cost_text: monthlyCostText,
      description: texts.private.description,
      duration: 36,
      mileage: distance,
    })
  }

  if (young && random.chance(lcv ? 0.7 : isNew ? 0.6 : 0.15)) {
    const campaign = random.chance(0.15)
    // Companies lease without VAT; van prices are already without it.
    const net = lcv ? price : withoutVat(country, price)
    const rate = campaign ? Math.max(0, terms.leasingRate - 2) : terms.leasingRate
    const company_leasing_options = companyLeasingRows(country)
    const default_company_leasing_option = { mileage: distance, cash_amount: 0, contract_length: 36 }
    // Priced by the panel's own calculator (no advertising round-off), so the default it shows
    // is the cost on the card.
    const monthly = defaultCompanyLeasing(
      { interest_rate: rate, company_leasing_options, default_company_leasing_option },
      net,
    ).monthlyCost
    const monthlyCostText = monthlyText(formats, lang, monthly, true)
    // The last company sales text promises a fixed rate, so only fixed-rate offers may carry it.
    const fixedRate = random.chance(0.5)
    const sales = texts.company.sales
    out.car_company_leasing_option = {
      title: FINANCE_WORDS.companyLeasing[lang],
      default_monthly_cost: monthly,
      default_company_leasing_mileage: distance,
      interest_rate: rate,
      has_fixed_interest_rate: fixedRate,
      price_base_amount: terms.priceBaseAmount,
      start_fee: terms.startFee,
      invoice_fee: terms.invoiceFee,
      sales_text: fixedRate ? sales[sales.length - 1] : random.pick(sales.slice(0, -1)),
      description: texts.company.description,
      disclaimer: texts.company.disclaimer,
      company_leasing_options,
      default_company_leasing_option,
      lender: terms.lender,
    }
    out.car_companyleasing_monthly_cost = monthly
    out.car_has_companyleasing = true
    out.car_has_campaign_companyleasing = campaign
    out.car_leasing_options.push({
      leasing_type: 'Company',
      title: FINANCE_WORDS.companyLeasing[lang],
      monthly_cost: monthly,
      monthly_cost_text: monthlyCostText,
      description: texts.company.description,
      duration: 36,
      mileage: distance,
    })
  }
  return out
}

/**
 * Swedish benefit value (förmånsvärde) per month of a company car, by the Swedish Tax Agency's
 * formula: 0.29 price base amounts, plus the price times 70 % of the government borrowing rate
 * plus one percentage point, plus 9 % of the price (13 % above 7.5 price base amounts).
 */
export function beneficialValue(price: number): number {
  const pbb = TERMS.SE.priceBaseAmount
  const borrowingRate = 0.0255
  const capital = price * (0.7 * borrowingRate + 0.01)
  const share = price <= 7.5 * pbb ? price * 0.09 : 7.5 * pbb * 0.09 + (price - 7.5 * pbb) * 0.2
  return Math.round((0.29 * pbb + capital + share) / 12)
}
