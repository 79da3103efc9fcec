import { describe, expect, it } from 'vitest'
import { CLIENT_ADDRESS_HEADER } from './abuse-limits'
import { guardLogin } from './login-guard'
import { FREE_FAILURES, LoginThrottle } from './login-throttle'

/** A stand-in for Payload's login: one account, one password, its answers' shapes. */
async function payloadLogin(request: Request): Promise<Response> {
  const { email, password } = (await request.json()) as { email: string; password: string }
  if (email === 'editor@example.com' && password === 'right') {
    return Response.json(
      { message: 'Auth Passed', user: { id: 1, email }, token: 'secret.jwt.token', exp: 1 },
      { headers: { 'Set-Cookie': 'payload-token=secret.jwt.token; HttpOnly; Path=/' } },
    )
  }
  return Response.json({ errors: [{ message: 'The email or password provided is incorrect.' }] }, { status: 401 })
}

const attempt = (password: string, address = '198.51.100.1', email = 'editor@example.com') =>
  new Request('http://localhost/api/users/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json', [CLIENT_ADDRESS_HEADER]: address },
    body: JSON.stringify({ email, password }),
  })

describe('guarded login', () => {
  it('logs in with the cookie but no token in the JSON', async () => {
    const answer = await guardLogin(attempt('right'), new LoginThrottle(), payloadLogin, 0)
    expect(answer.status).toBe(200)
    expect(answer.headers.get('set-cookie')).toContain('payload-token=')
    const json = (await answer.json()) as Record<string, unknown>
    expect(json).toMatchObject({ user: { email: 'editor@example.com' }, exp: 1 })
    expect(json).not.toHaveProperty('token')
  })

  it('throttles an address guessing, with 429 and Retry-After, while another address logs in', async () => {
    const throttle = new LoginThrottle()
    for (let i = 0; i <= FREE_FAILURES; i++) {
      expect((await guardLogin(attempt('wrong', '203.0.113.66'), throttle, payloadLogin, 0)).status).toBe(401)
    }
    const refused = await guardLogin(attempt('right', '203.0.113.66'), throttle, payloadLogin, 0)
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect((await guardLogin(attempt('right', '198.51.100.1'), throttle, payloadLogin, 0)).status).toBe(200)
  })

  it('answers an unknown e-mail no sooner than a known one with a wrong password', async () => {
    const throttle = new LoginThrottle()
    const timed = async (email: string) => {
      const started = performance.now()
      await guardLogin(attempt('wrong', '198.51.100.9', email), throttle, payloadLogin, 150)
      return performance.now() - started
    }
    expect(await timed('nobody@example.com')).toBeGreaterThanOrEqual(145)
    expect(await timed('editor@example.com')).toBeGreaterThanOrEqual(145)
  })

  it('counts the admin’s multipart login, whose fields are JSON in _payload', async () => {
    const throttle = new LoginThrottle()
    const form = (password: string) => {
      const body = new FormData()
      body.set('_payload', JSON.stringify({ email: 'editor@example.com', password }))
      return new Request('http://localhost/api/users/login', {
        method: 'POST',
        headers: { [CLIENT_ADDRESS_HEADER]: '203.0.113.70' },
        body,
      })
    }
    const adminLogin = async (request: Request) => {
      const fields = JSON.parse(String((await request.formData()).get('_payload'))) as { password: string }
      return payloadLogin(attempt(fields.password, '203.0.113.70'))
    }
    for (let i = 0; i <= FREE_FAILURES; i++)
      expect((await guardLogin(form('wrong'), throttle, adminLogin, 0)).status).toBe(401)
    expect((await guardLogin(form('right'), throttle, adminLogin, 0)).status).toBe(429)
  })

  it('leaves a body without an e-mail to Payload', async () => {
    const request = new Request('http://localhost/api/users/login', { method: 'POST', body: '{}' })
    const answer = await guardLogin(
      request,
      new LoginThrottle(),
      async () => new Response('{"errors":[]}', { status: 400 }),
      0,
    )
    expect(answer.status).toBe(400)
  })
})
