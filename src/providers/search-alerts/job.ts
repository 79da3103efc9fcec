import { createHash } from 'node:crypto'
import type { Payload } from 'payload'
import type { Mailer } from '@/lib/mailer'
import { logger } from '@/lib/logger'
import { alertMail } from '@/modules/alerts/mail'
import { alertSince, matchAlerts, type AlertMatch } from '@/modules/alerts/match'
import { UNSUBSCRIBE_TTL_MS } from '@/modules/alerts/token'
import { MAX_CARS_PER_MAIL, type AlertFrequency, type StoredAlert } from '@/modules/alerts/types'
import type { CarCard } from '@/modules/cars/card'
import { toCarCards } from '@/modules/cars/card-document'
import { cardOptionsFor } from '@/modules/cars/card-options'
import { sitesNear } from '@/modules/cars/list-near'
import type { NearState } from '@/modules/cars/list-state'
import type { Translate } from '@/modules/content/dictionary'
import { isUnknownSiteError, searchScopeFor } from '@/modules/search/site-scopes'
import type { SearchService } from '@/modules/search/service'
import type { Lang } from '@/modules/sites/languages'
import { localizePath } from '@/modules/sites/locale'
import type { Site } from '@/modules/sites/site'
import { activeAlerts, claimRun, finishRun, recordSent } from './store'
import { alertPageUrl, originFor, tokenFor } from './visitor'

/**
 * The alert job: for every active alert of a frequency, the cars published since the last run
 * (less a day's lookback, never one already sent) that its saved search shows, in one e-mail per
 * alert with a one-click unsubscribe. 'instant' runs after each ingest, 'daily' once a day; one
 * instance at a time runs a frequency (a lease in `search-alert-runs`).
 */

const log = logger.child({ module: 'search-alerts-job' })
const FAR_FUTURE = 8.64e15

type SiteCtx = { site: Site; lang: Lang; t: Translate }

export type AlertJobDeps = {
  payload: Payload
  search: Pick<SearchService, 'scanForSite' | 'searchForSite'>
  siteContext: (siteName: string, lang: string) => Promise<SiteCtx | null>
  mailer: Mailer
  now?: Date
}

export type AlertJobResult = { ran: boolean; alertsChecked: number; mailsSent: number; failed: number }

export async function runAlertJob(deps: AlertJobDeps, frequency: AlertFrequency): Promise<AlertJobResult> {
  const now = deps.now ?? new Date()
  const claim = await claimRun(deps.payload, frequency, now)
  if (!claim) return { ran: false, alertsChecked: 0, mailsSent: 0, failed: 0 }
  const result: AlertJobResult = { ran: true, alertsChecked: 0, mailsSent: 0, failed: 0 }
  try {
    const alerts = await activeAlerts(deps.payload, frequency)
    const bySite = new Map<string, StoredAlert[]>()
    for (const alert of alerts) bySite.set(alert.site, [...(bySite.get(alert.site) ?? []), alert])
    for (const [site, list] of bySite) {
      const sent = await runSite(deps, site, list, claim.lastRunAt, now)
      result.alertsChecked += list.length
      result.mailsSent += sent.mailsSent
      result.failed += sent.failed
    }
    await finishRun(deps.payload, frequency, claim, {
      alertsChecked: result.alertsChecked,
      mailsSent: result.mailsSent,
    })
    log.info({ frequency, ...result }, 'alert job done')
    return result
  } catch (error) {
    await finishRun(deps.payload, frequency, claim, null).catch(() => undefined)
    throw error
  }
}

async function runSite(
  deps: AlertJobDeps,
  site: string,
  alerts: readonly StoredAlert[],
  lastRunAt: Date | null,
  now: Date,
): Promise<{ mailsSent: number; failed: number }> {
  const toMatch = alerts.map((alert) => ({ ...alert, checkedAt: lastRunAt }))
  const since = Math.min(...toMatch.map(alertSince))
  let cars: Record<string, unknown>[]
  try {
    cars = await deps.search.scanForSite(site, { index: 'cars', filters: { car_publishdate: [since, FAR_FUTURE] } })
  } catch (error) {
    if (isUnknownSiteError(error)) return { mailsSent: 0, failed: 0 }
    throw error
  }
  const unit = searchScopeFor(site).market === 'GB' ? 'miles' : 'km'
  const near = (siteName: string, state: NearState) =>
    sitesNear((request) => deps.search.searchForSite(siteName, request), state, unit).then((found) => found.ids)
  const matches = await matchAlerts(toMatch, cars, near)
  const carsById = new Map(cars.map((car) => [String(car.car_id), car]))
  // A car is made a card once per language, however many e-mails list it.
  const cards = new Map<string, CarCard | null>()
  const cardsOf = (ctx: SiteCtx, ids: readonly string[]) =>
    ids.flatMap((id) => {
      const key = `${ctx.lang}:${id}`
      if (!cards.has(key)) {
        const doc = carsById.get(id)
        cards.set(key, doc ? (toCarCards([doc], cardOptionsFor(ctx))[0] ?? null) : null)
      }
      return cards.get(key) ?? []
    })
  let mailsSent = 0
  let failed = 0
  for (const alert of alerts) {
    const match = matches.get(alert.id)
    if (!match) continue
    try {
      if (await sendAlert(deps, alert, match, cardsOf, now)) mailsSent++
    } catch (error) {
      failed++
      log.warn({ err: error, alert: alert.id }, 'alert e-mail not sent; the next run tries again')
    }
  }
  return { mailsSent, failed }
}

async function sendAlert(
  deps: AlertJobDeps,
  alert: StoredAlert,
  match: AlertMatch,
  cardsOf: (ctx: SiteCtx, ids: readonly string[]) => CarCard[],
  now: Date,
): Promise<boolean> {
  const ctx = await deps.siteContext(alert.site, alert.lang)
  if (!ctx) return false
  const cards = cardsOf(ctx, match.ids.slice(0, MAX_CARS_PER_MAIL))
  if (!cards.length) return false
  const origin = originFor(ctx.site)
  const unsubscribeToken = tokenFor('unsubscribe', alert.id, UNSUBSCRIBE_TTL_MS, now)
  const listPath = alert.path !== '/' ? alert.path : localizePath(ctx.site.paths.carList, ctx.lang, ctx.site)
  const mail = alertMail({
    lang: ctx.lang,
    siteLabel: ctx.site.label,
    origin,
    name: alert.name,
    cars: cards,
    total: match.ids.length,
    listUrl: `${origin}${listPath}${alert.query ? `?${alert.query}` : ''}`,
    unsubscribeUrl: alertPageUrl(ctx, 'unsubscribe', unsubscribeToken),
  })
  // The same cars for the same alert are the same message: a run repeated after a crash sends it once.
  const key = `search-alert-${alert.id}-${createHash('sha256').update(match.ids.join(',')).digest('hex').slice(0, 16)}`
  await deps.mailer.send(
    {
      to: { address: alert.email },
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      listUnsubscribe: `${origin}/api/alerts/unsubscribe?token=${encodeURIComponent(unsubscribeToken)}`,
      senderName: ctx.site.label,
    },
    key,
  )
  await recordSent(deps.payload, alert, match.ids, now)
  return true
}
