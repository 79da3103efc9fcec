import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { gateRequest, malformedPath, requestGateStage } from './request-gate'
import { installRequestStages } from './request-stages'

describe('gateRequest', () => {
  it('lets ordinary requests through', () => {
    expect(gateRequest('GET', '/api/search')).toBeNull()
    expect(gateRequest('POST', '/kop-bil/%C3%A5?q=%ZZ')).toBeNull()
  })

  it('answers unknown methods 405 with Allow, in JSON on JSON routes', () => {
    const api = gateRequest('TRACE', '/api/search')
    expect(api).toMatchObject({ status: 405, headers: { Allow: 'GET, HEAD, POST, PUT, DELETE, PATCH, OPTIONS' } })
    expect(JSON.parse(api!.body)).toMatchObject({ error: 'method_not_allowed' })
    expect(gateRequest('TRACE', '/')).toMatchObject({ status: 405, headers: { 'Content-Type': /text\/plain/ } })
  })

  it('answers a malformed escape 400, or 404 for an old media URL', () => {
    expect(malformedPath('/api/inventory-images/%ZZ')).toBe(true)
    expect(malformedPath('/a%20b?x=%ZZ')).toBe(false)
    expect(gateRequest('GET', '/api/autos-on-show/%ZZ')).toMatchObject({ status: 400 })
    expect(gateRequest('GET', '/admin/%E0%A4%A')).toMatchObject({ status: 400 })
    expect(gateRequest('GET', '/-/media/%ZZ')).toMatchObject({ status: 404 })
  })
})

describe('requestGateStage', () => {
  let server: http.Server
  let port: number
  beforeAll(async () => {
    installRequestStages([requestGateStage])
    server = http.createServer((_req, res) => res.end('app'))
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    port = (server.address() as AddressInfo).port
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  const send = (method: string, path: string) =>
    new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = http.request({ host: '127.0.0.1', port, method, path }, (res) => {
        let body = ''
        res.on('data', (chunk) => (body += chunk))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }))
      })
      req.on('error', reject)
      req.end()
    })

  it('answers gated requests before the app sees them', async () => {
    expect(await send('GET', '/api/search')).toEqual({ status: 200, body: 'app' })
    expect((await send('TRACE', '/api/search')).status).toBe(405)
    expect((await send('GET', '/api/pages/%ZZ')).status).toBe(400)
  })
})
