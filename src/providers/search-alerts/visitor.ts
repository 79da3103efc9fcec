import { createHash } from 'node:crypto'
import type { Payload } from 'payload'
import { alertAddressLimiter } from '@/lib/abuse-limits-setup'
import { env } from '@/lib/env'
import { logger } from '@/lib/logger'
import { mailer } from '@/lib/mailer'
import { mergeFavourites } from '@/modules/cars/favourites'
import { decodeListState, encodeListState, applySearchBox } from '@/modules/cars/list-state'
import { confirmationMail } from '@/modules/alerts/mail'
import { normaliseEmail, type AlertSignUp } from '@/modules/alerts/schemas'
import {
  ACCOUNT_TTL_MS,
  CONFIRM_TTL_MS,
  signAlertToken,
  verifyAlertToken,
  type AlertTokenPurpose,
} from '@/modules/alerts/token'
import { ALERTS_PAGE_PATH, MAX_ALERTS_PER_ADDRESS, type StoredAlert } from '@/modules/alerts/types'
import type { Lang } from '@/modules/sites/languages'
import { localizePath } from '@/modules/sites/locale'
import type { Site } from '@/modules/sites/site'
import { siteOrigin } from '@/modules/sites/origin'
import {
  accountFor,
  countConfirmation,
  createAlert,
  getAccount,
  getAlert,
  liveAlertsOf,
  saveFavourites,
  transitionAlert,
} from './store'

/**
 * What a visitor does with alerts: sign up (a pending alert and a confirmation e-mail), confirm
 * and unsubscribe with the signed links, and keep favourites with the confirmed address.
 */

const log = logger.child({ module: 'search-alerts' })

export class AlertSignUpError extends Error {
  constructor(
    readonly code: 'rate_limited' | 'too_many_alerts',
    readonly retryAfter: number | null,
    message: string,
  ) {
    super(message)
    this.name = 'AlertSignUpError'
  }
}

type SiteInfo = { site: Site; lang: Lang }

export const originFor = (site: Site) => siteOrigin(site, env().serverUrl)

/** The site's alert page with a signed link of `purpose` for row `id`. */
export function alertPageUrl(ctx: SiteInfo, action: 'confirm' | 'unsubscribe', token: string): string {
  return `${originFor(ctx.site)}${localizePath(ALERTS_PAGE_PATH, ctx.lang, ctx.site)}?action=${action}&token=${encodeURIComponent(token)}`
}

export function tokenFor(purpose: AlertTokenPurpose, id: string, ttlMs: number, now = new Date()): string {
  return signAlertToken(env().payloadSecret, { purpose, id, expiresAt: new Date(now.getTime() + ttlMs) })
}

export function checkToken(token: string, purpose: AlertTokenPurpose, now = new Date()) {
  return verifyAlertToken(env().payloadSecret, token, purpose, now)
}

/** An address as a limiter key: the count needs no address in the clear. */
const addressKey = (email: string) => createHash('sha256').update(email).digest('base64url')

/**
 * A sign-up: a pending alert (or the one already waiting for the same search) and its
 * confirmation e-mail. An address already holding the alert gets nothing new, and the answer is
 * the same either way, so a sign-up tells nobody whether an address subscribes.
 */
export async function signUp(
  payload: Payload,
  ctx: SiteInfo & { understand: (text: string) => Promise<Parameters<typeof applySearchBox>[1]> },
  input: AlertSignUp,
): Promise<void> {
  const email = normaliseEmail(input.email)
  let state = decodeListState(new URLSearchParams(input.query))
  // The saved search is kept as the list understood it: its words as filters, as on the page.
  if (state.keyphrase) state = applySearchBox({ ...state, keyphrase: '' }, await ctx.understand(state.keyphrase))
  const query = encodeListState({ ...state, page: 0 }).toString()
  const live = await liveAlertsOf(payload, ctx.site.name, email)
  const same = live.find((alert) => alert.query === query && alert.condition === input.condition)
  if (same?.status === 'active') return
  if (!same && live.length >= MAX_ALERTS_PER_ADDRESS) {
    throw new AlertSignUpError('too_many_alerts', null, `an address keeps at most ${MAX_ALERTS_PER_ADDRESS} alerts`)
  }
  const wait = await alertAddressLimiter().hit(addressKey(email), 'search-alert')
  if (wait !== null) throw new AlertSignUpError('rate_limited', wait, 'too many alert e-mails for this address')
  // A sign-up again for a search still waiting for confirmation takes its new name and frequency.
  const refreshed =
    same &&
    ((await transitionAlert(payload, same.id, ['pending'], { name: input.name, frequency: input.frequency })) ?? same)
  const alert =
    refreshed ??
    (await createAlert(payload, {
      site: ctx.site.name,
      lang: ctx.lang,
      name: input.name,
      email,
      query,
      path: input.path,
      condition: input.condition,
      frequency: input.frequency,
    }))
  await sendConfirmation(payload, ctx, alert)
}

async function sendConfirmation(payload: Payload, ctx: SiteInfo, alert: StoredAlert): Promise<void> {
  const mail = confirmationMail({
    lang: ctx.lang,
    siteLabel: ctx.site.label,
    name: alert.name,
    frequency: alert.frequency,
    confirmUrl: alertPageUrl(ctx, 'confirm', tokenFor('confirm', alert.id, CONFIRM_TTL_MS)),
  })
  await mailer().send(
    {
      to: { address: alert.email },
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      senderName: ctx.site.label,
    },
    `search-alert-${alert.id}-confirm-${alert.confirmationsSent + 1}`,
  )
  await countConfirmation(payload, alert)
  log.info({ alert: alert.id, site: alert.site }, 'alert confirmation sent')
}

export type LinkResult =
  | { result: 'confirmed' | 'unsubscribed'; alert: StoredAlert; accountToken?: string }
  | { result: 'invalid' | 'expired' | 'ended'; alert?: StoredAlert }

/** What a link names, without changing anything: the page shows it before the visitor acts. */
export async function inspectLink(payload: Payload, purpose: 'confirm' | 'unsubscribe', token: string) {
  const check = checkToken(token, purpose)
  if (!check.ok) return { state: check.reason } as const
  const alert = await getAlert(payload, check.claims.id)
  if (!alert) return { state: 'invalid' } as const
  return { state: 'ok', alert } as const
}

/** Confirms the alert a confirmation link names; the browser gets the address's account token. */
export async function confirm(payload: Payload, token: string, now = new Date()): Promise<LinkResult> {
  const check = checkToken(token, 'confirm', now)
  if (!check.ok) return { result: check.reason }
  const alert = await getAlert(payload, check.claims.id)
  if (!alert) return { result: 'invalid' }
  if (alert.status === 'unsubscribed') return { result: 'ended', alert }
  const confirmed =
    alert.status === 'active'
      ? alert
      : ((await transitionAlert(payload, alert.id, ['pending'], {
          status: 'active',
          confirmedAt: now.toISOString(),
        })) ?? (await getAlert(payload, alert.id)))
  if (!confirmed || confirmed.status !== 'active') return { result: 'ended', alert }
  const account = await accountFor(payload, confirmed.site, confirmed.email)
  return { result: 'confirmed', alert: confirmed, accountToken: tokenFor('account', account.id, ACCOUNT_TTL_MS, now) }
}

/** Ends the alert an unsubscribe link names (again is fine: it stays ended). */
export async function unsubscribe(payload: Payload, token: string, now = new Date()): Promise<LinkResult> {
  const check = checkToken(token, 'unsubscribe', now)
  if (!check.ok) return { result: check.reason }
  const alert = await getAlert(payload, check.claims.id)
  if (!alert) return { result: 'invalid' }
  const ended =
    (await transitionAlert(payload, alert.id, ['pending', 'active'], {
      status: 'unsubscribed',
      unsubscribedAt: now.toISOString(),
    })) ?? alert
  return { result: 'unsubscribed', alert: ended }
}

/** The account a browser's cookie names, if the cookie is one we signed and still valid. */
export async function accountOf(payload: Payload, token: string | undefined) {
  if (!token) return null
  const check = checkToken(token, 'account')
  return check.ok ? getAccount(payload, check.claims.id) : null
}

/** The account's favourites merged with the browser's (see mergeFavourites), stored and answered. */
export async function syncFavourites(
  payload: Payload,
  account: { id: string; favourites: string[] },
  local: { ids: string[]; base: string[] } | null,
): Promise<string[]> {
  if (!local) return account.favourites
  const merged = mergeFavourites(account.favourites, local.ids, local.base)
  if (merged.join() !== account.favourites.join()) await saveFavourites(payload, account.id, merged)
  return merged
}
