import { z } from 'zod'
import { KNOWN_LANGS } from '@/modules/sites/languages'
import { SAVED_SEARCH_NAME_MAX } from '@/modules/cars/saved-searches'
import { ALERT_FREQUENCIES, MAX_ALERT_QUERY_LENGTH, MAX_EMAIL_LENGTH } from './types'

/**
 * What the alert sign-up sends (POST /api/alerts): the saved search (its name and list
 * state in URL form), the address and how often. `website` is the spam trap people never see.
 */
export const alertSignUpSchema = z.object({
  site: z.string().min(1).max(63),
  lang: z.enum(KNOWN_LANGS),
  name: z
    .string()
    .trim()
    .min(1, 'a saved search needs a name')
    .max(SAVED_SEARCH_NAME_MAX * 2),
  /** the list state as the car list's URL query, e.g. `car_brand=Volvo&car_fuel=El` */
  query: z.string().max(MAX_ALERT_QUERY_LENGTH, `at most ${MAX_ALERT_QUERY_LENGTH} characters`).default(''),
  condition: z.enum(['all', 'used', 'new']).default('all'),
  /** the car list page, a path of the site the e-mails link back to */
  path: z
    .string()
    .max(300)
    .regex(/^\/(?!\/)[^\s?#\\]*$/, 'a path of the site')
    .default('/'),
  email: z
    .string()
    .trim()
    .max(MAX_EMAIL_LENGTH, `at most ${MAX_EMAIL_LENGTH} characters`)
    .pipe(z.email({ message: 'not an e-mail address' })),
  frequency: z.enum(ALERT_FREQUENCIES).default('daily'),
  website: z.string().max(200).optional(),
})
export type AlertSignUp = z.infer<typeof alertSignUpSchema>

/** A token from a link, as a form field or a query parameter. */
export const alertTokenSchema = z.object({ token: z.string().min(1).max(200) })

/** The favourites a browser sends: its list now and the list it had at its last sync. */
export const favouritesSyncSchema = z.object({
  ids: z.array(z.string().regex(/^[A-Za-z0-9_-]{1,64}$/)).max(100),
  base: z
    .array(z.string().regex(/^[A-Za-z0-9_-]{1,64}$/))
    .max(100)
    .default([]),
})

/** An address as it is compared and counted: trimmed and lower-cased. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase()
}
