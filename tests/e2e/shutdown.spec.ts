import { request as httpRequest } from 'node:http'
import { connect } from 'node:net'
import path from 'node:path'
import { createClient } from '@libsql/client'
import { expect, test } from '@playwright/test'
import { port as e2ePort } from './helpers'
import { enquiryBody, groupAlive, startOwnServer } from './server-data'

/**
 * Issue 15 item 11: `npm start` (scripts/start.mjs) on a copy of the end-to-end database stops
 * gracefully on SIGTERM: it takes no new connections, lets a request under way finish (its lead
 * is stored), exits 0 and leaves no process behind and nothing listening.
 */

const port = Number(process.env.E2E_SHUTDOWN_PORT ?? e2ePort + 7)

const listening = (p: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(p, '127.0.0.1')
    socket.once('connect', () => {
      socket.destroy()
      resolve(true)
    })
    socket.once('error', () => resolve(false))
  })

test('SIGTERM lets a request under way finish, then exits 0 with no process left', async ({ request }) => {
  test.setTimeout(180_000)
  expect(await listening(port)).toBe(false)
  const { base, pid, dir, exited, log, dispose } = await startOwnServer(port)
  try {
    // An enquiry whose body is still arriving when the signal comes.
    const formSubmissionId = crypto.randomUUID()
    const body = JSON.stringify((await enquiryBody(request, base))(formSubmissionId))
    const slow = httpRequest(`${base}/api/forms/comhub?sc_site=hedin-se`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
    })
    const answered = new Promise<{ status: number; text: string }>((resolve, reject) => {
      slow.on('response', (res) => {
        let text = ''
        res.on('data', (chunk: Buffer) => (text += chunk))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }))
      })
      slow.on('error', reject)
    })
    slow.write(body.slice(0, 20))
    slow.flushHeaders()
    await new Promise((resolve) => setTimeout(resolve, 500))

    process.kill(pid, 'SIGTERM')
    // New connections are refused while the request under way is still open.
    await expect.poll(() => listening(port), { timeout: 30_000 }).toBe(false)
    expect(groupAlive(pid)).toBe(true)
    slow.end(body.slice(20))

    const answer = await answered
    expect(answer.status, answer.text).toBe(202)
    expect(await exited, log()).toEqual({ code: 0, signal: null })
    expect(groupAlive(pid)).toBe(false)
    expect(await listening(port)).toBe(false)

    // The lead the request stored is in the database the server closed.
    const db = createClient({ url: `file:${path.join(dir, 'retail-cloud.db')}` })
    const { rows } = await db.execute({
      sql: 'select status from leads where form_submission_id = ?',
      args: [formSubmissionId],
    })
    db.close()
    expect(rows).toHaveLength(1)
  } finally {
    dispose()
  }
})
