import { afterEach, describe, expect, it, vi } from 'vitest'
import { expireCacheTags } from './expire-tags'

type Global = { __incrementalCache?: unknown }

describe('expireCacheTags outside a request', () => {
  afterEach(() => {
    delete (globalThis as Global).__incrementalCache
  })

  it("expires the tags through the server's cache once, when the server has one (the job runner)", () => {
    const revalidateTag = vi.fn(async () => {})
    ;(globalThis as Global).__incrementalCache = { revalidateTag }
    expireCacheTags(['stories:hedin-uk:/news-and-events', 'stories:hedin-uk', 'stories:hedin-uk'])
    expect(revalidateTag).toHaveBeenCalledTimes(1)
    expect(revalidateTag).toHaveBeenCalledWith(['stories:hedin-uk:/news-and-events', 'stories:hedin-uk'], {
      expire: 0,
    })
  })

  it('passes over the tags without a cache (a CLI script, the seed)', () => {
    expect(() => expireCacheTags(['pages:hedin-se'])).not.toThrow()
  })
})
