import type { ChangeEvent } from 'react'
import { TextField } from './TextField'

type ContactName = 'customerName' | 'customerPhone' | 'customerEmail'

type Props = {
  /** the form's id prefix (useId) */
  uid: string
  values: Record<ContactName, string>
  labels: { name: string; phone: string; email: string }
  onChange: (name: ContactName) => (event: ChangeEvent<HTMLInputElement>) => void
  error: (name: ContactName) => string | undefined
}

/** Name, phone and e-mail, all required: the visitor's contact details on every lead form. */
export function ContactFields({ uid, values, labels, onChange, error }: Props) {
  return (
    <>
      <TextField
        uid={uid}
        name="customerName"
        label={labels.name}
        required
        autoComplete="name"
        maxLength={100}
        value={values.customerName}
        onChange={onChange('customerName')}
        error={error('customerName')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          uid={uid}
          name="customerPhone"
          label={labels.phone}
          required
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          maxLength={30}
          value={values.customerPhone}
          onChange={onChange('customerPhone')}
          error={error('customerPhone')}
        />
        <TextField
          uid={uid}
          name="customerEmail"
          label={labels.email}
          required
          type="email"
          autoComplete="email"
          maxLength={254}
          value={values.customerEmail}
          onChange={onChange('customerEmail')}
          error={error('customerEmail')}
        />
      </div>
    </>
  )
}
