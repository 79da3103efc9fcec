'use client'

import { useEffect, useId, useRef, useState } from 'react'
import type { ProductsRequest, ProductsResponse, QuoteResponse } from '@/modules/finance/codeweaver'
import { RepresentativeExample } from '@/ui/RepresentativeExample'
import { FinanceField } from './FinanceField'
import { QuoteSummary } from './QuoteSummary'
import {
  compactExample,
  figureProduct,
  initialInputs,
  inputsFromQuote,
  productView,
  readQuote,
  vehicleFor,
  vehicleRequest,
  type ProductView,
  type QuoteInputs,
  type QuoteView,
} from './quote-state'
import type { DealerFinanceTexts } from './texts'

const PRODUCTS_URL = '/api/codeweaver/default'
const QUOTE_URL = '/api/codeweaver/cfd'

export type DealerFinanceProps = {
  /** the products call's body, built from the car on the server */
  request: ProductsRequest
  locale: string
  currency: string
  /** the site's finance page, the reserve link when a quote carries no Apply action */
  reserveHref: string
  partExchangeHref: string
  texts: DealerFinanceTexts
}

/** A product family shown as an option: its limits, the visitor's inputs and its current quote. */
type FinanceOption = { view: ProductView; inputs: QuoteInputs; quote: QuoteView }

type Phase = 'loading' | 'failed' | 'ready'

async function postJson<T>(url: string, body: unknown): Promise<T> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  if (!res.ok) throw new Error(`${url} answered ${res.status}`)
  return (await res.json()) as T
}

/**
 * The UK finance quote widget (spec 2 sections 4 and 8): loading, then one option per product
 * family, or the apology when the first calls fail. Each committed change of term, deposit,
 * payment or mileage recalculates that option; the last edited of deposit and payment decides
 * which is calculated; an option whose quote has an error is hidden.
 *
 * Credit advertising (issue 16, CONC 3.5): each monthly payment shown is a data-credit-figure
 * inside a data-credit-offer holding its example: a product choice with its representative APR
 * and total payable, the quote shown with the lender's full representative example right under
 * its payment, the APR as large as the payment.
 */
export function DealerFinance({ request, locale, currency, reserveHref, partExchangeHref, texts }: DealerFinanceProps) {
  const id = useId()
  // The car does not change while the page is open; a re-render must not restart the quotes.
  const [vehicle] = useState(request)
  const [phase, setPhase] = useState<Phase>('loading')
  const [options, setOptions] = useState<FinanceOption[]>([])
  const [selected, setSelected] = useState<string | null>(null)
  const [pending, setPending] = useState<ReadonlySet<string>>(new Set())
  const [updateFailed, setUpdateFailed] = useState(false)
  /** per family, the latest request: older answers arriving late are dropped */
  const latest = useRef(new Map<string, number>())

  useEffect(() => {
    let cancelled = false
    async function start() {
      const products = await postJson<ProductsResponse>(PRODUCTS_URL, vehicle)
      const views = (products.Products ?? []).map(productView)
      if (views.length === 0) throw new Error('no finance products for this car')
      const first = views.map((view) => ({ view, inputs: initialInputs(view) }))
      const answer = await postJson<QuoteResponse>(QUOTE_URL, {
        VehicleRequests: first.map((option) => vehicleRequest(option.view, option.inputs, vehicle)),
      })
      return first.flatMap((option, index): FinanceOption[] => {
        const quote = readQuote(vehicleFor(answer.Vehicles ?? [], option.view.familyKey, index))
        return quote ? [{ view: option.view, quote, inputs: inputsFromQuote(quote, 'deposit') }] : []
      })
    }
    start().then(
      (ready) => {
        if (cancelled) return
        setOptions(ready)
        setSelected(ready[0]?.view.familyKey ?? null)
        setPhase(ready.length ? 'ready' : 'failed')
      },
      () => {
        if (!cancelled) setPhase('failed')
      },
    )
    return () => {
      cancelled = true
    }
  }, [vehicle])

  const money = new Intl.NumberFormat(locale, { style: 'currency', currency, maximumFractionDigits: 0 })
  const exactMoney = new Intl.NumberFormat(locale, { style: 'currency', currency, minimumFractionDigits: 2 })
  const number = new Intl.NumberFormat(locale)
  const formatPayment = (value: number) => (Number.isInteger(value) ? money.format(value) : exactMoney.format(value))
  const formatMonths = (months: number) => texts.months.replace('{months}', String(months))
  const formatMiles = (miles: number) => texts.miles.replace('{miles}', number.format(miles))

  async function recalculate(view: ProductView, inputs: QuoteInputs) {
    const family = view.familyKey
    const sequence = (latest.current.get(family) ?? 0) + 1
    latest.current.set(family, sequence)
    const isLatest = () => latest.current.get(family) === sequence
    setPending((set) => new Set(set).add(family))
    setUpdateFailed(false)
    try {
      const answer = await postJson<QuoteResponse>(QUOTE_URL, {
        VehicleRequests: [vehicleRequest(view, inputs, vehicle)],
      })
      if (!isLatest()) return
      const quote = readQuote(vehicleFor(answer.Vehicles ?? [], family, 0))
      setOptions((list) =>
        quote
          ? list.map((o) =>
              o.view.familyKey === family ? { ...o, quote, inputs: inputsFromQuote(quote, inputs.driver) } : o,
            )
          : // spec 2 section 8: a quote error hides that option
            list.filter((o) => o.view.familyKey !== family),
      )
    } catch {
      if (!isLatest()) return
      setUpdateFailed(true)
      // the controls go back to the figures of the quote still shown
      setOptions((list) =>
        list.map((o) =>
          o.view.familyKey === family ? { ...o, inputs: inputsFromQuote(o.quote, o.inputs.driver) } : o,
        ),
      )
    } finally {
      if (isLatest()) {
        setPending((set) => {
          const next = new Set(set)
          next.delete(family)
          return next
        })
      }
    }
  }

  function commit(option: FinanceOption, change: Partial<QuoteInputs>) {
    const inputs = { ...option.inputs, ...change }
    setOptions((list) => list.map((o) => (o.view.familyKey === option.view.familyKey ? { ...o, inputs } : o)))
    void recalculate(option.view, inputs)
  }

  if (phase !== 'ready' || options.length === 0) {
    return (
      <p role="status" className="text-sm">
        {phase === 'loading' ? texts.loading : texts.unavailable}
      </p>
    )
  }

  const current = options.find((o) => o.view.familyKey === selected) ?? options[0]!
  const { view, inputs, quote } = current
  const busy = pending.has(view.familyKey)

  return (
    <div className="space-y-6 @container">
      {options.length > 1 ? (
        <fieldset>
          <legend className="mb-2 text-sm font-semibold">{texts.productChoice}</legend>
          <div className="grid gap-2 sm:grid-cols-2">
            {options.map((option) => (
              <label
                key={option.view.familyKey}
                data-credit-offer
                className="flex cursor-pointer flex-col rounded-[var(--radius)] border-2 border-[var(--color-border)] px-4 py-3 has-[:checked]:border-[var(--color-primary)] has-[:focus-visible]:ring-4 has-[:focus-visible]:ring-[var(--color-primary)]/40"
              >
                <input
                  type="radio"
                  name={`${id}-product`}
                  value={option.view.familyKey}
                  checked={option === current}
                  onChange={() => setSelected(option.view.familyKey)}
                  className="sr-only"
                />
                <span className="font-semibold">{option.view.name}</span>
                <span data-credit-figure={figureProduct(option.view.familyKey)} className="text-sm">
                  {texts.perMonth.replace('{amount}', formatPayment(option.quote.payment))}
                </span>
                <span data-credit-example className="text-sm font-semibold">
                  {compactExample(option.quote.example, texts.compactExample)}
                </span>
              </label>
            ))}
          </div>
        </fieldset>
      ) : (
        <p className="font-semibold">{view.name}</p>
      )}

      {/* The whole quote is one offer: the payment control's value is a monthly figure too. */}
      <div data-credit-offer className="grid gap-8 @3xl:grid-cols-2">
        <div className="min-w-0 space-y-5">
          <p className="rounded-[var(--radius)] bg-[var(--color-primary)]/5 p-4" aria-live="polite">
            <span className="block text-sm text-[var(--color-muted)]">{texts.monthlyPayment}</span>
            <span
              data-monthly-payment
              data-credit-figure={figureProduct(view.familyKey)}
              className="text-3xl font-bold tabular-nums [font-family:var(--font-heading)]"
            >
              {formatPayment(quote.payment)}
            </span>
          </p>
          <RepresentativeExample
            heading={texts.representativeExample}
            headingLevel={3}
            prominentFirst
            rows={quote.example.map((row) => ({ field: row.field ?? row.key, label: row.label, value: row.value }))}
          />
        </div>
        <div className="min-w-0 space-y-5">
          <FinanceField
            key={`${view.familyKey}-term`}
            label={texts.term}
            spec={view.term}
            value={inputs.term}
            format={formatMonths}
            onCommit={(term) => commit(current, { term })}
          />
          <FinanceField
            key={`${view.familyKey}-deposit`}
            label={texts.deposit}
            inputLabel={texts.depositInput}
            spec={view.deposit}
            value={inputs.deposit}
            format={(value) => money.format(value)}
            onCommit={(deposit) => commit(current, { deposit, driver: 'deposit' })}
          />
          <FinanceField
            key={`${view.familyKey}-payment`}
            label={texts.monthlyPayment}
            inputLabel={texts.monthlyPaymentInput}
            spec={view.payment}
            value={inputs.payment}
            format={formatPayment}
            onCommit={(payment) => commit(current, { payment, driver: 'payment' })}
          />
          {view.mileage && inputs.mileage !== null ? (
            <FinanceField
              key={`${view.familyKey}-mileage`}
              label={texts.mileage}
              spec={view.mileage}
              value={inputs.mileage}
              format={formatMiles}
              onCommit={(mileage) => commit(current, { mileage })}
            />
          ) : null}
          <div role="status" className="min-h-5 space-y-1 text-sm">
            {busy ? <p>{texts.updating}</p> : null}
            {!busy && quote.notices.length ? (
              <ul className="list-disc space-y-1 pl-5 text-[var(--color-muted)]">
                {quote.notices.map((notice) => (
                  <li key={notice}>{notice}</li>
                ))}
              </ul>
            ) : null}
          </div>
          {updateFailed ? (
            <p role="alert" className="rounded-[var(--radius)] bg-red-50 px-3 py-2 text-sm text-red-900">
              {texts.updateFailed}
            </p>
          ) : null}
          <QuoteSummary quote={quote} reserveHref={reserveHref} partExchangeHref={partExchangeHref} texts={texts} />
        </div>
      </div>
    </div>
  )
}
