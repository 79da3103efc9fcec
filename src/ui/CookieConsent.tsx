'use client'

import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import { ALL_CONSENT, NO_CONSENT, type Consent, type OptionalCategory } from '@/modules/consent/consent'
import { closeCookieSettings, saveConsent, useConsentStore } from './consent-store'
import type { ConsentTexts } from './consent-texts'

type Props = { texts: ConsentTexts }

/**
 * The cookie banner: shown until the visitor chooses, and again from the cookie settings link.
 * Rejecting is as easy as accepting: both are one click, side by side, styled alike.
 * It is not modal: the page stays usable and scrolls clear of it on small screens.
 */
export function CookieConsent({ texts }: Props) {
  const { consent, settingsOpen } = useConsentStore()
  if (consent !== null && !settingsOpen) return null
  // A new key when the settings are reopened starts the panel afresh from the stored choice.
  return (
    <ConsentPanel key={settingsOpen ? 'settings' : 'first'} texts={texts} stored={consent} reopened={settingsOpen} />
  )
}

const DECISION_BUTTON =
  'rounded-[var(--radius)] bg-[var(--color-primary)] px-4 py-2.5 text-sm font-semibold text-[var(--color-primary-fg)] hover:opacity-90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-[var(--color-primary)]'
const CHOOSE_BUTTON =
  'col-span-2 rounded-[var(--radius)] border border-[var(--color-border)] px-4 py-2.5 text-sm font-semibold hover:bg-[var(--color-surface)] focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-[var(--color-primary)]'

function ConsentPanel({ texts, stored, reopened }: { texts: ConsentTexts; stored: Consent | null; reopened: boolean }) {
  const [choosing, setChoosing] = useState(reopened)
  const [draft, setDraft] = useState<Consent>(stored ?? NO_CONSENT)
  const section = useRef<HTMLElement>(null)
  const heading = useRef<HTMLHeadingElement>(null)
  const headingId = useId()
  const introId = useId()

  // Reopened from the settings link: take the keyboard into the panel, and back to the link after.
  useEffect(() => {
    if (!reopened) return
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null
    heading.current?.focus()
    return () => opener?.focus()
  }, [reopened])

  // Room at the end of the page as tall as the panel, so nothing stays hidden behind it.
  useEffect(() => {
    const panel = section.current
    if (!panel || typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(() => {
      document.body.style.paddingBottom = `${panel.offsetHeight}px`
    })
    observer.observe(panel)
    return () => {
      observer.disconnect()
      document.body.style.paddingBottom = ''
    }
  }, [])

  const onKeyDown = (event: KeyboardEvent) => {
    // Escape only closes a panel the visitor reopened: before a first choice it is no answer.
    if (event.key === 'Escape' && reopened) closeCookieSettings()
  }

  const toggle = (category: OptionalCategory) => (event: { target: { checked: boolean } }) =>
    setDraft((d) => ({ ...d, [category]: event.target.checked }))

  return (
    <section
      ref={section}
      aria-labelledby={headingId}
      aria-describedby={introId}
      onKeyDown={onKeyDown}
      // 'first' is hidden before the first paint for a visitor who has answered (visitor-state.css).
      data-consent-banner={reopened ? 'settings' : 'first'}
      className="fixed inset-x-0 bottom-0 z-40 max-h-[85dvh] overflow-y-auto border-t border-[var(--color-border)] bg-[var(--color-bg)] text-[var(--color-fg)] shadow-[0_-4px_24px_rgb(0_0_0/0.18)] sm:bottom-4 sm:left-4 sm:right-auto sm:max-w-md sm:rounded-[var(--radius)] sm:border print:hidden"
    >
      <div className="p-4 sm:p-5">
        <h2
          id={headingId}
          ref={heading}
          tabIndex={-1}
          className="text-base font-bold [font-family:var(--font-heading)] focus:outline-none"
        >
          {texts.heading}
        </h2>
        <p id={introId} className="mt-1 text-sm text-[var(--color-muted)]">
          {texts.intro}
        </p>
        {choosing ? (
          <fieldset className="mt-4 space-y-3">
            <legend className="sr-only">{texts.choose}</legend>
            <Choice id={`${headingId}-n`} texts={texts.necessary} checked disabled note={texts.alwaysOn} />
            <Choice
              id={`${headingId}-s`}
              texts={texts.statistics}
              checked={draft.statistics}
              onChange={toggle('statistics')}
            />
            <Choice
              id={`${headingId}-m`}
              texts={texts.marketing}
              checked={draft.marketing}
              onChange={toggle('marketing')}
            />
          </fieldset>
        ) : null}
        <div className="mt-4 grid grid-cols-2 gap-2">
          <button type="button" className={DECISION_BUTTON} onClick={() => saveConsent(ALL_CONSENT)}>
            {texts.acceptAll}
          </button>
          <button type="button" className={DECISION_BUTTON} onClick={() => saveConsent(NO_CONSENT)}>
            {texts.rejectAll}
          </button>
          {choosing ? (
            <button type="button" className={CHOOSE_BUTTON} onClick={() => saveConsent(draft)}>
              {texts.save}
            </button>
          ) : (
            <button type="button" className={CHOOSE_BUTTON} onClick={() => setChoosing(true)}>
              {texts.choose}
            </button>
          )}
        </div>
      </div>
    </section>
  )
}

function Choice({
  id,
  texts,
  checked,
  disabled,
  note,
  onChange,
}: {
  id: string
  texts: { label: string; text: string }
  checked: boolean
  disabled?: boolean
  note?: string
  onChange?: (event: { target: { checked: boolean } }) => void
}) {
  return (
    <div className="flex items-start gap-3">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        disabled={disabled}
        onChange={onChange}
        aria-describedby={`${id}-text`}
        className="mt-0.5 h-5 w-5 shrink-0 accent-[var(--color-primary)]"
      />
      <div className="min-w-0 text-sm">
        <label htmlFor={id} className="font-semibold">
          {texts.label}
          {note ? <span className="ml-2 font-normal text-[var(--color-muted)]">({note})</span> : null}
        </label>
        <p id={`${id}-text`} className="text-[var(--color-muted)]">
          {texts.text}
        </p>
      </div>
    </div>
  )
}
