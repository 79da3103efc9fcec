import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { describe, expect, it } from 'vitest'
import { openPostgresStore } from './postgres'
import { describeSearchStore } from './store.contract'

const ADMIN_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return await work(client)
  } finally {
    await client.end()
  }
}

/** A database of its own for this run, dropped at the end. */
async function createTestDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `rc_search_${randomBytes(6).toString('hex')}`
  await withClient(ADMIN_URL, (c) => c.query(`CREATE DATABASE ${name}`))
  const url = new URL(ADMIN_URL)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    drop: () => withClient(ADMIN_URL, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => {}),
  }
}

describeSearchStore('postgres', async () => {
  const database = await createTestDatabase()
  return {
    open: () => openPostgresStore(database.url),
    async failWritesOf(id) {
      await withClient(database.url, async (c) => {
        await c.query(`CREATE FUNCTION refuse_doc() RETURNS trigger LANGUAGE plpgsql AS $$
          BEGIN
            IF NEW.doc_id = '${id}' THEN RAISE EXCEPTION 'refused by test'; END IF;
            RETURN NEW;
          END $$`)
        await c.query(`CREATE TRIGGER refuse_doc BEFORE INSERT OR UPDATE ON search_documents
          FOR EACH ROW EXECUTE FUNCTION refuse_doc()`)
      })
    },
    cleanup: database.drop,
  }
})

describe('postgres search store', () => {
  it('instances opening at once create the schema once', async () => {
    const database = await createTestDatabase()
    try {
      const stores = await Promise.all(Array.from({ length: 4 }, () => openPostgresStore(database.url)))
      await stores[0]!.write('cars', { upserts: [{ id: '1', json: '{}' }], deletes: [] })
      for (const store of stores) expect(await store.latestSeq()).toBeGreaterThan(0)
      await Promise.all(stores.map((store) => store.close()))
    } finally {
      await database.drop()
    }
  })

  it('refuses a URL that is not a postgres URL', async () => {
    await expect(openPostgresStore('file:./x.db')).rejects.toMatchObject({ code: 'INVALID_STORE_URL' })
  })

  it('reports an unreachable database as unavailable', async () => {
    await expect(openPostgresStore('postgres://postgres@127.0.0.1:1/none')).rejects.toMatchObject({
      code: 'STORE_UNAVAILABLE',
    })
  })
})
