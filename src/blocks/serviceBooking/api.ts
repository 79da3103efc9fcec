import { eventData } from '@/lib/event-stream'

/** The booking flow's calls to /api/mechmate: JSON, with the first error's code and message. */

export type ApiResult<T> =
  | { ok: true; status: number; data: T }
  | {
      ok: false
      status: number
      code: string
      message: string
      errors: { code: string; message: string; field?: string }[]
    }

const FALLBACK = 'Något gick fel, försök igen'

export async function api<T>(url: string, init?: RequestInit): Promise<ApiResult<T>> {
  let res: Response
  try {
    res = await fetch(url, { ...init, headers: { accept: 'application/json', ...init?.headers } })
  } catch {
    return { ok: false, status: 0, code: 'ServerError', message: FALLBACK, errors: [] }
  }
  const body = (await res.json().catch(() => null)) as unknown
  if (res.ok) return { ok: true, status: res.status, data: body as T }
  const errors = (body as { errors?: { code: string; message: string; field?: string }[] } | null)?.errors ?? []
  return {
    ok: false,
    status: res.status,
    code: errors[0]?.code ?? 'ServerError',
    message: errors[0]?.message ?? FALLBACK,
    errors,
  }
}

/** Reads a server-sent event stream of JSON `data:` lines, calling `onData` for each. */
export async function readEvents(
  url: string,
  onData: (value: unknown) => void,
  signal: AbortSignal,
): Promise<ApiResult<null>> {
  let res: Response
  try {
    res = await fetch(url, { headers: { accept: 'text/event-stream' }, signal })
  } catch {
    return { ok: false, status: 0, code: 'ServerError', message: FALLBACK, errors: [] }
  }
  if (!res.ok || !res.body) {
    const body = (await res.json().catch(() => null)) as { errors?: { code: string; message: string }[] } | null
    const first = body?.errors?.[0]
    return {
      ok: false,
      status: res.status,
      code: first?.code ?? 'ServerError',
      message: first?.message ?? FALLBACK,
      errors: body?.errors ?? [],
    }
  }
  try {
    for await (const data of eventData(res.body)) onData(JSON.parse(data))
  } catch {
    onData({ error: FALLBACK })
  }
  return { ok: true, status: 200, data: null }
}
