'use client'

import { useEffect, useRef, useState, type FormEvent } from 'react'
import { distanceKm } from '@/modules/geo/haversine'
import type { flowReducer, FlowState } from '@/modules/workshop/flow'
import { MESSAGE_MAX, PHONE_PATTERN } from '@/modules/workshop/field-rules'
import { servicePurchaseEvent } from '@/modules/tracking/data-layer'
import type { WorkshopSite } from '@/modules/workshop/types'
import { MapSlot } from '@/ui/map/MapSlot'
import { api, readEvents } from './api'
import { pushEvent, type BookingFlowProps } from './flow-props'
import { flowTotal } from './Summary'
import { fill } from './texts'
import { WeekCalendar } from './WeekCalendar'
import { button, input, secondary } from './styles'

type Dispatch = React.Dispatch<Parameters<typeof flowReducer>[1]>
type Fields = { firstName: string; lastName: string; phone: string; email: string; freeText: string }
type FieldErrors = Partial<Record<keyof Fields, string>>

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

const newKey = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `k${Date.now()}${Math.random().toString(36).slice(2)}`

/** Step 4: the workshops (streamed, 5 at a time), their week calendars, then the contact form. */
export function WorkshopStep({
  state,
  dispatch,
  props,
  onError,
}: {
  state: FlowState
  dispatch: Dispatch
  props: BookingFlowProps
  onError: (code: string) => void
}) {
  const { texts } = props
  const [loading, setLoading] = useState(false)
  const [noSites, setNoSites] = useState(false)
  const [sort, setSort] = useState<'distance' | 'firstSlot'>('distance')
  const [open, setOpen] = useState<string | null>(null)
  const [reloadKey, setReloadKey] = useState(0)
  const [lastPage, setLastPage] = useState(0)
  const [notice, setNotice] = useState<string | null>(null)
  const codes = Object.keys(state.services)
  const codesKey = codes.join(',')
  const car = state.car
  const origin = state.lat !== null && state.lng !== null ? { lat: state.lat, lng: state.lng } : null

  const load = async (cursor: string | null) => {
    if (!car || !origin) return
    setLoading(true)
    const found: WorkshopSite[] = []
    let failed = false
    const controller = new AbortController()
    const params = new URLSearchParams({
      regNo: car.registrationNumber,
      serviceOfferings: codesKey,
      latitude: String(origin.lat),
      longitude: String(origin.lng),
      ...(cursor ? { cursor } : {}),
    })
    const result = await readEvents(
      `/api/mechmate/departments/closestAvailable?${params}`,
      (value) => {
        const v = value as WorkshopSite | { error?: string; nosites?: boolean }
        if ('departmentId' in v) {
          found.push(v)
          dispatch({ type: 'sitesLoaded', sites: [v], reset: cursor === null && found.length === 1 })
        } else if ('error' in v && v.error) failed = true
      },
      controller.signal,
    )
    setLoading(false)
    setLastPage(found.length)
    if (!result.ok || failed) onError(result.ok ? 'SiteStreamError' : result.code)
    // A stream error counts as no sites (spec 3 section 8).
    if (cursor === null && (found.length === 0 || !result.ok || failed)) {
      if (found.length === 0) setNoSites(true)
    }
  }

  // Sites load when the step opens, and again after the services changed (which cleared them).
  const loadedFor = useRef<string | null>(null)
  useEffect(() => {
    if (state.sites.length > 0 || loadedFor.current === codesKey) return
    loadedFor.current = codesKey
    setNoSites(false)
    void load(null)
    // eslint-disable-next-line react-hooks/exhaustive-deps -- load once per set of codes
  }, [codesKey, state.sites.length])

  const sites = [...state.sites].sort((a, b) =>
    sort === 'firstSlot'
      ? (a.firstTimeSlot ?? '9999').localeCompare(b.firstTimeSlot ?? '9999')
      : origin
        ? distanceKm(origin, { lat: a.latitude, lng: a.longitude }) -
          distanceKm(origin, { lat: b.latitude, lng: b.longitude })
        : 0,
  )
  const chosen = state.bookingInfo.location

  if (noSites) {
    return (
      <div role="alert" data-testid="booking-no-sites">
        <p className="m-0 font-semibold">{texts.bookingNoSites}</p>
        <p className="mt-1 mb-0">{fill(texts.bookingNoSitesContact, { email: props.contactEmail })}</p>
      </div>
    )
  }

  if (chosen) {
    return (
      <ContactForm
        state={state}
        dispatch={dispatch}
        props={props}
        onError={onError}
        onTaken={(message) => {
          setNotice(message)
          setOpen(chosen.departmentId)
          setReloadKey((k) => k + 1)
          dispatch({ type: 'clearTime' })
        }}
      />
    )
  }

  return (
    <div>
      {notice ? (
        <p role="alert" className="mt-0 text-red-700" data-testid="booking-taken">
          {notice}
        </p>
      ) : null}
      <MapSlot
        markers={sites.map((s) => ({
          id: s.departmentId,
          lat: s.latitude,
          lng: s.longitude,
          title: s.siteName,
          lines: [s.address],
        }))}
        center={sites[0] ? { lat: sites[0].latitude, lng: sites[0].longitude } : (origin ?? props.map.center)}
        zoom={15}
        focusZoom={15}
        styleUrl={props.map.styleUrl}
        googleApiKey={props.map.googleApiKey}
        texts={texts.map}
        label={texts.bookingMap}
        selectedId={open}
        onSelect={(id) => setOpen(id)}
        height="16rem"
      />
      <div className="mt-4 flex flex-wrap items-center justify-between gap-2">
        <h3 className="m-0 text-base font-semibold">{texts.bookingBestMatches}</h3>
        <fieldset className="m-0 flex gap-2 border-0 p-0">
          <legend className="sr-only">{texts.bookingSortLabel}</legend>
          {(['distance', 'firstSlot'] as const).map((value) => (
            <label
              key={value}
              className={`${secondary} cursor-pointer ${sort === value ? 'bg-[var(--color-surface)]' : ''}`}
            >
              <input
                type="radio"
                name="booking-sort"
                className="mr-2"
                checked={sort === value}
                onChange={() => setSort(value)}
              />
              {value === 'distance' ? texts.bookingSortNearest : texts.bookingSortFirstTime}
            </label>
          ))}
        </fieldset>
      </div>
      <ul className="mt-3 list-none space-y-3 p-0" aria-busy={loading} data-testid="booking-sites">
        {sites.map((site) => (
          <li
            key={site.departmentId}
            className="rounded-[var(--radius)] border border-[var(--color-border)] p-3"
            data-department={site.departmentId}
          >
            <div className="flex flex-wrap items-start justify-between gap-2">
              <div className="min-w-0">
                <p className="m-0 font-semibold">{site.siteName}</p>
                <p className="m-0 text-sm break-words">{site.address}</p>
                {origin ? (
                  <p className="m-0 text-sm">
                    {fill(texts.bookingDistance, {
                      km: distanceKm(origin, { lat: site.latitude, lng: site.longitude }).toLocaleString('sv-SE', {
                        maximumFractionDigits: 1,
                      }),
                    })}
                  </p>
                ) : null}
                {site.firstTimeSlot ? (
                  <p className="m-0 text-sm" data-testid="first-time">
                    {fill(texts.bookingFirstTime, { time: site.firstTimeSlot.slice(0, 16).replace('T', ' ') })}
                  </p>
                ) : null}
              </div>
              <button
                type="button"
                className={secondary}
                aria-expanded={open === site.departmentId}
                onClick={() => setOpen(open === site.departmentId ? null : site.departmentId)}
              >
                {open === site.departmentId ? texts.bookingHideTimes : texts.bookingShowTimes}
                <span className="sr-only"> {site.siteName}</span>
              </button>
            </div>
            {open === site.departmentId && car ? (
              <WeekCalendar
                plate={car.registrationNumber}
                departmentId={site.departmentId}
                codes={codes}
                start={(site.firstTimeSlot ?? new Date().toISOString()).slice(0, 10)}
                texts={texts}
                selected={null}
                reloadKey={reloadKey}
                onPick={(timeSlot, isFullDay) => {
                  setNotice(null)
                  dispatch({
                    type: 'chooseTime',
                    departmentId: site.departmentId,
                    siteName: site.siteName,
                    timeSlot,
                    isFullDay,
                  })
                }}
              />
            ) : null}
          </li>
        ))}
      </ul>
      {loading ? <p aria-live="polite">{texts.bookingLoading}</p> : null}
      {!loading && lastPage >= 5 ? (
        <button type="button" className={`${secondary} mt-3`} onClick={() => void load(state.cursor)}>
          {texts.bookingLoadMore}
        </button>
      ) : null}
    </div>
  )
}

function ContactForm({
  state,
  dispatch,
  props,
  onError,
  onTaken,
}: {
  state: FlowState
  dispatch: Dispatch
  props: BookingFlowProps
  onError: (code: string) => void
  onTaken: (message: string) => void
}) {
  const { texts } = props
  const chosen = state.bookingInfo.location!
  const [fields, setFields] = useState<Fields>({ firstName: '', lastName: '', phone: '', email: '', freeText: '' })
  const [errors, setErrors] = useState<FieldErrors>({})
  const [submitError, setSubmitError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const key = useRef(newKey())
  const interacted = useRef(false)

  const validate = (f: Fields): FieldErrors => {
    const e: FieldErrors = {}
    if (!f.firstName.trim()) e.firstName = texts.bookingFirstNameRequired
    if (!f.lastName.trim()) e.lastName = texts.bookingLastNameRequired
    if (!PHONE_PATTERN.test(f.phone.trim())) e.phone = texts.bookingPhoneInvalid
    if (!EMAIL.test(f.email.trim())) e.email = texts.bookingEmailInvalid
    if (f.freeText.length > MESSAGE_MAX) e.freeText = texts.bookingFreeTextTooLong
    return e
  }

  const set = (name: keyof Fields) => (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    if (!interacted.current) {
      interacted.current = true
      pushEvent({ event: 'form_interaction', form_name: 'service booking', form_step: 'contact details' })
    }
    setFields((f) => ({ ...f, [name]: e.target.value }))
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const found = validate(fields)
    setErrors(found)
    setSubmitError(null)
    if (Object.keys(found).length) return
    setBusy(true)
    const services = Object.values(state.services)
    const result = await api<{ id: string; status?: string }>('/api/mechmate/book', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': key.current },
      body: JSON.stringify({
        customer: {
          firstName: fields.firstName.trim(),
          lastName: fields.lastName.trim(),
          phone: fields.phone.trim(),
          email: fields.email.trim(),
        },
        freeText: fields.freeText.trim() || null,
        departmentId: chosen.departmentId,
        timeSlot: chosen.timeSlot,
        isFullDay: chosen.isFullDay,
        registrationNumber: state.car!.registrationNumber,
        mileage: state.milage ?? 1,
        serviceOfferingRequests: services.map((s) => ({
          kobraId: s.code,
          unitsSelected: s.unit,
          userInput: s.userInput,
        })),
      }),
    })
    setBusy(false)
    if (!result.ok) {
      onError(result.code)
      const byField: FieldErrors = {}
      for (const error of result.errors) {
        const name = error.field?.replace('customer.', '') as keyof Fields | undefined
        if (name && name in fields) byField[name] = error.message
      }
      setErrors(byField)
      setSubmitError(result.message)
      if (result.code === 'TimeslotNotAvailable') {
        // The time was taken meanwhile: a new attempt is a new booking; the calendar reloads.
        key.current = newKey()
        onTaken(result.message)
      }
      return
    }
    const total = flowTotal(state)
    pushEvent(servicePurchaseEvent(result.data.id, 'Verkstadsbokning', total))
    dispatch({
      type: 'booked',
      id: result.data.id,
      status: result.status === 202 ? 'requested' : 'confirmed',
      total,
      email: fields.email.trim(),
    })
  }

  const field = (name: keyof Fields, label: string, type = 'text', autoComplete?: string) => (
    <div>
      <label htmlFor={`booking-${name}`} className="mb-1 block font-semibold">
        {label}
      </label>
      {name === 'freeText' ? (
        <textarea
          id={`booking-${name}`}
          className={input}
          rows={2}
          maxLength={MESSAGE_MAX}
          value={fields[name]}
          onChange={set(name)}
          aria-invalid={errors[name] ? true : undefined}
          aria-describedby={errors[name] ? `booking-${name}-error` : undefined}
        />
      ) : (
        <input
          id={`booking-${name}`}
          type={type}
          className={input}
          autoComplete={autoComplete}
          value={fields[name]}
          onChange={set(name)}
          aria-invalid={errors[name] ? true : undefined}
          aria-describedby={errors[name] ? `booking-${name}-error` : undefined}
        />
      )}
      {errors[name] ? (
        <p id={`booking-${name}-error`} className="m-0 text-sm text-red-700">
          {errors[name]}
        </p>
      ) : null}
    </div>
  )

  const when = chosen.isFullDay
    ? `${chosen.timeSlot.slice(0, 10)} ${texts.bookingFullDay}`
    : chosen.timeSlot.slice(0, 16).replace('T', ' ')
  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <p className="mt-0 font-semibold" data-testid="booking-chosen-time">
        {fill(texts.bookingChosenTime, { time: when, site: chosen.siteName })}
      </p>
      {chosen.isFullDay ? <p className="text-sm">{texts.bookingFullDayNote}</p> : null}
      <button
        type="button"
        className="min-h-11 font-semibold text-[var(--color-link)] underline"
        onClick={() => dispatch({ type: 'clearTime' })}
      >
        {texts.bookingChangeTime}
      </button>
      <h3 className="mt-4 text-base font-semibold">{texts.bookingContactHeading}</h3>
      <div className="grid gap-3 md:grid-cols-2">
        {field('firstName', texts.bookingFirstName, 'text', 'given-name')}
        {field('lastName', texts.bookingLastName, 'text', 'family-name')}
        {field('phone', texts.bookingPhone, 'tel', 'tel')}
        {field('email', texts.bookingEmail, 'email', 'email')}
        <div className="md:col-span-2">{field('freeText', texts.bookingFreeText)}</div>
      </div>
      <button type="submit" className={`${button} mt-4`} disabled={busy}>
        {busy ? texts.bookingSubmitting : texts.bookingSubmit}
      </button>
      {submitError ? (
        <p role="alert" className="mt-2 mb-0 text-red-700" data-testid="booking-submit-error">
          {submitError}
        </p>
      ) : null}
    </form>
  )
}
