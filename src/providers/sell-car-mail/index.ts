import type { Payload } from 'payload'
import { logger } from '@/lib/logger'
import { mailer } from '@/lib/mailer'
import { sellCarMail, sellCarMailKey, type SellCarMailKind } from '@/modules/forms/sell-car-mail'
import type { StoredLead } from '@/modules/forms/outbox'
import { isKnownLang } from '@/modules/sites/languages'

/**
 * Sends a sell-car visitor's receipt or status mail (modules/forms/sell-car-mail) through the
 * configured mailer, once per lead and kind (the key is the message's idempotency key). A mail
 * that fails is logged: the lead itself is safe in the database and staff see it.
 */
export async function sendSellCarMail(payload: Payload, lead: StoredLead, kind: SellCarMailKind): Promise<void> {
  const values = lead.values as { customerName?: unknown; customerEmail?: unknown; regno?: unknown }
  if (lead.formName !== 'sell-car' || typeof values.customerEmail !== 'string') return
  try {
    const found = await payload.find({
      collection: 'sites',
      where: { name: { equals: lead.site } },
      limit: 1,
      depth: 0,
      overrideAccess: true,
    })
    const site = found.docs[0] as { defaultLanguage?: string; label?: string } | undefined
    const lang = site?.defaultLanguage && isKnownLang(site.defaultLanguage) ? site.defaultLanguage : 'en'
    const mail = sellCarMail(kind, lang, {
      name: String(values.customerName ?? ''),
      regno: String(values.regno ?? ''),
      site: site?.label ?? lead.site,
    })
    await mailer().send(
      { to: { name: String(values.customerName ?? ''), address: values.customerEmail }, ...mail },
      sellCarMailKey(lead.formSubmissionId, kind),
    )
  } catch (error) {
    logger.error({ err: error, module: 'sell-car-mail', lead: lead.id, kind }, 'sell-car mail not sent')
  }
}
