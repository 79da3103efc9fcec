'use client'

import { useState } from 'react'
import type { FlowState } from '@/modules/workshop/flow'
import { bookingTotal, formatKr } from '@/modules/workshop/totals'
import type { BookingTexts } from './texts'

export function flowTotal(state: FlowState): number {
  return bookingTotal(
    Object.values(state.services).map((s) => ({ price: s.price, priceKnown: s.priceKnown, unit: s.unit })),
  )
}

function SummaryBody({ state, texts }: { state: FlowState; texts: BookingTexts }) {
  const car = state.car
  const rows: [string, string][] = car
    ? [
        [texts.bookingSummaryPlate, car.registrationNumber],
        [texts.bookingSummaryCar, `${car.brand} ${car.model}`],
        [texts.bookingSummaryYear, String(car.buildYear)],
        [texts.bookingSummaryRegion, state.region ?? state.location?.name ?? ''],
        [texts.bookingSummaryAgreement, car.hasServiceAgreement ? texts.bookingYes : texts.bookingNo],
      ]
    : []
  const services = Object.values(state.services)
  return (
    <div>
      <dl className="m-0 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        {rows.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="font-semibold">{term}</dt>
            <dd className="m-0 break-words">{value}</dd>
          </div>
        ))}
      </dl>
      {services.length ? (
        <>
          <h3 className="mt-3 mb-1 text-sm font-semibold">{texts.bookingSummaryServices}</h3>
          <ul className="m-0 list-none p-0 text-sm">
            {services.map((s) => (
              <li key={s.code} className="flex justify-between gap-2">
                <span className="min-w-0 break-words">
                  {s.name}
                  {s.unit && s.unitAbbreviation ? ` × ${s.unit} ${s.unitAbbreviation}` : ''}
                </span>
                <span className="shrink-0">
                  {s.priceKnown ? formatKr(s.price * (s.unit ?? 1)) : texts.bookingPriceMissing}
                </span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <p className="mt-3 flex justify-between border-t border-[var(--color-border)] pt-2 font-semibold">
        <span>{texts.bookingSummaryTotal}</span>
        <span data-testid="booking-total">{formatKr(flowTotal(state))}</span>
      </p>
    </div>
  )
}

/** 'Summering av val': a sidebar from 1024 px, a bottom drawer below. */
export function Summary({ state, texts }: { state: FlowState; texts: BookingTexts }) {
  const [open, setOpen] = useState(false)
  if (!state.car) return null
  return (
    <>
      <aside
        className="hidden self-start rounded-[var(--radius)] border border-[var(--color-border)] p-4 lg:sticky lg:top-4 lg:block"
        aria-labelledby="booking-summary-heading"
      >
        <h2 id="booking-summary-heading" className="mt-0 text-lg font-semibold">
          {texts.bookingSummary}
        </h2>
        <SummaryBody state={state} texts={texts} />
      </aside>
      <div className="fixed inset-x-0 bottom-0 z-40 border-t border-[var(--color-border)] bg-[var(--color-bg)] lg:hidden">
        {open ? (
          <div
            id="booking-summary-drawer"
            className="max-h-[60vh] overflow-y-auto p-4"
            role="region"
            aria-label={texts.bookingSummary}
          >
            <h2 className="mt-0 text-lg font-semibold">{texts.bookingSummary}</h2>
            <SummaryBody state={state} texts={texts} />
          </div>
        ) : null}
        <button
          type="button"
          className="min-h-12 w-full px-4 font-semibold"
          aria-expanded={open}
          aria-controls="booking-summary-drawer"
          onClick={() => setOpen((o) => !o)}
        >
          {`${texts.bookingShowSummary} (${formatKr(flowTotal(state))})`}
        </button>
      </div>
    </>
  )
}
