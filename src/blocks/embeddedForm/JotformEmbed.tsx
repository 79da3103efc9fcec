'use client'

import { useEffect } from 'react'

/** What Jotform's embedded form posts to its parent page when a visitor has sent it. */
function submissionOf(data: unknown): string | null {
  let message = data
  if (typeof message === 'string') {
    try {
      message = JSON.parse(message)
    } catch {
      return null
    }
  }
  const record = message as { action?: unknown; submissionID?: unknown } | null
  if (record?.action !== 'submission-completed') return null
  return typeof record.submissionID === 'string' || typeof record.submissionID === 'number'
    ? String(record.submissionID)
    : null
}

/**
 * A Jotform form in a frame (issue 23 item 7). When Jotform says a submission is complete the
 * block posts `/api/jotform { formId, submissionId }`; the server reads that submission from
 * Jotform itself and stores the lead. Spec 3 section 4: a failure is only logged.
 */
export function JotformEmbed({ formId, siteName, title }: { formId: string; siteName: string; title: string }) {
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (!/^https:\/\/([a-z0-9-]+\.)*jotform\.com$/.test(event.origin)) return
      const submissionId = submissionOf(event.data)
      if (!submissionId) return
      fetch(`/api/jotform?sc_site=${encodeURIComponent(siteName)}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ formId, submissionId }),
      })
        .then((res) => {
          if (!res.ok) console.error('jotform submission not stored', res.status)
        })
        .catch((error: unknown) => console.error('jotform submission not stored', error))
    }
    window.addEventListener('message', onMessage)
    return () => window.removeEventListener('message', onMessage)
  }, [formId, siteName])
  return (
    <iframe
      src={`https://form.jotform.com/${formId}`}
      title={title}
      className="h-[900px] w-full rounded-[var(--radius)] border border-[var(--color-border)]"
      loading="lazy"
    />
  )
}
