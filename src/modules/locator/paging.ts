/** Spec 1 section 9: the list shows 20 entries, then 5 more per Show more. */
export const LIST_INITIAL = 20
export const LIST_STEP = 5
/** The most a `?show=` asks for: past every list we have, small enough to render fast. */
export const LIST_MAX = 5000

/**
 * How many entries a `show` value asks for: at least 20, 20 plus whole steps of 5 (a value in
 * between rounds up), at most LIST_MAX. Anything that is not a whole number: 20.
 */
export function clampShow(raw: unknown): number {
  const text = Array.isArray(raw) ? raw[0] : raw
  if (typeof text !== 'string' || !/^\d{1,6}$/.test(text.trim())) return LIST_INITIAL
  const asked = Number(text.trim())
  if (asked <= LIST_INITIAL) return LIST_INITIAL
  const steps = Math.ceil((asked - LIST_INITIAL) / LIST_STEP)
  return Math.min(LIST_MAX, LIST_INITIAL + steps * LIST_STEP)
}

/** How many are shown after one more Show more. */
export const nextShow = (shown: number): number => Math.min(LIST_MAX, shown + LIST_STEP)
