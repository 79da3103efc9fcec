import type { Ref } from 'react'
import { HONEYPOT_FIELD } from '@/modules/forms/spam'

/**
 * The spam trap (modules/forms/spam): out of sight, out of the tab order and hidden from
 * assistive technology, so only a bot filling every input fills it.
 */
export function Honeypot({ id, inputRef }: { id: string; inputRef: Ref<HTMLInputElement> }) {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] top-0 h-px w-px overflow-hidden">
      <label htmlFor={`${id}-${HONEYPOT_FIELD}`}>Website</label>
      <input
        ref={inputRef}
        id={`${id}-${HONEYPOT_FIELD}`}
        name={HONEYPOT_FIELD}
        type="text"
        tabIndex={-1}
        autoComplete="off"
        defaultValue=""
      />
    </div>
  )
}
