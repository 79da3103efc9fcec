'use client'

import dynamic from 'next/dynamic'
import { useEffect, useId, useMemo, useRef, useState, type FormEvent, type MouseEvent } from 'react'
import { displayTotal, encodeListState, listStateKey, type ListState } from '@/modules/cars/list-state'
import {
  SAVED_SEARCH_NAME_MAX,
  addSavedSearch,
  cleanSearchName,
  createSavedSearch,
  defaultSearchName,
  newCarsUrl,
  newSavedSearchId,
  parseNewCarsTotal,
  parseSavedSearches,
  removeSavedSearch,
  savedSearchesKey,
  toStoredSavedSearches,
  type SavedSearch,
} from '@/modules/cars/saved-searches'
import { Link } from '@/ui/Link'
import { readJson, useStorageItem, writeJson } from './browser-storage'
import { parseStoredJson } from '@/lib/stored-json'
import { interpolate } from '@/modules/content/interpolate'
import type { CarListCondition } from '@/modules/cars/list-state'
import type { SavedSearchTexts } from './personal-texts'
import { signUpForAlert } from './alert-sign-up'

// The alert fields come with the open form only: most visitors save searches without them.
const AlertFields = dynamic(() => import('./AlertFields').then((m) => m.AlertFields), { ssr: false })

type Props = {
  siteName: string
  lang: string
  state: ListState
  /** the page's text for the default name, e.g. the filter chips' labels */
  summary: string
  onApply: (state: ListState) => void
  texts: SavedSearchTexts
  /** the list block's preset (used-cars and new-cars pages), which an alert keeps */
  condition?: CarListCondition
}

/**
 * 'Save search' and the visitor's saved searches, each with the count of matching cars
 * published since it was saved. Stored searches exist only in the browser, so the server and
 * the hydrating render show the button alone.
 */
export function SavedSearches({ siteName, lang, state, summary, onApply, texts, condition = 'all' }: Props) {
  const key = savedSearchesKey(siteName)
  const raw = useStorageItem(key)
  const searches = useMemo(() => parseSavedSearches(parseStoredJson(raw)), [raw])
  const counts = useNewCarCounts(searches, siteName, lang)
  /** the name being typed; null while the form is closed */
  const [draft, setDraft] = useState<string | null>(null)
  const [status, setStatus] = useState('')
  const [email, setEmail] = useState('')
  const [frequency, setFrequency] = useState<'instant' | 'daily'>('daily')
  const [emailError, setEmailError] = useState<string | null>(null)
  const [sending, setSending] = useState(false)
  const emailInput = useRef<HTMLInputElement>(null)
  const formId = useId()
  const inputId = useId()
  const headingId = useId()
  const saveButton = useRef<HTMLButtonElement>(null)
  const nameInput = useRef<HTMLInputElement>(null)
  const removeButtons = useRef(new Map<string, HTMLButtonElement>())
  /** after a delete: the search whose delete button takes the focus, null for the save button */
  const focusAfterRemove = useRef<{ id: string | null } | null>(null)
  const formOpen = draft !== null
  const currentKey = listStateKey({ ...state, page: 0 })

  useEffect(() => {
    if (!formOpen) return
    nameInput.current?.focus()
    nameInput.current?.select()
  }, [formOpen])

  useEffect(() => {
    const target = focusAfterRemove.current
    if (!target) return
    focusAfterRemove.current = null
    const button = target.id === null ? undefined : removeButtons.current.get(target.id)
    ;(button ?? saveButton.current)?.focus()
  }, [searches])

  // Read storage afresh for writes: another tab may have changed it since this render.
  const stored = () => parseSavedSearches(readJson(key))
  const store = (list: SavedSearch[]) => writeJson(key, toStoredSavedSearches(list))

  const openForm = () => {
    setStatus('')
    setDraft(defaultSearchName(summary, state, texts.allCars))
  }
  const closeForm = () => {
    setDraft(null)
    saveButton.current?.focus()
  }

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (sending) return
    const name = cleanSearchName(draft ?? '') || defaultSearchName(summary, state, texts.allCars)
    const now = Date.now()
    const search = createSavedSearch({ id: newSavedSearchId(now), name, state, savedAt: now })
    const address = email.trim()
    let alertStatus = ''
    if (address) {
      // The alert first: a bad address keeps the form open with the message at the field.
      setSending(true)
      const answer = await signUpForAlert({
        site: siteName,
        lang,
        name: search.name,
        query: encodeListState(search.state).toString(),
        condition,
        path: window.location.pathname,
        email: address,
        frequency,
      })
      setSending(false)
      if (answer === 'invalid-email' || answer === 'too-many') {
        setEmailError(answer === 'invalid-email' ? texts.alert.emailInvalid : texts.alert.tooMany)
        emailInput.current?.focus()
        return
      }
      alertStatus = answer === 'ok' ? interpolate(texts.alert.checkInbox, { email: address }) : texts.alert.failed
    }
    const saved = store(addSavedSearch(stored(), search))
    setStatus(
      [saved ? interpolate(texts.saved, { name: search.name }) : texts.failed, alertStatus].filter(Boolean).join(' '),
    )
    setEmail('')
    setEmailError(null)
    closeForm()
  }

  const remove = (search: SavedSearch, index: number) => {
    const neighbour = searches[index + 1] ?? searches[index - 1]
    focusAfterRemove.current = { id: neighbour?.id ?? null }
    if (store(removeSavedSearch(stored(), search.id))) setStatus(interpolate(texts.removed, { name: search.name }))
    else focusAfterRemove.current = null
  }

  const apply = (event: MouseEvent<HTMLAnchorElement>, search: SavedSearch) => {
    // Modified clicks open the link (a new tab or window) as usual.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    event.preventDefault()
    onApply(search.state)
  }

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <button
          ref={saveButton}
          type="button"
          aria-expanded={formOpen}
          aria-controls={formOpen ? formId : undefined}
          onClick={formOpen ? closeForm : openForm}
          className="inline-flex items-center gap-2 rounded-[var(--radius)] border border-[var(--color-border)] bg-[var(--color-surface)] px-3 py-2 text-sm font-semibold hover:border-[var(--color-primary)] focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2"
        >
          <svg aria-hidden="true" viewBox="0 0 16 16" className="h-4 w-4 fill-current">
            <path d="M3 1h10a1 1 0 0 1 1 1v13l-6-3.5L2 15V2a1 1 0 0 1 1-1zm1 2v8.6l4-2.3 4 2.3V3H4z" />
          </svg>
          {texts.save}
        </button>
        <p role="status" className="text-sm text-[var(--color-muted)]">
          {status}
        </p>
      </div>

      {formOpen ? (
        <form
          id={formId}
          noValidate
          aria-busy={sending || undefined}
          onSubmit={(event) => void save(event)}
          className="flex flex-wrap items-end gap-2 rounded-[var(--radius)] border border-[var(--color-border)] bg-[var(--color-surface)] p-3"
        >
          <div className="flex min-w-48 flex-1 flex-col gap-1">
            <label htmlFor={inputId} className="text-sm font-semibold">
              {texts.nameLabel}
            </label>
            <input
              ref={nameInput}
              id={inputId}
              type="text"
              value={draft}
              maxLength={SAVED_SEARCH_NAME_MAX}
              autoComplete="off"
              onChange={(event) => setDraft(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Escape') closeForm()
              }}
              className="rounded-[var(--radius)] border border-[var(--color-border)] bg-[var(--color-bg)] px-3 py-2 text-base text-[var(--color-fg)]"
            />
          </div>
          <AlertFields
            texts={texts.alert}
            email={email}
            frequency={frequency}
            error={emailError}
            onEmail={(value) => {
              setEmail(value)
              setEmailError(null)
            }}
            onFrequency={setFrequency}
            emailRef={emailInput}
          />
          <button
            type="submit"
            disabled={sending}
            className="rounded-[var(--radius)] bg-[var(--color-primary)] px-4 py-2 font-semibold text-[var(--color-primary-fg)] hover:opacity-90 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2"
          >
            {texts.confirm}
          </button>
          <button
            type="button"
            onClick={closeForm}
            className="rounded-[var(--radius)] border border-[var(--color-border)] px-4 py-2 font-semibold focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2"
          >
            {texts.cancel}
          </button>
        </form>
      ) : null}

      {searches.length ? (
        <section aria-labelledby={headingId}>
          <h2 id={headingId} className="text-base font-bold [font-family:var(--font-heading)]">
            {texts.heading}
          </h2>
          <ul className="mt-2 flex flex-wrap gap-2">
            {searches.map((search, index) => {
              const count = counts[search.id]
              return (
                <li
                  key={search.id}
                  className="flex max-w-full items-center rounded-full border border-[var(--color-border)] bg-[var(--color-surface)] text-sm"
                >
                  <Link
                    href={`?${encodeListState(search.state).toString()}`}
                    aria-current={listStateKey(search.state) === currentKey ? 'true' : undefined}
                    onClick={(event) => apply(event, search)}
                    className="flex min-w-0 items-center gap-2 rounded-full py-1.5 pl-3 pr-1 hover:underline focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 aria-[current=true]:font-semibold"
                  >
                    <span className="truncate">{search.name}</span>
                    {count === undefined ? null : (
                      <span
                        className={`shrink-0 rounded-full px-2 text-xs font-semibold ${
                          count > 0
                            ? 'bg-[var(--color-primary)] text-[var(--color-primary-fg)]'
                            : 'text-[var(--color-muted)]'
                        }`}
                      >
                        {interpolate(texts.newCount, { count: displayTotal(count) })}
                      </span>
                    )}
                  </Link>
                  <button
                    ref={(button) => {
                      if (button) removeButtons.current.set(search.id, button)
                      else removeButtons.current.delete(search.id)
                    }}
                    type="button"
                    aria-label={interpolate(texts.remove, { name: search.name })}
                    onClick={() => remove(search, index)}
                    className="mr-1 flex h-7 w-7 shrink-0 items-center justify-center rounded-full text-[var(--color-muted)] hover:bg-[var(--color-border)] hover:text-[var(--color-fg)] focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2"
                  >
                    <svg aria-hidden="true" viewBox="0 0 16 16" className="h-3.5 w-3.5 fill-current">
                      <path d="M3.3 2.3 8 7l4.7-4.7 1 1L9 8l4.7 4.7-1 1L8 9l-4.7 4.7-1-1L7 8 2.3 3.3z" />
                    </svg>
                  </button>
                </li>
              )
            })}
          </ul>
        </section>
      ) : null}
    </div>
  )
}

/**
 * The count of new matching cars per saved search, fetched once per mount for each. A count
 * that fails (network, server, odd answer) is simply not shown. Requests cut short by an
 * unmount or a change of the list are asked again by the next run of the effect.
 */
function useNewCarCounts(searches: readonly SavedSearch[], siteName: string, lang: string): Record<string, number> {
  const [counts, setCounts] = useState<Record<string, number>>({})
  /** search id -> whether its request has finished */
  const requested = useRef(new Map<string, boolean>())

  useEffect(() => {
    const progress = requested.current
    const controller = new AbortController()
    const started: string[] = []
    for (const search of searches) {
      if (progress.has(search.id)) continue
      progress.set(search.id, false)
      started.push(search.id)
      const url = newCarsUrl({ siteName, lang, state: search.state, since: search.savedAt })
      fetch(url, { signal: controller.signal, headers: { accept: 'application/json' } })
        .then((response) => (response.ok ? (response.json() as Promise<unknown>) : null))
        .then((body) => {
          progress.set(search.id, true)
          const total = parseNewCarsTotal(body)
          if (total !== null) setCounts((current) => ({ ...current, [search.id]: total }))
        })
        .catch(() => {
          if (!controller.signal.aborted) progress.set(search.id, true)
        })
    }
    return () => {
      controller.abort()
      for (const id of started) if (progress.get(id) === false) progress.delete(id)
    }
  }, [searches, siteName, lang])

  return counts
}
