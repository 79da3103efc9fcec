'use client'

import { useEffect, useState } from 'react'
import { formatMm, tyreSize } from '@/modules/tirehotel/tread'
import { type Vehicle } from '@/modules/tirehotel/types'
import { api } from './api'
import { StationContact } from './StationContact'
import { BUTTON, ERROR, LINK, SECONDARY } from './styles'
import { summaryOf } from './summary'
import { type TireHotelTexts } from './texts'
import type { TireHotelConfig } from './config'

type HistoryData = Awaited<ReturnType<typeof api.history>>['body']
type Upcoming = Awaited<ReturnType<typeof api.upcoming>>['body']['confirmation']

export function LoggedInPage(props: {
  texts: TireHotelTexts
  config: TireHotelConfig
  vehicle: Vehicle
  onBook: () => void
  onOtherCar: () => void
  onExpired: () => void
}) {
  const { texts, vehicle } = props
  const poor = vehicle.tires.some((tire) => tire.wheel.threadStatusId === 1)
  const [upcoming, setUpcoming] = useState<Upcoming>(null)
  const [changeable, setChangeable] = useState(false)
  const [cancelled, setCancelled] = useState(false)
  const [history, setHistory] = useState<HistoryData | null>(null)
  const { onExpired } = props

  useEffect(() => {
    let live = true
    api
      .upcoming()
      .then((result) => {
        if (!live) return
        if (result.status === 401) onExpired()
        else if (result.ok) {
          const until = result.body.confirmation?.changeableUntil
          setUpcoming(result.body.confirmation)
          setChangeable(Boolean(until && Date.parse(until) > Date.now()))
        }
      })
      .catch(() => {})
    return () => {
      live = false
    }
  }, [onExpired])

  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-center gap-4">
        <p className="rounded-[var(--radius)] border-2 border-[var(--color-fg)] px-3 py-1 font-mono text-lg font-bold">
          {vehicle.regNo}
        </p>
        <p className="text-lg font-semibold">{vehicle.name}</p>
      </div>
      {upcoming ? (
        <section aria-labelledby="th-upcoming" className="rounded-[var(--radius)] bg-[var(--color-surface)] p-4">
          <h3 id="th-upcoming" className="mb-1 font-semibold">
            {texts.tireHotelUpcomingHeading}
          </h3>
          <p>{summaryOf(upcoming)}</p>
          <p className="text-sm">{texts.tireHotelChangeDeadline}</p>
          <div className="mt-2 flex flex-wrap gap-4">
            <a
              className={`${LINK} min-h-11 content-center`}
              href={`/api/tirehotel/booking/ics?id=${upcoming.bookingConfirmationId}`}
            >
              {texts.tireHotelAddToCalendar}
            </a>
            {changeable ? (
              <>
                <button
                  type="button"
                  className={`${LINK} min-h-11`}
                  onClick={async () => {
                    // Change: the old time is given up first, then a new one is booked.
                    const result = await api.cancel(upcoming.bookingConfirmationId).catch(() => null)
                    if (result?.ok) props.onBook()
                  }}
                >
                  {texts.tireHotelChangeBooking}
                </button>
                <button
                  type="button"
                  className={`${LINK} min-h-11`}
                  onClick={async () => {
                    const result = await api.cancel(upcoming.bookingConfirmationId).catch(() => null)
                    if (result?.ok) {
                      setUpcoming(null)
                      setCancelled(true)
                    }
                  }}
                >
                  {texts.tireHotelCancelBooking}
                </button>
              </>
            ) : null}
          </div>
        </section>
      ) : null}
      {cancelled ? <p role="status">{texts.tireHotelCancelled}</p> : null}
      <div>
        <button type="button" className={BUTTON} onClick={props.onBook} disabled={Boolean(upcoming)}>
          {texts.tireHotelBookWheelChange}
        </button>
      </div>
      {poor ? (
        <div role="alert" className="rounded-[var(--radius)] border-2 border-[#b3261e] bg-[#fdecea] p-4 text-[#5f1410]">
          <p>
            <span aria-hidden="true">⚠ </span>
            {texts.tireHotelPoorTread}{' '}
            <a className="font-semibold underline" href={`mailto:${vehicle.location.email}`}>
              {texts.tireHotelPoorTreadLink}
            </a>
          </p>
        </div>
      ) : null}
      <section aria-labelledby="th-tires">
        <h3 id="th-tires" className="mb-2 text-lg font-semibold">
          {texts.tireHotelTiresHeading}
        </h3>
        <ul className="grid gap-2 sm:grid-cols-2">
          {vehicle.tires.map((tire, i) => (
            <li
              key={i}
              className="rounded-[var(--radius)] border border-[var(--color-border)] p-3"
              data-tire={tire.equipmentPosition}
            >
              <p className="font-semibold">{tire.equipmentPosition}</p>
              <p>{tire.wheel.name}</p>
              <p className="text-sm">
                {tire.wheel.threadPattern} · {tyreSize(tire.wheel)}
              </p>
              <p className="text-sm">
                {texts.tireHotelTreadDepth}: {formatMm(tire.wheel.threadDepth)}
              </p>
              <p className={`text-sm ${tire.wheel.threadStatusId > 0 ? `font-semibold ${ERROR}` : ''}`}>
                {tire.wheel.threadStatusId > 0 ? (
                  <span aria-hidden="true" data-warning-icon>
                    ⚠{' '}
                  </span>
                ) : null}
                {tire.wheel.threadStatusMessage}
              </p>
            </li>
          ))}
        </ul>
        <details
          className="mt-3"
          onToggle={(event) => {
            if ((event.target as HTMLDetailsElement).open && !history)
              api
                .history(vehicle.regNo)
                .then((result) => result.ok && setHistory(result.body))
                .catch(() => {})
          }}
        >
          <summary className={`${LINK} min-h-11 cursor-pointer content-center`}>{texts.tireHotelHistoryShow}</summary>
          <h4 className="mt-2 font-semibold">{texts.tireHotelHistoryHeading}</h4>
          {history?.sets.map((set) => (
            <div key={set.label} className="mt-2">
              <p className="font-semibold">{set.label}</p>
              <ul className="text-sm">
                {set.history.map((row, i) => (
                  <li key={i}>
                    {row.date} · {row.equipmentPosition} · {formatMm(row.threadDepth)}
                  </li>
                ))}
              </ul>
              <div className="mt-2 flex flex-wrap gap-2">
                {set.photos.map((photo) => (
                  // eslint-disable-next-line @next/next/no-img-element -- owner-only images behind the session, never optimised or cached
                  <img key={photo.url} src={photo.url} alt={photo.caption} width={160} height={100} loading="lazy" />
                ))}
              </div>
            </div>
          ))}
        </details>
      </section>
      <section aria-labelledby="th-station">
        <h3 id="th-station" className="mb-1 text-lg font-semibold">
          {texts.tireHotelStationHeading}
        </h3>
        <p>{vehicle.location.locationName}</p>
        <StationContact location={vehicle.location} />
      </section>
      <section aria-labelledby="th-package">
        <h3 id="th-package" className="mb-1 text-lg font-semibold">
          {texts.tireHotelPackageHeading}
        </h3>
        <p>{vehicle.packageLevel}</p>
        {props.config.informationUrl ? (
          <a className={LINK} href={props.config.informationUrl}>
            {texts.tireHotelPackageInfo}
          </a>
        ) : null}
      </section>
      <div>
        <button type="button" className={SECONDARY} onClick={props.onOtherCar}>
          {texts.tireHotelOtherCar}
        </button>
      </div>
    </div>
  )
}
