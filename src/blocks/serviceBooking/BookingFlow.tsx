'use client'

import { useCallback, useEffect, useId, useReducer, useState, type FormEvent } from 'react'
import { flowInteractionEvent } from '@/modules/tracking/data-layer'
import { MapSlot } from '@/ui/map/MapSlot'
import { useBrowserValue, useHydrated } from '@/ui/browser-hooks'
import {
  exclusionMessage,
  flowReducer,
  initialFlowState,
  parseFlowState,
  selectionOf,
  STEP_NAMES,
  type FlowLocation,
  type FlowState,
} from '@/modules/workshop/flow'
import { ORIGINAL_SERVICE } from '@/modules/workshop/catalogue'
import { plateInput } from '@/modules/workshop/plates'
import { MESSAGE_MAX } from '@/modules/workshop/field-rules'
import { formatKr } from '@/modules/workshop/totals'
import type { Car, OfferingCategory, WorkshopSite } from '@/modules/workshop/types'
import { api } from './api'
import { ManageBooking } from './ManageBooking'
import { Summary, flowTotal } from './Summary'
import { fill, type BookingTexts } from './texts'
import { pushEvent, type BookingFlowProps } from './flow-props'
import { WorkshopStep } from './WorkshopStep'
import { button, input, secondary } from './styles'

const STORAGE_KEY = 'serviceBooking'
const TRACKED_KEY = 'serviceBooking:tracked'
const FLOW_NAME = 'service booking'

type Place = { placeId: string; name: string; label: string; lat: number; lng: number }

const linkButton = 'min-h-11 font-semibold text-[var(--color-link)] underline'

export function BookingFlow(props: BookingFlowProps) {
  const { texts } = props
  const [state, dispatch] = useReducer(flowReducer, undefined, initialFlowState)
  const hydrated = useHydrated()
  const [restored, setRestored] = useState(false)
  const [manageClosed, setManageClosed] = useState(false)
  const tokenInUrl = useBrowserValue(() => new URLSearchParams(window.location.search).get('booking'), null)
  const manageToken = manageClosed ? null : tokenInUrl
  const [brandAnswer, setBrandAnswer] = useState<{ brand: string; hasBrand: boolean } | null>(null)

  // The flow state lives in session storage (spec 3 section 3): restored once hydrated, so the
  // server's HTML (step 1) and the first browser render agree.
  if (hydrated && !restored) {
    setRestored(true)
    dispatch({ type: 'restore', state: parseFlowState(sessionStorage.getItem(STORAGE_KEY)) })
  }

  useEffect(() => {
    if (restored) sessionStorage.setItem(STORAGE_KEY, JSON.stringify(state))
  }, [state, restored])

  // flow_interaction once per step.
  useEffect(() => {
    if (!restored) return
    const tracked: number[] = JSON.parse(sessionStorage.getItem(TRACKED_KEY) ?? '[]') as number[]
    if (tracked.includes(state.displayState)) return
    tracked.push(state.displayState)
    sessionStorage.setItem(TRACKED_KEY, JSON.stringify(tracked))
    pushEvent(
      flowInteractionEvent(
        FLOW_NAME,
        state.displayState,
        STEP_NAMES[Math.min(state.displayState - 1, STEP_NAMES.length - 1)]!,
      ),
    )
  }, [state.displayState, restored])

  const brand = state.car?.brand
  useEffect(() => {
    if (!brand) return
    let live = true
    void api<{ hasBrand: boolean }>(
      `/api/mechmate/authorized-workshop/${encodeURIComponent(brand.replace(/ /g, '-'))}`,
    ).then((r) => {
      if (live) setBrandAnswer({ brand, hasBrand: r.ok ? r.data.hasBrand : false })
    })
    return () => {
      live = false
    }
  }, [brand])
  const hasBrand = brand && brandAnswer?.brand === brand ? brandAnswer.hasBrand : null

  const reportError = useCallback(
    (code: string) => pushEvent({ event: 'event_error', flow_name: FLOW_NAME, error_code: code }),
    [],
  )

  if (manageToken) return <ManageBooking token={manageToken} texts={texts} onDone={() => setManageClosed(true)} />

  const max = state.car ? state.maxBookingState : 4
  const header = state.car
    ? hasBrand === null
      ? null
      : hasBrand
        ? fill(texts.bookingHeaderAuthorized, { brand: state.car.brand })
        : texts.bookingHeaderNotAuthorized
    : texts.bookingHeading

  if (state.booked) return <Confirmation state={state} props={props} onNew={() => newBooking(dispatch)} />

  return (
    <div className="pb-16 lg:pb-0">
      <h2 className="mt-0 text-2xl font-bold md:text-3xl">{header ?? texts.bookingHeading}</h2>
      {!state.car ? <Intro props={props} /> : null}
      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <ol className="m-0 list-none space-y-4 p-0">
          <Step
            n={1}
            max={max}
            title={texts.bookingStepVehicle}
            state={state}
            texts={texts}
            dispatch={dispatch}
            done={doneText1(state)}
          >
            <VehicleStep
              key={`${state.car?.registrationNumber ?? ''}|${state.lat ?? ''}|${state.lng ?? ''}`}
              state={state}
              dispatch={dispatch}
              texts={texts}
              onError={reportError}
            />
          </Step>
          <Step
            n={2}
            max={max}
            title={texts.bookingStepServices}
            state={state}
            texts={texts}
            dispatch={dispatch}
            done={Object.values(state.services)
              .filter((s) => s.type === 'service')
              .map((s) => s.name)
              .join(', ')}
          >
            <ServicesStep state={state} dispatch={dispatch} props={props} onError={reportError} kind="services" />
          </Step>
          <Step
            n={3}
            max={max}
            title={texts.bookingStepAddons}
            state={state}
            texts={texts}
            dispatch={dispatch}
            done={
              Object.values(state.services)
                .filter((s) => s.type === 'addon')
                .map((s) => s.name)
                .join(', ') || '–'
            }
          >
            <ServicesStep state={state} dispatch={dispatch} props={props} onError={reportError} kind="addons" />
          </Step>
          <Step
            n={4}
            max={max}
            title={texts.bookingStepWorkshop}
            state={state}
            texts={texts}
            dispatch={dispatch}
            done=""
          >
            <WorkshopStep state={state} dispatch={dispatch} props={props} onError={reportError} />
          </Step>
        </ol>
        <Summary state={state} texts={texts} />
      </div>
    </div>
  )
}

function newBooking(dispatch: (a: { type: 'reset' }) => void) {
  dispatch({ type: 'reset' })
  sessionStorage.removeItem(STORAGE_KEY)
  sessionStorage.removeItem(TRACKED_KEY)
  window.location.assign(window.location.pathname)
}

const doneText1 = (state: FlowState) =>
  state.car
    ? `${state.car.registrationNumber} · ${state.car.brand} ${state.car.model} · ${state.location?.name ?? ''}`
    : ''

function Intro({ props }: { props: BookingFlowProps }) {
  const { texts } = props
  return (
    <div className="mt-3">
      <p className="m-0">{texts.bookingIntroLinks}</p>
      <ul className="mt-2 flex list-none flex-wrap gap-2 p-0">
        {props.brandLinks.map((l) => (
          <li key={l.brand}>
            <a className={secondary} href={l.url}>
              {l.brand}
            </a>
          </li>
        ))}
      </ul>
      {props.logos.length ? (
        <details className="mt-3">
          <summary className="min-h-11 cursor-pointer py-2 font-semibold">{texts.bookingAuthorizedBrands}</summary>
          <ul className="mt-2 grid list-none grid-cols-4 gap-3 p-0 sm:grid-cols-8" data-testid="booking-brand-logos">
            {props.logos.map((logo) => (
              <li key={logo.name} className="flex items-center justify-center">
                {/* eslint-disable-next-line @next/next/no-img-element -- small logos from the media store */}
                <img
                  src={logo.url}
                  alt={logo.name}
                  loading="lazy"
                  width={64}
                  height={40}
                  className="h-10 w-16 object-contain"
                />
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </div>
  )
}

function Step({
  n,
  max,
  title,
  state,
  texts,
  dispatch,
  done,
  children,
}: {
  n: number
  max: number
  title: string
  state: FlowState
  texts: BookingTexts
  dispatch: (a: { type: 'show'; step: number }) => void
  done: string
  children: React.ReactNode
}) {
  const shown = state.displayState === n
  const passed = state.bookingState > n && !shown
  const headingId = `booking-step-${n}`
  return (
    <li
      className="rounded-[var(--radius)] border border-[var(--color-border)] p-4"
      aria-labelledby={headingId}
      data-step={n}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={headingId} className="m-0 text-lg font-semibold">
          <span className="mr-2 text-sm font-normal text-[var(--color-muted)]">
            {fill(texts.bookingStep, { step: n, max })}
          </span>
          {title}
        </h2>
        {passed ? (
          <button type="button" className={linkButton} onClick={() => dispatch({ type: 'show', step: n })}>
            {texts.bookingEditStep}
            <span className="sr-only"> {title}</span>
          </button>
        ) : null}
      </div>
      {passed && done ? <p className="mt-1 mb-0 text-sm break-words">{done}</p> : null}
      {shown ? <div className="mt-3">{children}</div> : null}
    </li>
  )
}

// ── step 1 ──────────────────────────────────────────────────────────────────────────────────

function VehicleStep({
  state,
  dispatch,
  texts,
  onError,
}: {
  state: FlowState
  dispatch: React.Dispatch<Parameters<typeof flowReducer>[1]>
  texts: BookingTexts
  onError: (code: string) => void
}) {
  const [plate, setPlate] = useState(state.car?.registrationNumber ?? '')
  const [place, setPlace] = useState<FlowLocation | null>(state.location)
  const [query, setQuery] = useState('')
  const [suggestions, setSuggestions] = useState<Place[]>([])
  const [active, setActive] = useState(-1)
  const [prefilled, setPrefilled] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [geoError, setGeoError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const listId = useId()
  const shown = query.trim() ? suggestions : []

  // lat and lng in the address: a place chosen for the visitor, to confirm or change.
  useEffect(() => {
    if (state.location) return
    const params = new URLSearchParams(window.location.search)
    const lat = Number(params.get('lat'))
    const lng = Number(params.get('lng'))
    if (
      !params.get('lat') ||
      !params.get('lng') ||
      !Number.isFinite(lat) ||
      !Number.isFinite(lng) ||
      Math.abs(lat) > 90 ||
      Math.abs(lng) > 180
    )
      return
    void api<{ results: Place[] }>(`/api/places/reverse?lat=${lat}&lng=${lng}&lang=sv`).then((r) => {
      const name = r.ok
        ? (r.data.results[0]?.name ?? `${lat.toFixed(3)}, ${lng.toFixed(3)}`)
        : `${lat.toFixed(3)}, ${lng.toFixed(3)}`
      setPlace({
        name,
        latitude: lat,
        longitude: lng,
        placeId: r.ok ? (r.data.results[0]?.placeId ?? null) : null,
        region: name,
      })
      setPrefilled(true)
    })
  }, [state.location])

  // Suggestions for non-empty input, Sweden, Swedish, 300 ms after the last keystroke.
  useEffect(() => {
    const q = query.trim()
    if (!q) return
    const controller = new AbortController()
    const timer = setTimeout(() => {
      fetch(`/api/places/suggest?q=${encodeURIComponent(q)}&country=SE&lang=sv&limit=6`, { signal: controller.signal })
        .then((r) => (r.ok ? (r.json() as Promise<{ results: Place[] }>) : { results: [] }))
        .then((body) => {
          setSuggestions(body.results)
          setActive(-1)
        })
        .catch(() => {})
    }, 300)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [query])

  const choose = (p: Place) => {
    setPlace({
      name: p.name,
      latitude: p.lat,
      longitude: p.lng,
      placeId: p.placeId,
      region: p.label.split(',')[0] ?? p.name,
    })
    setQuery('')
    setSuggestions([])
    setPrefilled(false)
  }

  const useMyLocation = () => {
    setGeoError(null)
    if (!navigator.geolocation) {
      setGeoError(texts.bookingLocationDenied)
      return
    }
    navigator.geolocation.getCurrentPosition(
      (position) => {
        const { latitude, longitude } = position.coords
        void api<{ results: Place[] }>(`/api/places/reverse?lat=${latitude}&lng=${longitude}&lang=sv`).then((r) => {
          const name = r.ok && r.data.results[0] ? r.data.results[0].name : texts.bookingMyLocation
          setPlace({ name, latitude, longitude, placeId: null, region: name })
        })
      },
      () => {
        setGeoError(texts.bookingLocationDenied)
        onError('GeolocationDenied')
      },
      { timeout: 10_000 },
    )
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!place || plate.length < 2) return
    setError(null)
    setBusy(true)
    const result = await api<Car>(`/api/mechmate/car/${encodeURIComponent(plate)}`)
    setBusy(false)
    if (!result.ok) {
      setError(result.message)
      onError(result.code)
      return
    }
    if (!result.data.isSupported) {
      setError(fill(texts.bookingUnsupportedCar, { brand: result.data.brand }))
      onError('UnsupportedCar')
      return
    }
    dispatch({ type: 'carFound', car: result.data, location: place })
  }

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="grid gap-4 md:grid-cols-2">
      <div>
        <label htmlFor="booking-plate" className="mb-1 block font-semibold">
          {texts.bookingPlateLabel}
        </label>
        <input
          id="booking-plate"
          type="text"
          name="plate"
          className={`${input} uppercase`}
          value={plate}
          placeholder={texts.bookingPlatePlaceholder}
          autoComplete="off"
          autoCapitalize="characters"
          onChange={(e) => setPlate(plateInput(e.target.value))}
        />
      </div>
      <div className="relative">
        <label htmlFor="booking-place" className="mb-1 block font-semibold">
          {texts.bookingPlaceLabel}
        </label>
        {place ? (
          <div className="flex min-h-11 flex-wrap items-center gap-2" data-testid="booking-chosen-place">
            <span className="font-semibold">{place.name}</span>
            <button
              type="button"
              className={linkButton}
              onClick={() => {
                setPlace(null)
                setPrefilled(false)
              }}
            >
              {texts.bookingChange}
            </button>
          </div>
        ) : (
          <>
            <input
              id="booking-place"
              type="text"
              className={input}
              role="combobox"
              aria-expanded={shown.length > 0}
              aria-controls={listId}
              aria-autocomplete="list"
              aria-activedescendant={active >= 0 ? `${listId}-${active}` : undefined}
              value={query}
              placeholder={texts.bookingPlacePlaceholder}
              autoComplete="off"
              onChange={(e) => setQuery(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === 'ArrowDown') {
                  e.preventDefault()
                  setActive((a) => Math.min(shown.length - 1, a + 1))
                } else if (e.key === 'ArrowUp') {
                  e.preventDefault()
                  setActive((a) => Math.max(0, a - 1))
                } else if (e.key === 'Enter' && active >= 0 && shown[active]) {
                  e.preventDefault()
                  choose(shown[active])
                } else if (e.key === 'Escape') setSuggestions([])
              }}
            />
            <ul
              id={listId}
              role="listbox"
              aria-label={texts.bookingPlaceSuggestions}
              className={`absolute inset-x-0 top-full z-30 m-0 mt-1 list-none rounded-[var(--radius)] border border-[var(--color-border)] bg-[var(--color-bg)] p-1 shadow-lg ${shown.length ? '' : 'hidden'}`}
            >
              {shown.map((s, i) => (
                <li
                  key={s.placeId}
                  id={`${listId}-${i}`}
                  role="option"
                  aria-selected={i === active}
                  className={`cursor-pointer rounded px-3 py-2 ${i === active ? 'bg-[var(--color-surface)]' : ''}`}
                  onMouseDown={(e) => {
                    e.preventDefault()
                    choose(s)
                  }}
                >
                  {s.label}
                </li>
              ))}
            </ul>
          </>
        )}
        {prefilled && place ? <p className="mt-1 mb-0 text-sm">{texts.bookingPlacePrompt}</p> : null}
        {!place ? (
          <button type="button" className={`${linkButton} mt-1`} onClick={useMyLocation}>
            {texts.bookingUseMyLocation}
          </button>
        ) : null}
        {geoError ? (
          <p role="alert" className="mt-1 mb-0 text-sm text-red-700">
            {geoError}
          </p>
        ) : null}
      </div>
      <div className="md:col-span-2">
        <button type="submit" className={button} disabled={!place || plate.length < 2 || busy}>
          {texts.bookingContinue}
        </button>
        {error ? (
          <p role="alert" className="mt-2 mb-0 text-red-700" data-testid="booking-step1-error">
            {error}
          </p>
        ) : null}
      </div>
    </form>
  )
}

// ── steps 2 and 3 ───────────────────────────────────────────────────────────────────────────

function ServicesStep({
  state,
  dispatch,
  props,
  onError,
  kind,
}: {
  state: FlowState
  dispatch: React.Dispatch<Parameters<typeof flowReducer>[1]>
  props: BookingFlowProps
  onError: (code: string) => void
  kind: 'services' | 'addons'
}) {
  const { texts } = props
  const [categories, setCategories] = useState<OfferingCategory[] | null>(null)
  const [failed, setFailed] = useState(false)
  const [touched, setTouched] = useState(false)
  const car = state.car
  const type = kind === 'services' ? 'service' : 'addon'

  useEffect(() => {
    if (!car || state.lat === null || state.lng === null) return
    let live = true
    void api<{ serviceOfferingCategories: OfferingCategory[] }>(
      `/api/mechmate/${kind}/${encodeURIComponent(car.registrationNumber)}?lat=${state.lat}&lng=${state.lng}`,
    ).then((r) => {
      if (!live) return
      const list = r.ok ? r.data.serviceOfferingCategories.filter((c) => c.offerings.length) : []
      if (!r.ok || list.length === 0) {
        if (kind === 'addons') {
          // Spec 3 section 4: an add-on failure or none skips to step 4.
          dispatch({ type: 'addonsDone', withAddons: false })
          return
        }
        setFailed(true)
        onError(r.ok ? 'NoServices' : r.code)
        return
      }
      setCategories(list)
    })
    return () => {
      live = false
    }
  }, [car, state.lat, state.lng, kind, dispatch, onError])

  const chosen = Object.values(state.services).filter((s) => s.type === type)
  const anyUnknown = categories?.some((c) => c.offerings.some((o) => !o.priceKnown))

  if (failed) {
    return (
      <div role="alert" data-testid="booking-services-error">
        <p className="m-0">{texts.bookingServicesError}</p>
        <p className="mt-1 mb-0">{fill(texts.bookingServicesContact, { email: props.contactEmail })}</p>
      </div>
    )
  }
  if (!categories) return <p aria-live="polite">{texts.bookingLoading}</p>

  const problems = chosen.filter(
    (s) =>
      (categories.some((c) => c.offerings.some((o) => o.code === s.code && o.allowUserInput)) &&
        !s.userInput?.trim()) ||
      (s.code === ORIGINAL_SERVICE && !(state.milage && state.milage > 0)),
  )

  const next = () => {
    setTouched(true)
    if (problems.length) return
    if (kind === 'services') dispatch({ type: 'servicesDone' })
    else dispatch({ type: 'addonsDone', withAddons: true })
  }

  return (
    <div>
      <div className="space-y-2">
        {categories.map((category, index) => (
          <details
            key={category.name}
            className="rounded-[var(--radius)] border border-[var(--color-border)]"
            // The services are an accordion (spec 3 section 2.1); the few add-on groups all show.
            open={kind === 'addons' || index === 0 || category.offerings.some((o) => state.services[o.code])}
          >
            <summary className="flex min-h-11 cursor-pointer items-center gap-2 px-3 py-2 font-semibold">
              <CategoryIcon icon={category.icon} />
              {category.name}
            </summary>
            <ul className="m-0 list-none space-y-3 px-3 pb-3">
              {category.offerings.map((offering) => (
                <Offering
                  key={offering.code}
                  offering={offering}
                  category={category}
                  state={state}
                  dispatch={dispatch}
                  texts={texts}
                  type={type}
                  touched={touched}
                />
              ))}
            </ul>
          </details>
        ))}
        {kind === 'services' ? (
          <div className="rounded-[var(--radius)] border border-[var(--color-border)] px-3 py-2">
            <a
              href={props.damageInspectionUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="font-semibold text-[var(--color-link)] underline"
            >
              {texts.bookingDamageInspection}
            </a>
            <p className="mt-1 mb-0 text-sm">{texts.bookingDamageInspectionText}</p>
          </div>
        ) : null}
      </div>
      {anyUnknown ? <p className="mt-3 text-sm">{texts.bookingPriceFootnote}</p> : null}
      <div className="mt-4 flex flex-wrap gap-3">
        {kind === 'addons' ? (
          <button
            type="button"
            className={secondary}
            disabled={chosen.length > 0}
            onClick={() => dispatch({ type: 'addonsDone', withAddons: false })}
          >
            {texts.bookingContinueWithoutAddons}
          </button>
        ) : null}
        <button type="button" className={button} disabled={chosen.length === 0} onClick={next}>
          {texts.bookingContinue}
        </button>
      </div>
    </div>
  )
}

function Offering({
  offering,
  category,
  state,
  dispatch,
  texts,
  type,
  touched,
}: {
  offering: OfferingCategory['offerings'][number]
  category: OfferingCategory
  state: FlowState
  dispatch: React.Dispatch<Parameters<typeof flowReducer>[1]>
  texts: BookingTexts
  type: 'service' | 'addon'
  touched: boolean
}) {
  const id = useId()
  const selected = state.services[offering.code]
  const excluded = exclusionMessage(offering.code, state.services)
  const unavailable = !offering.isAvailable
  const disabled = unavailable || (Boolean(excluded) && !selected)
  const single = Boolean(category.selectionType)
  const toggle = () => {
    if (single) {
      dispatch({
        type: 'chooseSingle',
        entry: selectionOf(offering, type),
        group: category.offerings.map((o) => o.code),
      })
    } else if (selected) dispatch({ type: 'removeService', code: offering.code })
    else dispatch({ type: 'addService', entry: selectionOf(offering, type) })
  }
  const price = offering.priceKnown ? (
    <span>
      {formatKr(offering.price)}
      {offering.unitPrice ? offering.unitPrice.postfix : ''}
    </span>
  ) : (
    <span title={texts.bookingPriceTooltip}>
      {texts.bookingPriceMissing}
      <span className="sr-only"> ({texts.bookingPriceTooltip})</span>
    </span>
  )
  const messageError = touched && selected && offering.allowUserInput && !selected.userInput?.trim()
  const mileageError = touched && selected && offering.code === ORIGINAL_SERVICE && !(state.milage && state.milage > 0)
  return (
    <li data-code={offering.code}>
      <div className="flex items-start justify-between gap-3">
        {single ? (
          <button
            type="button"
            className={`min-h-11 flex-1 rounded-[var(--radius)] border px-3 py-2 text-left ${selected ? 'border-[var(--color-primary)] bg-[var(--color-surface)] font-semibold' : 'border-[var(--color-border)]'}`}
            aria-pressed={Boolean(selected)}
            disabled={disabled}
            onClick={toggle}
          >
            {offering.name}
          </button>
        ) : (
          <label
            htmlFor={id}
            className={`flex min-h-11 flex-1 items-start gap-2 ${disabled ? 'opacity-60' : 'cursor-pointer'}`}
          >
            <input
              id={id}
              type="checkbox"
              className="mt-1 h-5 w-5 shrink-0"
              checked={Boolean(selected)}
              disabled={disabled}
              onChange={toggle}
            />
            <span>
              <span className="font-semibold">{offering.name}</span>
              {offering.description ? <span className="block text-sm">{offering.description}</span> : null}
            </span>
          </label>
        )}
        <span className="shrink-0 text-right text-sm">
          {price}
          {offering.priceDiscount > 0 ? (
            <span className="block text-xs">{`${texts.bookingDiscount} ${formatKr(offering.priceDiscount)}`}</span>
          ) : null}
        </span>
      </div>
      {unavailable ? (
        <p className="mt-1 mb-0 text-sm">{fill(texts.bookingNotAvailable, { name: offering.name })}</p>
      ) : null}
      {!unavailable && excluded && !selected ? <p className="mt-1 mb-0 text-sm">{excluded}</p> : null}
      {selected && offering.unitPrice ? (
        <div className="mt-2">
          <label htmlFor={`${id}-units`} className="mr-2 text-sm">
            {fill(texts.bookingUnits, { unit: offering.unitPrice.unit })}
          </label>
          <select
            id={`${id}-units`}
            className="min-h-11 rounded-[var(--radius)] border border-[var(--color-border)] bg-[var(--color-bg)] px-2"
            value={selected.unit ?? offering.unitPrice.minimum}
            onChange={(e) =>
              dispatch({ type: 'updateService', code: offering.code, changes: { unit: Number(e.target.value) } })
            }
          >
            {Array.from(
              { length: offering.unitPrice.maximum - offering.unitPrice.minimum + 1 },
              (_, i) => offering.unitPrice!.minimum + i,
            ).map((n) => (
              <option key={n} value={n}>
                {n} {offering.unitPrice!.unitAbbreviation}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      {selected && offering.allowUserInput ? (
        <div className="mt-2">
          <label htmlFor={`${id}-message`} className="mb-1 block text-sm font-semibold">
            {texts.bookingMessageLabel}
          </label>
          <textarea
            id={`${id}-message`}
            className={input}
            maxLength={MESSAGE_MAX}
            rows={2}
            value={selected.userInput ?? ''}
            aria-invalid={messageError || undefined}
            aria-describedby={`${id}-counter${messageError ? ` ${id}-message-error` : ''}`}
            onChange={(e) =>
              dispatch({
                type: 'updateService',
                code: offering.code,
                changes: { userInput: e.target.value.slice(0, MESSAGE_MAX) },
              })
            }
          />
          <p id={`${id}-counter`} className="m-0 text-xs">
            {fill(texts.bookingMessageCounter, { count: (selected.userInput ?? '').length, max: MESSAGE_MAX })}
          </p>
          {messageError ? (
            <p id={`${id}-message-error`} className="m-0 text-sm text-red-700">
              {texts.bookingMessageRequired}
            </p>
          ) : null}
        </div>
      ) : null}
      {selected && offering.code === ORIGINAL_SERVICE ? (
        <div className="mt-2">
          <label htmlFor={`${id}-mileage`} className="mb-1 block text-sm font-semibold">
            {texts.bookingMileageLabel}
          </label>
          <div className="flex items-center gap-2">
            <input
              id={`${id}-mileage`}
              type="number"
              inputMode="numeric"
              min={0}
              step={1}
              className={`${input} max-w-40`}
              value={state.milage ?? ''}
              aria-invalid={mileageError || undefined}
              aria-describedby={mileageError ? `${id}-mileage-error` : undefined}
              onChange={(e) => {
                const n = Number(e.target.value)
                dispatch({ type: 'milage', milage: e.target.value && Number.isInteger(n) && n > 0 ? n : null })
              }}
            />
            <span>{texts.bookingMileageUnit}</span>
          </div>
          {mileageError ? (
            <p id={`${id}-mileage-error`} className="m-0 text-sm text-red-700">
              {texts.bookingMileageRequired}
            </p>
          ) : null}
        </div>
      ) : null}
    </li>
  )
}

const ICONS: Record<string, string> = {
  accident: 'M12 3 2 21h20L12 3zm0 6v5m0 3v1',
  other: 'M5 12h.01M12 12h.01M19 12h.01',
  screwdriver: 'M14 4l6 6-9 9-4 1 1-4 6-6',
  service: 'M12 8a4 4 0 1 0 0 8 4 4 0 0 0 0-8zm0-5v3m0 12v3m9-9h-3M6 12H3',
  troubleshooting: 'M11 4a7 7 0 1 0 0 14 7 7 0 0 0 0-14zm5 12 5 5',
  update: 'M4 12a8 8 0 0 1 14-5l2-2v6h-6l2-2a6 6 0 1 0 1 6',
  wheel: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zm0 5a4 4 0 1 0 0 8 4 4 0 0 0 0-8z',
  windscreen: 'M3 7c6-3 12-3 18 0l-3 10H6L3 7z',
}

function CategoryIcon({ icon }: { icon: string }) {
  return (
    <svg
      aria-hidden="true"
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      data-icon={icon}
    >
      <path d={ICONS[icon] ?? ICONS.other} />
    </svg>
  )
}

// ── confirmation ────────────────────────────────────────────────────────────────────────────

function Confirmation({ state, props, onNew }: { state: FlowState; props: BookingFlowProps; onNew: () => void }) {
  const { texts } = props
  const where = state.bookingInfo.location
  const site = state.sites.find((s) => s.departmentId === where?.departmentId) as WorkshopSite | undefined
  const email = state.booked?.email ?? ''
  const directions = site
    ? `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${site.siteName}, ${site.address}`)}`
    : null
  return (
    <div className="pb-6">
      <h2 className="mt-0 text-2xl font-bold md:text-3xl">{texts.bookingConfirmed}</h2>
      <p>
        {fill(state.booked?.status === 'requested' ? texts.bookingRequestedText : texts.bookingConfirmedText, {
          email,
        })}
      </p>
      <p className="font-semibold">{fill(texts.bookingNumber, { id: state.booked?.id ?? '' })}</p>
      <div className="grid gap-6 lg:grid-cols-2">
        <div>
          <dl className="m-0 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
            <dt className="font-semibold">{texts.bookingSummaryPlate}</dt>
            <dd className="m-0">{state.car?.registrationNumber}</dd>
            <dt className="font-semibold">{texts.bookingSummaryCar}</dt>
            <dd className="m-0">
              {state.car?.brand} {state.car?.model}
            </dd>
            <dt className="font-semibold">{texts.bookingSummaryWorkshop}</dt>
            <dd className="m-0">
              {where?.siteName}
              {site ? `, ${site.address}` : ''}
            </dd>
            <dt className="font-semibold">{texts.bookingSummaryTime}</dt>
            <dd className="m-0">
              {where
                ? where.isFullDay
                  ? `${where.timeSlot.slice(0, 10)} ${texts.bookingFullDay}`
                  : where.timeSlot.slice(0, 16).replace('T', ' ')
                : ''}
            </dd>
            <dt className="font-semibold">{texts.bookingSummaryTotal}</dt>
            <dd className="m-0">{formatKr(state.booked?.total ?? flowTotal(state))}</dd>
          </dl>
          <ul className="mt-2 list-disc pl-5">
            {Object.values(state.services).map((s) => (
              <li key={s.code}>{s.name}</li>
            ))}
          </ul>
          <div className="mt-4 flex flex-wrap gap-3">
            {directions ? (
              <a className={secondary} href={directions} target="_blank" rel="noopener noreferrer">
                {texts.bookingDirections}
              </a>
            ) : null}
            <button type="button" className={button} onClick={onNew}>
              {texts.bookingNew}
            </button>
          </div>
        </div>
        {site ? <ConfirmationMap site={site} props={props} /> : null}
      </div>
    </div>
  )
}

function ConfirmationMap({ site, props }: { site: WorkshopSite; props: BookingFlowProps }) {
  return (
    <MapSlot
      markers={[
        { id: site.departmentId, lat: site.latitude, lng: site.longitude, title: site.siteName, lines: [site.address] },
      ]}
      center={{ lat: site.latitude, lng: site.longitude }}
      zoom={15}
      focusZoom={15}
      maxFitZoom={15}
      styleUrl={props.map.styleUrl}
      googleApiKey={props.map.googleApiKey}
      texts={props.texts.map}
      label={props.texts.bookingMap}
      height="18rem"
    />
  )
}
