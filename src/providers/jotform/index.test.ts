import { createServer, type IncomingHttpHeaders, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

const settings = { JOTFORM_API_KEY: 'jot-key-123' as string | undefined, JOTFORM_API_URL: '' }
vi.mock('@/lib/env', () => ({ env: () => settings }))

const { JotformError, readJotformSubmission } = await import('./index')

/** A stand-in for Jotform's API: the requests it saw, and what it answers per submission id. */
let server: Server
const seen: { url: string; headers: IncomingHttpHeaders }[] = []
const answers = new Map<string, { status: number; body: unknown }>()

beforeAll(async () => {
  server = createServer((req, res) => {
    seen.push({ url: req.url ?? '', headers: req.headers })
    const id = /\/submission\/([^/?]+)$/.exec(req.url ?? '')?.[1] ?? ''
    const answer = answers.get(decodeURIComponent(id)) ?? { status: 404, body: { responseCode: 404 } }
    res.writeHead(answer.status, { 'content-type': 'application/json' })
    res.end(JSON.stringify(answer.body))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  settings.JOTFORM_API_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))
beforeEach(() => {
  seen.length = 0
  answers.clear()
  settings.JOTFORM_API_KEY = 'jot-key-123'
})

describe('reading one Jotform submission', () => {
  it('asks for that submission with the key in a header, never in the URL', async () => {
    answers.set('555', {
      status: 200,
      body: {
        responseCode: 200,
        content: { id: 555, form_id: '2024', answers: { 3: { name: 'email', answer: 'a@b.se' } } },
      },
    })
    const submission = await readJotformSubmission('555')
    expect(submission).toEqual({ id: '555', formId: '2024', answers: { 3: { name: 'email', answer: 'a@b.se' } } })
    expect(seen).toHaveLength(1)
    expect(seen[0]!.url).toBe('/v1/submission/555')
    expect(seen[0]!.headers.apikey).toBe('jot-key-123')
  })

  it('tells a missing submission from an unreachable or garbled API', async () => {
    await expect(readJotformSubmission('404404')).rejects.toMatchObject({ notFound: true })
    answers.set('7', { status: 500, body: {} })
    await expect(readJotformSubmission('7')).rejects.toMatchObject({ notFound: false })
    answers.set('8', { status: 200, body: { content: { nothing: true } } })
    await expect(readJotformSubmission('8')).rejects.toBeInstanceOf(JotformError)
  })

  it('calls nobody without a key', async () => {
    settings.JOTFORM_API_KEY = undefined
    await expect(readJotformSubmission('555')).rejects.toBeInstanceOf(JotformError)
    expect(seen).toHaveLength(0)
  })
})
