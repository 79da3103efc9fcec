const PLACEHOLDER = /\{(\w+)\}/g

/**
 * Fills {name} placeholders. Placeholders without a param stay as written, so a missing value
 * is visible rather than blank. Kept apart from the dictionary so browser code can use it
 * without shipping the dictionary's seed texts.
 */
export function interpolate(text: string, params: Record<string, string | number>): string {
  return text.replace(PLACEHOLDER, (placeholder, name: string) => {
    const value = Object.hasOwn(params, name) ? params[name] : undefined
    return value === undefined ? placeholder : String(value)
  })
}
