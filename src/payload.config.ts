import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import { postgresAdapter } from '@payloadcms/db-postgres'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { buildConfig } from 'payload'
import sharp from 'sharp'
import { LANGUAGES } from '@/modules/sites/languages'
import { databaseFaultsAs503, guardSqliteClient } from '@/lib/db'
import { env } from '@/lib/env'
import { Brands } from '@/cms/collections/brands'
import { Redirects } from '@/cms/collections/redirects'
import { NotFoundPaths } from '@/cms/collections/not-found-paths'
import { DictionaryEntries } from '@/cms/collections/dictionary'
import { Leads } from '@/cms/collections/leads'
import { KitQuotes } from '@/cms/collections/kit-quotes'
import { SearchAlertAccounts, SearchAlertRuns, SearchAlerts } from '@/cms/collections/search-alerts'
import {
  ServiceBookingClaims,
  ServiceBookingMessages,
  ServiceBookings,
  ServiceBookingWorkshops,
} from '@/cms/collections/service-booking'
import { Locations } from '@/cms/collections/locations'
import { Media } from '@/cms/collections/media'
import { Pages } from '@/cms/collections/pages'
import { Sites } from '@/cms/collections/sites'
import { Users } from '@/cms/collections/users'
import { Authors } from '@/cms/collections/authors'
import { Stories } from '@/cms/collections/stories'
import { Tags } from '@/cms/collections/tags'
import { tireHotelCollections } from '@/cms/collections/tirehotel'
import { FormUploads } from '@/cms/collections/form-uploads'
import { formBuilder } from '@/cms/form-builder'
import { CREDIT_PREVIEW_PATH } from '@/cms/admin/credit-preview/path'

const dirname = path.dirname(fileURLToPath(import.meta.url))
const config = env()

/**
 * In the server, a statement or a wait for a lock that takes longer is an error (503), not a
 * request that waits forever. Migrations and the seed (no NEXT_RUNTIME) may take their time.
 */
const serverTimeouts = process.env.NEXT_RUNTIME
  ? {
      statement_timeout: config.DATABASE_TIMEOUT_MS,
      lock_timeout: config.DATABASE_TIMEOUT_MS,
      query_timeout: config.DATABASE_TIMEOUT_MS + 1000,
    }
  : {}

/** SQLite on one machine; PostgreSQL when several instances share a database. Both migrate from committed files. */
const db =
  config.databaseKind === 'postgres'
    ? postgresAdapter({
        pool: { connectionString: config.databaseUrl, connectionTimeoutMillis: 3000, ...serverTimeouts },
        push: false,
        migrationDir: path.resolve(dirname, 'migrations/postgres'),
      })
    : sqliteAdapter({
        client: { url: config.databaseUrl },
        push: false,
        migrationDir: path.resolve(dirname, 'migrations/sqlite'),
      })

export default buildConfig({
  serverURL: config.serverUrl,
  secret: config.payloadSecret,
  admin: {
    user: Users.slug,
    importMap: { baseDir: path.resolve(dirname) },
    meta: { titleSuffix: ' – retail-cloud' },
    components: {
      // Legal staff review each market's credit disclosures in one place (issue 16 item 7).
      views: {
        creditDisclosure: {
          Component: '/cms/admin/credit-preview/CreditPreviewView#CreditPreviewView',
          path: CREDIT_PREVIEW_PATH,
          exact: true,
          meta: { title: 'Credit disclosure preview' },
        },
      },
      afterNavLinks: ['/cms/admin/credit-preview/CreditPreviewNavLink#CreditPreviewNavLink'],
    },
    livePreview: {
      collections: ['pages', 'stories'],
      breakpoints: [
        { label: 'Mobile', name: 'mobile', width: 375, height: 812 },
        { label: 'Desktop', name: 'desktop', width: 1280, height: 800 },
      ],
    },
  },
  collections: [
    Pages,
    Stories,
    Tags,
    Authors,
    Sites,
    DictionaryEntries,
    Media,
    Brands,
    Redirects,
    NotFoundPaths,
    Users,
    Leads,
    KitQuotes,
    SearchAlerts,
    SearchAlertAccounts,
    SearchAlertRuns,
    Locations,
    ServiceBookings,
    ServiceBookingWorkshops,
    ServiceBookingClaims,
    ServiceBookingMessages,
    ...tireHotelCollections,
    FormUploads,
  ],
  localization: {
    // English (the CMS default) falls back to the market languages, so editors working in English
    // still see the titles of Swedish, Norwegian, Finnish and Slovak pages.
    locales: Object.entries(LANGUAGES).map(([code, l]) => ({
      code,
      label: l.nativeName,
      ...(code === 'en' ? { fallbackLocale: ['sv', 'nb', 'fi', 'sk'] } : {}),
    })),
    defaultLocale: 'en',
    fallback: true,
  },
  editor: lexicalEditor(),
  plugins: [formBuilder],
  db,
  sharp,
  typescript: { outputFile: path.resolve(dirname, 'payload-types.ts') },
  telemetry: false,
  // Scheduled publishing (pages and stories) queues a job for its time; the server runs due jobs
  // every minute. Only a process that asks for crons runs them (src/lib/scheduled-publishing.ts):
  // scripts such as the seed, migrate and imports do not, and exit as before.
  jobs: { autoRun: [{ cron: '* * * * *', queue: 'default', limit: 100 }] },
  hooks: { afterError: [databaseFaultsAs503] },
  // SQLite waits for a lock between tries instead of inside the driver, where it would block the
  // event loop (see guardSqliteClient).
  onInit: (payload) => {
    if (config.databaseKind === 'sqlite')
      guardSqliteClient((payload.db as { client?: unknown }).client, config.DATABASE_TIMEOUT_MS)
  },
})
