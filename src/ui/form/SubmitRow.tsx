import type { ReactNode } from 'react'
import { alertClass, submitClass } from './styles'

/** Where a lead form is: sent yet or not, and how the last try ended. */
export type FormStatus = 'idle' | 'submitting' | 'success' | 'error' | 'rate_limited'

type Props = {
  status: FormStatus
  label: string
  texts: { sending: string; failed: string; rateLimited: string }
  disabled?: boolean
  /** shown between the button and a failed send's alert */
  children?: ReactNode
  className?: string
}

/** A form's send button, and the alert when sending failed or the address is over its limit. */
export function SubmitRow({ status, label, texts, disabled, children, className }: Props) {
  return (
    <div className={className}>
      <button type="submit" disabled={disabled} className={submitClass}>
        {status === 'submitting' ? texts.sending : label}
      </button>
      {children}
      {status === 'error' || status === 'rate_limited' ? (
        <div role="alert" className={alertClass}>
          {status === 'error' ? texts.failed : texts.rateLimited}
        </div>
      ) : null}
    </div>
  )
}
