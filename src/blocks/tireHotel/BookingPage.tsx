'use client'

import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { bookingWindow, monthOf, swedishDate, timeLabels, wallClock } from '@/modules/tirehotel/calendar'
import { canSubmit, contactErrors, type ContactValues, type StoredFlow } from '@/modules/tirehotel/flow'
import { cleanPhoneInput, type Vehicle } from '@/modules/tirehotel/types'
import { api } from './api'
import { Calendar } from './Calendar'
import { StationContact } from './StationContact'
import { BUTTON, ERROR, INPUT, LINK, SECONDARY, type Busy } from './styles'
import { type TireHotelTexts } from './texts'

const newKey = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}`

const EMPTY_CONTACT: ContactValues = { firstName: '', lastName: '', phoneMobile: '', email: '', freeText: '' }

export function BookingPage(props: {
  texts: TireHotelTexts
  vehicle: Vehicle
  setBusy: Busy
  onBack: () => void
  onExpired: () => void
  onContactShown: () => void
  onBooked: (confirmation: NonNullable<StoredFlow['confirmation']>, email: string) => void
}) {
  const { texts, vehicle, setBusy, onExpired, onContactShown } = props
  const erpId = vehicle.location.erpId
  const [window_] = useState(() => bookingWindow(new Date()))
  const [dates, setDates] = useState<Set<string> | null>(null)
  const [datesError, setDatesError] = useState(false)
  const [month, setMonth] = useState(monthOf(window_.today))
  const [date, setDate] = useState<string | null>(null)
  const [times, setTimes] = useState<{ label: string; start: string }[] | null>(null)
  const [timesError, setTimesError] = useState(false)
  const [time, setTime] = useState<string | null>(null)
  const [values, setValues] = useState<ContactValues>(EMPTY_CONTACT)
  const [touched, setTouched] = useState<Partial<Record<keyof ContactValues, boolean>>>({})
  const [submitError, setSubmitError] = useState<string | null>(null)
  const key = useRef(newKey())
  const id = useId()

  useEffect(() => {
    let live = true
    setBusy(true)
    api
      .days(erpId, window_.first, window_.last, vehicle.brandCode)
      .then((result) => {
        if (!live) return
        if (result.status === 401) return onExpired()
        if (!result.ok) return setDatesError(true)
        const available = new Set(result.body.availableDates.map((d) => d.date))
        setDates(available)
        const first = [...available].sort()[0]
        if (first) setMonth(monthOf(first))
      })
      .catch(() => live && setDatesError(true))
      .finally(() => live && setBusy(false))
    return () => {
      live = false
    }
  }, [erpId, window_, vehicle.brandCode, setBusy, onExpired])

  const pickDate = async (picked: string) => {
    setDate(picked)
    setTime(null)
    setTimes(null)
    setTimesError(false)
    setBusy(true)
    try {
      const result = await api.times(erpId, picked, vehicle.brandCode)
      if (result.status === 401) return onExpired()
      if (!result.ok) return setTimesError(true)
      const starts = result.body.availableTimeSlotDates.flatMap((d) => d.startTime)
      // Each label books the server's own instant for it (the first, when two starts share a label).
      const labels = timeLabels(starts)
      setTimes(labels.map((label) => ({ label, start: starts.find((s) => wallClock(s) === label)! })))
    } catch {
      setTimesError(true)
    } finally {
      setBusy(false)
    }
  }

  const timesOffered = Boolean(times && times.length)
  const showContact = Boolean(date && times !== null && !timesError && (!timesOffered || time))
  useEffect(() => {
    if (showContact) onContactShown()
  }, [showContact, onContactShown])

  const errors = contactErrors(values)
  const submittable = canSubmit({ date, time, timesOffered, values })
  const lastAvailable = dates && dates.size ? [...dates].sort().at(-1)! : null

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!submittable || !date) return
    setSubmitError(null)
    setBusy(true)
    try {
      const result = await api.create(
        erpId,
        {
          bookingDate: date,
          bookingStart: timesOffered ? (times!.find((t) => t.label === time)?.start ?? null) : null,
          regNo: vehicle.regNo,
          freeText: values.freeText,
          customer: {
            firstName: values.firstName.trim(),
            lastName: values.lastName.trim(),
            email: values.email.trim(),
            phoneMobile: values.phoneMobile,
          },
        },
        key.current,
      )
      if (result.status === 200) props.onBooked(result.body, values.email.trim())
      else if (result.status === 401) onExpired()
      else {
        setSubmitError(result.body.message ?? texts.tireHotelGenericError)
        if (result.status === 409) key.current = newKey()
      }
    } catch {
      setSubmitError(texts.tireHotelGenericError)
    } finally {
      setBusy(false)
    }
  }

  const field = (name: keyof ContactValues, label: string, extra: Record<string, unknown> = {}) => {
    const error = touched[name] ? errors[name] : undefined
    const message =
      error === 'required'
        ? texts.tireHotelRequired
        : name === 'phoneMobile'
          ? texts.tireHotelMobileInvalid
          : texts.tireHotelEmailInvalid
    return (
      <div>
        <label htmlFor={`${id}-${name}`} className="mb-1 block font-semibold">
          {label}
        </label>
        <input
          id={`${id}-${name}`}
          name={name}
          className={INPUT}
          value={values[name]}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-${name}-err` : undefined}
          onChange={(event) => {
            const value = name === 'phoneMobile' ? cleanPhoneInput(event.target.value) : event.target.value
            setValues({ ...values, [name]: value })
          }}
          onBlur={() => setTouched({ ...touched, [name]: true })}
          {...extra}
        />
        {error ? (
          <p id={`${id}-${name}-err`} className={`mt-1 text-sm ${ERROR}`}>
            {message}
          </p>
        ) : null}
      </div>
    )
  }

  return (
    <div className="grid gap-6">
      <div className="rounded-[var(--radius)] bg-[var(--color-surface)] p-4">
        <p className="font-semibold">{vehicle.location.locationName}</p>
        <p>{vehicle.location.departmentName}</p>
      </div>
      {datesError ? (
        <p role="alert" className={ERROR}>
          {texts.tireHotelDatesError}
        </p>
      ) : dates && dates.size === 0 ? (
        <div role="status" data-no-dates>
          <p>{texts.tireHotelNoDates}</p>
          <StationContact location={vehicle.location} />
        </div>
      ) : dates && !date ? (
        <section aria-label={texts.tireHotelChooseDate}>
          <Calendar
            shown={month}
            currentMonth={monthOf(window_.today)}
            available={dates}
            lastAvailable={lastAvailable}
            onMonth={setMonth}
            onPick={pickDate}
            prevLabel={texts.tireHotelPrevMonth}
            nextLabel={texts.tireHotelNextMonth}
          />
        </section>
      ) : null}
      {date ? (
        <div className="flex flex-wrap items-center gap-4">
          <p className="font-semibold" data-chosen-date={date}>
            {swedishDate(date)}
          </p>
          <button
            type="button"
            className={`${LINK} min-h-11`}
            onClick={() => {
              setDate(null)
              setTime(null)
              setTimes(null)
              setTimesError(false)
            }}
          >
            {texts.tireHotelChangeDate}
          </button>
        </div>
      ) : null}
      {date && timesError ? (
        <p role="alert" className={ERROR}>
          {texts.tireHotelTimesError}
        </p>
      ) : null}
      {date && times && !timesOffered ? <p role="status">{texts.tireHotelNoTimes}</p> : null}
      {date && timesOffered && !time ? (
        <section aria-label={texts.tireHotelChooseTime}>
          <ul className="grid max-w-sm grid-cols-3 gap-2">
            {times!.map((slot) => (
              <li key={slot.label}>
                <button
                  type="button"
                  className={`${SECONDARY} w-full px-2`}
                  data-time={slot.label}
                  onClick={() => setTime(slot.label)}
                >
                  {slot.label}
                </button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {time ? (
        <div className="flex flex-wrap items-center gap-4">
          <p className="font-semibold">kl. {time}</p>
          <button type="button" className={`${LINK} min-h-11`} onClick={() => setTime(null)}>
            {texts.tireHotelChangeTime}
          </button>
        </div>
      ) : null}
      {showContact ? (
        <form onSubmit={submit} noValidate className="grid max-w-xl gap-4 sm:grid-cols-2">
          {field('firstName', texts.tireHotelFirstName, { autoComplete: 'given-name', required: true })}
          {field('lastName', texts.tireHotelLastName, { autoComplete: 'family-name', required: true })}
          {field('phoneMobile', texts.tireHotelMobile, {
            autoComplete: 'tel',
            inputMode: 'tel',
            required: true,
            maxLength: 15,
          })}
          {field('email', texts.tireHotelEmail, { autoComplete: 'email', type: 'email', required: true })}
          <div className="sm:col-span-2">
            <label htmlFor={`${id}-freeText`} className="mb-1 block font-semibold">
              {texts.tireHotelComment}
            </label>
            <textarea
              id={`${id}-freeText`}
              name="freeText"
              className={`${INPUT} min-h-24 py-2`}
              maxLength={1000}
              value={values.freeText}
              onChange={(event) => setValues({ ...values, freeText: event.target.value })}
            />
          </div>
          <div className="flex flex-wrap gap-4 sm:col-span-2">
            <button type="submit" className={BUTTON} disabled={!submittable}>
              {texts.tireHotelSubmit}
            </button>
          </div>
          {submitError ? (
            <p role="alert" className={`font-semibold sm:col-span-2 ${ERROR}`}>
              {submitError}
            </p>
          ) : null}
        </form>
      ) : null}
      <div>
        <button type="button" className={SECONDARY} onClick={props.onBack}>
          {texts.tireHotelBack}
        </button>
      </div>
    </div>
  )
}
