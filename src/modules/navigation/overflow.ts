/**
 * The navigation bar's 'More' overflow (spec 1 sections 2.4, 4 and 9): top-level items that do
 * not fit the bar move into a More drop-down. The bar measures on resize, at most every 50 ms
 * while the window is being resized, and once more 250 ms after the last resize event, so the
 * final layout is always measured.
 */

export const RESIZE_THROTTLE_MS = 50
export const RESIZE_FINAL_MS = 250
/** Spec 1 section 4: a drop-down closes this long after the mouse leaves it. */
export const CLOSE_DELAY_MS = 200
export const CLOSE_DELAY_WITHOUT_CHILDREN_MS = 600

/**
 * How many of the items, in order, stay in the bar. All of them when they fit; otherwise as many
 * as fit beside the More button (never fewer than none).
 */
export function fittingCount(itemWidths: readonly number[], available: number, moreWidth: number): number {
  const total = itemWidths.reduce((sum, width) => sum + width, 0)
  if (total <= available) return itemWidths.length
  let used = moreWidth
  let count = 0
  for (const width of itemWidths) {
    if (used + width > available) break
    used += width
    count++
  }
  return count
}

export function closeDelay(hasChildren: boolean): number {
  return hasChildren ? CLOSE_DELAY_MS : CLOSE_DELAY_WITHOUT_CHILDREN_MS
}

type Timer = ReturnType<typeof setTimeout>

/**
 * Calls `update` at most once per `interval` while events keep coming, and once `final` ms
 * after the last one. Returns the event handler and a cancel for unmounting.
 */
export function throttleWithFinal(
  update: () => void,
  { interval = RESIZE_THROTTLE_MS, final = RESIZE_FINAL_MS, now = Date.now } = {},
): { handle: () => void; cancel: () => void } {
  let last = -Infinity
  let trailing: Timer | undefined
  return {
    handle() {
      const time = now()
      if (time - last >= interval) {
        last = time
        update()
      }
      clearTimeout(trailing)
      trailing = setTimeout(() => {
        last = now()
        update()
      }, final)
    },
    cancel() {
      clearTimeout(trailing)
    },
  }
}
