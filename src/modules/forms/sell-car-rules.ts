/**
 * What the sell-your-car form needs in the browser before its schema is loaded (sell-car.ts).
 * No zod here.
 */

export const SELL_CAR_FORM = 'sell-car'
export const SELL_CAR_OPTIONS = ['sell', 'tradeIn'] as const
export type SellCarOption = (typeof SELL_CAR_OPTIONS)[number]
/** Issue 23 item 5: up to six photos of the car, uploaded first (POST /api/forms/uploads). */
export const SELL_CAR_MAX_PHOTOS = 6

/** Spec 3 section 5: the submit button stays off while any of these is empty. */
export function sellCarSubmitBlocked(values: {
  customerName?: string
  customerPhone?: string
  customerEmail?: string
}) {
  return [values.customerName, values.customerPhone, values.customerEmail].some((value) => !value?.trim())
}
