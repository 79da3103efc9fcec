import { getPayload } from 'payload'
import config from '@payload-config'
import { env } from '@/lib/env'
import { tireHotel } from '@/providers/tirehotel'
import { sendSeasonReminders } from '@/providers/tirehotel/reminders'

/** Season reminders of the tyre hotel: `npm run tirehotel:reminders` (a cron job in spring and autumn). */
const payload = await getPayload({ config })
const result = await sendSeasonReminders(payload, tireHotel().keys, {
  serverUrl: env().serverUrl,
  bookingPath: '/service-och-verkstad/dackhotell',
})
console.log(`tyre hotel reminders: ${result.sent} sent, ${result.skipped} skipped`)
process.exit(0)
