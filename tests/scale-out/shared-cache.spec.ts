import { expect, test } from '@playwright/test'
import { z } from 'zod'
import { sessionToken } from '../e2e/helpers'
import { countKeys, defineCluster, lockTable, sql, type Cluster, type Instance } from './cluster'

/**
 * Two instances of one production build behind an imaginary load balancer, with REDIS_URL given
 * at `next start` only. SCALE_OUT_REDIS_URL= (empty) starts them without it, which must fail the
 * publish test: each instance then keeps its own cache and B never hears of A's publish.
 * The same cluster shows a PostgreSQL fault answered as one (issue 15, item 9).
 */
const redisUrl =
  process.env.SCALE_OUT_REDIS_URL === undefined
    ? 'redis://127.0.0.1:6379'
    : process.env.SCALE_OUT_REDIS_URL || undefined
const ports = [Number(process.env.SCALE_OUT_PORT ?? 3110), Number(process.env.SCALE_OUT_PORT ?? 3110) + 1]
const SITE = 'hedin-se'
/** How long a publish may take to reach the other instance. */
const PROPAGATION_MS = 10_000

let cluster: Cluster

test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
  // A fresh database seeded with every site's pages (no car inventory) and two servers. The seed
  // has no smaller option: about 3 min on two idle cores, four times that on a busy machine.
  test.setTimeout(20 * 60_000)
  cluster = defineCluster({ ports, redisUrl, distDir: process.env.SCALE_OUT_DIST_DIR ?? '.next' })
  await cluster.start()
})

test.afterAll(async () => {
  await cluster?.stop()
})

const pageList = z.object({ docs: z.array(z.object({ id: z.number() })).length(1) })

async function login(instance: Instance): Promise<string> {
  const res = await fetch(`${instance.url}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(cluster.admin),
  })
  expect(res.status, await res.clone().text()).toBe(200)
  return sessionToken(res.headers.getSetCookie())
}

async function homePageId(instance: Instance, token: string): Promise<number> {
  const query = new URLSearchParams({
    'where[site.name][equals]': SITE,
    'where[path][equals]': '/',
    depth: '0',
  })
  const res = await fetch(`${instance.url}/api/pages?${query}`, { headers: { authorization: `JWT ${token}` } })
  expect(res.status).toBe(200)
  return pageList.parse(await res.json()).docs[0]!.id
}

/** Publishes a new meta title through the CMS API of one instance, as an editor would. */
async function publishTitle(instance: Instance, token: string, id: number, metaTitle: string): Promise<void> {
  const res = await fetch(`${instance.url}/api/pages/${id}?locale=sv&depth=0`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', authorization: `JWT ${token}` },
    body: JSON.stringify({ metaTitle, _status: 'published' }),
  })
  expect(res.status, await res.clone().text()).toBe(200)
}

/** The public home page as a visitor gets it: its <title> and whether it came from the page cache. */
async function homePage(instance: Instance): Promise<{ title: string; cache: string | null }> {
  const res = await fetch(`${instance.url}/?sc_site=${SITE}`)
  expect(res.status).toBe(200)
  const title = /<title>([^<]*)<\/title>/.exec(await res.text())?.[1] ?? ''
  return { title, cache: res.headers.get('x-nextjs-cache') }
}

const homeTitle = async (instance: Instance) => (await homePage(instance)).title

test('a page published through instance A is served new by instance B within seconds', async () => {
  const [a, b] = cluster.instances as [Instance, Instance]
  const token = await login(a)
  const id = await homePageId(a, token)
  const marker = (step: string) => `Scale-out ${Date.now().toString(36)} ${step}`

  // A renders the published page and caches it; B's first read is a cache hit of A's rendering.
  const first = marker('first')
  await publishTitle(a, token, id, first)
  await expect
    .poll(() => homePage(a), { timeout: PROPAGATION_MS })
    .toEqual({ title: expect.stringContaining(first), cache: 'HIT' })
  expect(await homePage(b)).toEqual({ title: expect.stringContaining(first), cache: 'HIT' })

  // Both answer from a cache, not from the database: a change made behind the CMS's back (no
  // publish, so no tag expiry) is seen by neither.
  expect(
    await sql(cluster.databaseUrl, 'UPDATE pages_locales SET meta_title = $1 WHERE _parent_id = $2', [
      marker('hidden'),
      id,
    ]),
  ).toBe(1)
  expect(await homeTitle(a)).toContain(first)
  expect(await homeTitle(b)).toContain(first)

  // A publish through A expires the page for B as well.
  const second = marker('second')
  await publishTitle(a, token, id, second)
  await expect.poll(() => homeTitle(b), { timeout: PROPAGATION_MS }).toContain(second)
  expect(await homeTitle(a)).toContain(second)

  // The entries live in Redis under this run's prefix (and are removed with it).
  expect(cluster.redis, 'REDIS_URL was not given to the instances').toBeDefined()
  expect(await countKeys(cluster.redis!.url, cluster.redis!.keyPrefix)).toBeGreaterThan(0)
})

test('a table locked in PostgreSQL gives a 503 once the lock timeout passes, and answers again once released', async () => {
  const [a] = cluster.instances as [Instance, Instance]
  const token = await login(a)
  const read = () => fetch(`${a.url}/api/pages?limit=1&depth=0`, { headers: { authorization: `JWT ${token}` } })
  expect((await read()).status).toBe(200)

  const lock = await lockTable(cluster.databaseUrl, 'pages')
  try {
    // The read waits for the lock until DATABASE_TIMEOUT_MS (lock_timeout), then fails as a fault
    // of the service: a short message, no stack, and the connection goes back to the pool.
    const res = await read()
    expect(res.status).toBe(503)
    expect(await res.json()).toEqual({
      errors: [{ message: 'The database is busy or unreachable; try again shortly.' }],
    })
  } finally {
    await lock.release()
  }
  expect((await read()).status).toBe(200)
  expect((await fetch(`${a.url}/healthz`)).status).toBe(200)
})

test('a redirect rule saved through instance A is answered by instance B within 5 seconds', async () => {
  const [a, b] = cluster.instances as [Instance, Instance]
  const token = await login(a)
  const sites = await fetch(`${a.url}/api/sites?where[name][equals]=${SITE}&depth=0`, {
    headers: { authorization: `JWT ${token}` },
  })
  const siteId = pageList.parse(await sites.json()).docs[0]!.id
  const source = `/scale-out-gammal-${Date.now().toString(36)}`
  const answer = async () => {
    const res = await fetch(`${b.url}${source}?sc_site=${SITE}`, { redirect: 'manual' })
    return `${res.status} ${res.headers.get('location')}`
  }
  expect(await answer()).toMatch(/^404 /)
  const saved = await fetch(`${a.url}/api/redirects`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `JWT ${token}` },
    body: JSON.stringify({ site: siteId, source, destination: '/salj-bil' }),
  })
  expect(saved.status, await saved.clone().text()).toBe(201)
  await expect.poll(answer, { timeout: 5000 }).toBe(`308 /salj-bil?sc_site=${SITE}`)
})
