/**
 * Where 'back to all cars' returns: the address of the car list the visitor last looked at, with
 * its filters, sort and page, kept for the tab's session. A car page reached from another car
 * (similar cars) still returns to that list, not to the car before. Storage may be blocked:
 * then nothing is remembered and the link goes to the site's list.
 */

const KEY = 'car-list-return'

export function rememberCarList(address: string): void {
  try {
    window.sessionStorage.setItem(KEY, address)
  } catch {
    // storage blocked or full: the back link falls back to the plain list
  }
}

/** The remembered list address (path and query), or null. Only a same-site path is returned. */
export function rememberedCarList(): string | null {
  try {
    const address = window.sessionStorage.getItem(KEY)
    return address && address.startsWith('/') && !address.startsWith('//') ? address : null
  } catch {
    return null
  }
}
