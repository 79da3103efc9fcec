import { TOOLTIP_MAX_CHARS } from './constants'

/** Cuts `text` to at most `max` characters, ending in an ellipsis when cut (spec: tooltips, 288). */
export function truncate(text: string, max = TOOLTIP_MAX_CHARS): string {
  const chars = Array.from(text)
  if (chars.length <= max) return text
  return `${chars
    .slice(0, max - 1)
    .join('')
    .trimEnd()}…`
}

/** Fills '{count}' in a text such as '{count} places'. */
export function withCount(template: string, count: number): string {
  return template.replaceAll('{count}', String(count))
}
