/**
 * Text the browser kept (local or session storage) read as JSON; null when missing or not JSON.
 * Storage is outside our control (other versions of the site, hand edits): validate the result.
 */
export function parseStoredJson(raw: string | null | undefined): unknown {
  if (raw === null || raw === undefined || raw === '') return null
  try {
    return JSON.parse(raw) as unknown
  } catch {
    return null
  }
}
