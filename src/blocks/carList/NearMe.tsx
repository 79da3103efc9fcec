'use client'

import { useEffect, useId, useRef, useState } from 'react'
import { useGeolocation } from '@/modules/geo/use-geolocation'
import {
  DEFAULT_RADIUS,
  PLACE_DECIMALS,
  POSITION_DECIMALS,
  RADIUS_CHOICES,
  roundPoint,
  type NearState,
} from '@/modules/cars/list-state'

type Texts = { placeLabel: string; nearMe: string; radius: string; unknownPlace: string; search: string }

type Props = {
  near: NearState | undefined
  /** The site's market: typed places are looked up there. */
  country: string
  lang: string
  siteName: string
  /** 'km', or 'mi' on the UK site */
  unit: string
  texts: Texts
  onNear: (near: NearState) => void
}

/**
 * Near me (spec 2 section 4): a postcode or town, or the browser's position, with a radius. A
 * place nobody knows gets a message beside the field and leaves the search as it was; a refused
 * position is only a console warning (spec 1 section 9) and the search stays as it was.
 */
export function NearMe({ near, country, lang, siteName, unit, texts, onNear }: Props) {
  const [place, setPlace] = useState(near?.place ?? '')
  const [unknown, setUnknown] = useState(false)
  const [busy, setBusy] = useState(false)
  const radius = near?.radius ?? DEFAULT_RADIUS
  const geolocation = useGeolocation()
  const placeId = useId()
  const messageId = useId()
  const radiusId = useId()
  const asked = useRef(false)

  useEffect(() => {
    if (!asked.current || geolocation.status !== 'ok' || !geolocation.position) return
    asked.current = false
    const { lat, lng } = geolocation.position
    onNear({ lat: roundPoint(lat, POSITION_DECIMALS), lng: roundPoint(lng, POSITION_DECIMALS), radius, place: '' })
  }, [geolocation.status, geolocation.position, onNear, radius])

  const findPlace = async () => {
    const text = place.trim()
    if (!text) return
    setBusy(true)
    try {
      const params = new URLSearchParams({ q: text.slice(0, 100), country, lang, site: siteName })
      const response = await fetch(`/api/places/geocode?${params}`)
      const body = response.ok
        ? ((await response.json()) as { results?: { name: string; lat: number; lng: number }[] })
        : null
      const found = body?.results?.[0]
      setUnknown(!found)
      if (found) {
        onNear({
          lat: roundPoint(found.lat, PLACE_DECIMALS),
          lng: roundPoint(found.lng, PLACE_DECIMALS),
          radius,
          place: found.name,
        })
      }
    } catch (error) {
      console.error(error)
      setUnknown(true)
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className="flex flex-wrap items-end gap-2" data-testid="near-me">
      <form
        role="search"
        className="flex items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault()
          void findPlace()
        }}
      >
        <div className="flex flex-col">
          <label htmlFor={placeId} className="text-sm font-medium">
            {texts.placeLabel}
          </label>
          <input
            id={placeId}
            type="text"
            value={place}
            maxLength={100}
            onChange={(event) => {
              setPlace(event.target.value)
              setUnknown(false)
            }}
            aria-invalid={unknown || undefined}
            aria-describedby={unknown ? messageId : undefined}
            autoComplete="postal-code"
            className="w-44 rounded-[var(--radius)] border border-[var(--color-border)] bg-[var(--color-surface)] px-3 py-2"
          />
        </div>
        <button
          type="submit"
          disabled={busy}
          className="rounded-[var(--radius)] border border-[var(--color-border)] bg-[var(--color-surface)] px-3 py-2 font-semibold"
        >
          {texts.search}
        </button>
      </form>
      <button
        type="button"
        onClick={() => {
          asked.current = true
          geolocation.locate()
        }}
        disabled={geolocation.status === 'locating'}
        className="rounded-[var(--radius)] border border-[var(--color-border)] bg-[var(--color-surface)] px-3 py-2 font-semibold"
      >
        {texts.nearMe}
      </button>
      {near ? (
        <div className="flex flex-col">
          <label htmlFor={radiusId} className="text-sm font-medium">
            {texts.radius}
          </label>
          <select
            id={radiusId}
            value={radius}
            onChange={(event) => onNear({ ...near, radius: Number(event.target.value) })}
            className="rounded-[var(--radius)] border border-[var(--color-border)] bg-[var(--color-surface)] px-3 py-2"
          >
            {RADIUS_CHOICES.map((choice) => (
              <option key={choice} value={choice}>
                {choice} {unit}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      {unknown ? (
        <p id={messageId} role="alert" className="basis-full text-sm font-medium text-[var(--color-fg)]">
          {texts.unknownPlace}
        </p>
      ) : null}
    </div>
  )
}
