'use client'

import { useCallback, useEffect, useRef } from 'react'
import { newSubmissionId, postForm, type SubmitOutcome } from '@/modules/forms/post'

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

export type SubmissionSignals = { formSubmissionId: string; website: string; fillMs: number }

/**
 * One form's submissions (issue 23 item 1): the id kept across a submission's retries and a
 * failed try (the server stores it once), the spam signals (the trap's text and the fill time:
 * a form sent sooner than a person can fill it is a bot's) and the retrying post. The id is
 * dropped once a submission is sent, so the next one is a new lead.
 */
export function useSubmission(url: string) {
  const submissionId = useRef<string | null>(null)
  const trapRef = useRef<HTMLInputElement>(null)
  const shownAt = useRef(0)

  useEffect(() => {
    shownAt.current = performance.now()
  }, [])

  /** The submission's id, made on first use: photos uploaded before the submit are sent under it. */
  const currentId = useCallback(() => (submissionId.current ??= newSubmissionId(window.crypto)), [])

  const send = useCallback(
    async (body: (signals: SubmissionSignals) => unknown): Promise<SubmitOutcome> => {
      const json = JSON.stringify(
        body({
          formSubmissionId: currentId(),
          website: trapRef.current?.value ?? '',
          fillMs: Math.max(0, Math.round(performance.now() - shownAt.current)),
        }),
      )
      const outcome = await postForm(json, { url, fetch: window.fetch.bind(window), sleep })
      if (outcome.kind === 'sent') submissionId.current = null
      return outcome
    },
    [url, currentId],
  )
  return { trapRef, send, currentId }
}

/** Where a page's form posts: the comhub of the page's site. */
export const comhubUrl = (siteName: string) => `/api/forms/comhub?sc_site=${encodeURIComponent(siteName)}`
