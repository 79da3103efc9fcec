'use client'

import { useId, useState, type ChangeEvent, type FormEvent } from 'react'
import { formFieldErrors, normalizeRegno } from '@/modules/forms/field-rules'
import type { PhoneCountry } from '@/modules/forms/phone'
import type { SellCarFormInput } from '@/modules/forms/sell-car'
import { SELL_CAR_FORM, SELL_CAR_MAX_PHOTOS, sellCarSubmitBlocked } from '@/modules/forms/sell-car-rules'
import { interpolate } from '@/modules/content/interpolate'
import type { Valuation } from '@/modules/vehicles/valuation'
import { FieldError } from '@/ui/form/FieldError'
import { lazily } from '@/ui/form/lazy'
import { Honeypot } from '@/ui/form/Honeypot'
import { TextField } from '@/ui/form/TextField'
import { ContactFields } from '@/ui/form/ContactFields'
import { formBoxClass, inputClass, successClass } from '@/ui/form/styles'
import { errorText } from '@/ui/form/texts'
import { SubmitRow, type FormStatus } from '@/ui/form/SubmitRow'
import { comhubUrl, useSubmission } from '@/ui/form/use-submission'
import type { SellCarTexts } from './texts'

export type SellCarFormProps = {
  siteName: string
  country: PhoneCountry
  /** BCP 47 locale for prices ('sv-SE') */
  locale: string
  showValuation: boolean
  allowPhotos: boolean
  texts: SellCarTexts
}

type Values = { [K in Exclude<keyof SellCarFormInput, 'photos' | 'source'>]-?: string }
const EMPTY: Values = {
  regno: '',
  milage: '',
  customerName: '',
  customerPhone: '',
  customerEmail: '',
  selectedOption: '',
  other: '',
}
type Photo = { id: string; name: string }

const schemas = lazily(() => import('@/modules/forms/sell-car'))

/**
 * The sell-car form (spec 3 sections 2.3, 5 and 7; issue 23 items 4 and 5): plate and mileage
 * with the instant valuation, up to six photos, contact details and the sell or trade-in choice,
 * checked with the route's own schema before it is sent. Any answer but 202 shows sellCarError.
 */
export function SellCarForm({ siteName, country, locale, showValuation, allowPhotos, texts }: SellCarFormProps) {
  const uid = useId()
  const { trapRef, send, currentId } = useSubmission(comhubUrl(siteName))
  const [values, setValues] = useState<Values>(EMPTY)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [status, setStatus] = useState<FormStatus>('idle')
  const [valuation, setValuation] = useState<Valuation | 'loading' | null>(null)
  const [photos, setPhotos] = useState<Photo[]>([])
  const [photoError, setPhotoError] = useState(false)
  const site = `sc_site=${encodeURIComponent(siteName)}`

  const set = (name: keyof Values) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const value = event.target.value
    setValues((current) => ({ ...current, [name]: value }))
    setErrors(({ [name]: _dropped, ...rest }) => rest)
    if (status === 'error' || status === 'rate_limited') setStatus('idle')
  }
  const error = (name: string) => errorText(texts.errors, errors[name])

  const valuate = async () => {
    const regno = normalizeRegno(values.regno)
    const query = new URLSearchParams({ regno, milage: values.milage.replace(/\s/g, '') })
    setValuation('loading')
    try {
      const res = await fetch(`/api/sell-car/valuation?${query}&${site}`)
      if (res.status === 400) {
        const answer = (await res.json()) as { fields?: Record<string, string> }
        setErrors((current) => ({ ...current, ...answer.fields }))
        setValuation(null)
        return
      }
      setValuation(res.ok ? ((await res.json()) as Valuation) : { ...NO_VALUATION })
    } catch {
      setValuation({ ...NO_VALUATION })
    }
  }

  const addPhotos = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])].slice(0, SELL_CAR_MAX_PHOTOS - photos.length)
    event.target.value = ''
    setPhotoError(false)
    for (const file of files) {
      const data = new FormData()
      data.set('photo', file)
      data.set('formSubmissionId', currentId())
      try {
        const res = await fetch(`/api/forms/uploads?${site}`, { method: 'POST', body: data })
        if (!res.ok) throw new Error(`answered ${res.status}`)
        const { id } = (await res.json()) as { id: string }
        setPhotos((current) => [...current, { id, name: file.name }].slice(0, SELL_CAR_MAX_PHOTOS))
      } catch {
        setPhotoError(true)
      }
    }
  }

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    const input = {
      ...values,
      selectedOption: values.selectedOption || undefined,
      photos: photos.map((photo) => photo.id),
      source: `${window.location.origin}${window.location.pathname}`,
    }
    const schema = await schemas().then(
      ({ sellCarFormSchema }) => sellCarFormSchema(country),
      () => null,
    )
    if (!schema) {
      setStatus('error')
      return
    }
    const parsed = schema.safeParse(input)
    if (!parsed.success) {
      setErrors(formFieldErrors(parsed.error))
      return
    }
    setStatus('submitting')
    const outcome = await send((signals) => ({ formName: SELL_CAR_FORM, ...signals, values: parsed.data }))
    if (outcome.kind === 'sent') {
      setStatus('success')
      return
    }
    if (outcome.kind === 'invalid') {
      setErrors(outcome.fields)
      setStatus('idle')
      return
    }
    if (outcome.kind === 'rate_limited') {
      setStatus('rate_limited')
      return
    }
    console.error('sell-car form could not be sent', outcome)
    setStatus('error')
  }

  if (status === 'success') {
    return (
      <div role="status" className={successClass}>
        {texts.success}
      </div>
    )
  }

  const money = (amount: number, currency: string) =>
    new Intl.NumberFormat(locale, { style: 'currency', currency, maximumFractionDigits: 0 }).format(amount)
  const blocked = sellCarSubmitBlocked(values)
  const submitting = status === 'submitting'

  return (
    <form
      noValidate
      onFocus={schemas.preload}
      onSubmit={(event) => void onSubmit(event)}
      className={`relative ${formBoxClass}`}
    >
      <fieldset disabled={submitting} className="grid gap-4">
        <legend className="mb-2 text-sm text-[var(--color-muted)]">{texts.requiredNote}</legend>
        <Honeypot id={uid} inputRef={trapRef} />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            uid={uid}
            name="regno"
            label={texts.regno}
            required
            autoComplete="off"
            autoCapitalize="characters"
            maxLength={20}
            value={values.regno}
            onChange={set('regno')}
            error={error('regno')}
          />
          <TextField
            uid={uid}
            name="milage"
            label={texts.milage}
            required
            inputMode="numeric"
            maxLength={9}
            value={values.milage}
            onChange={set('milage')}
            error={error('milage')}
          />
        </div>
        {showValuation ? (
          <div>
            <button
              type="button"
              onClick={() => void valuate()}
              disabled={values.regno.trim().length < 2 || valuation === 'loading'}
              className="rounded-[var(--radius)] border-2 border-[var(--color-primary)] px-4 py-2 font-semibold text-[var(--color-fg)] disabled:opacity-60"
            >
              {texts.valuate}
            </button>
            <div aria-live="polite" className="mt-3">
              {valuation && valuation !== 'loading' ? (
                <div
                  className="rounded-[var(--radius)] border border-[var(--color-border)] bg-[var(--color-bg)] p-4"
                  data-valuation
                >
                  {valuation.low !== null && valuation.high !== null && valuation.currency ? (
                    <>
                      <p className="font-semibold">
                        {interpolate(texts.valuationHeading, {
                          car: [valuation.make, valuation.model, valuation.year].filter(Boolean).join(' '),
                        })}
                      </p>
                      <p className="text-2xl font-bold">
                        {money(valuation.low, valuation.currency)} – {money(valuation.high, valuation.currency)}
                      </p>
                      <p className="mt-1 text-sm text-[var(--color-muted)]">{texts.valuationNote}</p>
                    </>
                  ) : (
                    <p>{texts.valuationNone}</p>
                  )}
                </div>
              ) : null}
            </div>
          </div>
        ) : null}
        <ContactFields
          uid={uid}
          values={values}
          labels={{ name: texts.name, phone: texts.phone, email: texts.email }}
          onChange={set}
          error={error}
        />
        <fieldset
          aria-describedby={errors.selectedOption ? `${uid}-selectedOption-error` : undefined}
          className="grid gap-2"
        >
          <legend className="mb-1 font-medium">{texts.optionLegend}</legend>
          {(['sell', 'tradeIn'] as const).map((option) => (
            <label key={option} className="flex items-center gap-3">
              <input
                type="radio"
                name={`${uid}-selectedOption`}
                value={option}
                checked={values.selectedOption === option}
                onChange={() => {
                  setValues((current) => ({ ...current, selectedOption: option }))
                  setErrors(({ selectedOption: _dropped, ...rest }) => rest)
                }}
                className="h-5 w-5"
              />
              <span>{option === 'sell' ? texts.optionSell : texts.optionTradeIn}</span>
            </label>
          ))}
          <FieldError id={`${uid}-selectedOption-error`} message={error('selectedOption')} />
        </fieldset>
        <div>
          <label htmlFor={`${uid}-other`} className="mb-1 block font-medium">
            {texts.other}
          </label>
          <textarea
            id={`${uid}-other`}
            rows={3}
            maxLength={2000}
            value={values.other}
            onChange={set('other')}
            className={inputClass}
          />
        </div>
        {allowPhotos ? (
          <div>
            <label htmlFor={`${uid}-photos`} className="mb-1 block font-medium">
              {texts.photos}
            </label>
            <input
              id={`${uid}-photos`}
              type="file"
              accept="image/jpeg,image/png,image/webp"
              multiple
              disabled={photos.length >= SELL_CAR_MAX_PHOTOS}
              onChange={(event) => void addPhotos(event)}
              className="block w-full max-w-full text-sm"
            />
            {photos.length ? (
              <ul className="mt-2 grid gap-1 text-sm" data-photos>
                {photos.map((photo, index) => (
                  <li key={photo.id} className="flex items-center justify-between gap-2">
                    <span className="truncate">{photo.name}</span>
                    <button
                      type="button"
                      className="underline"
                      onClick={() => setPhotos((current) => current.filter((p) => p.id !== photo.id))}
                    >
                      {interpolate(texts.photoRemove, { n: String(index + 1) })}
                    </button>
                  </li>
                ))}
              </ul>
            ) : null}
            {photoError ? (
              <p role="alert" className="mt-2 text-sm text-red-900">
                {texts.photoFailed}
              </p>
            ) : null}
          </div>
        ) : null}
        <SubmitRow status={status} label={texts.submit} texts={texts} disabled={blocked} />
      </fieldset>
    </form>
  )
}

const NO_VALUATION: Valuation = {
  make: null,
  model: null,
  year: null,
  low: null,
  high: null,
  currency: null,
  comparables: 0,
}
