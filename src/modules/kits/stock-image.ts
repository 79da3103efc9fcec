/**
 * A kit without a picture, or whose picture fails to load, shows one of four stock pictures
 * (spec 3 section 9), always the same one for the same kit: FNV-1a 32-bit of the kit id.
 */

export const KIT_STOCK_IMAGES = 4

/** FNV-1a, 32 bits, over the UTF-8 bytes of `text`. */
export function fnv1a32(text: string): number {
  let hash = 0x811c9dc5
  for (const byte of new TextEncoder().encode(text)) {
    hash ^= byte
    hash = Math.imul(hash, 0x01000193) >>> 0
  }
  return hash >>> 0
}

/** 1 to 4 */
export function kitStockNumber(kitId: string): number {
  return (fnv1a32(kitId) % KIT_STOCK_IMAGES) + 1
}

export function kitStockImage(kitId: string): string {
  return `/api/kits/stock/kit-stock-${kitStockNumber(kitId)}.svg`
}
