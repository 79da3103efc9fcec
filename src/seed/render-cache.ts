import { createHash, randomBytes } from 'node:crypto'
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

/**
 * Demo pictures and films kept between seeds. Rendering them is most of a seed's time (271
 * pictures and four films: minutes on two cores), and one test run seeds twice (the browser
 * tests' database and the scaled-out test's). An entry is keyed by what was asked for and by the
 * renderers' own source, so a change to either renders afresh; any trouble with the cache only
 * means rendering again.
 */

const CACHE_DIR = path.resolve(process.env.SEED_CACHE_DIR || path.join('node_modules', '.cache', 'retail-cloud-seed'))

/** The files whose code decides the pixels. */
const RENDERERS = ['./images.ts', './demo-video.ts', '../../data/inventory/random.ts', '../../data/inventory/text.ts']

let version: Promise<string | null> | undefined

function renderersVersion(): Promise<string | null> {
  version ??= Promise.all(RENDERERS.map((file) => readFile(fileURLToPath(new URL(file, import.meta.url)))))
    .then((sources) => sources.reduce((hash, source) => hash.update(source), createHash('sha256')).digest('hex'))
    .catch(() => null)
  return version
}

type Rendered = { buffer: Buffer }

export async function cachedRender<T extends Rendered>(request: unknown, render: () => Promise<T>): Promise<T> {
  const renderers = await renderersVersion()
  if (!renderers) return render()
  const key = createHash('sha256').update(renderers).update(JSON.stringify(request)).digest('hex')
  const file = path.join(CACHE_DIR, key)
  try {
    const [meta, buffer] = await Promise.all([readFile(`${file}.json`, 'utf8'), readFile(`${file}.bin`)])
    return { ...(JSON.parse(meta) as Omit<T, 'buffer'>), buffer } as T
  } catch {
    // not cached yet (or unreadable): render it
  }
  const rendered = await render()
  try {
    await mkdir(CACHE_DIR, { recursive: true })
    const { buffer, ...meta } = rendered
    const temp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`
    // the picture first, then its description: an entry is whole once its .json is there
    await writeFile(`${temp}.bin`, buffer)
    await rename(`${temp}.bin`, `${file}.bin`)
    await writeFile(`${temp}.json`, JSON.stringify(meta))
    await rename(`${temp}.json`, `${file}.json`)
  } catch {
    // a read-only or full disk: the seed goes on without keeping it
  }
  return rendered
}
