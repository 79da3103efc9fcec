/** The looping carousel's slides (spec 2 section 2.5: cars are duplicated for looping). */

/**
 * Slides the looping carousel needs at least: two full views at its widest layout (four cards
 * per view). Fewer, and the carousel cannot move a slide from one end to the other unseen.
 */
export const CAR_OF_THE_WEEK_MIN_SLIDES = 8

/** Above this many cars, dots no longer fit a phone: the carousel shows "3 / 12" instead. */
export const CAR_OF_THE_WEEK_MAX_DOTS = 10

export type LoopSlide<T> = {
  /** unique within the slides, stable between renders */
  key: string
  item: T
  /** the item's position in the original list */
  index: number
  /** a copy made for looping: hidden from assistive technology and keyboard */
  duplicate: boolean
}

/**
 * The list repeated whole until it has at least `minimum` slides, so the order continues across
 * the loop's seam. The first round is the original; later rounds are marked as duplicates.
 */
export function loopSlides<T>(items: readonly T[], minimum: number): LoopSlide<T>[] {
  if (items.length === 0) return []
  const rounds = Math.max(1, Math.ceil(minimum / items.length))
  const slides: LoopSlide<T>[] = []
  for (let round = 0; round < rounds; round++) {
    items.forEach((item, index) => {
      slides.push({ key: `${round}-${index}`, item, index, duplicate: round > 0 })
    })
  }
  return slides
}

/**
 * The slide to scroll to for the original item `target` (a dot): of its copies, the one nearest
 * to the `current` slide around the loop of `total` slides, so a dot never spins the carousel
 * the long way round.
 */
export function nearestCopy(target: number, current: number, itemCount: number, total: number): number {
  if (itemCount <= 0 || total <= 0) return 0
  let best = target
  let bestDistance = Number.POSITIVE_INFINITY
  for (let slide = target; slide < total; slide += itemCount) {
    const straight = Math.abs(slide - current)
    const distance = Math.min(straight, total - straight)
    if (distance < bestDistance) {
      best = slide
      bestDistance = distance
    }
  }
  return best
}
