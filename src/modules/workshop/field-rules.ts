/**
 * The booking form's field rules, shared by the browser's checks and the routes' schemas; apart
 * from the schemas so the booking flow does not ship zod to the browser.
 */
export const PHONE_PATTERN = /^\+?[\d ]{6,20}$/
export const MESSAGE_MAX = 80
