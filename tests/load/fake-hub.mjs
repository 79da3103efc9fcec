// A lead hub for fault tests: answers 500 on a share of the calls and never answers another
// share, chosen by a seeded generator, and counts per idempotency key what it received and what
// it took (answered 2xx). A key taken twice is a duplicate the real hub would have to drop.
import { createServer } from 'node:http'

/** mulberry32: a small seeded generator, so a run can be repeated. */
export function seeded(seed) {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

export async function startFakeHub({ failShare = 0, hangShare = 0, seed = 1 } = {}) {
  const random = seeded(seed)
  const received = new Map()
  const taken = new Map()
  const counts = { calls: 0, failed: 0, hung: 0, taken: 0 }
  const server = createServer((req, res) => {
    req.resume()
    req.on('end', () => {
      const key = String(req.headers['idempotency-key'] ?? '')
      counts.calls++
      received.set(key, (received.get(key) ?? 0) + 1)
      const roll = random()
      if (roll < hangShare) {
        counts.hung++
        return // the connection stays open until the caller gives up
      }
      if (roll < hangShare + failShare) {
        counts.failed++
        res.writeHead(500, { 'content-type': 'application/json' }).end('{"error":"flaky"}')
        return
      }
      counts.taken++
      taken.set(key, (taken.get(key) ?? 0) + 1)
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}')
    })
  })
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address()
  return {
    url: `http://127.0.0.1:${port}/leads`,
    counts,
    received,
    taken,
    duplicates: () => [...taken.values()].filter((n) => n > 1).length,
    close: () => {
      server.closeAllConnections()
      return new Promise((resolve) => server.close(resolve))
    },
  }
}
