'use client'

import { useCallback, useEffect, useId, useReducer, useRef, useState, type FormEvent, type ReactNode } from 'react'
import dynamic from 'next/dynamic'
import { codeComplete, codeOf, codeReducer, emptyCode } from '@/modules/tirehotel/code-boxes'
import {
  effectivePage,
  FLOW_STEPS,
  parseStoredFlow,
  STORAGE_KEY,
  type FlowStep,
  type Page,
  type StoredFlow,
} from '@/modules/tirehotel/flow'
import { normalizeRegNo, REG_NO_MIN, RESEND_AFTER_MS } from '@/modules/tirehotel/types'
import { flowInteractionEvent, pushToDataLayer, servicePurchaseEvent } from '@/modules/tracking/data-layer'
import { api } from './api'
import { CodeBoxes } from './CodeBoxes'
import { BUTTON, ERROR, INPUT, LINK, type Busy } from './styles'
import type { TireHotelConfig } from './config'
import { fill, type TireHotelTexts } from './texts'

// The pages after the login are chunks of their own: a visitor who only looks up a plate never
// downloads the calendar and the booking form. The widget fetches the next page's chunk ahead.
const loadLoggedIn = () => import('./LoggedInPage')
const loadBooking = () => import('./BookingPage')
const loadConfirmation = () => import('./ConfirmationPage')
const LoggedInPage = dynamic(() => loadLoggedIn().then((m) => m.LoggedInPage), { ssr: false })
const BookingPage = dynamic(() => loadBooking().then((m) => m.BookingPage), { ssr: false })
const ConfirmationPage = dynamic(() => loadConfirmation().then((m) => m.ConfirmationPage), { ssr: false })
const PRELOAD: Partial<Record<Page, () => Promise<unknown>>> = {
  Login: loadLoggedIn,
  Validate: loadLoggedIn,
  LoggedIn: loadBooking,
  Booking: loadConfirmation,
}

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

  useEffect(() => {
    PRELOAD[page]?.().catch(() => {})
  }, [page])

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
        {/* The step's heading names the group (a fieldset's first child is its legend). */}
        <legend className="mb-4 w-full">
          <h2
            ref={headingRef}
            tabIndex={-1}
            className="text-2xl font-bold outline-none [font-family:var(--font-heading)] md:text-3xl"
          >
            {headingOf(page, texts)}
          </h2>
        </legend>
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
          type="text"
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
