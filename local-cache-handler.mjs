// Next's cache on one instance (no REDIS_URL): pages and data exactly as Next's own handler keeps
// them (in memory, PAGE_CACHE_MB, nothing on disk: see next.config.ts), and optimised images on
// disk (image-disk-cache.mjs), which Next's own handler would keep only if pages went to disk too.
// Plain JS: Next imports this file at `next start`, outside the bundler.
import path from 'node:path'
import nextFileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache.js'
import { openImageDiskCache } from './image-disk-cache.mjs'

const FileSystemCache = nextFileSystemCache.default ?? nextFileSystemCache

const DEFAULT_IMAGE_CACHE_MB = 512

// One store per process: Next creates a handler for pages and another for images.
const shared = globalThis
function images(serverDistDir) {
  shared.retailCloudImageCache ??= openImageDiskCache(
    path.join(serverDistDir, '..', 'cache', 'images'),
    Number(process.env.IMAGE_CACHE_MB || DEFAULT_IMAGE_CACHE_MB) * 1024 * 1024,
  )
  return shared.retailCloudImageCache
}

export default class LocalCacheHandler extends FileSystemCache {
  async get(key, context) {
    if (context?.kind === 'IMAGE') return images(this.serverDistDir).get(key)
    return super.get(key, context)
  }

  async set(key, value, context) {
    if (value?.kind === 'IMAGE') return images(this.serverDistDir).set(key, value)
    return super.set(key, value, context)
  }
}
