import { randomBytes } from 'node:crypto'
import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import pg from 'pg'
import type { Migration, Payload, RequestContext } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seedSiteSettings, type SeedSiteSettings } from '@data/sites/settings'
import type { Page, Site as SiteDoc } from '@/payload-types'
import { loadDictionary, loadPage, loadPublishedPages, loadSites, toSite } from './repository'
import { importRedirectCsv } from './redirect-import'
import { loadRedirectRules, redirectRulesVersion } from './redirect-rules'
import { loadNeighbours, loadStoriesPage, loadStory, type IndexPage } from './stories'
import { decodeCursor, encodeCursor } from '@/modules/stories/cursor'
import { neighbours as referenceNeighbours, pageStories } from '@/modules/stories/order'
import { closePool, type PgPool } from '@/lib/testing/postgres-pool'

/** The migration files of a directory, in name order, as Payload's `readMigrationFiles` reads them. */
async function readMigrations(dir: string): Promise<Migration[]> {
  const files = readdirSync(dir)
    .sort()
    .filter((f) => /\.(ts|js)$/.test(f) && !/^index\.(ts|js)$/.test(f))
  return Promise.all(
    files.map(async (file) => {
      const mod = (await import(/* @vite-ignore */ pathToFileURL(path.join(dir, file)).href)) as Migration
      return { name: file.replace(/\.(ts|js)$/, ''), up: mod.up, down: mod.down }
    }),
  )
}

/**
 * The data layer against a real, empty database of either kind: the committed migrations bring it
 * to the current schema, then pages, sites and the dictionary are written through the Payload
 * local API and read back through the repository functions the public site uses.
 *
 * Each test file runs in its own process (forks pool), so the environment set in `beforeAll` is
 * what `env()` sees when the Payload config is imported for the first time.
 */
export function describeDataLayer(kind: 'sqlite' | 'postgres'): void {
  const ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/postgres'
  // Outside Next.js there is no cache to expire; the hooks skip revalidateTag with this flag.
  const context: RequestContext = { disableRevalidate: true }

  describe(`data layer on ${kind}`, () => {
    let payload: Payload
    let dataDir: string
    let databaseName: string | undefined
    const envKeys = ['DATA_DIR', 'DATABASE_URL', 'MEDIA_DIR', 'PAYLOAD_SECRET'] as const
    const savedEnv = Object.fromEntries(envKeys.map((k) => [k, process.env[k]]))

    async function admin<T>(fn: (client: pg.Client) => Promise<T>, url = ADMIN_URL): Promise<T> {
      const client = new pg.Client({ connectionString: url })
      await client.connect()
      try {
        return await fn(client)
      } finally {
        await client.end()
      }
    }

    /** The tables of the test database, read outside Payload. */
    async function tableNames(): Promise<string[]> {
      if (kind === 'postgres') {
        const { rows } = await admin(
          (c) =>
            c.query<{ name: string }>(
              `SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public'`,
            ),
          process.env.DATABASE_URL,
        )
        return rows.map((r) => r.name).sort()
      }
      const client = (payload.db as unknown as { client: { execute(sql: string): Promise<{ rows: unknown[] }> } })
        .client
      const { rows } = await client.execute(
        `SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'`,
      )
      return rows.map((r) => String((r as { name: unknown }).name)).sort()
    }

    beforeAll(async () => {
      dataDir = mkdtempSync(path.join(tmpdir(), `rc-data-layer-${kind}-`))
      process.env.DATA_DIR = dataDir
      process.env.PAYLOAD_SECRET = randomBytes(24).toString('hex')
      delete process.env.MEDIA_DIR
      delete process.env.DATABASE_URL
      if (kind === 'postgres') {
        databaseName = `rc_test_${randomBytes(6).toString('hex')}`
        await admin((c) => c.query(`CREATE DATABASE ${databaseName}`))
        process.env.DATABASE_URL = `postgres://postgres@127.0.0.1:5432/${databaseName}`
      }

      // Imported only now: the config reads the environment when it is first evaluated.
      const { default: config } = await import('@payload-config')
      const { getPayload } = await import('payload')
      payload = await getPayload({ config })
      expect(payload.db.name).toBe(kind)

      // Nothing has created a table yet (push is off); the committed migrations do it all. Payload's
      // own reader imports the .ts files natively, which Node cannot do from inside Vitest, so they
      // are imported here through Vitest, exactly as `readMigrationFiles` lists them.
      expect(payload.db.migrationDir).toBe(path.resolve(process.cwd(), 'src/migrations', kind))
      expect(await tableNames()).toEqual([])
      const migrations = await readMigrations(payload.db.migrationDir)
      expect(migrations.length).toBeGreaterThan(0)
      await payload.db.migrate({ migrations })

      const ran = await payload.find({ collection: 'payload-migrations', limit: 0, pagination: false, sort: 'name' })
      expect(ran.docs.map((m) => m.name)).toEqual(migrations.map((m) => m.name))
      expect(new Set(ran.docs.map((m) => m.batch))).toEqual(new Set([1]))
      expect(await tableNames()).toEqual(
        expect.arrayContaining(['pages', 'pages_locales', '_pages_v', 'sites', 'dictionary', 'media', 'users']),
      )
    })

    afterAll(async () => {
      if (payload) {
        await payload.destroy()
        // Payload's destroy() forgets the connection but leaves it open; close it before the drop.
        const db = payload.db as unknown as { pool?: PgPool; client?: { close(): void } }
        if (db.pool) await closePool(db.pool)
        db.client?.close()
      }
      if (databaseName) await admin((c) => c.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`))
      if (dataDir) rmSync(dataDir, { recursive: true, force: true })
      for (const key of envKeys) {
        if (savedEnv[key] === undefined) delete process.env[key]
        else process.env[key] = savedEnv[key]
      }
    })

    function settings(name: string): SeedSiteSettings {
      const found = seedSiteSettings.find((s) => s.name === name)
      if (!found) throw new Error(`no seeded site settings named ${name}`)
      return found
    }

    type SiteInput = SeedSiteSettings & { redirectHosts?: string[] }

    async function createSite(base: SiteInput, overrides: Partial<SiteInput> = {}): Promise<SiteDoc> {
      const s = { ...base, ...overrides }
      return payload.create({
        collection: 'sites',
        data: {
          name: s.name,
          label: s.label,
          hostNames: s.hostNames,
          redirectHosts: s.redirectHosts,
          redirectWwwToBare: s.redirectWwwToBare,
          isDefault: s.isDefault,
          languages: s.languages,
          defaultLanguage: s.defaultLanguage,
          titleTemplate: s.titleTemplate,
          gtmId: s.gtmId,
          purchaseEmail: s.purchaseEmail,
          paths: s.paths,
          theme: s.theme,
          font: s.font,
          map: s.map,
          flags: s.flags,
        },
        context,
      })
    }

    /** A site of its own for one test, so tests share no pages. */
    function createTestSite(name: string, base = seedSiteSettings[0]!): Promise<SiteDoc> {
      return createSite(base, { name, hostNames: [`${name}.example.test`], isDefault: false })
    }

    type PageInput = {
      site: SiteDoc
      title: string
      slug: string
      parent?: Page
      locale?: 'sv' | 'nb' | 'fi' | 'en' | 'sk'
      header?: Page['header']
      main?: Page['main']
      footer?: Page['footer']
      published?: boolean
    }

    function createPage({ site, title, slug, parent, locale, header, main, footer, published = true }: PageInput) {
      return payload.create({
        collection: 'pages',
        locale,
        draft: !published,
        data: {
          title,
          slug,
          site: site.id,
          parent: parent?.id,
          header,
          main,
          footer,
          _status: published ? 'published' : 'draft',
        },
        depth: 0,
        context,
      })
    }

    const hero = (title: string): NonNullable<Page['main']>[number] => ({ blockType: 'hero', title })
    const navigation = (label: string): NonNullable<Page['header']>[number] => ({
      blockType: 'navigation',
      extraItems: [{ title: label, link: { label, url: '/' } }],
    })
    const footer = (heading: string): NonNullable<Page['footer']>[number] => ({
      blockType: 'footer',
      infoField1: { heading },
    })

    it('migrations bring the empty database to the schema: a site is stored and read back', async () => {
      const seed = seedSiteSettings[0]!
      const created = await createSite(seed)

      const read = await payload.findByID({ collection: 'sites', id: created.id, depth: 0 })
      expect(read).toMatchObject({
        name: seed.name,
        label: seed.label,
        hostNames: seed.hostNames,
        languages: seed.languages,
        defaultLanguage: seed.defaultLanguage,
        paths: seed.paths,
        map: seed.map,
        allowIndexing: true,
      })

      const sites = await loadSites(payload)
      expect(sites).toEqual([
        {
          name: seed.name,
          label: seed.label,
          hostNames: seed.hostNames,
          redirectHosts: [],
          redirectWwwToBare: seed.redirectWwwToBare,
          isDefault: seed.isDefault,
          languages: seed.languages,
          defaultLanguage: seed.defaultLanguage,
          titleTemplate: seed.titleTemplate,
          gtmId: seed.gtmId,
          purchaseEmail: seed.purchaseEmail,
          paths: seed.paths,
          theme: seed.theme,
          font: seed.font,
          map: { ...seed.map, apiKey: null, browserApiKey: null, styleUrl: null },
          allowIndexing: true,
          flags: {
            autosOnShow: false,
            dealerFinance: false,
            deductibleVatTag: false,
            connectedCarNotice: false,
            hideSmartLoanEffectiveRate: false,
            hideLatestCars: false,
            hideCarNotFoundListLink: false,
            ...seed.flags,
          },
          // The market's profile as it is, until an editor chooses otherwise.
          creditDisclosure: { market: null, warning: 'profile', showExample: true, hiddenFields: [] },
        },
      ])
    })

    it('map keys: anonymous reads and where-probes see neither key; staff read both', async () => {
      const site = await createTestSite('keys-test')
      const serverKey = `server-key-${Date.now()}`
      const browserKey = `browser-key-${Date.now()}`
      await payload.update({
        collection: 'sites',
        id: site.id,
        data: { map: { ...site.map, apiKey: serverKey, browserApiKey: browserKey } },
        context,
      })
      // overrideAccess: false and no user is what the public REST and GraphQL APIs run as.
      const anonymous = await payload.findByID({ collection: 'sites', id: site.id, overrideAccess: false, depth: 0 })
      expect(anonymous.map).not.toHaveProperty('apiKey')
      expect(anonymous.map).not.toHaveProperty('browserApiKey')
      for (const field of ['map.apiKey', 'map.browserApiKey'] as const) {
        const probe = await payload
          .find({
            collection: 'sites',
            overrideAccess: false,
            where: { [field]: { like: 'key' } },
            depth: 0,
          })
          .then((found) => found.docs.map((doc) => doc.name))
          .catch(() => 'refused')
        // Refused outright, or answering nothing: never a way of guessing the key.
        expect(probe === 'refused' || !probe.includes('keys-test'), field).toBe(true)
      }
      const staff = await payload.findByID({ collection: 'sites', id: site.id, depth: 0 })
      expect(staff.map).toMatchObject({ apiKey: serverKey, browserApiKey: browserKey })
    })

    it('pages build hierarchical paths, and a renamed parent moves its children', async () => {
      const site = await createTestSite('paths')
      const home = await createPage({ site, title: 'Hem', slug: '' })
      const buy = await createPage({ site, title: 'Köp bil', slug: 'kop-bil', parent: home })
      const list = await createPage({ site, title: 'Alla bilar i lager', slug: 'alla-bilar-i-lager', parent: buy })
      expect([home.path, buy.path, list.path]).toEqual(['/', '/kop-bil', '/kop-bil/alla-bilar-i-lager'])

      await payload.update({ collection: 'pages', id: buy.id, data: { slug: 'kopa-bil' }, depth: 0, context })
      const moved = await payload.findByID({ collection: 'pages', id: list.id, depth: 0 })
      expect(moved.path).toBe('/kopa-bil/alla-bilar-i-lager')
      expect((await loadPublishedPages(payload, 'paths')).map((p) => p.path)).toEqual([
        '/',
        '/kopa-bil',
        '/kopa-bil/alla-bilar-i-lager',
      ])
    })

    it('the database enforces one page per (site, path)', async () => {
      const site = await createTestSite('unique-a')
      const other = await createTestSite('unique-b')
      const home = await createPage({ site, title: 'Hem', slug: '' })
      await createPage({ site, title: 'Om oss', slug: 'om-oss', parent: home })

      // The unique index answers, not a field validation: Payload reports the violated index columns.
      await expect(createPage({ site, title: 'Om oss igen', slug: 'om-oss', parent: home })).rejects.toThrow(
        /invalid: site_id/,
      )
      const sameSite = await payload.find({
        collection: 'pages',
        where: { and: [{ site: { equals: site.id } }, { path: { equals: '/om-oss' } }] },
        depth: 0,
      })
      expect(sameSite.docs.map((d) => d.title)).toEqual(['Om oss'])

      const otherHome = await createPage({ site: other, title: 'Hem', slug: '' })
      const otherPage = await createPage({ site: other, title: 'Om oss', slug: 'om-oss', parent: otherHome })
      expect(otherPage.path).toBe('/om-oss')
    })

    it('localised content: each locale keeps its own title and blocks; header and footer come from the nearest ancestor', async () => {
      const site = await createTestSite('locales', settings('hedin-fi'))
      const home = await createPage({
        site,
        locale: 'sv',
        title: 'Hem',
        slug: '',
        header: [navigation('Hem-meny')],
        footer: [footer('Hem-sidfot')],
      })
      const section = await createPage({
        site,
        locale: 'sv',
        title: 'Köp bil',
        slug: 'osta-auto',
        parent: home,
        footer: [footer('Köp-sidfot')],
      })
      const page = await createPage({
        site,
        locale: 'fi',
        title: 'Kaikki autot',
        slug: 'kaikki-autot',
        parent: section,
        main: [hero('Tervetuloa')],
      })
      await payload.update({
        collection: 'pages',
        id: page.id,
        locale: 'sv',
        data: { title: 'Alla bilar', main: [hero('Välkommen')], _status: 'published' },
        depth: 0,
        context,
      })

      const sv = await loadPage(payload, 'locales', '/osta-auto/kaikki-autot', 'sv', false)
      expect(sv?.page.title).toBe('Alla bilar')
      expect(sv?.page.main).toMatchObject([{ blockType: 'hero', title: 'Välkommen' }])
      expect(sv?.header).toMatchObject([
        { blockType: 'navigation', extraItems: [{ title: 'Hem-meny', link: { url: '/' } }] },
      ])
      expect(sv?.footer).toMatchObject([{ blockType: 'footer', infoField1: { heading: 'Köp-sidfot' } }])

      const fi = await loadPage(payload, 'locales', '/osta-auto/kaikki-autot', 'fi', false)
      expect(fi?.page.title).toBe('Kaikki autot')
      expect(fi?.page.main).toMatchObject([{ blockType: 'hero', title: 'Tervetuloa' }])

      const home_ = await loadPage(payload, 'locales', '/', 'sv', false)
      expect(home_?.footer).toMatchObject([{ blockType: 'footer', infoField1: { heading: 'Hem-sidfot' } }])
      expect(await loadPage(payload, 'locales', '/osta-auto/saknas', 'sv', false)).toBeNull()
    })

    it('drafts: a draft change shows only in draft mode; unpublished pages are not listed', async () => {
      const site = await createTestSite('drafts')
      const home = await createPage({ site, title: 'Publicerad', slug: '' })
      await payload.update({
        collection: 'pages',
        id: home.id,
        draft: true,
        data: { title: 'Utkast', _status: 'draft' },
        depth: 0,
        context,
      })
      expect((await loadPage(payload, 'drafts', '/', 'en', false))?.page.title).toBe('Publicerad')
      expect((await loadPage(payload, 'drafts', '/', 'en', true))?.page.title).toBe('Utkast')

      await createPage({ site, title: 'Hemlig', slug: 'hemlig', parent: home, published: false })
      expect(await loadPage(payload, 'drafts', '/hemlig', 'en', false)).toBeNull()
      expect((await loadPage(payload, 'drafts', '/hemlig', 'en', true))?.page.title).toBe('Hemlig')
      expect((await loadPublishedPages(payload, 'drafts')).map((p) => p.path)).toEqual(['/'])
    })

    it('dictionary: one entry per (site, language, key); a site and language read only their own', async () => {
      const site = await createTestSite('dict-a', settings('hedin-fi'))
      const other = await createTestSite('dict-b', settings('hedin-fi'))
      const entry = (s: SiteDoc, language: 'fi' | 'sv', key: string, value: string) =>
        payload.create({ collection: 'dictionary', data: { site: s.id, language, key, value }, context })

      await entry(site, 'fi', 'search.title', 'Hae autoa')
      await entry(site, 'fi', 'search.button', 'Hae')
      await entry(site, 'sv', 'search.title', 'Sök bil')
      await entry(other, 'fi', 'search.title', 'Etsi auto')
      await expect(entry(site, 'fi', 'search.title', 'Kaksoiskappale')).rejects.toThrow(/invalid: site_id/)

      expect(await loadDictionary(payload, 'dict-a', 'fi')).toEqual({
        'search.title': 'Hae autoa',
        'search.button': 'Hae',
      })
      expect(await loadDictionary(payload, 'dict-a', 'sv')).toEqual({ 'search.title': 'Sök bil' })
      expect(await loadDictionary(payload, 'dict-b', 'fi')).toEqual({ 'search.title': 'Etsi auto' })
      expect(await loadDictionary(payload, 'dict-b', 'en')).toEqual({})
    })
    it('stories: cursor paging in date-then-id order through ties, the tag filter (OR), neighbours at the ends, drafts hidden, checks on save', async () => {
      const site = await createTestSite('stories-paging')
      const other = await createTestSite('stories-other')
      const home = await createPage({ site, title: 'Home', slug: '' })
      const news = await createPage({ site, title: 'News', slug: 'news', parent: home })
      const otherIndex = await createPage({ site, title: 'Old news', slug: 'old-news', parent: home })
      await createPage({ site, title: 'Archive', slug: 'archive', parent: news })
      const otherHome = await createPage({ site: other, title: 'Home', slug: '' })
      const tag = (s: SiteDoc, key: string) =>
        payload.create({ collection: 'tags', data: { site: s.id, key, value: key.toUpperCase() }, context })
      const [events, electric, offers] = [
        await tag(site, 'events'),
        await tag(site, 'electric'),
        await tag(site, 'offers'),
      ]
      const foreignTag = await tag(other, 'events')

      const story = (slug: string, day: string, tags: number[], options: { draft?: boolean; index?: number } = {}) =>
        payload.create({
          collection: 'stories',
          draft: options.draft,
          data: {
            site: site.id,
            index: options.index ?? news.id,
            slug,
            title: `Story ${slug}`,
            date: `${day}T12:00:00.000Z`,
            tags,
            _status: options.draft ? 'draft' : 'published',
          },
          depth: 0,
          context,
        })
      // three stories on one day, the rest apart; a draft and a story of another index
      const created = [
        await story('a', '2026-01-01', [events.id]),
        await story('b', '2026-02-01', [electric.id]),
        await story('c', '2026-03-01', [offers.id, events.id]),
        await story('d', '2026-03-01', []),
        await story('e', '2026-03-01', [electric.id]),
        await story('f', '2026-04-01', [offers.id]),
        await story('g', '2026-05-01', [events.id]),
      ]
      await story('draft', '2026-06-01', [events.id], { draft: true })
      await story('elsewhere', '2026-07-01', [events.id], { index: otherIndex.id })

      const index: IndexPage = { id: news.id, path: '/news' }
      const reference = created.map((doc) => ({
        id: doc.id,
        date: doc.date,
        tags: (doc.tags as number[]).map((id) => ({ key: [events, electric, offers].find((t) => t.id === id)!.key })),
      }))
      const key = 'contract-key-0123456789'

      // every page, through the encoded cursor, as the API reads it
      for (const tags of [[], ['events', 'electric']]) {
        const seen: number[] = []
        let after = null
        let pages = 0
        for (;;) {
          const page = await loadStoriesPage(payload, {
            siteName: 'stories-paging',
            index,
            lang: 'en',
            tags,
            first: 2,
            after,
          })
          const expected = pageStories(reference, { tags, first: 2, after })
          expect(page.items.map((s) => s.id)).toEqual(expected.items.map((s) => s.id))
          expect(page.total).toBe(expected.total)
          expect(page.hasNext).toBe(expected.hasNext)
          seen.push(...page.items.map((s) => s.id))
          pages++
          if (!page.hasNext) break
          after = decodeCursor(encodeCursor(page.end!, key), key)
        }
        const all = pageStories(reference, { tags, first: 100 })
        expect(seen).toEqual(all.items.map((s) => s.id))
        expect(pages).toBe(Math.ceil(all.total / 2))
      }
      // the three stories of one day come newest id first
      const ids = (await loadStoriesPage(payload, { siteName: 'stories-paging', index, lang: 'en', first: 10 })).items
      expect(ids.map((s) => s.slug)).toEqual(['g', 'f', 'e', 'd', 'c', 'b', 'a'])
      // an unknown tag matches nothing; another site's tag of the same key is not this site's
      expect(
        await loadStoriesPage(payload, { siteName: 'stories-paging', index, lang: 'en', tags: ['nothing'], first: 4 }),
      ).toMatchObject({ total: 0, items: [] })

      // neighbours: next by date descending, previous by date ascending, none at the ends
      for (const doc of created) {
        const found = await loadNeighbours(payload, {
          indexId: news.id,
          position: { date: doc.date, id: doc.id },
          lang: 'en',
        })
        const expected = referenceNeighbours(reference, { id: doc.id, date: doc.date })
        expect([found.previous?.id ?? null, found.next?.id ?? null], doc.slug).toEqual([
          expected.previous?.id ?? null,
          expected.next?.id ?? null,
        ])
      }

      // a draft is no story outside editing mode
      expect(await loadStory(payload, { index, slug: 'draft', lang: 'en' })).toBeNull()
      expect((await loadStory(payload, { index, slug: 'draft', lang: 'en', draft: true }))?.title).toBe('Story draft')
      expect((await loadStory(payload, { index, slug: 'c', lang: 'en' }))?.tags.map((t) => t.key).sort()).toEqual([
        'events',
        'offers',
      ])

      // checks on save: slug shape, one slug per index, not a page's slug, tags and index of the site
      await expect(story('Bad Slug', '2026-01-01', [])).rejects.toMatchObject({ status: 400 })
      await expect(story('a', '2026-01-01', [])).rejects.toMatchObject({ status: 400 })
      await expect(story('archive', '2026-01-01', [])).rejects.toMatchObject({ status: 400 })
      await expect(story('foreign-tag', '2026-01-01', [foreignTag.id])).rejects.toMatchObject({ status: 400 })
      await expect(story('foreign-index', '2026-01-01', [], { index: otherHome.id })).rejects.toMatchObject({
        status: 400,
      })
      // the same slug under another index is another story
      await expect(story('a', '2026-01-01', [], { index: otherIndex.id })).resolves.toMatchObject({ slug: 'a' })
    })

    it('redirects: a rule is checked on save; a bad or off-site one, or one closing a loop, is refused and nothing is written', async () => {
      const site = await createSite(seedSiteSettings[0]!, {
        name: 'redir-save',
        hostNames: ['redir-save.example.test'],
        redirectHosts: ['careers.example.test'],
        isDefault: false,
      })
      const rule = (source: string, destination: string) =>
        payload.create({ collection: 'redirects', data: { site: site.id, source, destination }, context })
      const count = async () =>
        (await payload.count({ collection: 'redirects', where: { site: { equals: site.id } } })).totalDocs

      await rule('/gammal', '/ny')
      await rule('/jobb', 'https://careers.example.test/lediga')
      await expect(rule('/a{b', '/x')).rejects.toMatchObject({ status: 400 })
      for (const unsafe of [
        '//evil.example',
        '/\\evil.example',
        '/%2F%2Fevil',
        'javascript:alert(1)',
        'http://redir-save.example.test/x',
      ]) {
        await expect(rule('/ut', unsafe), unsafe).rejects.toMatchObject({ status: 400 })
      }
      await expect(rule('/ut', 'https://evil.example/x')).rejects.toMatchObject({ status: 400 })
      await expect(rule('/ny', '/gammal')).rejects.toMatchObject({
        status: 400,
        data: { errors: [{ path: 'destination', message: expect.stringMatching(/closes a loop/) }] },
      })
      expect(await count()).toBe(2)
      expect(
        (await loadRedirectRules(payload, { siteName: 'redir-save' })).map((r) => [r.source, r.destination]),
      ).toEqual([
        ['/gammal', '/ny'],
        ['/jobb', 'https://careers.example.test/lediga'],
      ])
    })

    it('redirects: a CSV import writes every row or none, importing the export again writes nothing, and the version moves with every change', async () => {
      const site = toSite(await createTestSite('redir-csv'))
      const header = 'site,source,destination,permanent,has'
      const before = await redirectRulesVersion(payload)

      const bad = [header, 'redir-csv,/a,/b,true,', 'redir-csv,/c,//evil.example,true,', 'redir-csv,/d,/e,maybe,'].join(
        '\n',
      )
      const refused = await importRedirectCsv(payload, site, bad, { mode: 'append' })
      expect(refused.ok).toBe(false)
      expect(refused.errors.map((e) => e.line)).toEqual([3, 4])
      expect(await loadRedirectRules(payload, { siteName: 'redir-csv' })).toEqual([])
      expect(await redirectRulesVersion(payload)).toBe(before)

      const good = [
        header,
        'redir-csv,/aktuelt,/nyheter,true,cat=elbil',
        'redir-csv,/biler/{brand},/kjop-bil/{brand},true,',
      ].join('\n')
      expect(await importRedirectCsv(payload, site, good, { mode: 'append', dryRun: true })).toMatchObject({
        ok: true,
        added: 2,
      })
      expect(await loadRedirectRules(payload, { siteName: 'redir-csv' })).toEqual([])
      expect(await importRedirectCsv(payload, site, good, { mode: 'append' })).toMatchObject({ ok: true, added: 2 })
      const imported = await redirectRulesVersion(payload)
      expect(imported).not.toBe(before)
      const rules = await loadRedirectRules(payload, { siteName: 'redir-csv' })
      expect(rules.map((r) => [r.source, r.destination, r.has])).toEqual([
        ['/aktuelt', '/nyheter', [{ type: 'query', key: 'cat', value: 'elbil' }]],
        ['/biler/{brand}', '/kjop-bil/{brand}', []],
      ])

      const { serializeRedirectCsv } = await import('@/modules/redirects')
      expect(await importRedirectCsv(payload, site, serializeRedirectCsv(rules), { mode: 'replace' })).toEqual({
        ok: true,
        added: 0,
        changed: 0,
        removed: 0,
        errors: [],
      })
      expect(await redirectRulesVersion(payload)).toBe(imported)

      await payload.delete({ collection: 'redirects', id: Number(rules[0]!.id), context })
      expect(await redirectRulesVersion(payload)).not.toBe(imported)
    })
  })
}
