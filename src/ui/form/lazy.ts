/**
 * A module a form needs only once the visitor uses it (its schema, with zod and the phone rules),
 * loaded at the first focus inside the form (`preload`) or at the latest when it is sent, so it
 * stays out of the page's first load. A failed load is tried again at the next call.
 */
export function lazily<T>(load: () => Promise<T>): (() => Promise<T>) & { preload: () => void } {
  let pending: Promise<T> | null = null
  const get = () =>
    (pending ??= load().catch((error: unknown) => {
      pending = null
      throw error
    }))
  return Object.assign(get, { preload: () => void get().catch(() => undefined) })
}
