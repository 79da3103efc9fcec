import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { calendarFile } from '@/modules/calendar/ics'
import { fileMailer, MailError, senderAddress, smtpMailer } from './mailer'

let dir: string
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'mailer-'))
})
afterEach(() => rm(dir, { recursive: true, force: true }))

const message = {
  to: { name: 'Åsa Öberg', address: 'asa@example.com' },
  subject: 'Bokning bekräftad',
  text: 'Välkommen till verkstaden.',
  calendar: {
    method: 'REQUEST' as const,
    content: calendarFile({
      uid: 'booking-1@retail-cloud.invalid',
      start: new Date('2026-12-01T08:00:00Z'),
      end: new Date('2026-12-01T09:00:00Z'),
      title: 'Service',
    }),
  },
}

describe('fileMailer', () => {
  it('writes one RFC 5322 message per key, with the calendar part and the key as Message-ID', async () => {
    const mailer = fileMailer(dir, 'Hedin Bil <no-reply@example.com>')
    await mailer.send(message, 'booking-1-confirmation')
    await mailer.send({ ...message, subject: 'a second try' }, 'booking-1-confirmation')
    expect(await readdir(dir)).toEqual(['booking-1-confirmation.eml'])
    const eml = await readFile(path.join(dir, 'booking-1-confirmation.eml'), 'utf8')
    expect(eml).toContain('Message-ID: <booking-1-confirmation@retail-cloud.invalid>')
    expect(eml).toContain('From: Hedin Bil <no-reply@example.com>')
    expect(eml).toMatch(/To: =\?UTF-8\?.+<asa@example.com>/)
    expect(eml).toContain('text/calendar; charset=utf-8; method=REQUEST')
    expect(eml).not.toContain('a second try')
    expect(eml).toContain('\r\n')
  })

  it('adds the one-click unsubscribe headers of RFC 2369 and RFC 8058 when asked', async () => {
    const mailer = fileMailer(dir, 'x <x@example.com>')
    const url = 'https://hedinbil.se/api/alerts/unsubscribe?token=unsubscribe.1.2.abc'
    await mailer.send(
      { to: { address: 'a@example.com' }, subject: 'Alert', text: 'x', listUnsubscribe: url },
      'alert-1',
    )
    await mailer.send({ to: { address: 'a@example.com' }, subject: 'Plain', text: 'x' }, 'plain-1')
    const eml = (await readFile(path.join(dir, 'alert-1.eml'), 'utf8')).replace(/\r\n[ \t]+/g, ' ')
    expect(eml).toContain(`List-Unsubscribe: <${url}>`)
    expect(eml).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click')
    expect(await readFile(path.join(dir, 'plain-1.eml'), 'utf8')).not.toContain('List-Unsubscribe')
  })

  it("sends under the site's name at MAIL_FROM's address when the message names a sender", async () => {
    const mailer = fileMailer(dir, 'Hedin Bil <no-reply@example.com>')
    await mailer.send({ ...message, senderName: 'Hedin Automotive' }, 'named-1')
    const eml = await readFile(path.join(dir, 'named-1.eml'), 'utf8')
    expect(eml).toContain('From: Hedin Automotive <no-reply@example.com>')
    expect(senderAddress('no-reply@example.com')).toBe('no-reply@example.com')
  })

  it('a key with unsafe characters becomes a hashed file name inside the folder', async () => {
    await fileMailer(dir, 'x <x@example.com>').send(message, '../../etc/passwd')
    const [name] = await readdir(dir)
    expect(name).toMatch(/^[0-9a-f]{64}\.eml$/)
  })
})

describe('smtpMailer', () => {
  it('a mail server that cannot be reached is a retryable MailError', async () => {
    const mailer = smtpMailer('smtp://127.0.0.1:9', 'x <x@example.com>')
    const error = await mailer.send(message, 'k').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(MailError)
    expect((error as MailError).retryable).toBe(true)
  })
})
