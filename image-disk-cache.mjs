// Optimised images (next/image's AVIF and WebP) on disk, bounded by size, least recently used
// first out. Next keeps them on disk only when pages go there too (`isrFlushToDisk`), which the
// in-memory page cache turns off; without this store every image request was encoded again
// (~0.4 s of CPU for an AVIF hero). Plain JS: Next loads it outside the bundler.
import { mkdirSync, readdirSync, readFileSync, renameSync, statSync, unlinkSync, writeFileSync } from 'node:fs'
import path from 'node:path'

const KEY = /^[\w-]{1,128}$/

/**
 * A directory of entries, one file each: a 4-byte header length, the JSON header (etag,
 * extension, upstream etag, revalidate, lastModified), then the image bytes.
 */
export function openImageDiskCache(dir, maxBytes) {
  mkdirSync(dir, { recursive: true })
  /** key → bytes on disk, oldest use first (a Map keeps insertion order; a use re-inserts). */
  const index = new Map()
  let total = 0

  const fileOf = (key) => path.join(dir, key)
  const forget = (key) => {
    const bytes = index.get(key)
    if (bytes === undefined) return
    index.delete(key)
    total -= bytes
    try {
      unlinkSync(fileOf(key))
    } catch {
      // already gone
    }
  }

  // Entries of an earlier run, oldest first, so a restart keeps the recent ones.
  const found = []
  for (const name of readdirSync(dir)) {
    if (name.endsWith('.tmp')) {
      // a write cut short by a stop
      try {
        unlinkSync(fileOf(name))
      } catch {
        // removed meanwhile
      }
      continue
    }
    if (!KEY.test(name)) continue
    try {
      const stat = statSync(fileOf(name))
      found.push({ name, bytes: stat.size, at: stat.mtimeMs })
    } catch {
      // removed meanwhile
    }
  }
  for (const entry of found.sort((a, b) => a.at - b.at)) {
    index.set(entry.name, entry.bytes)
    total += entry.bytes
  }

  const evict = () => {
    for (const key of index.keys()) {
      if (total <= maxBytes) break
      forget(key)
    }
  }
  evict()

  return {
    get size() {
      return { entries: index.size, bytes: total }
    },

    /** The entry as Next's image cache reads it from a cache handler, or null. */
    get(key) {
      if (!KEY.test(key) || !index.has(key)) return null
      let file
      try {
        file = readFileSync(fileOf(key))
      } catch {
        forget(key)
        return null
      }
      const headerLength = file.readUInt32BE(0)
      const header = JSON.parse(file.subarray(4, 4 + headerLength).toString('utf8'))
      const bytes = index.get(key)
      index.delete(key)
      index.set(key, bytes)
      return {
        lastModified: header.lastModified,
        value: {
          kind: 'IMAGE',
          etag: header.etag,
          extension: header.extension,
          upstreamEtag: header.upstreamEtag,
          revalidate: header.revalidate,
          buffer: file.subarray(4 + headerLength),
        },
      }
    },

    set(key, value) {
      if (!KEY.test(key) || value?.kind !== 'IMAGE' || !Buffer.isBuffer(value.buffer)) return
      const header = Buffer.from(
        JSON.stringify({
          etag: value.etag,
          extension: value.extension,
          upstreamEtag: value.upstreamEtag,
          revalidate: value.revalidate,
          lastModified: Date.now(),
        }),
      )
      const length = Buffer.alloc(4)
      length.writeUInt32BE(header.length)
      const file = Buffer.concat([length, header, value.buffer])
      if (file.length > maxBytes) return
      forget(key)
      // Written whole under another name, then renamed: a reader never sees half an image.
      const temporary = `${fileOf(key)}.${process.pid}.tmp`
      writeFileSync(temporary, file)
      renameSync(temporary, fileOf(key))
      index.set(key, file.length)
      total += file.length
      evict()
    },
  }
}
