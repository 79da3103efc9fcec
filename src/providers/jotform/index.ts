import * as z from 'zod'
import { env } from '@/lib/env'

/**
 * Jotform's API (issue 23 item 7), asked for one submission only: `GET /submission/{id}` with the
 * API key in the APIKEY header (never in a URL that could reach a log). Without JOTFORM_API_KEY
 * embedded forms are CMS-built and this is not called.
 */

const answerSchema = z.object({
  responseCode: z.number().optional(),
  content: z.object({
    id: z.union([z.string(), z.number()]).transform(String),
    form_id: z.union([z.string(), z.number()]).transform(String),
    answers: z.unknown(),
  }),
})

export class JotformError extends Error {
  constructor(
    message: string,
    /** the submission does not exist at Jotform, or is another form's */
    readonly notFound = false,
  ) {
    super(message)
  }
}

export async function readJotformSubmission(submissionId: string) {
  const settings = env()
  if (!settings.JOTFORM_API_KEY) throw new JotformError('JOTFORM_API_KEY is not set')
  const url = new URL(
    `submission/${encodeURIComponent(submissionId)}`,
    `${settings.JOTFORM_API_URL.replace(/\/$/, '')}/`,
  )
  const res = await fetch(url, {
    headers: { APIKEY: settings.JOTFORM_API_KEY, accept: 'application/json' },
    signal: AbortSignal.timeout(5000),
  })
  if (res.status === 404 || res.status === 400) throw new JotformError(`no submission ${submissionId}`, true)
  if (!res.ok) throw new JotformError(`Jotform answered ${res.status}`)
  const parsed = answerSchema.safeParse(await res.json())
  if (!parsed.success) throw new JotformError('Jotform answered an unexpected body')
  return { id: parsed.data.content.id, formId: parsed.data.content.form_id, answers: parsed.data.content.answers }
}
