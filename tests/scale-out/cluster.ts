import { spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { createClient } from '@redis/client'
import pg from 'pg'

/**
 * A scaled-out deployment on one machine: a fresh PostgreSQL database, migrated and seeded, and
 * several `next start` processes of one production build sharing it, its secret and one Redis
 * key prefix. Everything it creates is removed by stop().
 */

const ROOT = path.resolve(import.meta.dirname, '../..')
const PG_ADMIN_URL = process.env.SCALE_OUT_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'

export type Instance = { name: string; url: string; log: () => string }

export type Cluster = {
  databaseUrl: string
  /** Where the instances keep the shared cache; undefined when started without REDIS_URL. */
  redis: { url: string; keyPrefix: string } | undefined
  instances: Instance[]
  admin: { email: string; password: string }
  start: () => Promise<void>
  /** Ends the instances and removes the database, the Redis keys and the data folder. */
  stop: () => Promise<void>
}

type Options = {
  ports: number[]
  /** The instances' REDIS_URL; undefined starts them without one (each keeps its own cache). */
  redisUrl: string | undefined
  /** The build the instances serve: `.next` by default, the one `npm run build` made. */
  distDir: string
}

function withDatabase(url: string, database: string): string {
  const u = new URL(url)
  u.pathname = `/${database}`
  return u.toString()
}

/**
 * Runs a command to the end; its output is kept for the error message when it fails. The child
 * joins `children`, so stop() ends it too when a timeout cuts the start short.
 */
function run(command: string, args: string[], env: NodeJS.ProcessEnv, children: ChildProcess[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true })
    children.push(child)
    let output = ''
    const keep = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-8_000)
    }
    child.stdout.on('data', keep)
    child.stderr.on('data', keep)
    child.on('error', reject)
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}:\n${output}`)),
    )
  })
}

async function waitForHealth(instance: Instance, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${instance.name} exited with ${child.exitCode}:\n${instance.log()}`)
    try {
      if ((await fetch(`${instance.url}/healthz`)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250))
  }
  throw new Error(`${instance.name} not healthy within ${timeoutMs} ms:\n${instance.log()}`)
}

/** Ends a process group started with `detached: true` (npx/next start children included). */
async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.pid === undefined || child.exitCode !== null) return
  const exited = new Promise((r) => child.once('exit', r))
  const signal = (s: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, s)
    } catch {
      // already gone
    }
  }
  signal('SIGTERM')
  const timer = setTimeout(() => signal('SIGKILL'), 5_000)
  await exited
  clearTimeout(timer)
}

async function deleteKeys(url: string, keyPrefix: string): Promise<void> {
  const client = createClient({ url, socket: { reconnectStrategy: false } })
  await client.connect()
  try {
    for await (const keys of client.scanIterator({ MATCH: `${keyPrefix}*`, COUNT: 500 })) {
      if (keys.length) await client.unlink(keys)
    }
  } finally {
    client.destroy()
  }
}

/** How many keys the instances wrote under their prefix. */
export async function countKeys(url: string, keyPrefix: string): Promise<number> {
  const client = createClient({ url, socket: { reconnectStrategy: false } })
  await client.connect()
  try {
    let count = 0
    for await (const keys of client.scanIterator({ MATCH: `${keyPrefix}*`, COUNT: 500 })) count += keys.length
    return count
  } finally {
    client.destroy()
  }
}

/** A statement on the cluster's database, behind the application's back (no hooks, no cache expiry). */
export async function sql(databaseUrl: string, text: string, values: unknown[]): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    return (await client.query(text, values)).rowCount ?? 0
  } finally {
    await client.end()
  }
}

/**
 * Another session holding an exclusive lock on a table until released, as a long migration or
 * a stuck transaction would: every read of the table waits for it.
 */
export async function lockTable(databaseUrl: string, table: string): Promise<{ release: () => Promise<void> }> {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  await client.query('BEGIN')
  await client.query(`LOCK TABLE ${pg.escapeIdentifier(table)} IN ACCESS EXCLUSIVE MODE`)
  return {
    release: async () => {
      await client.query('ROLLBACK')
      await client.end()
    },
  }
}

/**
 * The cluster is described first and started after, so that stop() (in afterAll) can remove
 * whatever a start cut short by a timeout had already created.
 */
export function defineCluster({ ports, redisUrl, distDir }: Options): Cluster {
  const id = `${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`
  const database = `rc_scaleout_${id}`
  const databaseUrl = withDatabase(PG_ADMIN_URL, database)
  const dataDir = mkdtempSync(path.join(tmpdir(), 'rc-scale-out-'))
  const redis = redisUrl ? { url: redisUrl, keyPrefix: `rc-scale-out:${id}:` } : undefined
  const admin = { email: 'scale-out@example.com', password: `pw-${randomBytes(12).toString('hex')}` }
  const children: ChildProcess[] = []
  const instances: Instance[] = []
  let databaseCreated = false

  // What every process of this deployment shares. REDIS_URL is only ever given at start: the
  // build was made without it.
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    DATABASE_URL: databaseUrl,
    PAYLOAD_SECRET: randomBytes(24).toString('hex'),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    NEXT_DIST_DIR: distDir,
    NEXT_TELEMETRY_DISABLED: '1',
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    // The smallest seed there is: every site's pages, no car inventory, no charging points.
    SEED_CARS: '0',
    SEED_CHARGING_POINTS: '0',
  }
  delete env.REDIS_URL
  delete env.REDIS_KEY_PREFIX

  const step = async (what: string, work: () => Promise<unknown>) => {
    const started = Date.now()
    await work()
    console.log(`  ${what} (${((Date.now() - started) / 1000).toFixed(1)} s)`)
  }

  async function startInstance(port: number, i: number): Promise<void> {
    const name = `instance ${String.fromCharCode(65 + i)} (:${port})`
    const child = spawn('node', ['node_modules/next/dist/bin/next', 'start', '-p', String(port)], {
      cwd: ROOT,
      env: { ...env, PORT: String(port), ...(redis && { REDIS_URL: redis.url, REDIS_KEY_PREFIX: redis.keyPrefix }) },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    })
    children.push(child)
    let output = ''
    const keep = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-20_000)
    }
    child.stdout?.on('data', keep)
    child.stderr?.on('data', keep)
    const instance: Instance = { name, url: `http://127.0.0.1:${port}`, log: () => output }
    await waitForHealth(instance, child, 120_000)
    instances[i] = instance
  }

  return {
    databaseUrl,
    redis,
    instances,
    admin,
    async start() {
      // Before the long seed: without a reachable Redis the instances would quietly fall back to
      // their own memory, and the test would fail only minutes later and for a vaguer reason.
      if (redis) await step(`Redis at ${redis.url} answers`, () => countKeys(redis.url, redis.keyPrefix))
      await step(`database ${database} created`, async () => {
        const client = new pg.Client({ connectionString: PG_ADMIN_URL })
        await client.connect()
        await client.query(`CREATE DATABASE "${database}"`)
        databaseCreated = true
        await client.end()
      })
      await step('migrated', () => run('node', ['scripts/payload-cli.mjs', 'migrate'], env, children))
      await step('seeded', () => run('node', ['scripts/payload-cli.mjs', 'run', 'src/seed/index.ts'], env, children))
      await step(
        `${ports.length} instances started${redis ? ` with Redis keys ${redis.keyPrefix}*` : ' without Redis'}`,
        () => Promise.all(ports.map(startInstance)),
      )
    },
    async stop() {
      await Promise.all(children.map(stopProcess))
      if (redis) await deleteKeys(redis.url, redis.keyPrefix)
      if (databaseCreated) {
        const client = new pg.Client({ connectionString: PG_ADMIN_URL })
        await client.connect()
        await client.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`)
        await client.end()
      }
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
