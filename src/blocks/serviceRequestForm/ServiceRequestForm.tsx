'use client'

import { useEffect, useId, useState, type ChangeEvent, type FormEvent } from 'react'
import { localDate } from '@/modules/dealers/calendar'
import { formFieldErrors } from '@/modules/forms/field-rules'
import type { PhoneCountry } from '@/modules/forms/phone'
import { SERVICE_REQUEST_FORM, SERVICE_REQUEST_TIME_ZONE } from '@/modules/forms/service-request-rules'
import { FieldError } from '@/ui/form/FieldError'
import { lazily } from '@/ui/form/lazy'
import { Honeypot } from '@/ui/form/Honeypot'
import { TextField } from '@/ui/form/TextField'
import { ContactFields } from '@/ui/form/ContactFields'
import { formBoxClass, inputClass, successClass } from '@/ui/form/styles'
import { errorText } from '@/ui/form/texts'
import { SubmitRow, type FormStatus } from '@/ui/form/SubmitRow'
import { comhubUrl, useSubmission } from '@/ui/form/use-submission'
import type { ServiceRequestTexts } from './texts'

type Choice = { siteId: string; label: string }

export type ServiceRequestFormProps = {
  siteName: string
  country: PhoneCountry
  carServices: string[]
  mcServices: string[]
  dealers: Choice[]
  /** the site's one motorcycle dealer; null when the block names none */
  mcDealer: Choice | null
  texts: ServiceRequestTexts
}

const TEXT_FIELDS = [
  'siteId',
  'regno',
  'milage',
  'date',
  'customerName',
  'customerPhone',
  'customerEmail',
  'description',
  'other',
] as const
type TextValues = Record<(typeof TEXT_FIELDS)[number], string>
const EMPTY: TextValues = Object.fromEntries(TEXT_FIELDS.map((field) => [field, ''])) as TextValues

const schemas = lazily(() => import('@/modules/forms/service-request'))

/**
 * The Norwegian service request (spec 3 sections 2.4, 3, 5 and 9; issue 23 item 6). Nothing is
 * ticked to begin with; the date cannot be before today in Europe/Oslo, whatever the visitor's
 * own clock zone is. Checked with the route's own schema before it is sent.
 */
export function ServiceRequestForm({
  siteName,
  country,
  carServices,
  mcServices,
  dealers,
  mcDealer,
  texts,
}: ServiceRequestFormProps) {
  const uid = useId()
  const { trapRef, send } = useSubmission(comhubUrl(siteName))
  const [typeMC, setTypeMC] = useState(false)
  const [values, setValues] = useState<TextValues>(EMPTY)
  const [services, setServices] = useState<string[]>([])
  const [gdpr, setGdpr] = useState(false)
  const [newsletter, setNewsletter] = useState(false)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [status, setStatus] = useState<FormStatus>('idle')
  const [today, setToday] = useState(() => localDate(SERVICE_REQUEST_TIME_ZONE, new Date()))

  useEffect(() => {
    // ?type=mc (the links from /motorrad) opens the motorcycle form, and today is the browser's
    // Oslo day: taken over after hydration, so the page stays one cached page.
    /* eslint-disable react-hooks/set-state-in-effect */
    if (new URLSearchParams(window.location.search).get('type')?.toLowerCase() === 'mc') switchType(true)
    setToday(localDate(SERVICE_REQUEST_TIME_ZONE, new Date()))
    /* eslint-enable react-hooks/set-state-in-effect */
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on the first render in the browser
  }, [])

  const choices = typeMC ? (mcDealer ? [mcDealer] : []) : dealers
  const serviceOptions = typeMC ? mcServices : carServices

  function switchType(mc: boolean) {
    setTypeMC(mc)
    setServices([])
    // Motorcycles go to the one MC dealer; cars start with no dealer chosen.
    setValues((current) => ({ ...current, siteId: mc && mcDealer ? mcDealer.siteId : '' }))
  }

  const set =
    (name: keyof TextValues) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => {
      const value = event.target.value
      setValues((current) => ({ ...current, [name]: value }))
      setErrors(({ [name]: _dropped, ...rest }) => rest)
    }
  const error = (name: string) => errorText(texts.errors, errors[name])
  const described = (name: string) => (errors[name] ? `${uid}-${name}-error` : undefined)

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    const dealer = choices.find((choice) => choice.siteId === values.siteId)
    const schema = await schemas().then(
      ({ serviceRequestFormSchema }) => serviceRequestFormSchema({ country, today }),
      () => null,
    )
    if (!schema) return setStatus('error')
    const parsed = schema.safeParse({
      ...values,
      siteName: dealer?.label ?? '',
      siteEmail: '',
      services,
      gdpr,
      newsletter,
      typeMC,
      source: `${window.location.origin}${window.location.pathname}`,
    })
    if (!parsed.success) {
      setErrors(formFieldErrors(parsed.error))
      return
    }
    setStatus('submitting')
    const outcome = await send((signals) => ({ formName: SERVICE_REQUEST_FORM, ...signals, values: parsed.data }))
    if (outcome.kind === 'sent') return setStatus('success')
    if (outcome.kind === 'invalid') {
      setErrors(outcome.fields)
      return setStatus('idle')
    }
    if (outcome.kind === 'rate_limited') return setStatus('rate_limited')
    console.error('service request could not be sent', outcome)
    setStatus('error')
  }

  if (status === 'success') {
    return (
      <div role="status" className={successClass}>
        {texts.success}
      </div>
    )
  }

  return (
    <form
      noValidate
      onFocus={schemas.preload}
      onSubmit={(event) => void onSubmit(event)}
      className={`relative ${formBoxClass}`}
    >
      <fieldset disabled={status === 'submitting'} className="grid gap-4">
        <legend className="mb-2 text-sm text-[var(--color-muted)]">{texts.requiredNote}</legend>
        <Honeypot id={uid} inputRef={trapRef} />
        <fieldset className="flex flex-wrap gap-x-6 gap-y-2">
          <legend className="mb-1 w-full font-medium">{texts.vehicleType}</legend>
          {([false, true] as const).map((mc) => (
            <label key={String(mc)} className="flex items-center gap-3">
              <input
                type="radio"
                name={`${uid}-typeMC`}
                checked={typeMC === mc}
                onChange={() => switchType(mc)}
                className="h-5 w-5"
              />
              {mc ? texts.motorcycle : texts.car}
            </label>
          ))}
        </fieldset>
        <fieldset className="grid gap-2">
          <legend className="mb-1 font-medium">{texts.services}</legend>
          <div className="grid gap-2 sm:grid-cols-2">
            {serviceOptions.map((service) => (
              <label key={service} className="flex items-center gap-3">
                <input
                  type="checkbox"
                  name="services"
                  value={service}
                  checked={services.includes(service)}
                  onChange={(event) =>
                    setServices((current) =>
                      event.target.checked ? [...current, service] : current.filter((s) => s !== service),
                    )
                  }
                  className="h-5 w-5"
                />
                <span>{service}</span>
              </label>
            ))}
          </div>
        </fieldset>
        <div>
          <label htmlFor={`${uid}-siteId`} className="mb-1 block font-medium">
            {texts.dealer}
            <span aria-hidden="true"> *</span>
          </label>
          <select
            id={`${uid}-siteId`}
            required
            value={values.siteId}
            onChange={set('siteId')}
            aria-invalid={errors.siteId ? true : undefined}
            aria-describedby={described('siteId')}
            className={inputClass}
          >
            {typeMC && mcDealer ? null : <option value="">{texts.dealerPlaceholder}</option>}
            {choices.map((choice) => (
              <option key={choice.siteId} value={choice.siteId}>
                {choice.label}
              </option>
            ))}
          </select>
          <FieldError id={`${uid}-siteId-error`} message={error('siteId')} />
        </div>
        <div className="grid gap-4 sm:grid-cols-3">
          <TextField
            uid={uid}
            name="regno"
            label={texts.regno}
            required
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
            inputMode="numeric"
            maxLength={9}
            value={values.milage}
            onChange={set('milage')}
            error={error('milage')}
          />
          <TextField
            uid={uid}
            name="date"
            label={texts.date}
            required
            type="date"
            min={today}
            value={values.date}
            onChange={set('date')}
            error={error('date')}
          />
        </div>
        <div>
          <label htmlFor={`${uid}-description`} className="mb-1 block font-medium">
            {texts.description}
          </label>
          <textarea
            id={`${uid}-description`}
            rows={3}
            maxLength={2000}
            value={values.description}
            onChange={set('description')}
            className={inputClass}
          />
        </div>
        <ContactFields
          uid={uid}
          values={values}
          labels={{ name: texts.name, phone: texts.phone, email: texts.email }}
          onChange={set}
          error={error}
        />
        <div>
          <label htmlFor={`${uid}-other`} className="mb-1 block font-medium">
            {texts.other}
          </label>
          <textarea
            id={`${uid}-other`}
            rows={2}
            maxLength={2000}
            value={values.other}
            onChange={set('other')}
            className={inputClass}
          />
        </div>
        <div className="grid gap-2">
          <label className="flex items-start gap-3">
            <input
              type="checkbox"
              name="gdpr"
              checked={gdpr}
              onChange={(event) => {
                setGdpr(event.target.checked)
                setErrors(({ gdpr: _dropped, ...rest }) => rest)
              }}
              aria-invalid={errors.gdpr ? true : undefined}
              aria-describedby={described('gdpr')}
              className="mt-1 h-5 w-5 shrink-0"
            />
            <span>
              {texts.gdpr}
              <span aria-hidden="true"> *</span>
            </span>
          </label>
          <FieldError id={`${uid}-gdpr-error`} message={error('gdpr')} />
          <label className="flex items-start gap-3">
            <input
              type="checkbox"
              name="newsletter"
              checked={newsletter}
              onChange={(event) => setNewsletter(event.target.checked)}
              className="mt-1 h-5 w-5 shrink-0"
            />
            <span>{texts.newsletter}</span>
          </label>
        </div>
        <SubmitRow status={status} label={texts.submit} texts={texts} />
      </fieldset>
    </form>
  )
}
