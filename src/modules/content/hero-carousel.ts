/** Hero carousel rules (spec 1 sections 3, 4 and 9). */

/** The spec's default time per slide. */
export const HERO_CAROUSEL_DEFAULT_DELAY_S = 5
// Shorter than this cannot be read; longer than this looks like a broken carousel.
export const HERO_CAROUSEL_MIN_DELAY_S = 2
export const HERO_CAROUSEL_MAX_DELAY_S = 30

/**
 * Milliseconds per slide, or null when the carousel does not move by itself: autoplay switched
 * off, or a single slide. A missing or unreadable delay is the default 5 seconds.
 */
export function autoplayDelayMs(
  autoplay: boolean | null | undefined,
  delaySeconds: unknown,
  slides: number,
): number | null {
  if (autoplay === false || slides < 2) return null
  const seconds =
    typeof delaySeconds === 'number' && Number.isFinite(delaySeconds) && delaySeconds > 0
      ? Math.min(HERO_CAROUSEL_MAX_DELAY_S, Math.max(HERO_CAROUSEL_MIN_DELAY_S, delaySeconds))
      : HERO_CAROUSEL_DEFAULT_DELAY_S
  return Math.round(seconds * 1000)
}
