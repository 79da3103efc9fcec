'use client'

import { useId, useState, type FormEvent, type ReactNode } from 'react'
import type { InputField } from '@/modules/forms/embedded'
import { formFieldErrors } from '@/modules/forms/field-rules'
import { FieldError } from '@/ui/form/FieldError'
import { Honeypot } from '@/ui/form/Honeypot'
import { lazily } from '@/ui/form/lazy'
import { formBoxClass, inputClass, successClass } from '@/ui/form/styles'
import { errorText, type FormErrorTexts } from '@/ui/form/texts'
import { SubmitRow, type FormStatus } from '@/ui/form/SubmitRow'
import { useSubmission } from '@/ui/form/use-submission'

export type BuiltFormProps = {
  siteName: string
  formId: string
  fields: InputField[]
  submitLabel: string
  texts: {
    requiredNote: string
    sending: string
    failed: string
    rateLimited: string
    sent: string
    errors: FormErrorTexts
  }
  /** the form's confirmation message, rendered on the server */
  confirmation: ReactNode
}

const initial = (fields: InputField[]) =>
  Object.fromEntries(fields.map((field) => [field.name, field.blockType === 'checkbox' ? false : ''])) as Record<
    string,
    string | boolean
  >

const schemas = lazily(() => import('@/modules/forms/embedded'))

/**
 * A form an editor built in the CMS (issue 23 item 7), checked with the schema its fields make
 * (the route checks with the same) and sent to POST /api/forms/submit. Spec 3 section 4: a
 * failed submit is logged; the visitor sees the error box and keeps what they typed.
 */
export function BuiltForm({ siteName, formId, fields, submitLabel, texts, confirmation }: BuiltFormProps) {
  const uid = useId()
  const { trapRef, send } = useSubmission(`/api/forms/submit?sc_site=${encodeURIComponent(siteName)}`)
  const [values, setValues] = useState(() => initial(fields))
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [status, setStatus] = useState<FormStatus>('idle')

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    const schema = await schemas().then(
      ({ builtFormValuesSchema }) => builtFormValuesSchema(fields),
      () => null,
    )
    if (!schema) return setStatus('error')
    const parsed = schema.safeParse(values)
    if (!parsed.success) {
      setErrors(formFieldErrors(parsed.error))
      return
    }
    setStatus('submitting')
    const outcome = await send((signals) => ({ formId, ...signals, values: parsed.data }))
    if (outcome.kind === 'sent') return setStatus('success')
    if (outcome.kind === 'invalid') {
      setErrors(outcome.fields)
      return setStatus('idle')
    }
    if (outcome.kind === 'rate_limited') return setStatus('rate_limited')
    console.error('embedded form could not be sent', outcome)
    setStatus('error')
  }

  if (status === 'success') {
    return (
      <div role="status" className={successClass}>
        {confirmation ?? texts.sent}
      </div>
    )
  }

  const set = (name: string, value: string | boolean) => {
    setValues((current) => ({ ...current, [name]: value }))
    setErrors(({ [name]: _dropped, ...rest }) => rest)
  }

  return (
    <form
      noValidate
      onFocus={schemas.preload}
      onSubmit={(event) => void onSubmit(event)}
      className={`relative ${formBoxClass}`}
      data-form-id={formId}
    >
      <fieldset disabled={status === 'submitting'} className="flex flex-wrap gap-4">
        <legend className="mb-2 text-sm text-[var(--color-muted)]">{texts.requiredNote}</legend>
        <Honeypot id={uid} inputRef={trapRef} />
        {fields.map((field) => {
          const id = `${uid}-${field.name}`
          const message = errorText(texts.errors, errors[field.name])
          const aria = {
            'aria-invalid': message ? true : undefined,
            'aria-describedby': message ? `${id}-error` : undefined,
          }
          const label = (
            <>
              {field.label || field.name}
              {field.required ? <span aria-hidden="true"> *</span> : null}
            </>
          )
          // Two half-width fields share a row from the small breakpoint up; on phones every field is full width.
          const width = field.width && field.width <= 50 ? 'w-full sm:w-[calc(50%-0.5rem)]' : 'w-full'
          if (field.blockType === 'checkbox') {
            return (
              <div key={field.name} className="w-full">
                <label className="flex items-start gap-3">
                  <input
                    id={id}
                    type="checkbox"
                    checked={values[field.name] === true}
                    onChange={(event) => set(field.name, event.target.checked)}
                    className="mt-1 h-5 w-5 shrink-0"
                    {...aria}
                  />
                  <span>{label}</span>
                </label>
                <FieldError id={`${id}-error`} message={message} />
              </div>
            )
          }
          const common = {
            id,
            name: field.name,
            required: Boolean(field.required),
            value: String(values[field.name] ?? ''),
            className: inputClass,
            ...aria,
          }
          return (
            <div key={field.name} className={width}>
              <label htmlFor={id} className="mb-1 block font-medium">
                {label}
              </label>
              {field.blockType === 'textarea' ? (
                <textarea
                  rows={5}
                  maxLength={2000}
                  {...common}
                  onChange={(event) => set(field.name, event.target.value)}
                />
              ) : field.blockType === 'select' ? (
                <select {...common} onChange={(event) => set(field.name, event.target.value)}>
                  <option value="" />
                  {(field.options ?? []).map((option) => (
                    <option key={option.value} value={option.value}>
                      {option.label}
                    </option>
                  ))}
                </select>
              ) : (
                <input
                  type={field.blockType === 'email' ? 'email' : field.blockType === 'number' ? 'number' : 'text'}
                  maxLength={field.blockType === 'text' ? 500 : undefined}
                  {...common}
                  onChange={(event) => set(field.name, event.target.value)}
                />
              )}
              <FieldError id={`${id}-error`} message={message} />
            </div>
          )
        })}
        <SubmitRow status={status} label={submitLabel} texts={texts} className="w-full" />
      </fieldset>
    </form>
  )
}
