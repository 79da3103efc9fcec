'use client'

import { useCallback, useEffect, useId, useReducer, useRef, useState, type FormEvent, type ReactNode } from 'react'
import { bookingWindow, monthOf, swedishDate, timeLabels, wallClock } from '@/modules/tirehotel/calendar'
import { codeComplete, codeOf, codeReducer, emptyCode } from '@/modules/tirehotel/code-boxes'
import {
  canSubmit,
  contactErrors,
  effectivePage,
  FLOW_STEPS,
  parseStoredFlow,
  STORAGE_KEY,
  type ContactValues,
  type FlowStep,
  type Page,
  type StoredFlow,
} from '@/modules/tirehotel/flow'
import { formatMm, tyreSize } from '@/modules/tirehotel/tread'
import { cleanPhoneInput, normalizeRegNo, REG_NO_MIN, RESEND_AFTER_MS, type Vehicle } from '@/modules/tirehotel/types'
import { flowInteractionEvent, pushToDataLayer, servicePurchaseEvent } from '@/modules/tracking/data-layer'
import { api } from './api'
import { Calendar } from './Calendar'
import { CodeBoxes } from './CodeBoxes'
import { fill, type TireHotelTexts } from './texts'

export type TireHotelConfig = {
  mailbox: string
  contactUs: { label: string; url: string } | null
  bookService: { label: string; url: string } | null
  informationUrl: string | null
  homePath: string
}

const ERROR = 'text-[#b3261e]'
const BUTTON =
  'inline-flex min-h-11 items-center justify-center rounded-[var(--radius)] bg-[var(--color-primary)] px-6 font-semibold text-[var(--color-primary-fg)] disabled:cursor-not-allowed disabled:opacity-50'
const SECONDARY =
  'inline-flex min-h-11 items-center justify-center rounded-[var(--radius)] border-2 border-[var(--color-primary)] px-6 font-semibold text-[var(--color-fg)]'
const INPUT =
  'min-h-11 w-full rounded-[var(--radius)] border border-[var(--color-border)] bg-[var(--color-bg)] px-3 text-[var(--color-fg)]'
const LINK = 'font-semibold text-[var(--color-link)] underline'
const FLOW_NAME = 'tire hotel'

function readFlow(): StoredFlow {
  try {
    return parseStoredFlow(window.sessionStorage.getItem(STORAGE_KEY))
  } catch {
    return {}
  }
}

function writeFlow(flow: StoredFlow) {
  try {
    if (Object.keys(flow).length) window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(flow))
    else window.sessionStorage.removeItem(STORAGE_KEY)
  } catch {
    // Private mode without storage: the flow still works for this page view.
  }
}

const newKey = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}`

/**
 * The tyre hotel (spec 3 section 2.2): pages are states of this one widget. The server renders
 * the Search page; the browser takes the session (key `tirehotel`) and `?regNo=` over from there.
 */
export function TireHotelWidget({ texts, config }: { texts: TireHotelTexts; config: TireHotelConfig }) {
  const [flow, setFlowState] = useState<StoredFlow>({})
  const [rawPage, setPage] = useState<Page>('Search')
  const [busy, setBusy] = useState(false)
  const [regNo, setRegNo] = useState('')
  const tracked = useRef(new Set<number>())
  const headingRef = useRef<HTMLHeadingElement>(null)
  const page = effectivePage(rawPage, flow)

  const setFlow = useCallback((next: StoredFlow) => {
    setFlowState(next)
    writeFlow(next)
  }, [])

  useEffect(() => {
    const stored = readFlow()
    const fromQuery = new URLSearchParams(window.location.search).get('regNo')
    // Taking over the browser's state after hydration: the server rendered the empty Search page.
    /* eslint-disable react-hooks/set-state-in-effect */
    setFlowState(stored)
    if (fromQuery) setRegNo(normalizeRegNo(fromQuery))
    if (stored.confirmation && stored.validated?.status === 0) setPage('Confirmation')
    /* eslint-enable react-hooks/set-state-in-effect */
  }, [])

  const track = useCallback((step: FlowStep) => {
    if (tracked.current.has(step)) return
    tracked.current.add(step)
    pushToDataLayer(window as never, flowInteractionEvent(FLOW_NAME, step, FLOW_STEPS[step]))
  }, [])

  const go = useCallback((next: Page) => {
    setPage(next)
    requestAnimationFrame(() => headingRef.current?.focus())
  }, [])

  const logout = useCallback(async () => {
    setFlow({})
    tracked.current.clear()
    setRegNo('')
    go('Search')
    await api.logout().catch(() => {})
  }, [go, setFlow])

  const loggedIn = flow.validated?.status === 0
  const vehicle = flow.validated?.vehicles?.[0] ?? null

  let body: ReactNode
  switch (page) {
    case 'Search':
      body = (
        <SearchPage
          texts={texts}
          config={config}
          regNo={regNo}
          setRegNo={setRegNo}
          setBusy={setBusy}
          onFound={(customer) => {
            setFlow({ ...flow, customer, credentials: null })
            track(1)
            go('Login')
          }}
        />
      )
      break
    case 'Login':
      body = flow.customer ? (
        <LoginPage
          texts={texts}
          config={config}
          customer={flow.customer}
          credentials={flow.credentials ?? null}
          setBusy={setBusy}
          onResult={(credentials, ok) => {
            setFlow({ ...flow, credentials })
            if (ok) {
              track(2)
              go('Validate')
            }
          }}
        />
      ) : null
      break
    case 'Validate':
      body = flow.credentials?.authorizationToken ? (
        <ValidatePage
          texts={texts}
          token={flow.credentials.authorizationToken}
          setBusy={setBusy}
          onResend={() => go('Login')}
          onValidated={(validated) => {
            setFlow({ ...flow, validated })
            track(3)
            go('LoggedIn')
          }}
        />
      ) : null
      break
    case 'LoggedIn':
      body = vehicle ? (
        <LoggedInPage
          texts={texts}
          config={config}
          vehicle={vehicle}
          onBook={() => {
            track(4)
            go('Booking')
          }}
          onOtherCar={logout}
          onExpired={logout}
        />
      ) : null
      break
    case 'Booking':
      body = vehicle ? (
        <BookingPage
          texts={texts}
          vehicle={vehicle}
          setBusy={setBusy}
          onContactShown={() => track(5)}
          onBack={() => go('LoggedIn')}
          onExpired={logout}
          onBooked={(confirmation, email) => {
            setFlow({ ...flow, confirmation: { ...confirmation, regNo: vehicle.regNo, email } })
            track(6)
            pushToDataLayer(window as never, servicePurchaseEvent(confirmation.bookingConfirmationId, 'Hjulskifte'))
            go('Confirmation')
          }}
        />
      ) : null
      break
    case 'Confirmation':
      body = flow.confirmation ? (
        <ConfirmationPage texts={texts} config={config} confirmation={flow.confirmation} onOtherCar={logout} />
      ) : null
      break
  }

  return (
    <div className="relative" data-tirehotel-page={page} aria-busy={busy || undefined}>
      <fieldset disabled={busy} className="min-w-0">
        <h2
          ref={headingRef}
          tabIndex={-1}
          className="mb-4 text-2xl font-bold outline-none [font-family:var(--font-heading)] md:text-3xl"
        >
          {headingOf(page, texts)}
        </h2>
        {body ?? (
          <button type="button" className={BUTTON} onClick={() => go('Search')}>
            {texts.tireHotelContinue}
          </button>
        )}
      </fieldset>
      {busy ? (
        <div
          className="absolute inset-0 flex items-center justify-center bg-[var(--color-bg)]/70"
          role="status"
          data-loading-overlay
        >
          <span className="rounded-[var(--radius)] bg-[var(--color-bg)] px-4 py-2 font-semibold">
            {texts.tireHotelLoading}
          </span>
        </div>
      ) : null}
      <footer className="mt-8 border-t border-[var(--color-border)] pt-4 text-sm">
        <p>{texts.tireHotelFooterQuestion}</p>
        <p>
          <a className={LINK} href={`mailto:${config.mailbox}`}>
            {config.mailbox}
          </a>
        </p>
        {loggedIn ? (
          <button type="button" className={`${LINK} mt-2 min-h-11`} onClick={logout}>
            {texts.tireHotelLogout}
          </button>
        ) : null}
      </footer>
    </div>
  )
}

function headingOf(page: Page, texts: TireHotelTexts): string {
  switch (page) {
    case 'Search':
      return texts.tireHotelSearchHeading
    case 'Login':
      return texts.tireHotelLoginHeading
    case 'Validate':
      return texts.tireHotelValidateHeading
    case 'LoggedIn':
      return texts.tireHotelVehicleHeading
    case 'Booking':
      return texts.tireHotelBookingHeading
    case 'Confirmation':
      return texts.tireHotelThanks
  }
}

type Busy = (busy: boolean) => void

function SearchPage(props: {
  texts: TireHotelTexts
  config: TireHotelConfig
  regNo: string
  setRegNo: (value: string) => void
  setBusy: Busy
  onFound: (customer: NonNullable<StoredFlow['customer']>) => void
}) {
  const { texts } = props
  const [error, setError] = useState<'notFound' | 'generic' | null>(null)
  const id = useId()
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (props.regNo.length < REG_NO_MIN) return
    setError(null)
    props.setBusy(true)
    try {
      const result = await api.search(props.regNo)
      if (result.ok) props.onFound(result.body)
      else setError(result.status === 404 ? 'notFound' : 'generic')
    } catch {
      setError('generic')
    } finally {
      props.setBusy(false)
    }
  }
  return (
    <form onSubmit={submit} noValidate className="max-w-md">
      <label htmlFor={`${id}-reg`} className="mb-1 block font-semibold">
        {texts.tireHotelRegNoLabel}
      </label>
      <div className="flex gap-2">
        <input
          id={`${id}-reg`}
          name="regNo"
          className={`${INPUT} uppercase`}
          placeholder="ABC123"
          autoComplete="off"
          maxLength={7}
          value={props.regNo}
          aria-describedby={error ? `${id}-err` : undefined}
          onChange={(event) => {
            props.setRegNo(normalizeRegNo(event.target.value))
            setError(null)
          }}
        />
        <button type="submit" className={BUTTON} disabled={props.regNo.length < REG_NO_MIN}>
          {texts.tireHotelContinue}
        </button>
      </div>
      {error ? (
        <p id={`${id}-err`} role="alert" className={`mt-3 ${ERROR}`}>
          {error === 'notFound' ? texts.tireHotelNotFound : texts.tireHotelGenericError}{' '}
          {error === 'notFound' && props.config.bookService ? (
            <a className={LINK} href={props.config.bookService.url}>
              {props.config.bookService.label}
            </a>
          ) : null}
        </p>
      ) : null}
    </form>
  )
}

function LoginPage(props: {
  texts: TireHotelTexts
  config: TireHotelConfig
  customer: NonNullable<StoredFlow['customer']>
  credentials: StoredFlow['credentials']
  setBusy: Busy
  onResult: (credentials: NonNullable<StoredFlow['credentials']>, ok: boolean) => void
}) {
  const { texts } = props
  const [message, setMessage] = useState<string | null>(
    props.credentials && !props.credentials.authorizationToken ? props.credentials.message : null,
  )
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setMessage(null)
    props.setBusy(true)
    try {
      const result = await api.login(props.customer.encryptedPhoneNumber)
      const credentials = {
        authorizationToken: result.ok ? result.body.authorizationToken : null,
        message: result.body.message ?? texts.tireHotelGenericError,
      }
      props.onResult(credentials, result.ok)
      if (!result.ok) setMessage(credentials.message)
    } catch {
      setMessage(texts.tireHotelGenericError)
    } finally {
      props.setBusy(false)
    }
  }
  return (
    <form onSubmit={submit} className="max-w-md">
      <p className="mb-2">{fill(texts.tireHotelLoginText, { phone: props.customer.obfuscatedPhoneNumber })}</p>
      <p className="mb-4 inline-block rounded-[var(--radius)] border-2 border-[var(--color-fg)] px-3 py-1 font-mono text-lg font-bold">
        {props.customer.regNo}
      </p>
      <p className="mb-4 text-sm">
        {texts.tireHotelLoginWrongNumber}{' '}
        {props.config.contactUs ? (
          <a className={LINK} href={props.config.contactUs.url}>
            {props.config.contactUs.label}
          </a>
        ) : null}
      </p>
      <button type="submit" className={BUTTON}>
        {texts.tireHotelSendCode}
      </button>
      {message ? (
        <p role="alert" className={`mt-3 ${ERROR}`}>
          {message}
        </p>
      ) : null}
    </form>
  )
}

type OtpCredential = Credential & { code?: string }

function ValidatePage(props: {
  texts: TireHotelTexts
  token: string
  setBusy: Busy
  onResend: () => void
  onValidated: (validated: NonNullable<StoredFlow['validated']>) => void
}) {
  const { texts } = props
  const [code, dispatch] = useReducer(codeReducer, undefined, emptyCode)
  const [error, setError] = useState<string | null>(null)
  const [canResend, setCanResend] = useState(false)
  const errorId = useId()
  const formRef = useRef<HTMLFormElement>(null)

  useEffect(() => {
    const timer = window.setTimeout(() => setCanResend(true), RESEND_AFTER_MS)
    return () => window.clearTimeout(timer)
  }, [])

  // WebOTP: a phone that received the SMS (last line '@host #1234') fills the code itself.
  useEffect(() => {
    if (!('OTPCredential' in window)) return
    const abort = new AbortController()
    navigator.credentials
      .get({ otp: { transport: ['sms'] }, signal: abort.signal } as CredentialRequestOptions)
      .then((credential) => {
        const otp = (credential as OtpCredential | null)?.code
        if (otp) dispatch({ type: 'paste', text: otp })
      })
      .catch(() => {})
    return () => abort.abort()
  }, [])

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!codeComplete(code)) return
    setError(null)
    props.setBusy(true)
    try {
      const result = await api.validate(props.token, codeOf(code))
      if (result.ok && result.body.status === 0) props.onValidated({ status: 0, vehicles: result.body.vehicles })
      else setError(result.body.message ?? texts.tireHotelGenericError)
    } catch {
      setError(texts.tireHotelGenericError)
    } finally {
      props.setBusy(false)
    }
  }

  return (
    <form ref={formRef} onSubmit={submit} className="max-w-md">
      <CodeBoxes
        state={code}
        dispatch={dispatch}
        label={texts.tireHotelCodeDigit}
        describedBy={error ? errorId : undefined}
        invalid={Boolean(error)}
        onDigit={() => setError(null)}
      />
      {error ? (
        <p id={errorId} role="alert" className={`mt-3 font-semibold ${ERROR}`}>
          {error}
        </p>
      ) : null}
      <div className="mt-4 flex flex-wrap items-center gap-4">
        <button type="submit" className={BUTTON} disabled={!codeComplete(code)}>
          {texts.tireHotelVerify}
        </button>
        {canResend ? (
          <button type="button" className={`${LINK} min-h-11`} onClick={props.onResend}>
            {texts.tireHotelResend}
          </button>
        ) : null}
      </div>
    </form>
  )
}

type HistoryData = Awaited<ReturnType<typeof api.history>>['body']
type Upcoming = Awaited<ReturnType<typeof api.upcoming>>['body']['confirmation']

function LoggedInPage(props: {
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
        <p>
          <a className={LINK} href={`tel:${vehicle.location.phone.replace(/[^\d+]/g, '')}`}>
            {vehicle.location.phone}
          </a>
        </p>
        <p>
          <a className={LINK} href={`mailto:${vehicle.location.email}`}>
            {vehicle.location.email}
          </a>
        </p>
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

function summaryOf(confirmation: { appointmentTime: string; isFullDay: boolean; bookingDate?: string }): string {
  const date = confirmation.bookingDate ?? confirmation.appointmentTime.slice(0, 10)
  const day = swedishDate(date)
  return confirmation.isFullDay ? day : `${day} kl. ${wallClock(confirmation.appointmentTime)}`
}

const EMPTY_CONTACT: ContactValues = { firstName: '', lastName: '', phoneMobile: '', email: '', freeText: '' }

function BookingPage(props: {
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
          <p>
            <a className={LINK} href={`tel:${vehicle.location.phone.replace(/[^\d+]/g, '')}`}>
              {vehicle.location.phone}
            </a>
          </p>
          <p>
            <a className={LINK} href={`mailto:${vehicle.location.email}`}>
              {vehicle.location.email}
            </a>
          </p>
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

function ConfirmationPage(props: {
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
