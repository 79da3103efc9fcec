import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { httpTracking, logTracking } from './index'

const event = {
  channel: 'WEB' as const,
  currency: 'USD' as const,
  page: { name: 'Sälj bil', itemId: '{A}' },
  pageVariantId: '_default',
  language: 'sv' as const,
  site: 'hedin-se',
}

let server: Server
let url: string
const received: { body: string; apiKey: string | undefined }[] = []
let status = 200

beforeAll(async () => {
  server = createServer((req: IncomingMessage, res) => {
    let body = ''
    req.on('data', (c) => (body += c))
    req.on('end', () => {
      received.push({ body, apiKey: req.headers['x-api-key'] as string | undefined })
      res.writeHead(status).end('{}')
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/views`
})

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

describe('tracking providers', () => {
  it('posts the page view to the upstream with its key', async () => {
    await httpTracking(url, 'secret').pageView(event)
    expect(received.at(-1)?.apiKey).toBe('secret')
    expect(JSON.parse(received.at(-1)?.body ?? '{}')).toEqual(event)
  })

  it('fails when the upstream refuses, so the caller can log it', async () => {
    status = 502
    await expect(httpTracking(url).pageView(event)).rejects.toThrow('502')
    status = 200
  })

  it('writes page views to the log by default', async () => {
    await expect(logTracking.pageView(event)).resolves.toBeUndefined()
  })
})
