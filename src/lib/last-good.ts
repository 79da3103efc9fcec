/**
 * The last value each read returned, so a failed refresh can answer with it instead of an error:
 * a page whose data expired on publish keeps its last good content while the database is away.
 * Bounded: the least recently used keys are forgotten first.
 */
export function createLastGood(limit: number) {
  const values = new Map<string, unknown>()

  function remember(key: string, value: unknown) {
    values.delete(key)
    values.set(key, value)
    if (values.size > limit) {
      const oldest = values.keys().next().value
      if (oldest !== undefined) values.delete(oldest)
    }
  }

  return {
    /** `read()`'s value; when it throws, the key's last value after `onFallback(error)`, else the error. */
    async read<T>(
      key: string,
      read: () => Promise<T>,
      onFallback: (error: unknown) => Promise<void> | void,
    ): Promise<T> {
      try {
        const value = await read()
        remember(key, value)
        return value
      } catch (error) {
        if (!values.has(key)) throw error
        await onFallback(error)
        return values.get(key) as T
      }
    },
  }
}
