import { mkdtempSync, readFileSync, readdirSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseEnv } from '@/lib/env'
import { LeadHubError, type LeadMessage } from '@/modules/forms/outbox'
import { headerText, httpLeadHub, inboxLeadHub, leadEmail, quotedPrintable } from './index'

const KEY = '0b5c3f7e-8a41-4d2b-9c1e-2f3a4b5c6d7e'

const lead: LeadMessage = {
  formName: 'car-enquiry',
  formSubmissionId: KEY,
  site: 'hedin-se',
  createdAt: '2026-11-01T10:00:00.000Z',
  values: {
    car: '11000006',
    name: 'Åsa Öberg',
    phone: '+46 70 123 45 67',
    email: 'asa@example.se',
    message: 'Hej!\nFinns bilen kvar? Pris = 1 000 kr?',
    seller: '',
    quote: true,
    testDrive: false,
    toName: 'Hedin Bil Malmö – Nybilsförsäljning',
    toEmail: 'nybil@malmo.example.se',
    source: 'http://hedin-se.localhost/kop-bil/11000006/volvo-xc60',
  },
}

/** Decodes quoted-printable, for reading back what was written. */
const decodeQp = (text: string) =>
  Buffer.from(
    text.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8')

describe('embedded inbox', () => {
  it('writes the lead as an e-mail to the recipient, once per idempotency key', async () => {
    const dir = path.join(mkdtempSync(path.join(tmpdir(), 'rc-inbox-')), 'lead-inbox')
    const hub = inboxLeadHub(dir)
    await hub.deliver(lead, KEY)
    await hub.deliver({ ...lead, values: { ...lead.values, name: 'Someone else' } }, KEY)
    await Promise.all([hub.deliver(lead, 'other-key'), hub.deliver(lead, 'other-key')])
    expect(readdirSync(dir).sort()).toEqual([`${KEY}.eml`, 'other-key.eml'])

    const message = readFileSync(path.join(dir, `${KEY}.eml`), 'utf8')
    const split = message.indexOf('\r\n\r\n')
    const head = message.slice(0, split)
    const body = message.slice(split + 4)
    expect(head).toContain('To: =?UTF-8?B?')
    expect(head).toContain('<nybil@malmo.example.se>')
    expect(head).toContain('Reply-To: =?UTF-8?B?')
    expect(head).toContain('<asa@example.se>')
    expect(head).toContain(`X-Idempotency-Key: ${KEY}`)
    expect(head).toContain('Content-Transfer-Encoding: quoted-printable')
    const text = decodeQp(body)
    expect(text).toContain('Name: Åsa Öberg')
    expect(text).toContain('Quote: yes\r\nTest drive: no')
    expect(text).toContain('Message:\r\nHej!\r\nFinns bilen kvar? Pris = 1 000 kr?')
  })

  it('keeps a key that is not a plain name out of the file name', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'rc-inbox-'))
    await inboxLeadHub(dir).deliver(lead, '../../etc/passwd')
    expect(readdirSync(dir)).toEqual([expect.stringMatching(/^[0-9a-f]{64}\.eml$/)])
  })
})

describe('message encoding', () => {
  it('encodes non-ASCII header text in words of at most 75 characters, and drops line breaks', () => {
    expect(headerText('Plain text')).toBe('Plain text')
    expect(headerText('Evil\r\nBcc: x@y.z')).toBe('Evil Bcc: x@y.z')
    const encoded = headerText('Förfrågan om Škoda Octavia från Åsa Öberg i Malmö, Göteborg och Tromsø')
    for (const word of encoded.split('\r\n ')) {
      expect(word.length).toBeLessThanOrEqual(75)
      expect(word).toMatch(/^=\?UTF-8\?B\?[A-Za-z0-9+/=]+\?=$/)
    }
    const decoded = encoded
      .split('\r\n ')
      .map((word) => Buffer.from(word.slice(10, -2), 'base64').toString('utf8'))
      .join('')
    expect(decoded).toBe('Förfrågan om Škoda Octavia från Åsa Öberg i Malmö, Göteborg och Tromsø')
  })

  it('writes quoted-printable lines of at most 76 characters that decode to the text', () => {
    const text = `${'å'.repeat(60)} trailing space \n${'x='.repeat(80)}`
    const encoded = quotedPrintable(text)
    for (const line of encoded.split('\r\n')) expect(line.length).toBeLessThanOrEqual(76)
    // a space at the end of a line is escaped, so mail relays cannot strip it
    expect(encoded).toMatch(/space=(\r\n)?=20\r\n/)
    expect(decodeQp(encoded)).toBe(text.replace('\n', '\r\n'))
  })

  it('addresses the recipient the server chose and leaves the seller out when there is none', () => {
    const message = leadEmail(lead, KEY, new Date('2026-11-01T10:00:00Z'))
    expect(message).toContain('Date: Sun, 01 Nov 2026 10:00:00 GMT')
    expect(message).toContain('From: retail-cloud <leads@retail-cloud.invalid>')
    expect(message).not.toContain('Chosen dealer')
    expect(leadEmail({ ...lead, values: { ...lead.values, seller: '1104' } }, KEY)).toContain('Chosen dealer: 1104')
  })
})

describe('comhub upstream', () => {
  let server: Server
  let url: string
  let status = 200
  const received: { body: unknown; key: unknown; apiKey: unknown }[] = []

  beforeAll(async () => {
    server = createServer((req, res) => {
      let body = ''
      req.on('data', (chunk) => (body += chunk))
      req.on('end', () => {
        received.push({ body: JSON.parse(body), key: req.headers['idempotency-key'], apiKey: req.headers['x-api-key'] })
        if (status === 0) return // never answers
        res.writeHead(status, { 'content-type': 'application/json' }).end('{"ok":true}')
      })
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/leads`
  })
  afterAll(() => {
    server.closeAllConnections()
    return new Promise<void>((resolve) => server.close(() => resolve()))
  })

  it('posts the spec’s body with the idempotency key and the API key', async () => {
    status = 201
    await httpLeadHub(url, 'hub-secret').deliver(lead, KEY)
    expect(received.at(-1)).toEqual({
      body: { formName: 'car-enquiry', formSubmissionId: KEY, values: lead.values },
      key: KEY,
      apiKey: 'hub-secret',
    })
  })

  it.each([
    [503, true],
    [500, true],
    [429, true],
    [408, true],
    [400, false],
    [401, false],
    [422, false],
  ])('answer %i fails, retryable: %s', async (answer, retryable) => {
    status = answer
    const failure = await httpLeadHub(url)
      .deliver(lead, KEY)
      .catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(LeadHubError)
    expect(failure).toMatchObject({ retryable, message: `lead hub answered ${answer}` })
  })

  it('fails retryably when the hub is down or too slow', async () => {
    const down = await httpLeadHub('http://127.0.0.1:9/leads')
      .deliver(lead, KEY)
      .catch((error: unknown) => error)
    expect(down).toMatchObject({ retryable: true, message: expect.stringContaining('unreachable') })
    status = 0
    const slow = await httpLeadHub(url, undefined, 200)
      .deliver(lead, KEY)
      .catch((error: unknown) => error)
    expect(slow).toMatchObject({ retryable: true, message: expect.stringContaining('unreachable') })
  })
})

describe('lead hub settings', () => {
  const dir = () => mkdtempSync(path.join(tmpdir(), 'rc-env-'))

  it('default to the inbox, polling every 15 s and waiting 5 s after a first failure', () => {
    const env = parseEnv({ DATA_DIR: dir() })
    expect(env.LEAD_HUB_URL).toBeUndefined()
    expect(env.LEAD_OUTBOX_POLL_MS).toBe(15_000)
    expect(env.LEAD_OUTBOX_BASE_DELAY_MS).toBe(5_000)
  })

  it('take an upstream URL and short timings for tests, and reject nonsense', () => {
    const env = parseEnv({
      DATA_DIR: dir(),
      LEAD_HUB_URL: 'http://127.0.0.1:3199/leads',
      LEAD_OUTBOX_POLL_MS: '500',
      LEAD_OUTBOX_BASE_DELAY_MS: '1000',
    })
    expect(env).toMatchObject({ LEAD_OUTBOX_POLL_MS: 500, LEAD_OUTBOX_BASE_DELAY_MS: 1000 })
    expect(() => parseEnv({ DATA_DIR: dir(), LEAD_HUB_URL: 'hub' })).toThrow(/LEAD_HUB_URL/)
    expect(() => parseEnv({ DATA_DIR: dir(), LEAD_OUTBOX_POLL_MS: '0' })).toThrow(/LEAD_OUTBOX_POLL_MS/)
  })
})
