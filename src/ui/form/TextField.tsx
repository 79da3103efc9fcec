import type { InputHTMLAttributes } from 'react'
import { FieldError } from './FieldError'
import { inputClass } from './styles'

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & {
  /** the form's id prefix (useId); the input is `${uid}-${name}` */
  uid: string
  name: string
  label: string
  error: string | undefined
}

/** A labelled input with its message under it, named by aria-describedby while it shows. */
export function TextField({ uid, name, label, error, required, ...input }: Props) {
  const id = `${uid}-${name}`
  return (
    <div>
      <label htmlFor={id} className="mb-1 block font-medium">
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      <input
        id={id}
        type="text"
        name={name}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={inputClass}
        {...input}
      />
      <FieldError id={`${id}-error`} message={error} />
    </div>
  )
}
