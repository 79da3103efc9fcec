/**
 * The annual percentage rate of charge: one solver for every market we advertise credit in.
 *
 * The EU Consumer Credit Directive 2023/2225 Annex I (the same equation as 2008/48/EC Annex I,
 * which Finland, Slovakia, Sweden and Norway's finansavtaleforskriften follow) and the FCA's
 * CONC App 1 (the UK representative APR) define the rate the same way: the yearly rate X at
 * which the drawdowns equal the repayments and charges, each discounted by (1 + X)^-t with t
 * in years from the first drawdown. They also share the time assumptions (a year of 365 days or
 * 12 equal months, an equal month of 365/12 days) and the rounding (half up at the printed
 * decimal). So there is one implementation, and the assumptions it used travel with its answer
 * for the page to print.
 *
 * Plain TypeScript without dependencies: the loan panel in the browser uses it too.
 */

/** When a flow happens, counted from the first drawdown. */
export type Timing = { months: number } | { days: number }

/** A payment in either direction; amounts are positive, the list they sit in says who pays. */
export type Flow = { amount: number; at: Timing }

/** The Annex's standard year; leap years are not used, so the same schedule gives the same rate. */
export const DAYS_PER_YEAR = 365

/**
 * The assumptions behind every rate this module computes, as figures a page can print (the
 * dictionary's creditAprAssumptions text takes them as placeholders).
 */
export const APR_ASSUMPTIONS = {
  daysPerYear: DAYS_PER_YEAR,
  /** an equal month: 365/12 = 30.41666… days, whatever the calendar month */
  daysPerMonth: DAYS_PER_YEAR / 12,
  /** the whole credit is drawn down at once, on the day the agreement starts */
  drawdown: 'single, at the start',
  /** the rate and charges stay as agreed for the whole term */
  ratesUnchanged: true,
  /** half up: a following digit of 5 or more raises the printed one */
  rounding: 'half-up',
} as const

/** Years from the first drawdown, by the standard month and year. */
export function yearFraction(at: Timing): number {
  return 'months' in at ? at.months / 12 : at.days / DAYS_PER_YEAR
}

export type AprFailure = 'NO_DRAWDOWN' | 'NO_REPAYMENT' | 'INVALID_FLOW' | 'NO_SOLUTION'

export type AprSolution = { ok: true; rate: number } | { ok: false; reason: AprFailure }

/** Present value at yearly rate x of drawdowns less repayments, and its derivative in x. */
function netPresentValue(
  drawdowns: readonly { amount: number; t: number }[],
  repayments: readonly { amount: number; t: number }[],
  x: number,
): { value: number; slope: number } {
  let value = 0
  let slope = 0
  const base = 1 + x
  for (const flow of drawdowns) {
    const discounted = flow.amount * base ** -flow.t
    value += discounted
    slope -= (flow.t * discounted) / base
  }
  for (const flow of repayments) {
    const discounted = flow.amount * base ** -flow.t
    value -= discounted
    slope += (flow.t * discounted) / base
  }
  return { value, slope }
}

/** The lowest rate searched: -99.99 % a year, below which no consumer credit is priced. */
const LOWEST_RATE = -0.9999
/** Brackets grow up to this yearly rate (10^9 %) before the solver gives up. */
const HIGHEST_RATE = 1e7
const TOLERANCE = 1e-13

/**
 * The yearly rate X (a fraction: 0.129 for 12.9 %) solving the Annex's equation, unrounded.
 *
 * Brackets a sign change of the net present value, then runs Newton's method and falls back
 * to bisection whenever a Newton step would leave the bracket, so it converges for any flows
 * with a root, including a 0 % loan, a balloon, fees at the start or the end and rates in the
 * thousands of percent. When the equation has several roots (unusual flows that repay and draw
 * again), the one nearest zero is taken, as the UK's rules ask.
 */
export function solveAnnualRate(drawdowns: readonly Flow[], repayments: readonly Flow[]): AprSolution {
  const toYears = (flows: readonly Flow[]) => flows.map((f) => ({ amount: f.amount, t: yearFraction(f.at) }))
  const ins = toYears(drawdowns)
  const outs = toYears(repayments)
  const all = [...ins, ...outs]
  if (all.some((f) => !Number.isFinite(f.amount) || f.amount < 0 || !Number.isFinite(f.t) || f.t < 0)) {
    return { ok: false, reason: 'INVALID_FLOW' }
  }
  if (!ins.some((f) => f.amount > 0)) return { ok: false, reason: 'NO_DRAWDOWN' }
  if (!outs.some((f) => f.amount > 0)) return { ok: false, reason: 'NO_REPAYMENT' }

  const npv = (x: number) => netPresentValue(ins, outs, x).value
  const scale = ins.reduce((sum, f) => sum + f.amount, 0)
  if (Math.abs(npv(0)) <= scale * TOLERANCE) return { ok: true, rate: 0 }

  // Search outwards from zero, so the root found is the one nearest zero.
  const bracket = findBracket(npv)
  if (!bracket) return { ok: false, reason: 'NO_SOLUTION' }
  let [low, high] = bracket
  let fLow = npv(low)
  let x = (low + high) / 2
  for (let step = 0; step < 200; step++) {
    const { value, slope } = netPresentValue(ins, outs, x)
    if (Math.abs(value) <= scale * TOLERANCE) break
    if (Math.sign(value) === Math.sign(fLow)) {
      low = x
      fLow = value
    } else {
      high = x
    }
    const newton = slope !== 0 ? x - value / slope : Number.NaN
    const next = newton > Math.min(low, high) && newton < Math.max(low, high) ? newton : (low + high) / 2
    if (Math.abs(next - x) <= TOLERANCE * Math.max(1, Math.abs(x))) {
      x = next
      break
    }
    x = next
  }
  return { ok: true, rate: x }
}

/** Two rates around zero's nearest sign change, or null when the value never changes sign. */
function findBracket(npv: (x: number) => number): [number, number] | null {
  const atZero = npv(0)
  // Upwards: 0, 1 %, 3 %, 7 %, … doubling the step.
  let previous = 0
  for (let step = 0.01; previous < HIGHEST_RATE; step *= 2) {
    const next = Math.min(previous + step, HIGHEST_RATE)
    if (Math.sign(npv(next)) !== Math.sign(atZero)) return [previous, next]
    previous = next
  }
  // Downwards towards -100 %, halving the distance left.
  previous = 0
  for (let gap = 1; previous > LOWEST_RATE; gap /= 2) {
    const next = Math.max(-1 + gap / 2, LOWEST_RATE)
    if (Math.sign(npv(next)) !== Math.sign(atZero)) return [next, previous]
    previous = next
  }
  return null
}

/**
 * A percentage rounded half up at `decimals` places, as the Annex (remark d) and CONC App 1
 * print it. The small epsilon keeps 12.95 held as 12.949999… from rounding down.
 */
export function roundRatePercent(percent: number, decimals: number): number {
  const factor = 10 ** decimals
  const scaled = percent * factor
  return (Math.sign(scaled) * Math.round(Math.abs(scaled) + 1e-9)) / factor
}

/** The rate the page prints, with the unrounded rate it came from. */
export type Apr = {
  /** percent, rounded half up to `decimals` */
  percent: number
  decimals: number
  /** percent, unrounded: for checks, never for display */
  exactPercent: number
}

export type AprResult = { ok: true; apr: Apr } | { ok: false; reason: AprFailure }

/** The APR in percent of a set of flows, rounded to the decimals the market prints. */
export function annualPercentageRate(input: {
  drawdowns: readonly Flow[]
  repayments: readonly Flow[]
  decimals: number
}): AprResult {
  const solution = solveAnnualRate(input.drawdowns, input.repayments)
  if (!solution.ok) return solution
  const exactPercent = solution.rate * 100
  return {
    ok: true,
    apr: { percent: roundRatePercent(exactPercent, input.decimals), decimals: input.decimals, exactPercent },
  }
}

/**
 * The flows of an instalment credit paid monthly: the credit drawn at the start, a fee taken
 * at the start (arrangement or documentation fee), `months` instalments each with the monthly
 * fee one equal month apart, and a final payment (balloon, GFV) with any fee due at the end,
 * at `finalPaymentMonth` (the last instalment's month unless the lender says later).
 */
export function instalmentFlows(input: {
  credit: number
  months: number
  instalment: number
  startFee?: number
  monthlyFee?: number
  finalPayment?: number
  endFee?: number
  finalPaymentMonth?: number
}): { drawdowns: Flow[]; repayments: Flow[] } {
  const repayments: Flow[] = []
  if (input.startFee) repayments.push({ amount: input.startFee, at: { months: 0 } })
  const monthly = input.instalment + (input.monthlyFee ?? 0)
  for (let month = 1; month <= input.months; month++) repayments.push({ amount: monthly, at: { months: month } })
  const end = (input.finalPayment ?? 0) + (input.endFee ?? 0)
  if (end > 0) repayments.push({ amount: end, at: { months: input.finalPaymentMonth ?? input.months } })
  return { drawdowns: [{ amount: input.credit, at: { months: 0 } }], repayments }
}
