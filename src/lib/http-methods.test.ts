import { describe, expect, it } from 'vitest'
import { allowHeader, otherMethods } from './http-methods'

describe('otherMethods', () => {
  it('answers 405 in JSON with the methods the route takes', async () => {
    const { PUT } = otherMethods('GET')
    const response = PUT()
    expect(response.status).toBe(405)
    expect(response.headers.get('allow')).toBe('GET, HEAD, OPTIONS')
    expect(await response.json()).toMatchObject({ error: 'method_not_allowed' })
    expect(allowHeader(['POST'])).toBe('OPTIONS, POST')
  })
})
