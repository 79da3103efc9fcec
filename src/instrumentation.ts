/**
 * Runs once when a server process starts: the in-process search index loads from the store
 * before the first visitor asks, instead of during their request.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return
  // Before the first request, in this order: X-Forwarded-Proto believed only from the configured
  // proxies and the security headers set, so every answer carries them; the per-address limits
  // on the forms, search, tracking and the login; then methods and paths Next.js would fail on
  // with a 500 get their 4xx.
  const [{ installRequestStages }, { forwardedProtoStage }, { limitStage }, { requestGateStage }, { env }] =
    await Promise.all([
      import('./lib/request-stages'),
      import('./lib/security-headers'),
      import('./lib/abuse-limits-setup'),
      import('./lib/request-gate'),
      import('./lib/env'),
    ])
  installRequestStages([forwardedProtoStage(env().TRUSTED_PROXIES), limitStage(), requestGateStage])
  const { warmSearch } = await import('./modules/search/runtime')
  warmSearch()
  // Leads waiting for the lead hub are delivered by every instance's poller (lib/lead-outbox).
  const { startLeadOutbox } = await import('./lib/lead-outbox')
  startLeadOutbox()
  const { startKitQuoteOutbox } = await import('./lib/kit-quote-outbox')
  startKitQuoteOutbox()
  // Service-booking e-mails and bookings for the upstream scheduler (providers/workshop).
  const { startBookingOutbox } = await import('./providers/workshop/runtime')
  startBookingOutbox()
  // Code SMS lose their text once the code has expired (providers/tirehotel).
  const { startTireHotelHousekeeping } = await import('./providers/tirehotel')
  startTireHotelHousekeeping()
  // Saved-search alerts: instant ones after each ingest, daily ones once a day (providers/search-alerts).
  const { startSearchAlerts } = await import('./providers/search-alerts/runtime')
  startSearchAlerts()
  // Pages and stories scheduled to publish are published by this process's job runner.
  const { startScheduledPublishing } = await import('./lib/scheduled-publishing')
  void startScheduledPublishing()
  // On SIGTERM the start script calls this once requests have ended: deliveries are recorded
  // and the database closed before the process exits.
  const { registerShutdown } = await import('./lib/shutdown')
  registerShutdown()
}
