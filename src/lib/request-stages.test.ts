import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { installRequestStages, type RequestStage } from './request-stages'

describe('installRequestStages', () => {
  let server: http.Server
  let base: string
  const reached: string[] = []

  beforeAll(async () => {
    server = http.createServer((request, response) => {
      let body = ''
      request.on('data', (chunk: Buffer) => (body += chunk.toString()))
      request.on('end', () => {
        reached.push(`${request.url} ${body} ${String(request.headers['x-seen'])}`)
        response.end('app')
      })
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  const mark =
    (name: string): RequestStage =>
    (request) => {
      request.headers['x-seen'] = `${String(request.headers['x-seen'] ?? '')}${name}`
      return 'continue'
    }
  const refuse =
    (path: string): RequestStage =>
    (request, response) => {
      if (request.url !== path) return 'continue'
      response.writeHead(403).end('refused')
      return 'answered'
    }

  it('runs the stages in order, and the app after them', async () => {
    installRequestStages([mark('a'), mark('b')])
    expect(await (await fetch(`${base}/one`)).text()).toBe('app')
    expect(reached.at(-1)).toBe('/one  ab')
  })

  it('stops at a stage that answers: later stages and the app never see the request', async () => {
    installRequestStages([mark('a'), refuse('/secret'), mark('c')])
    const res = await fetch(`${base}/secret`)
    expect([res.status, await res.text()]).toEqual([403, 'refused'])
    expect(reached.filter((line) => line.startsWith('/secret'))).toEqual([])
    await fetch(`${base}/open`)
    expect(reached.at(-1)).toBe('/open  ac')
  })

  it('waits for a stage that answers later, the body arriving whole after it', async () => {
    const later: RequestStage = (request, response) =>
      new Promise((resolve) =>
        setTimeout(() => {
          if (request.url === '/slow-no') {
            response.writeHead(429).end()
            resolve('answered')
          } else resolve('continue')
        }, 20),
      )
    installRequestStages([later, mark('z')])
    const ok = await fetch(`${base}/slow-yes`, { method: 'POST', body: 'x'.repeat(100_000) })
    expect(await ok.text()).toBe('app')
    expect(reached.at(-1)).toBe(`/slow-yes ${'x'.repeat(100_000)} z`)
    expect((await fetch(`${base}/slow-no`)).status).toBe(429)
  })

  it('lets the request on when a stage fails, and replaces the list on a second install', async () => {
    installRequestStages([() => Promise.reject(new Error('redis down')), mark('after')])
    expect(await (await fetch(`${base}/failing`)).text()).toBe('app')
    expect(reached.at(-1)).toBe('/failing  after')
    installRequestStages([])
    await fetch(`${base}/bare`)
    expect(reached.at(-1)).toBe('/bare  undefined')
  })
})
