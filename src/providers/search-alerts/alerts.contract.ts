import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { seedSiteSettings } from '../../../data/sites/settings'
import type { Mailer, MailMessage } from '@/lib/mailer'
import { openTestPayload, type DatabaseKind, type TestPayload } from '@/lib/testing/test-payload'
import { createTranslator } from '@/modules/content/dictionary'
import { carDocument } from '@/modules/search/testing/fixture'
import { parseSites } from '@/modules/sites/site'
import { SearchAlertAccounts, SearchAlertRuns, SearchAlerts } from '@/cms/collections/search-alerts'

/**
 * Saved-search alerts against a real database (the contract both kinds run): sign-up, the
 * double opt-in, forged and expired links changing nothing, the job sending each new car once
 * with the unsubscribe headers, unsubscribe ending it, one run per frequency at a time, and
 * favourites kept with the address.
 */
export function alertsContract(kind: DatabaseKind) {
  describe(`search alerts (${kind})`, () => {
    let db: TestPayload
    let dataDir: string
    let visitor: typeof import('./visitor')
    let job: typeof import('./job')
    let store: typeof import('./store')
    const sent: { message: MailMessage; key: string }[] = []
    const mailer: Mailer = { send: async (message, key) => void sent.push({ message, key }) }
    const site = parseSites(seedSiteSettings).find((s) => s.name === 'hedin-se')!
    const ctx = { site, lang: 'sv' as const, t: createTranslator({}, 'sv') }
    const understand = async (text: string) => ({ filters: {}, keyphrase: text })
    const day = 24 * 60 * 60 * 1000

    beforeAll(async () => {
      dataDir = mkdtempSync(path.join(tmpdir(), 'rc-alerts-'))
      vi.stubEnv('DATA_DIR', dataDir)
      vi.stubEnv('PAYLOAD_SECRET', 'a-test-secret-of-the-alerts-0123456789')
      vi.stubEnv('SERVER_URL', 'http://localhost:3000')
      ;[visitor, job, store] = await Promise.all([import('./visitor'), import('./job'), import('./store')])
      db = await openTestPayload(kind, 'alerts', [SearchAlerts, SearchAlertAccounts, SearchAlertRuns])
    }, 60_000)
    afterAll(async () => {
      await db?.close()
      rmSync(dataDir, { recursive: true, force: true })
      vi.unstubAllEnvs()
    })

    const confirmationToken = () => {
      const [file] = readdirSync(path.join(dataDir, 'mail')).sort().slice(-1)
      const eml = readFileSync(path.join(dataDir, 'mail', file!), 'utf8')
        .replace(/=\r?\n/g, '')
        .replace(/=3D/g, '=')
      return decodeURIComponent(/action=confirm&token=([A-Za-z0-9._%-]+)/.exec(eml)![1]!)
    }

    it('signs up, confirms once with the signed link, sends each new car once, and unsubscribes', async () => {
      const { payload } = db
      const input = {
        site: 'hedin-se',
        lang: 'sv' as const,
        name: 'Elbilar',
        query: 'car_fuel=El',
        condition: 'all' as const,
        path: '/kop-bil/alla-bilar-i-lager',
        email: ' Asa@Example.com ',
        frequency: 'instant' as const,
      }
      await visitor.signUp(payload, { ...ctx, understand }, input)
      const [pending] = await store.liveAlertsOf(payload, 'hedin-se', 'asa@example.com')
      expect(pending).toMatchObject({ status: 'pending', query: 'car_fuel=El', confirmationsSent: 1 })
      const token = confirmationToken()

      // A forged or expired link, or one for another purpose, changes nothing.
      const forged = token.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'))
      expect(await visitor.confirm(payload, forged)).toEqual({ result: 'invalid' })
      expect(await visitor.confirm(payload, token, new Date(Date.now() + 8 * day))).toEqual({ result: 'expired' })
      expect(await visitor.unsubscribe(payload, token)).toEqual({ result: 'invalid' })
      expect((await store.getAlert(payload, pending!.id))?.status).toBe('pending')
      // Nothing is sent for an alert nobody confirmed.
      const early = await job.runAlertJob(
        { payload, search: searchOf([]), siteContext: async () => ctx, mailer },
        'instant',
      )
      expect(early).toMatchObject({ ran: true, alertsChecked: 0, mailsSent: 0 })

      const confirmed = await visitor.confirm(payload, token)
      expect(confirmed).toMatchObject({ result: 'confirmed', alert: { status: 'active' } })
      expect(confirmed.result === 'confirmed' && confirmed.accountToken).toMatch(/^account\./)
      // The same sign-up again sends no second confirmation for an active alert.
      await visitor.signUp(payload, { ...ctx, understand }, input)
      expect((await store.getAlert(payload, pending!.id))?.confirmationsSent).toBe(1)

      const now = new Date()
      const cars = [
        carDocument(11, { car_fuel: 'El', car_publishdate: now.toISOString(), car_price_text: '399 000 kr' }),
        carDocument(12, { car_fuel: 'Diesel', car_publishdate: now.toISOString() }),
        carDocument(13, { car_fuel: 'El', car_publishdate: new Date(now.getTime() - 30 * day).toISOString() }),
      ]
      const deps = { payload, search: searchOf(cars), siteContext: async () => ctx, mailer, now }
      expect(await job.runAlertJob(deps, 'instant')).toMatchObject({ alertsChecked: 1, mailsSent: 1 })
      expect(sent).toHaveLength(1)
      const [mail] = sent
      expect(mail!.message.to).toEqual({ address: 'asa@example.com' })
      expect(mail!.message.subject).toBe('1 ny bil: Elbilar')
      expect(mail!.message.text).toContain('http://hedin-se.localhost:3000/')
      expect(mail!.message.text).toContain('/11/car-11')
      expect(mail!.message.text).toContain('399 000 kr')
      expect(mail!.message.listUnsubscribe).toMatch(
        /^http:\/\/hedin-se\.localhost:3000\/api\/alerts\/unsubscribe\?token=unsubscribe\./,
      )
      // Again: the car was sent, so nothing new.
      expect(await job.runAlertJob({ ...deps, now: new Date(now.getTime() + 1000) }, 'instant')).toMatchObject({
        mailsSent: 0,
      })
      expect((await store.getAlert(payload, pending!.id))?.sentCarIds).toEqual(['11'])

      const unsubscribeToken = decodeURIComponent(new URL(mail!.message.listUnsubscribe!).searchParams.get('token')!)
      expect(await visitor.unsubscribe(payload, unsubscribeToken)).toMatchObject({ result: 'unsubscribed' })
      expect(await visitor.unsubscribe(payload, unsubscribeToken)).toMatchObject({ result: 'unsubscribed' })
      expect(await visitor.confirm(payload, token)).toMatchObject({ result: 'ended' })
      const more = [...cars, carDocument(14, { car_fuel: 'El', car_publishdate: new Date().toISOString() })]
      await job.runAlertJob({ ...deps, search: searchOf(more), now: new Date(now.getTime() + 2000) }, 'instant')
      expect(sent).toHaveLength(1)
    })

    it('runs a frequency on one instance at a time', async () => {
      const now = new Date()
      const first = await store.claimRun(db.payload, 'daily', now)
      expect(first).not.toBeNull()
      expect(await store.claimRun(db.payload, 'daily', now)).toBeNull()
      await store.finishRun(db.payload, 'daily', first!, { alertsChecked: 0, mailsSent: 0 })
      expect(await store.claimRun(db.payload, 'daily', new Date(now.getTime() + 1))).toMatchObject({
        lastRunAt: now,
      })
    })

    it('keeps favourites with the address, merged with each browser', async () => {
      const account = await store.accountFor(db.payload, 'hedin-se', 'bo@example.com')
      expect(await store.accountFor(db.payload, 'hedin-se', 'bo@example.com')).toEqual(account)
      expect(await visitor.syncFavourites(db.payload, account, { ids: ['1', '2'], base: [] })).toEqual(['1', '2'])
      const again = (await store.getAccount(db.payload, account.id))!
      expect(await visitor.syncFavourites(db.payload, again, { ids: ['3'], base: [] })).toEqual(['3', '1', '2'])
      const token = visitor.tokenFor('account', account.id, 60_000)
      expect((await visitor.accountOf(db.payload, token))?.favourites).toEqual(['3', '1', '2'])
      expect(await visitor.accountOf(db.payload, token.replace(/^account/, 'confirm'))).toBeNull()
      expect(await visitor.accountOf(db.payload, undefined)).toBeNull()
    })
  })
}

/** A search service of the job's shape answering from `cars` (the site scope's filters applied by the candidates' index). */
function searchOf(cars: readonly Record<string, unknown>[]) {
  return {
    scanForSite: async () => cars.map((car) => ({ ...car })),
    searchForSite: async () => ({ facet: [], content: [], total_items: 0, limit: 0, offset: 0 }),
  }
}
