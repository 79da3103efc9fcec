'use client'

import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react'
import { useForm, type FieldPath, type Resolver } from 'react-hook-form'
import type { EnquiryFormInput, EnquiryFormValues } from '@/modules/forms/enquiry'
import { ENQUIRY_LIMITS } from '@/modules/forms/enquiry-rules'
import type { PhoneCountry } from '@/modules/forms/phone'
import { contactOptionEvent, pushToDataLayer, type DataLayerTarget } from '@/modules/tracking/data-layer'
import { FieldError } from '@/ui/form/FieldError'
import { Honeypot } from '@/ui/form/Honeypot'
import { formBoxClass, inputClass } from '@/ui/form/styles'
import { errorText as formErrorText } from '@/ui/form/texts'
import { SubmitRow, type FormStatus } from '@/ui/form/SubmitRow'
import { comhubUrl, useSubmission } from '@/ui/form/use-submission'
import { Link } from '@/ui/Link'
import type { EnquiryFormTexts } from './texts'
import { enquiryValidation } from './validation'

export type ContactFormProps = {
  siteName: string
  /** the site's market: where a phone number without a country code is read */
  country: PhoneCountry
  carId: string
  /** samples ask which dealer the visitor wants to order from */
  isSample: boolean
  /** false when the car has disable_test_drive */
  showTestDrive: boolean
  dealers: { siteId: string; label: string }[]
  privacyHref: string | null
  texts: EnquiryFormTexts
}

/** Spec 2 section 2.3: these anchors scroll to the form; the last two also tick their box. */
const ANCHORS = ['#contact-form', '#contact-quote', '#contact-testdrive']
const FORM_FIELDS: readonly string[] = ['name', 'phone', 'email', 'message', 'seller', 'quote', 'testDrive']

const EMPTY: EnquiryFormInput = {
  name: '',
  phone: '',
  email: '',
  message: '',
  seller: '',
  quote: false,
  testDrive: false,
}

/**
 * The enquiry form of a car (spec 2 sections 2.3, 4, 5 and 7.5), checked with the same schema as
 * the server. It loads on car pages only (next/dynamic in ContactSection), so react-hook-form stays
 * out of every other page's JavaScript; the schema, with zod, loads once the form is used.
 */
export default function ContactForm({
  siteName,
  country,
  carId,
  isSample,
  showTestDrive,
  dealers,
  privacyHref,
  texts,
}: ContactFormProps) {
  // The route's own schema, loaded when the visitor starts filling the form in (ui/form/lazy).
  const resolver = useMemo<Resolver<EnquiryFormInput, unknown, EnquiryFormValues>>(
    () => async (values, context, options) => {
      const [{ zodResolver }, { enquiryFormSchema }] = await enquiryValidation()
      return zodResolver(enquiryFormSchema({ requireSeller: isSample, country }))(values, context, options)
    },
    [isSample, country],
  )
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    reset,
    formState: { errors },
  } = useForm<EnquiryFormInput, unknown, EnquiryFormValues>({
    resolver,
    defaultValues: EMPTY,
    reValidateMode: 'onChange',
  })
  const [status, setStatus] = useState<FormStatus>('idle')
  const [invalid, setInvalid] = useState(false)
  // The submission id kept across retries, the spam signals and the retrying post (ui/form).
  const { trapRef, send } = useSubmission(comhubUrl(siteName))
  const formRef = useRef<HTMLFormElement>(null)
  const successRef = useRef<HTMLDivElement>(null)
  const uid = useId()

  useEffect(() => {
    const followHash = () => {
      const hash = window.location.hash
      if (!ANCHORS.includes(hash)) return
      if (hash === '#contact-quote') setValue('quote', true)
      if (hash === '#contact-testdrive' && showTestDrive) setValue('testDrive', true)
      formRef.current?.scrollIntoView({ block: 'start' })
    }
    followHash()
    window.addEventListener('hashchange', followHash)
    return () => window.removeEventListener('hashchange', followHash)
  }, [setValue, showTestDrive])

  useEffect(() => {
    if (status === 'success') successRef.current?.focus()
  }, [status])

  const errorText = (message: string | undefined) => formErrorText(texts.errors, message)

  const onValid = async (values: EnquiryFormValues) => {
    setStatus('submitting')
    setInvalid(false)
    const source = `${window.location.origin}${window.location.pathname}`
    // Loaded already: the values were checked with its schema.
    const [, { comhubBody }] = await enquiryValidation()
    const outcome = await send((signals) => comhubBody(values, { carId, source, ...signals }))
    if (outcome.kind === 'rate_limited') {
      // The values stay in the form for when the visitor tries again.
      setStatus('rate_limited')
      return
    }
    if (outcome.kind === 'sent') {
      reset(EMPTY)
      setStatus('success')
      return
    }
    if (outcome.kind === 'invalid') {
      const fields = Object.entries(outcome.fields).filter(([field]) => FORM_FIELDS.includes(field))
      if (fields.length > 0) {
        fields.forEach(([field, key], index) =>
          setError(
            field as FieldPath<EnquiryFormInput>,
            { type: 'server', message: key },
            { shouldFocus: index === 0 },
          ),
        )
        setInvalid(true)
        setStatus('idle')
        return
      }
    }
    // Spec 2 section 8: the error box, and the failure in the log.
    console.error('enquiry could not be sent', outcome)
    setStatus('error')
  }

  const describedBy = (field: keyof EnquiryFormInput, hint?: string) =>
    [errors[field] ? `${uid}-${field}-error` : null, hint].filter(Boolean).join(' ') || undefined

  const field = (name: 'name' | 'phone' | 'email', label: string, input: ReactNode) => (
    <div>
      <label htmlFor={`${uid}-${name}`} className="mb-1 block font-medium">
        {label} <span aria-hidden="true">*</span>
      </label>
      {input}
      <FieldError id={`${uid}-${name}-error`} message={errorText(errors[name]?.message)} />
    </div>
  )

  const quote = register('quote', {
    onChange: (event: { target: { checked: boolean } }) => {
      if (event.target.checked) pushToDataLayer(window as DataLayerTarget, contactOptionEvent('quote', carId))
    },
  })
  const testDrive = register('testDrive', {
    onChange: (event: { target: { checked: boolean } }) => {
      if (event.target.checked) pushToDataLayer(window as DataLayerTarget, contactOptionEvent('test_drive', carId))
    },
  })
  const submitting = status === 'submitting'

  return (
    <div className="relative">
      <form
        id="contact-form"
        ref={formRef}
        method="post"
        noValidate
        aria-labelledby="contact-heading"
        inert={status === 'success'}
        onFocus={enquiryValidation.preload}
        // A check that cannot load (the connection dropped) shows the error box.
        onSubmit={(event) => void handleSubmit(onValid, () => setInvalid(true))(event).catch(() => setStatus('error'))}
        onChange={() => setInvalid(false)}
        className={formBoxClass}
      >
        <fieldset disabled={submitting} className="grid gap-4">
          <legend className="mb-2 text-sm text-[var(--color-muted)]">{texts.requiredNote}</legend>
          <Honeypot id={uid} inputRef={trapRef} />
          {field(
            'name',
            texts.name,
            <input
              id={`${uid}-name`}
              type="text"
              autoComplete="name"
              required
              maxLength={ENQUIRY_LIMITS.name}
              aria-invalid={errors.name ? true : undefined}
              aria-describedby={describedBy('name')}
              className={inputClass}
              {...register('name')}
            />,
          )}
          <div className="grid gap-4 sm:grid-cols-2">
            {field(
              'phone',
              texts.phone,
              <input
                id={`${uid}-phone`}
                type="tel"
                autoComplete="tel"
                inputMode="tel"
                required
                maxLength={ENQUIRY_LIMITS.phone}
                aria-invalid={errors.phone ? true : undefined}
                aria-describedby={describedBy('phone')}
                className={inputClass}
                {...register('phone')}
              />,
            )}
            {field(
              'email',
              texts.email,
              <input
                id={`${uid}-email`}
                type="email"
                autoComplete="email"
                required
                maxLength={ENQUIRY_LIMITS.email}
                aria-invalid={errors.email ? true : undefined}
                aria-describedby={describedBy('email')}
                className={inputClass}
                {...register('email')}
              />,
            )}
          </div>
          {isSample ? (
            <div>
              <label htmlFor={`${uid}-seller`} className="mb-1 block font-medium">
                {texts.chooseDealer}
              </label>
              <select
                id={`${uid}-seller`}
                required
                aria-invalid={errors.seller ? true : undefined}
                aria-describedby={describedBy('seller')}
                className={inputClass}
                {...register('seller')}
              >
                <option value="">{texts.dealerPlaceholder}</option>
                {dealers.map((dealer) => (
                  <option key={dealer.siteId} value={dealer.siteId}>
                    {dealer.label}
                  </option>
                ))}
              </select>
              <FieldError id={`${uid}-seller-error`} message={errorText(errors.seller?.message)} />
            </div>
          ) : null}
          <div>
            <label htmlFor={`${uid}-message`} className="mb-1 block font-medium">
              {texts.message} <span className="font-normal text-[var(--color-muted)]">{texts.optional}</span>
            </label>
            <textarea
              id={`${uid}-message`}
              rows={4}
              maxLength={ENQUIRY_LIMITS.message}
              aria-invalid={errors.message ? true : undefined}
              aria-describedby={describedBy('message')}
              className={inputClass}
              {...register('message')}
            />
            <FieldError id={`${uid}-message-error`} message={errorText(errors.message?.message)} />
          </div>
          <div className="grid gap-2">
            <label className="flex items-start gap-3">
              <input id="contact-quote" type="checkbox" className="mt-1 h-5 w-5 shrink-0" {...quote} />
              <span>{texts.quote}</span>
            </label>
            {showTestDrive ? (
              <label className="flex items-start gap-3">
                <input id="contact-testdrive" type="checkbox" className="mt-1 h-5 w-5 shrink-0" {...testDrive} />
                <span>{texts.testDrive}</span>
              </label>
            ) : null}
          </div>
          <p className="text-sm text-[var(--color-muted)]">
            {texts.privacyNotice}{' '}
            {privacyHref ? (
              <Link href={privacyHref} className="font-medium text-[var(--color-link)] underline">
                {texts.privacyLink}
              </Link>
            ) : null}
          </p>
          <SubmitRow status={status} label={texts.submit} texts={texts}>
            <div aria-live="polite">
              {invalid ? (
                <p className="mt-3 rounded-[var(--radius)] bg-red-50 px-3 py-2 text-sm text-red-900">
                  {texts.invalidInput}
                </p>
              ) : null}
            </div>
          </SubmitRow>
        </fieldset>
      </form>
      {status === 'success' ? (
        <div
          ref={successRef}
          tabIndex={-1}
          role="status"
          className="absolute inset-0 flex flex-col items-center justify-center gap-2 rounded-[var(--radius)] bg-[var(--color-bg)]/95 p-6 text-center text-[var(--color-fg)] outline-none"
        >
          <p className="text-2xl font-bold [font-family:var(--font-heading)]">{texts.successHeading}</p>
          <p>{texts.successText}</p>
        </div>
      ) : null}
    </div>
  )
}
