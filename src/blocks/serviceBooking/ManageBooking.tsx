'use client'

import { useEffect, useState } from 'react'
import { formatKr } from '@/modules/workshop/totals'
import { api } from './api'
import { fill, type BookingTexts } from './texts'
import { WeekCalendar } from './WeekCalendar'

type View = {
  id: string
  status: string
  registrationNumber: string
  departmentId: string
  siteName: string
  timeSlot: string
  isFullDay: boolean
  services: { code: string; name: string }[]
  total: number
}

/** The change/cancel link from the confirmation e-mail: the booking, cancel, or move to another time. */
export function ManageBooking({ token, texts, onDone }: { token: string; texts: BookingTexts; onDone: () => void }) {
  const [current, setCurrent] = useState(token)
  const [view, setView] = useState<View | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [message, setMessage] = useState<string | null>(null)
  const [pick, setPick] = useState<{ timeSlot: string; isFullDay: boolean } | null>(null)
  const [reload, setReload] = useState(0)

  useEffect(() => {
    void api<{ booking: View }>(`/api/mechmate/bookings/${encodeURIComponent(current)}`).then((r) => {
      if (r.ok) setView(r.data.booking)
      else setError(r.status === 403 || r.status === 410 ? `${texts.bookingManageInvalid} ${r.message}` : r.message)
    })
  }, [current, texts.bookingManageInvalid])

  const cancel = async () => {
    const r = await api<{ booking: View }>(`/api/mechmate/bookings/${encodeURIComponent(current)}`, {
      method: 'DELETE',
    })
    if (r.ok) {
      setView(r.data.booking)
      setMessage(texts.bookingManageCancelled)
    } else setError(r.message)
  }
  const move = async () => {
    if (!pick) return
    const r = await api<{ booking: View; token: string }>(`/api/mechmate/bookings/${encodeURIComponent(current)}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(pick),
    })
    if (r.ok) {
      setView(r.data.booking)
      setCurrent(r.data.token)
      setPick(null)
      setMessage(fill(texts.bookingManageMoved, { time: r.data.booking.timeSlot.slice(0, 16).replace('T', ' ') }))
      window.history.replaceState(null, '', `?booking=${encodeURIComponent(r.data.token)}`)
    } else {
      setError(r.message)
      setReload((n) => n + 1)
    }
  }

  return (
    <div>
      <h2 className="mt-0 text-2xl font-bold">{texts.bookingManageHeading}</h2>
      {error ? (
        <p role="alert" className="text-red-700">
          {error}
        </p>
      ) : null}
      {message ? <p role="status">{message}</p> : null}
      {view ? (
        <>
          <p className="font-semibold">{fill(texts.bookingNumber, { id: view.id })}</p>
          <p>
            {view.registrationNumber} · {view.siteName} ·{' '}
            {view.isFullDay
              ? `${view.timeSlot.slice(0, 10)} ${texts.bookingFullDay}`
              : view.timeSlot.slice(0, 16).replace('T', ' ')}{' '}
            · {formatKr(view.total)}
          </p>
          <ul className="list-disc pl-5">
            {view.services.map((s) => (
              <li key={s.code}>{s.name}</li>
            ))}
          </ul>
          {view.status === 'confirmed' ? (
            <>
              <WeekCalendar
                plate={view.registrationNumber}
                departmentId={view.departmentId}
                codes={view.services.map((s) => s.code)}
                start={view.timeSlot.slice(0, 10)}
                texts={texts}
                selected={pick}
                onPick={(timeSlot, isFullDay) => setPick({ timeSlot, isFullDay })}
                reloadKey={reload}
              />
              <div className="mt-4 flex flex-wrap gap-3">
                <button
                  type="button"
                  className="inline-flex min-h-11 items-center rounded-[var(--radius)] bg-[var(--color-primary)] px-5 font-semibold text-[var(--color-primary-fg)] disabled:opacity-50"
                  disabled={!pick}
                  onClick={() => void move()}
                >
                  {texts.bookingManageMove}
                </button>
                <button
                  type="button"
                  className="inline-flex min-h-11 items-center rounded-[var(--radius)] border border-[var(--color-border)] px-4 font-semibold"
                  onClick={() => void cancel()}
                >
                  {texts.bookingManageCancel}
                </button>
              </div>
            </>
          ) : null}
        </>
      ) : null}
      <button type="button" className="mt-6 min-h-11 font-semibold text-[var(--color-link)] underline" onClick={onDone}>
        {texts.bookingNew}
      </button>
    </div>
  )
}
