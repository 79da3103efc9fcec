import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { openImageDiskCache } from './image-disk-cache.mjs'

const dirs: string[] = []
const newDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'rc-images-'))
  dirs.push(dir)
  return dir
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

const image = (bytes: number, etag = 'e1') => ({
  kind: 'IMAGE',
  etag,
  extension: 'avif',
  upstreamEtag: 'u1',
  revalidate: 14400,
  buffer: Buffer.alloc(bytes, 7),
})

describe('image disk cache', () => {
  it('gives back what was stored, as Next reads an image entry', () => {
    const cache = openImageDiskCache(newDir(), 1_000_000)
    cache.set('abc', image(1000))
    const entry = cache.get('abc')
    expect(entry?.value).toMatchObject({
      kind: 'IMAGE',
      etag: 'e1',
      extension: 'avif',
      upstreamEtag: 'u1',
      revalidate: 14400,
    })
    expect(entry?.value.buffer.equals(Buffer.alloc(1000, 7))).toBe(true)
    expect(entry?.lastModified).toBeGreaterThan(Date.now() - 60_000)
    expect(cache.get('other')).toBeNull()
  })

  it('drops the least recently used entries once over its size', () => {
    const cache = openImageDiskCache(newDir(), 3500)
    cache.set('a', image(1000))
    cache.set('b', image(1000))
    cache.set('c', image(1000))
    expect(cache.get('a')).not.toBeNull() // a is now newer than b
    cache.set('d', image(1000))
    expect(cache.get('b')).toBeNull()
    expect(cache.get('a')).not.toBeNull()
    expect(cache.get('d')).not.toBeNull()
    expect(cache.size.bytes).toBeLessThanOrEqual(3500)
  })

  it('keeps its entries over a restart and clears writes cut short', () => {
    const dir = newDir()
    openImageDiskCache(dir, 1_000_000).set('kept', image(500, 'e2'))
    writeFileSync(path.join(dir, 'half.123.tmp'), 'x')
    const reopened = openImageDiskCache(dir, 1_000_000)
    expect(reopened.get('kept')?.value.etag).toBe('e2')
    expect(readdirSync(dir)).toEqual(['kept'])
  })

  it('replaces an entry written again and refuses keys that are no file names', () => {
    const cache = openImageDiskCache(newDir(), 1_000_000)
    cache.set('k', image(100, 'old'))
    cache.set('k', image(200, 'new'))
    expect(cache.get('k')?.value.etag).toBe('new')
    expect(cache.size).toEqual({ entries: 1, bytes: cache.size.bytes })
    cache.set('../escape', image(100))
    expect(cache.get('../escape')).toBeNull()
  })
})
