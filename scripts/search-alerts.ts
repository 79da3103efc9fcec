import { runSearchAlerts } from '@/providers/search-alerts/runtime'

/**
 * Saved-search alerts by hand or from an outside scheduler: `npm run alerts:send -- daily` (the
 * default) or `-- instant`. The server sends them itself (daily, and after each ingest).
 */
const frequency = process.argv.slice(2).find((arg) => arg === 'daily' || arg === 'instant') ?? 'daily'
const result = await runSearchAlerts(frequency)
console.log(
  result.ran
    ? `${frequency} alerts: ${result.alertsChecked} checked, ${result.mailsSent} e-mails sent, ${result.failed} failed`
    : `${frequency} alerts: another instance is running them`,
)
process.exit(result.failed ? 1 : 0)
