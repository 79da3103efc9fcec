import { SignJWT, jwtVerify } from 'jose'
import type { Payload } from 'payload'
import { mailer } from '@/lib/mailer'
import { logger } from '@/lib/logger'
import type { Keys } from '@/modules/tirehotel/secrets'
import { bookingWindow } from '@/modules/tirehotel/calendar'

/**
 * Season reminders (beyond the spec): before the wheel-change seasons (spring and autumn) every
 * customer with an agreement, no upcoming booking and no opt-out gets an SMS (sms-outbox) and an
 * e-mail with a link to book and a link to stop the reminders. One message per customer and
 * season: the mail key and the SMS check make a second run send nothing new.
 */

const log = logger.child({ module: 'tirehotel-reminders' })
const ISSUER = 'retail-cloud:tirehotel'

export function seasonOf(now: Date): string {
  const month = now.getUTCMonth() + 1
  return month >= 8 ? `autumn-${now.getUTCFullYear()}` : `spring-${now.getUTCFullYear()}`
}

export async function optOutToken(keys: Keys, customerId: string): Promise<string> {
  return new SignJWT({ cus: customerId, typ: 'optout' })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer(ISSUER)
    .setIssuedAt()
    .setExpirationTime('180d')
    .sign(keys.jwt)
}

export async function verifyOptOut(keys: Keys, token: string): Promise<string | null> {
  try {
    const { payload } = await jwtVerify(token, keys.jwt, { issuer: ISSUER, algorithms: ['HS256'] })
    return payload.typ === 'optout' && typeof payload.cus === 'string' ? payload.cus : null
  } catch {
    return null
  }
}

type Doc = Record<string, unknown> & { id: number | string }

export async function sendSeasonReminders(
  payload: Payload,
  keys: Keys,
  options: { serverUrl: string; bookingPath: string; now?: Date },
): Promise<{ sent: number; skipped: number }> {
  const now = options.now ?? new Date()
  const season = seasonOf(now)
  const today = bookingWindow(now).today
  const agreements = await payload.find({
    collection: 'tirehotel-agreements',
    where: { active: { not_equals: false } },
    depth: 1,
    limit: 0,
    pagination: false,
    overrideAccess: true,
  })
  let sent = 0
  let skipped = 0
  for (const agreement of agreements.docs as unknown as Doc[]) {
    const customer = agreement.customer as Doc | undefined
    if (!customer || customer.remindersOptOut === true) {
      skipped++
      continue
    }
    const upcoming = await payload.count({
      collection: 'tirehotel-bookings',
      where: { and: [{ activeKey: { equals: String(agreement.id) } }, { bookingDate: { greater_than_equal: today } }] },
      overrideAccess: true,
    })
    const marker = `[${season}:${String(agreement.regNo)}]`
    const already = await payload.count({
      collection: 'sms-outbox',
      where: { and: [{ kind: { equals: 'reminder' } }, { body: { contains: marker } }] },
      overrideAccess: true,
    })
    if (upcoming.totalDocs > 0 || already.totalDocs > 0) {
      skipped++
      continue
    }
    const link = `${options.serverUrl}${options.bookingPath}?regNo=${encodeURIComponent(String(agreement.regNo))}`
    const optOut = `${options.serverUrl}/api/tirehotel/reminders/opt-out?token=${await optOutToken(keys, String(customer.id))}`
    await payload.create({
      collection: 'sms-outbox',
      data: {
        to: String(customer.phone),
        body: `Dags att boka hjulskifte för ${String(agreement.regNo)}: ${link} ${marker}`,
        kind: 'reminder',
        status: 'pending',
      },
      overrideAccess: true,
    })
    if (typeof customer.email === 'string' && customer.email) {
      try {
        await mailer().send(
          {
            to: { name: String(customer.name ?? ''), address: customer.email },
            subject: `Dags att boka hjulskifte för ${String(agreement.regNo)}`,
            text: [
              `Hej ${String(customer.name ?? '')}!`,
              '',
              'Snart är det dags att skifta hjul. Boka en tid på däckhotellet:',
              link,
              '',
              `Vill du inte få fler påminnelser? ${optOut}`,
            ].join('\n'),
          },
          `tirehotel-reminder-${season}-${String(agreement.id)}`,
        )
      } catch (error) {
        log.warn(
          { agreement: agreement.id, err: error instanceof Error ? error.message : String(error) },
          'reminder e-mail not sent',
        )
      }
    }
    sent++
  }
  return { sent, skipped }
}
