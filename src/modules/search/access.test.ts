import { describe, expect, it } from 'vitest'
import { apiKeyMatches, requestApiKey } from './access'

describe('search API keys', () => {
  it('match only the exact key', () => {
    expect(apiKeyMatches('s3cret-key', 's3cret-key')).toBe(true)
    expect(apiKeyMatches('s3cret-key', 's3cret-kez')).toBe(false)
    expect(apiKeyMatches('s3cret-key', 's3cret-key-longer')).toBe(false)
    expect(apiKeyMatches('s3cret-key', '')).toBe(false)
    expect(apiKeyMatches('s3cret-key', null)).toBe(false)
  })

  it('are read from x-api-key, or from a bearer token where allowed', () => {
    expect(requestApiKey(new Headers({ 'x-api-key': ' k1 ' }), { bearer: false })).toBe('k1')
    expect(requestApiKey(new Headers({ authorization: 'Bearer k2' }), { bearer: false })).toBeNull()
    expect(requestApiKey(new Headers({ authorization: 'bearer  k2 ' }), { bearer: true })).toBe('k2')
    expect(requestApiKey(new Headers({ authorization: 'Basic k2' }), { bearer: true })).toBeNull()
    expect(requestApiKey(new Headers({ 'x-api-key': 'k1', authorization: 'Bearer k2' }), { bearer: true })).toBe('k1')
    expect(requestApiKey(new Headers(), { bearer: true })).toBeNull()
  })
})
