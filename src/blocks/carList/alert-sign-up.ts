/**
 * The alert sign-up request of "Save search" (POST /api/alerts, issue 18 item 6): what the
 * form shows is decided by the answer, the server's check of the address included.
 */

export type AlertSignUpRequest = {
  site: string
  lang: string
  name: string
  query: string
  condition: 'all' | 'used' | 'new'
  path: string
  email: string
  frequency: 'instant' | 'daily'
}

export type AlertSignUpAnswer = 'ok' | 'invalid-email' | 'too-many' | 'failed'

export async function signUpForAlert(request: AlertSignUpRequest): Promise<AlertSignUpAnswer> {
  try {
    const response = await fetch('/api/alerts', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(request),
    })
    if (response.ok) return 'ok'
    const body = (await response.json().catch(() => null)) as { field?: unknown } | null
    if (response.status === 400 && body?.field === 'email') return 'invalid-email'
    if ((response.status === 429 || response.status === 409) && body?.field === 'email') return 'too-many'
    return 'failed'
  } catch {
    return 'failed'
  }
}
