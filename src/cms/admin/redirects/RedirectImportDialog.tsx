'use client'

import { useId, useRef, useState, type FormEvent } from 'react'

type Answer = {
  added?: number
  changed?: number
  removed?: number
  dryRun?: boolean
  errors?: { line: number; field: string; message: string }[]
  message?: string
}

/** The import answer in words: counts, or each rejected row by line. */
function Outcome({ answer, status }: { answer: Answer; status: number }) {
  if (status === 200) {
    return (
      <p role="status">
        {answer.dryRun ? 'Dry run, nothing written: ' : 'Imported: '}
        {answer.added} added, {answer.changed} changed, {answer.removed} removed.
      </p>
    )
  }
  return (
    <div role="alert">
      <p>Nothing was imported{answer.message ? `: ${answer.message}` : '.'}</p>
      {answer.errors?.length ? (
        <ul>
          {answer.errors.map((error, index) => (
            <li key={index}>
              {error.line > 0 ? `Line ${error.line}` : 'File'}
              {error.field ? `, ${error.field}` : ''}: {error.message}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}

/**
 * Import a CSV of rules into a site's list (issue 20 item 7): append or replace, optionally as a
 * dry run; a file with any bad row writes nothing and lists the rows by line.
 */
export function RedirectImportDialog({ sites, site }: { sites: string[]; site: string }) {
  const dialog = useRef<HTMLDialogElement>(null)
  const id = useId()
  const [busy, setBusy] = useState(false)
  const [result, setResult] = useState<{ status: number; answer: Answer } | null>(null)

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const file = form.get('file')
    if (!(file instanceof File) || file.size === 0) {
      setResult({ status: 400, answer: { message: 'choose a CSV file' } })
      return
    }
    const query = new URLSearchParams({
      site: String(form.get('site')),
      mode: String(form.get('mode')),
      dryRun: form.get('dryRun') ? '1' : '0',
    })
    setBusy(true)
    try {
      const res = await fetch(`/api/redirects/import?${query}`, {
        method: 'POST',
        headers: { 'content-type': 'text/csv' },
        body: file,
        credentials: 'same-origin',
      })
      const answer = (await res.json().catch(() => ({ message: `the server answered ${res.status}` }))) as Answer
      setResult({ status: res.status, answer })
      if (res.ok && !answer.dryRun) window.setTimeout(() => window.location.reload(), 1500)
    } catch {
      setResult({ status: 0, answer: { message: 'the server could not be reached' } })
    } finally {
      setBusy(false)
    }
  }

  return (
    <>
      <button
        type="button"
        className="btn btn--style-secondary btn--size-small"
        onClick={() => {
          setResult(null)
          dialog.current?.showModal()
        }}
      >
        Import CSV
      </button>
      <dialog ref={dialog} className="redirect-import" aria-labelledby={`${id}-title`}>
        <form onSubmit={submit}>
          <h2 id={`${id}-title`}>Import redirect rules</h2>
          <p>
            One rule a row with the export&apos;s columns; <code>,</code> or <code>;</code> between fields.
          </p>
          <label htmlFor={`${id}-site`}>Site</label>
          <select id={`${id}-site`} name="site" defaultValue={site}>
            {sites.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
          <fieldset>
            <legend>Mode</legend>
            <label>
              <input type="radio" name="mode" value="append" defaultChecked /> Add to the list
            </label>
            <label>
              <input type="radio" name="mode" value="replace" /> Replace the list
            </label>
          </fieldset>
          <label>
            <input type="checkbox" name="dryRun" /> Dry run: check and count, write nothing
          </label>
          <label htmlFor={`${id}-file`}>CSV file</label>
          <input id={`${id}-file`} type="file" name="file" accept=".csv,text/csv" required />
          {result ? <Outcome {...result} /> : null}
          <div className="redirect-import__actions">
            <button type="submit" className="btn btn--style-primary btn--size-small" disabled={busy}>
              {busy ? 'Importing…' : 'Import'}
            </button>
            <button
              type="button"
              className="btn btn--style-secondary btn--size-small"
              onClick={() => dialog.current?.close()}
            >
              Close
            </button>
          </div>
        </form>
      </dialog>
    </>
  )
}
