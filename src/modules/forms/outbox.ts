import type { LeadRecipient } from './recipient'
import type { SpamReason } from './spam'

/**
 * The durable lead outbox (ARCHITECTURE: "nothing a visitor sends is lost"). A lead is stored
 * before anything else, then delivered to the lead hub; a failed delivery is retried with
 * exponential backoff and jitter until it succeeds or runs out of attempts.
 *
 * Instances share the store, so a delivery starts with a claim: a conditional update that only
 * one instance can win (the attempt count doubles as the row's version). A claim is a lease: if
 * the instance dies mid-delivery the lead is due again when the lease ends. The hub call carries
 * the submission id as its idempotency key, so a lease that ran out during a slow but successful
 * call cannot make the hub take the lead twice.
 */

/** What a visitor sent in any form: each form's schema (modules/forms/comhub) gives its shape. */
export type LeadValues = Record<string, unknown>

/** `spam`: kept but never delivered, unless staff send it (see modules/forms/spam). */
export const LEAD_STATUSES = ['pending', 'delivering', 'delivered', 'failed', 'spam'] as const
export type LeadStatus = (typeof LEAD_STATUSES)[number]

export type DeliveryState = {
  status: LeadStatus
  /** deliveries started, including one under way */
  attempts: number
  /** when the lead is due: the next try, or the end of a delivery's lease; null when settled */
  nextAttemptAt: Date | null
  lastError: string | null
  deliveredAt: Date | null
}

export type RetryPolicy = {
  /** the wait after the first failed attempt; each further failure doubles it */
  baseDelayMs: number
  maxDelayMs: number
  /** attempts after which a lead is marked failed (staff can send it again from the admin) */
  maxAttempts: number
  /** each wait is its nominal value times a random factor in [1 - jitter, 1 + jitter] */
  jitter: number
  /** how long a claim keeps other instances off the lead */
  leaseMs: number
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = {
  // A hub that drops one call in twenty must not keep that lead waiting half a minute; one that
  // is down for hours still gets no more than a try an hour.
  baseDelayMs: 5_000,
  maxDelayMs: 60 * 60_000,
  // 5, 10, 20, 40 s … 43 min and then hourly: about 14 hours of tries before giving up.
  maxAttempts: 24,
  jitter: 0.2,
  leaseMs: 2 * 60_000,
}

/** The wait after failed attempt number `attempt` (1-based); `random` is in [0, 1). */
export function retryDelayMs(attempt: number, policy: RetryPolicy, random: number): number {
  const exponent = Math.max(0, Math.min(attempt - 1, 40))
  const nominal = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** exponent)
  const factor = 1 + policy.jitter * (2 * random - 1)
  return Math.max(0, Math.round(nominal * factor))
}

export function newDeliveryState(now: Date): DeliveryState {
  return { status: 'pending', attempts: 0, nextAttemptAt: now, lastError: null, deliveredAt: null }
}

/** A lead from a bot: stored for staff to see, never due. */
export function spamState(): DeliveryState {
  return { status: 'spam', attempts: 0, nextAttemptAt: null, lastError: null, deliveredAt: null }
}

/** Pending leads whose time has come, and deliveries whose lease ran out. */
export function isDue(state: DeliveryState, now: Date): boolean {
  return (
    (state.status === 'pending' || state.status === 'delivering') &&
    state.nextAttemptAt !== null &&
    state.nextAttemptAt.getTime() <= now.getTime()
  )
}

/** The state a claim writes: one more attempt, leased until `now + leaseMs`. */
export function claimedState(state: DeliveryState, now: Date, policy: RetryPolicy): DeliveryState {
  return {
    ...state,
    status: 'delivering',
    attempts: state.attempts + 1,
    nextAttemptAt: new Date(now.getTime() + policy.leaseMs),
  }
}

export type DeliveryOutcome = { ok: true } | { ok: false; error: string; retryable: boolean }

/** The state after a claimed attempt ended. */
export function settledState(
  claimed: DeliveryState,
  outcome: DeliveryOutcome,
  now: Date,
  policy: RetryPolicy,
  random: number,
): DeliveryState {
  if (outcome.ok) {
    return { ...claimed, status: 'delivered', nextAttemptAt: null, lastError: null, deliveredAt: now }
  }
  const error = outcome.error.slice(0, 1000)
  if (!outcome.retryable || claimed.attempts >= policy.maxAttempts) {
    return { ...claimed, status: 'failed', nextAttemptAt: null, lastError: error }
  }
  return {
    ...claimed,
    status: 'pending',
    nextAttemptAt: new Date(now.getTime() + retryDelayMs(claimed.attempts, policy, random)),
    lastError: error,
  }
}

/**
 * Staff asked to send a lead again: a failed or waiting lead, or one taken for spam by mistake,
 * is due now with a fresh set of attempts; a delivered one or one under way is left alone (null).
 */
export function retriedState(state: DeliveryState, now: Date): DeliveryState | null {
  if (state.status !== 'failed' && state.status !== 'pending' && state.status !== 'spam') return null
  return { ...state, status: 'pending', attempts: 0, nextAttemptAt: now }
}

/** What the lead hub receives (the comhub body of spec 2 section 7.5, recipient resolved). */
export type LeadMessage = {
  formName: string
  formSubmissionId: string
  site: string
  createdAt: string
  values: LeadValues
}

export type NewLead = {
  formName: string
  formSubmissionId: string
  site: string
  /** the car an enquiry is about; '' for forms about no car of ours */
  carId: string
  /** what staff read the lead as: the car's name, or the form's subject (a plate to buy) */
  carTitle: string
  values: LeadValues
  recipient: LeadRecipient
  /** the same content sent again within DUPLICATE_WINDOW_MS is this lead (modules/forms/duplicates) */
  fingerprint: string
  /** why the lead looks like a bot's; such a lead is stored as spam and not delivered */
  spamReason: SpamReason | null
}

export type StoredLead = NewLead & DeliveryState & { id: string; createdAt: Date }

/**
 * Storage of leads. `transition` is the one conditional write: it applies `next` only while the
 * lead still has `expected`'s status and attempt count (and, for a claim, is due), atomically,
 * and answers the updated lead or null when another writer got there first.
 */
export interface LeadStore extends DeliveryStore<StoredLead> {
  /**
   * Stores a new lead received at `now`. A lead with the same submission id, or with the same
   * fingerprint received within DUPLICATE_WINDOW_MS before, is answered instead (created: false).
   */
  insert(lead: NewLead, state: DeliveryState, now: Date): Promise<{ lead: StoredLead; created: boolean }>
  /** The lead stored for a submission id, if any (a retry of it is not counted against limits). */
  bySubmissionId(formSubmissionId: string): Promise<StoredLead | null>
}

/** Anything stored with a delivery state: leads, and the kits tool's quotes (modules/kits). */
export type Deliverable = DeliveryState & { id: string }

/** Storage of what a delivery queue sends; see LeadStore for `transition`. */
export interface DeliveryStore<T extends Deliverable> {
  get(id: string): Promise<T | null>
  due(now: Date, limit: number): Promise<T[]>
  transition(
    id: string,
    expected: { statuses: readonly LeadStatus[]; attempts: number; dueBy?: Date },
    next: DeliveryState,
  ): Promise<T | null>
}

export class LeadHubError extends Error {
  readonly code = 'LEAD_HUB_FAILED'
  constructor(
    message: string,
    /** false when sending the same lead again cannot succeed (the hub refused it) */
    readonly retryable: boolean,
  ) {
    super(message)
  }
}

/** Where leads go: the comhub upstream, or the embedded inbox (providers/lead-hub). */
export interface LeadHub {
  deliver(lead: LeadMessage, idempotencyKey: string): Promise<void>
}

export type OutboxLogger = {
  info: (details: Record<string, unknown>, message: string) => void
  warn: (details: Record<string, unknown>, message: string) => void
  error: (details: Record<string, unknown>, message: string) => void
}

export type OutboxOptions = {
  store: LeadStore
  hub: LeadHub
  logger: OutboxLogger
  policy?: Partial<RetryPolicy>
  /** hub calls under way at once in this process; one slow call then holds up only its own lead */
  concurrency?: number
  /**
   * The longest one hub call may take before it counts as a retryable failure. The hub client
   * should abort its own request by then too; this bound holds whatever the client does.
   */
  callTimeoutMs?: number
  now?: () => Date
  random?: () => number
}

export const DEFAULT_CONCURRENCY = 8
export const DEFAULT_CALL_TIMEOUT_MS = 10_000

export type Outbox = DeliveryQueue<StoredLead> & {
  /**
   * Stores a lead, as spam when it has a spam reason; the same submission id again, or the same
   * content within a minute, answers the stored lead (created: false).
   */
  submit(lead: NewLead): Promise<{ lead: StoredLead; created: boolean }>
  /** The lead already stored for a submission id, if any. */
  stored(formSubmissionId: string): Promise<StoredLead | null>
}

/** The delivery side of an outbox, for any stored item with a delivery state. */
export type DeliveryQueue<T extends Deliverable> = {
  /** One delivery attempt, if the item is due and this call wins the claim; the state after it. */
  deliver(id: string): Promise<T | null>
  /**
   * Delivers every due lead, up to `limit`, at most `concurrency` at a time (shared with the other
   * calls), and waits for them; answers how many were tried.
   */
  deliverDue(limit?: number): Promise<number>
  /**
   * Starts deliveries of due leads in the free slots and returns without waiting for them; each
   * one that ends frees its slot for the next due lead at once. The poller calls this, so a hub
   * call that hangs until its timeout holds up one slot, not the whole queue.
   */
  pump(): Promise<number>
  /** Hub calls under way in this process. */
  readonly inFlight: number
  /**
   * Starts nothing more and waits up to `timeoutMs` for the deliveries under way to be settled
   * (shutdown). Answers how many were still under way at the deadline: their lease runs out and
   * the lead is delivered again later, by this instance after a restart or by another one.
   */
  close(timeoutMs: number): Promise<number>
  readonly policy: RetryPolicy
}

export function toLeadMessage(lead: StoredLead): LeadMessage {
  return {
    formName: lead.formName,
    formSubmissionId: lead.formSubmissionId,
    site: lead.site,
    createdAt: lead.createdAt.toISOString(),
    values: { ...lead.values, toName: lead.recipient.name, toEmail: lead.recipient.email },
  }
}

function outcomeOf(error: unknown): DeliveryOutcome {
  const message = error instanceof Error ? error.message : String(error)
  const retryable = !(error instanceof LeadHubError) || error.retryable
  return { ok: false, error: message, retryable }
}

class CallTimeoutError extends Error {
  readonly code = 'LEAD_HUB_TIMEOUT'
}

/** `promise`, or a CallTimeoutError after `ms`; the timer never keeps a process alive. */
function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new CallTimeoutError(`lead hub did not answer within ${ms} ms`)), ms)
    ;(timer as { unref?: () => void }).unref?.()
  })
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer))
}

export function createOutbox(options: OutboxOptions): Outbox {
  const { hub, store } = options
  const now = options.now ?? (() => new Date())
  const queue = createDeliveryQueue<StoredLead>({
    ...options,
    send: (lead) => hub.deliver(toLeadMessage(lead), lead.formSubmissionId),
    describe: (lead) => ({ leadId: lead.id, formSubmissionId: lead.formSubmissionId }),
    noun: 'lead',
  })
  return {
    get policy() {
      return queue.policy
    },
    get inFlight() {
      return queue.inFlight
    },
    deliver: queue.deliver,
    deliverDue: queue.deliverDue,
    pump: queue.pump,
    close: queue.close,
    async submit(lead) {
      const received = now()
      return store.insert(lead, lead.spamReason ? spamState() : newDeliveryState(received), received)
    },
    stored(formSubmissionId) {
      return store.bySubmissionId(formSubmissionId)
    },
  }
}

export type DeliveryQueueOptions<T extends Deliverable> = Omit<OutboxOptions, 'store' | 'hub'> & {
  store: DeliveryStore<T>
  /** One call upstream; a LeadHubError says whether trying again can help, any other error can. */
  send: (item: T) => Promise<void>
  /** log fields naming an item */
  describe?: (item: T) => Record<string, unknown>
  /** what the log calls an item */
  noun?: string
}

/**
 * Sends stored items upstream with retries, leases and bounded concurrency: the lead outbox,
 * and any other store whose rows carry a DeliveryState (the kits tool's quotes).
 */
export function createDeliveryQueue<T extends Deliverable>(options: DeliveryQueueOptions<T>): DeliveryQueue<T> {
  const policy = { ...DEFAULT_RETRY_POLICY, ...options.policy }
  const now = options.now ?? (() => new Date())
  const random = options.random ?? Math.random
  const concurrency = Math.max(1, options.concurrency ?? DEFAULT_CONCURRENCY)
  const callTimeoutMs = options.callTimeoutMs ?? DEFAULT_CALL_TIMEOUT_MS
  const { store, logger, send } = options
  const describe = options.describe ?? ((item: T) => ({ id: item.id }))
  const noun = options.noun ?? 'item'

  async function attempt(lead: T): Promise<T | null> {
    const started = now()
    if (!isDue(lead, started)) return lead
    const claimed = await store.transition(
      lead.id,
      { statuses: ['pending', 'delivering'], attempts: lead.attempts, dueBy: started },
      claimedState(lead, started, policy),
    )
    if (!claimed) return store.get(lead.id) // another instance has it
    let outcome: DeliveryOutcome
    try {
      await withTimeout(send(claimed), callTimeoutMs)
      outcome = { ok: true }
    } catch (error) {
      outcome = outcomeOf(error)
    }
    const next = settledState(claimed, outcome, now(), policy, random())
    const settled = await store.transition(claimed.id, { statuses: ['delivering'], attempts: claimed.attempts }, next)
    const details = { ...describe(claimed), attempt: claimed.attempts }
    if (!settled) {
      // The lease ran out and another instance claimed the lead; its result stands, not ours.
      logger.warn({ ...details, outcome: next.status }, `${noun} delivery outlived its lease`)
      return store.get(claimed.id)
    }
    if (next.status === 'delivered') logger.info(details, `${noun} delivered`)
    else if (next.status === 'failed')
      logger.error({ ...details, error: next.lastError }, `${noun} delivery failed for good`)
    else
      logger.warn({ ...details, error: next.lastError, nextAttemptAt: next.nextAttemptAt }, `${noun} delivery failed`)
    return settled
  }

  // Deliveries under way by lead id: one lead is never delivered twice at once by this process,
  // and their number is the slots in use.
  const running = new Map<string, Promise<T | null>>()
  let closed = false
  let pumping = false
  let pumpAgain = false

  /** Starts one delivery in a free slot; null when there is none (or the outbox is closing). */
  function start(lead: T): Promise<T | null> | null {
    const already = running.get(lead.id)
    if (already) return already
    if (closed || running.size >= concurrency) return null
    const delivery = attempt(lead).finally(() => running.delete(lead.id))
    running.set(lead.id, delivery)
    // A slot that frees looks for the next due lead at once instead of at the next poll; a
    // store failure waits for the poll, so a broken database is not asked in a tight loop.
    delivery.then(
      (after) => {
        wakeFor(after)
        void pump().catch(() => undefined)
      },
      () => undefined,
    )
    return delivery
  }

  function recorded(lead: T) {
    return (error: unknown) => {
      // A store failure for one lead must not stop the others; it stays due.
      logger.error({ err: error, ...describe(lead) }, `${noun} delivery could not be recorded`)
      return null
    }
  }

  // A lead that failed is due again after its backoff; a timer for the earliest such time
  // starts it then, instead of at the next poll (up to LEAD_OUTBOX_POLL_MS later). The later
  // times wait their turn in `wakeTimes`, so none is lost when an earlier one fires.
  const wakeTimes: number[] = []
  let wake: { at: number; timer: ReturnType<typeof setTimeout> } | undefined
  function armWake() {
    const at = wakeTimes[0]
    if (closed || at === undefined || (wake && wake.at <= at)) return
    if (wake) clearTimeout(wake.timer)
    const timer = setTimeout(
      () => {
        wake = undefined
        const current = now().getTime()
        while (wakeTimes.length > 0 && wakeTimes[0]! <= current) wakeTimes.shift()
        void pump().catch(() => undefined)
        armWake()
      },
      Math.max(0, at - now().getTime()),
    )
    ;(timer as { unref?: () => void }).unref?.()
    wake = { at, timer }
  }
  function wakeFor(lead: T | null) {
    if (closed || lead?.status !== 'pending' || !lead.nextAttemptAt) return
    const at = lead.nextAttemptAt.getTime()
    const index = wakeTimes.findIndex((time) => time > at)
    wakeTimes.splice(index === -1 ? wakeTimes.length : index, 0, at)
    armWake()
  }

  async function pump(): Promise<number> {
    if (closed) return 0
    if (pumping) {
      pumpAgain = true
      return 0
    }
    pumping = true
    let started = 0
    try {
      do {
        pumpAgain = false
        const free = concurrency - running.size
        if (free <= 0 || closed) break
        // Leads under way here may still show as due (an expired lease): ask for enough others.
        const due = await store.due(now(), free + running.size)
        for (const lead of due) {
          if (running.has(lead.id)) continue
          const delivery = start(lead)
          if (!delivery) break
          started++
          void delivery.catch(recorded(lead))
        }
      } while (pumpAgain)
    } finally {
      pumping = false
    }
    return started
  }

  /** Waits for a free slot (deliverDue); null when the outbox closed meanwhile. */
  async function startWhenFree(lead: T): Promise<T | null> {
    for (;;) {
      if (closed) return null
      const delivery = start(lead)
      if (delivery) return delivery
      await Promise.race(running.values())
        .then(() => undefined)
        .catch(() => undefined)
    }
  }

  return {
    policy,
    get inFlight() {
      return running.size
    },
    async deliver(id) {
      const lead = await store.get(id)
      if (!lead) return null
      // Every slot busy: the lead stays due, and the next free slot or poll takes it.
      return start(lead) ?? lead
    },
    async deliverDue(limit = 25) {
      const due = await store.due(now(), limit)
      await Promise.all(due.map((lead) => startWhenFree(lead).catch(recorded(lead))))
      return due.length
    },
    pump,
    async close(timeoutMs) {
      closed = true
      if (wake) clearTimeout(wake.timer)
      const pending = [...running.values()].map((delivery) => delivery.catch(() => null))
      if (pending.length === 0) return 0
      let timer: ReturnType<typeof setTimeout> | undefined
      await Promise.race([
        Promise.all(pending),
        new Promise<void>((resolve) => {
          timer = setTimeout(resolve, timeoutMs)
        }),
      ])
      clearTimeout(timer)
      return running.size
    },
  }
}
