'use client'

import { useId, useRef, type ReactNode } from 'react'
import { useModalOnMount } from '@/ui/modal'

/**
 * A native modal dialog: focus moves in and stays, Escape and the close button close it, and the
 * page behind does not scroll.
 */
export function Dialog({
  title,
  closeLabel,
  onClose,
  children,
}: {
  title: string
  closeLabel: string
  onClose: () => void
  children: ReactNode
}) {
  const dialog = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  useModalOnMount(dialog)
  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      onClose={onClose}
      onCancel={(event) => {
        event.preventDefault()
        onClose()
      }}
      className="m-auto max-h-[90vh] w-[min(94vw,720px)] overflow-y-auto rounded-[var(--radius)] bg-[var(--color-surface)] p-0 text-[var(--color-fg)] backdrop:bg-black/50"
    >
      <div className="sticky top-0 flex items-start justify-between gap-3 border-b border-[var(--color-border)] bg-[var(--color-surface)] px-5 py-4">
        <h2 id={titleId} className="text-xl font-bold break-words [font-family:var(--font-heading)]">
          {title}
        </h2>
        <button
          type="button"
          onClick={onClose}
          aria-label={closeLabel}
          className="rounded-full p-2 hover:bg-[var(--color-bg)]"
        >
          <svg aria-hidden="true" viewBox="0 0 16 16" className="h-4 w-4 fill-current">
            <path d="M3.5 2.1 8 6.6l4.5-4.5 1.4 1.4L9.4 8l4.5 4.5-1.4 1.4L8 9.4l-4.5 4.5-1.4-1.4L6.6 8 2.1 3.5z" />
          </svg>
        </button>
      </div>
      <div className="px-5 py-4">{children}</div>
    </dialog>
  )
}
