import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { z } from 'zod'

const databaseUrlSchema = z
  .string()
  .trim()
  .refine((v) => /^(file:|postgres(ql)?:\/\/)/.test(v), {
    message: 'must be a file: URL (SQLite) or a postgres:// URL',
  })

const isPostgresUrl = (url: string) => /^postgres(ql)?:\/\//.test(url)

/**
 * Addresses (IPs or CIDR ranges, comma-separated) of the reverse proxies in front of the app.
 * Only a request whose connection comes from one of them may say it arrived over TLS with
 * X-Forwarded-Proto; anyone else's claim is dropped (src/lib/security-headers.ts).
 */
const trustedProxiesSchema = z
  .string()
  .transform((v) =>
    v
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  )
  .pipe(
    z.array(z.union([z.ipv4(), z.ipv6(), z.cidrv4(), z.cidrv6()], { message: 'must be IP addresses or CIDR ranges' })),
  )

/**
 * The shared page and data cache. next.config.ts reads these alone (parseCacheEnv) when Next
 * loads its configuration, at build and again at `next start`, so they have a schema of their own.
 */
const cacheEnvShape = {
  /** Next's incremental cache (pages, unstable_cache data, tag expiry) in Redis, shared by every instance. */
  REDIS_URL: z.url({ protocol: /^rediss?$/, message: 'must be a redis:// or rediss:// URL' }).optional(),
  /** Prefix of this deployment's cache keys when several share one Redis; the build id follows it. */
  REDIS_KEY_PREFIX: z
    .string()
    .regex(/^[\w:.-]{1,64}$/, 'must be 1-64 letters, digits or _ : . -')
    .default('retail-cloud:'),
  /**
   * Without Redis, the page cache lives in this process's memory, at most this many MB, least
   * recently used pages dropped first: a flood of made-up paths (each a cached 404) cannot fill
   * the disk, and memory stays bounded.
   */
  PAGE_CACHE_MB: z.coerce.number().int().min(16).max(16_384).default(256),
  /**
   * Without Redis, optimised images (next/image) are kept on disk under the build's cache folder,
   * at most this many MB, least recently used first out (local-cache-handler.mjs reads it).
   */
  IMAGE_CACHE_MB: z.coerce.number().int().min(16).max(1_048_576).default(512),
}

/**
 * Environment variables, checked once at start. An invalid value stops the process with a
 * message that names the variable, so a misconfigured instance never serves traffic.
 */
const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    DATABASE_URL: databaseUrlSchema.optional(),
    PAYLOAD_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
    SERVER_URL: z.url({ message: 'must be an absolute http(s) URL' }).optional(),
    DATA_DIR: z.string().min(1).default('data'),
    MEDIA_DIR: z.string().min(1).optional(),
    ADMIN_EMAIL: z.email().optional(),
    ADMIN_PASSWORD: z.string().min(12, 'must be at least 12 characters').optional(),
    TRACKING_URL: z.url().optional(),
    TRACKING_API_KEY: z.string().min(1).optional(),
    /** Autos On Show upstream (GET {url}/{plate}); unset, the embedded demo 360 media is served. */
    AUTOS_ON_SHOW_URL: z.url().optional(),
    AUTOS_ON_SHOW_API_KEY: z.string().min(1).optional(),
    /** Dealer finance (codeweaver) upstream; unset, the embedded quote engine answers. */
    DEALER_FINANCE_URL: z.url({ message: 'must be an absolute http(s) URL' }).optional(),
    DEALER_FINANCE_API_KEY: z.string().min(1).optional(),
    /**
     * Vector tiles for every map (a MapLibre style URL, e.g. PMTiles); a site's own map.styleUrl
     * wins. Unset, maps draw the embedded offline basemap (GET /api/maps/style).
     */
    MAP_STYLE_URL: z.url({ message: 'must be an absolute http(s) URL' }).optional(),
    /**
     * Google Geocoding and Places for place search on every site without its own map.apiKey;
     * server-side only. Unset, the embedded gazetteer answers.
     */
    GOOGLE_MAPS_SERVER_KEY: z.string().min(1).optional(),
    /** Google's geocoding and places base URL; a local fake in tests. */
    GOOGLE_MAPS_API_URL: z.url({ message: 'must be an absolute http(s) URL' }).default('https://maps.googleapis.com'),
    /**
     * The tyre hotel's key material (lookup JWE, session and code-token JWT, code HMAC), at least 32
     * characters. Unset, it is derived from PAYLOAD_SECRET (or the local generated secret).
     */
    TIREHOTEL_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    /** The tyre-hotel API (it sends the SMS itself); unset, the embedded store in the app database answers. */
    TIREHOTEL_URL: z.url({ message: 'must be an absolute http(s) URL' }).optional(),
    TIREHOTEL_API_KEY: z.string().min(1).optional(),
    /** An HTTP SMS gateway (POST JSON {to, body}); unset, SMS stay in the sms-outbox collection (and the log in development). */
    SMS_URL: z.url({ message: 'must be an absolute http(s) URL' }).optional(),
    SMS_API_KEY: z.string().min(1).optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** The search engine: the in-process index, or queries on PostgreSQL (several instances, no warm-up). */
    SEARCH_ENGINE: z.enum(['memory', 'postgres']).default('memory'),
    /** Where the search inventory lives; the application's database when unset. */
    SEARCH_DATABASE_URL: databaseUrlSchema.optional(),
    /** When set, POST /api/search needs it in the x-api-key header; unset, the search is open. */
    SEARCH_API_KEY: z.string().min(1).optional(),
    /** The ingest endpoint is off until this is set. */
    INGEST_API_KEY: z.string().min(16, 'must be at least 16 characters').optional(),
    /** The comhub lead hub; unset, leads are written as e-mail files to DATA_DIR/lead-inbox. */
    LEAD_HUB_URL: z.url({ message: 'must be an absolute http(s) URL' }).optional(),
    LEAD_HUB_API_KEY: z.string().min(1).optional(),
    /** The kits tool's dealer system; unset, quotes are written as JSON files to DATA_DIR/automaster-outbox. */
    AUTOMASTER_URL: z.url({ message: 'must be an absolute http(s) URL' }).optional(),
    AUTOMASTER_API_KEY: z.string().min(1).optional(),
    /** Signs kits-tool links; when set, only signed, unexpired links open a session. */
    KITS_LINK_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    /** '1' shows the kits tool's debug fill in production too. */
    KITS_DEBUG: z.enum(['0', '1']).optional(),
    /** Mail server for e-mail to visitors (smtp:// or smtps://, user and password in the URL); unset, DATA_DIR/mail. */
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\/[^\s]+$/, { message: 'must be an smtp:// or smtps:// URL' })
      .optional(),
    /** The sender of e-mail to visitors. */
    MAIL_FROM: z.string().min(3).default('Hedin Bil <no-reply@retail-cloud.invalid>'),
    /** How often each instance looks for leads due for delivery. */
    LEAD_OUTBOX_POLL_MS: z.coerce.number().int().min(100).max(3_600_000).default(15_000),
    /** How many query variants (car list filters) of one page each instance caches; more are served the plain page. */
    PAGE_CACHE_VARIANTS: z.coerce.number().int().min(1).max(10_000).default(64),
    /**
     * A public form sent sooner than this after it was shown is taken for a bot's: stored as spam,
     * not delivered (modules/forms/spam). Nobody reads a form and types a name, a phone number and
     * an e-mail in less than 3 s.
     */
    FORM_MIN_FILL_MS: z.coerce.number().int().min(0).max(600_000).default(3_000),
    /** The wait after a lead's first failed delivery; it doubles with each further failure. */
    LEAD_OUTBOX_BASE_DELAY_MS: z.coerce.number().int().min(100).max(3_600_000).default(5_000),
    /** The longest wait between two delivery attempts of a lead; the doubling stops there. */
    LEAD_OUTBOX_MAX_DELAY_MS: z.coerce.number().int().min(100).max(86_400_000).default(3_600_000),
    /** Lead hub calls under way at once per instance: a hanging call holds up one slot, not the queue. */
    LEAD_OUTBOX_CONCURRENCY: z.coerce.number().int().min(1).max(256).default(8),
    /** The longest one lead hub call may take; slower counts as a failed attempt, tried again later. */
    LEAD_HUB_TIMEOUT_MS: z.coerce.number().int().min(100).max(300_000).default(5_000),
    /**
     * How long a request waits for a locked SQLite file (between tries, not blocking the process)
     * or a PostgreSQL statement may run, before the request gets a 503.
     */
    DATABASE_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(5_000),
    /**
     * The start refuses to create a new, empty SQLite database where the data dir says one was
     * migrated before (the file was lost or DATA_DIR points at the wrong disk); true allows it once.
     */
    DATABASE_INIT: z
      .enum(['true', 'false', '1', '0'], { message: 'must be true or false' })
      .transform((v) => v === 'true' || v === '1')
      .default(false),
    /** On SIGTERM or SIGINT, how long `npm start` lets requests under way and lead deliveries finish. */
    SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(20_000),
    /**
     * The workshop scheduler of service booking (providers/workshop): unset, the embedded one
     * (seeded departments, slots in the application database); set, the MechMate-shaped HTTP upstream.
     */
    MECHMATE_URL: z.url({ message: 'must be an absolute http(s) URL' }).optional(),
    MECHMATE_API_KEY: z.string().min(1).optional(),
    /** The longest one call to the workshop upstream may take before it counts as down. */
    MECHMATE_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(4_000),
    /** How often each instance looks for service-booking messages (e-mails, upstream bookings) that are due. */
    BOOKING_OUTBOX_POLL_MS: z.coerce.number().int().min(100).max(3_600_000).default(15_000),
    /**
     * Saved-search alerts (issue 18 item 6): how often each instance looks for an ingest made
     * elsewhere (instant alerts) and whether the daily run is due; the hour (UTC) the daily run starts.
     */
    SEARCH_ALERTS_POLL_MS: z.coerce.number().int().min(1000).max(3_600_000).default(60_000),
    SEARCH_ALERTS_DAILY_HOUR: z.coerce.number().int().min(0).max(23).default(6),
    /** Reverse proxies trusted to report the original scheme (X-Forwarded-Proto); none by default. */
    TRUSTED_PROXIES: trustedProxiesSchema.default([]),
    /**
     * Multiplies every per-address request limit (src/lib/abuse-limits.ts); a test or load run
     * sending everything from one address raises it.
     */
    RATE_LIMIT_SCALE: z.coerce.number().positive().max(1_000_000).default(1),
    /**
     * Issue 23: the sell-car valuation upstream (providers/valuation), asked GET ?regno=&milage=;
     * unset, the embedded one (vehicle register and same-model stock cars).
     */
    VALUATION_URL: z.url({ message: 'must be an absolute http(s) URL' }).optional(),
    /**
     * Issue 23 item 7: with a Jotform API key, embedded forms with a numeric id are Jotform forms
     * and POST /api/jotform reads their submissions; unset, embedded forms are CMS-built forms.
     */
    JOTFORM_API_KEY: z.string().min(1).optional(),
    JOTFORM_API_URL: z.url({ message: 'must be an absolute http(s) URL' }).default('https://api.jotform.com'),
    /** Where leads from Jotform submissions go (their form settings live at Jotform, not here). */
    JOTFORM_LEADS_EMAIL: z.email().default('leads@retail-cloud.invalid'),
    ...cacheEnvShape,
  })
  .refine(
    (env) => env.SEARCH_ENGINE !== 'postgres' || isPostgresUrl(env.SEARCH_DATABASE_URL ?? env.DATABASE_URL ?? ''),
    {
      path: ['SEARCH_ENGINE'],
      message:
        'postgres needs a postgres:// SEARCH_DATABASE_URL (or DATABASE_URL); the default database is a SQLite file',
    },
  )

export type Env = z.infer<typeof envSchema> & {
  databaseUrl: string
  databaseKind: 'sqlite' | 'postgres'
  payloadSecret: string
  /** TIREHOTEL_SECRET, else derived from the Payload secret. */
  tireHotelSecret: string
  serverUrl: string
  mediaDir: string
  /** Photos visitors send with a form (staff-only): DATA_DIR/form-uploads. */
  formUploadsDir: string
  /** The search store's database: SEARCH_DATABASE_URL, else the application's database. */
  searchDatabaseUrl: string
}

export class EnvError extends Error {
  readonly code = 'INVALID_ENV'
}

function checked<T>(schema: z.ZodType<T>, source: Record<string, string | undefined>): T {
  // Empty strings mean "unset" (docker-compose and CI often pass VAR= ).
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== ''))
  const result = schema.safeParse(cleaned)
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`)
    throw new EnvError(`Invalid environment variables:\n${lines.join('\n')}`)
  }
  return result.data
}

export type CacheEnv = z.infer<z.ZodObject<typeof cacheEnvShape>>

/**
 * Only the cache settings, without parseEnv's side effects (the local secret file): what
 * next.config.ts needs to choose the cache handler.
 */
export function parseCacheEnv(source: Record<string, string | undefined>): CacheEnv {
  return checked(z.object(cacheEnvShape), source)
}

export function parseEnv(source: Record<string, string | undefined>): Env {
  const env = checked(envSchema, source)
  const dataDir = path.resolve(/*turbopackIgnore: true*/ env.DATA_DIR)
  const databaseUrl = env.DATABASE_URL ?? `file:${path.join(dataDir, 'retail-cloud.db')}`
  const payloadSecret = env.PAYLOAD_SECRET ?? localSecret(dataDir)
  return {
    ...env,
    databaseUrl,
    databaseKind: databaseUrl.startsWith('file:') ? 'sqlite' : 'postgres',
    payloadSecret,
    tireHotelSecret: env.TIREHOTEL_SECRET ?? `tirehotel:${payloadSecret}`,
    serverUrl: (env.SERVER_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    mediaDir: path.resolve(/*turbopackIgnore: true*/ env.MEDIA_DIR ?? path.join(dataDir, 'media')),
    searchDatabaseUrl: env.SEARCH_DATABASE_URL ?? databaseUrl,
    formUploadsDir: path.join(dataDir, 'form-uploads'),
  }
}

/**
 * The embedded default keeps a generated secret beside its database, so one machine works with
 * no configuration and no secret is ever committed. Scaled-out setups must set PAYLOAD_SECRET.
 */
function localSecret(dataDir: string): string {
  const file = path.join(dataDir, '.payload-secret')
  if (existsSync(file)) return readFileSync(file, 'utf8').trim()
  mkdirSync(dataDir, { recursive: true })
  const secret = randomBytes(32).toString('hex')
  writeFileSync(file, secret, { mode: 0o600 })
  return secret
}

let cached: Env | undefined

export function env(): Env {
  cached ??= parseEnv(process.env)
  return cached
}
