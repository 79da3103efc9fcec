'use client'

import { useId, useState } from 'react'
import { type StoredFlow } from '@/modules/tirehotel/flow'
import { api } from './api'
import { BUTTON, INPUT, LINK, SECONDARY } from './styles'
import { summaryOf } from './summary'
import { fill, type TireHotelTexts } from './texts'
import type { TireHotelConfig } from './config'

export function ConfirmationPage(props: {
  texts: TireHotelTexts
  config: TireHotelConfig
  confirmation: NonNullable<StoredFlow['confirmation']>
  onOtherCar: () => void
}) {
  const { texts, confirmation } = props
  return (
    <div className="grid gap-6">
      <p>{fill(texts.tireHotelEmailNotice, { email: confirmation.email ?? confirmation.customerBase.email })}</p>
      <Rating texts={texts} confirmationId={confirmation.bookingConfirmationId} />
      <section aria-labelledby="th-summary" className="rounded-[var(--radius)] bg-[var(--color-surface)] p-4">
        <h3 id="th-summary" className="mb-2 text-lg font-semibold">
          {texts.tireHotelSummary}
        </h3>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
          <dt className="font-semibold">{texts.tireHotelService}</dt>
          <dd>{confirmation.services.map((s) => s.name).join(', ')}</dd>
          <dt className="font-semibold">{texts.tireHotelVehicle}</dt>
          <dd>{confirmation.regNo}</dd>
          <dt className="font-semibold">{texts.tireHotelWhen}</dt>
          <dd data-summary-date>{summaryOf(confirmation)}</dd>
          <dt className="font-semibold">{texts.tireHotelWhere}</dt>
          <dd>{confirmation.workshop.name}</dd>
        </dl>
        <p className="mt-2 text-sm">{confirmation.bookingConfirmationId}</p>
        <a
          className={`${LINK} mt-2 inline-flex min-h-11 items-center`}
          href={`/api/tirehotel/booking/ics?id=${confirmation.bookingConfirmationId}`}
        >
          {texts.tireHotelAddToCalendar}
        </a>
      </section>
      <div className="flex flex-wrap gap-4">
        <a className={BUTTON} href={props.config.homePath}>
          {texts.tireHotelHome}
        </a>
        <button type="button" className={SECONDARY} onClick={props.onOtherCar}>
          {texts.tireHotelOtherCar}
        </button>
      </div>
    </div>
  )
}

function Rating({ texts, confirmationId }: { texts: TireHotelTexts; confirmationId: string }) {
  const [rating, setRating] = useState(0)
  const [comment, setComment] = useState('')
  const [sending, setSending] = useState(false)
  const [done, setDone] = useState(false)
  const id = useId()
  if (done)
    return (
      <p role="status" className="font-semibold" data-rating-thanks>
        {texts.tireHotelRatingThanks}
      </p>
    )
  return (
    <form
      className="grid max-w-md gap-3"
      onSubmit={async (event) => {
        event.preventDefault()
        if (!rating) return
        setSending(true)
        // The answer is not read: thanks show even when sending failed (spec 3 section 7).
        await api
          .review({ rating, comment, date: new Date().toISOString(), bookingConfirmationId: confirmationId })
          .catch(() => {})
        setSending(false)
        setDone(true)
      }}
    >
      <fieldset>
        <legend className="mb-1 font-semibold">{texts.tireHotelRatingHeading}</legend>
        <div className="flex gap-1">
          {[1, 2, 3, 4, 5].map((n) => (
            <label key={n} className="cursor-pointer text-3xl leading-none">
              <input
                type="radio"
                name={`${id}-rating`}
                value={n}
                className="sr-only"
                checked={rating === n}
                onChange={() => setRating(n)}
                aria-label={fill(texts.tireHotelRatingStar, { n })}
              />
              <span aria-hidden="true" className={n <= rating ? 'text-[#8a5a00]' : 'text-[var(--color-muted)]'}>
                {n <= rating ? '★' : '☆'}
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <label htmlFor={`${id}-comment`} className="font-semibold">
        {texts.tireHotelRatingComment}
      </label>
      <textarea
        id={`${id}-comment`}
        className={`${INPUT} min-h-20 py-2`}
        maxLength={2000}
        value={comment}
        onChange={(event) => setComment(event.target.value)}
      />
      <div>
        <button type="submit" className={BUTTON} disabled={sending || rating === 0}>
          {texts.tireHotelRatingSend}
        </button>
      </div>
    </form>
  )
}
