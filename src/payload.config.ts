import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import { postgresAdapter } from '@payloadcms/db-postgres'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { buildConfig } from 'payload'
import sharp from 'sharp'
import { LANGUAGES } from '@/modules/sites/languages'
import { env } from '@/lib/env'
import { DictionaryEntries } from '@/cms/collections/dictionary'
import { Leads } from '@/cms/collections/leads'
import { Media } from '@/cms/collections/media'
import { Pages } from '@/cms/collections/pages'
import { Sites } from '@/cms/collections/sites'
import { Users } from '@/cms/collections/users'

const dirname = path.dirname(fileURLToPath(import.meta.url))
const config = env()

/** SQLite on one machine; PostgreSQL when several instances share a database. Both migrate from committed files. */
const db =
  config.databaseKind === 'postgres'
    ? postgresAdapter({
        pool: { connectionString: config.databaseUrl, connectionTimeoutMillis: 3000 },
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
    livePreview: {
      collections: ['pages'],
      breakpoints: [
        { label: 'Mobile', name: 'mobile', width: 375, height: 812 },
        { label: 'Desktop', name: 'desktop', width: 1280, height: 800 },
      ],
    },
  },
  collections: [Pages, Sites, DictionaryEntries, Media, Users, Leads],
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
  db,
  sharp,
  typescript: { outputFile: path.resolve(dirname, 'payload-types.ts') },
  telemetry: false,
})
