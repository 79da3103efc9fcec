/**
 * Sending a public form from the browser (issue 23 item 1): one submission id kept across the
 * submission's retries, and the retrying post. Framework-free, so every form's island shares it
 * (src/ui/form) and Vitest checks it without a browser.
 */

/**
 * A version 4 UUID for the submission. `crypto.randomUUID` exists only in secure contexts, so a
 * page served over plain http on a LAN address builds one from `getRandomValues`, which does not.
 */
export function newSubmissionId(source: Pick<Crypto, 'getRandomValues'> & Partial<Pick<Crypto, 'randomUUID'>>): string {
  if (typeof source.randomUUID === 'function') return source.randomUUID()
  const bytes = source.getRandomValues(new Uint8Array(16))
  bytes[6] = (bytes[6]! & 0x0f) | 0x40
  bytes[8] = (bytes[8]! & 0x3f) | 0x80
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

/** Spec 2 section 7.5: the browser tries a submission up to 3 times, 1 s apart. */
export const SUBMIT_ATTEMPTS = 3
export const SUBMIT_RETRY_DELAY_MS = 1000

export type SubmitOutcome =
  | { kind: 'sent' }
  /** the server's field errors (400), to show next to the fields */
  | { kind: 'invalid'; fields: Record<string, string> }
  /** 429: the visitor's values stay in the form; formRateLimited is shown */
  | { kind: 'rate_limited'; retryAfterSeconds: number }
  | { kind: 'failed'; detail: string }

export type SubmitOptions = {
  url: string
  fetch: typeof fetch
  sleep: (ms: number) => Promise<void>
  attempts?: number
  delayMs?: number
}

/**
 * Posts a body, retrying network errors and 5xx answers; a 4xx is final (trying again cannot
 * change it). Every try sends the same body, so the server keeps one lead whatever arrives twice.
 * Any 2xx is success (the comhub answers 202).
 */
export async function postForm(body: string, options: SubmitOptions): Promise<SubmitOutcome> {
  const attempts = options.attempts ?? SUBMIT_ATTEMPTS
  let detail = 'not sent'
  for (let attempt = 1; attempt <= attempts; attempt++) {
    if (attempt > 1) await options.sleep(options.delayMs ?? SUBMIT_RETRY_DELAY_MS)
    let res: Response
    try {
      res = await options.fetch(options.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      })
    } catch (error) {
      detail = error instanceof Error ? error.message : String(error)
      continue
    }
    if (res.ok) return { kind: 'sent' }
    detail = `answered ${res.status}`
    if (res.status >= 500) continue
    if (res.status === 429) {
      const seconds = Number(res.headers.get('retry-after'))
      return { kind: 'rate_limited', retryAfterSeconds: Number.isFinite(seconds) && seconds > 0 ? seconds : 60 }
    }
    if (res.status === 400) {
      const answer = (await res.json().catch(() => null)) as { fields?: unknown } | null
      const fields = answer?.fields
      if (fields && typeof fields === 'object') return { kind: 'invalid', fields: fields as Record<string, string> }
    }
    return { kind: 'failed', detail }
  }
  return { kind: 'failed', detail }
}
