import { describe, it, expect } from 'vitest'
import { checkRequestPath, MAX_PATH_LENGTH, MAX_QUERY_LENGTH } from './request-guard'

function statusOf(raw: string): number {
  const result = checkRequestPath(raw)
  return result.ok ? 200 : result.status
}

describe('checkRequestPath', () => {
  it.each([
    '/',
    '/kop-bil/alla-bilar-i-lager',
    '/kop-bil/12345/volvo-xc60?car_brand=Volvo&page=2',
    '/en/search?keyphrase=a%2Fb%20c', // encoded slash in the query is data, not a separator
    '/s%C3%B6k/bil', // encoded UTF-8
    '/k%C3%B6p-bil/%E2%82%AC',
    '/a.b/c..d/x...', // dots that are not a '..' segment
    '/.well-known/security.txt',
    '/./kop-bil',
    '/kop-bil?q=..%2F..%2Fetc',
    '/?',
    '/#..',
  ])('accepts %j', (raw) => {
    expect(checkRequestPath(raw)).toEqual({ ok: true })
  })

  describe('dot-dot segments', () => {
    it.each([
      '/..',
      '/../etc/passwd',
      '/kop-bil/../admin',
      '/kop-bil/..',
      '/kop-bil/../',
      '/%2e%2e/etc/passwd',
      '/%2E%2E/etc/passwd',
      '/.%2e/x',
      '/%2e./x',
      '/%252e%252e/x', // double-encoded
      '/a/..?x=1',
    ])('rejects %j with 400', (raw) => {
      expect(checkRequestPath(raw)).toEqual({
        ok: false,
        status: 400,
        reason: 'dot-dot segment in path',
      })
    })
  })

  describe('encoded separators', () => {
    it.each([
      '/a%2fb',
      '/a%2Fb',
      '/a%5cb',
      '/a%5Cb',
      '/..%2f..%2fetc',
      '/a%252fb', // double-encoded
      '/a%255Cb',
    ])('rejects %j with 400', (raw) => {
      expect(statusOf(raw)).toBe(400)
    })

    it('rejects a literal backslash, which some servers treat as a separator', () => {
      expect(statusOf('/a\\..\\b')).toBe(400)
      expect(statusOf('/a\\b')).toBe(400)
    })
  })

  describe('NUL and control characters', () => {
    it.each(['/a%00b', '/a%00', '/index.html%00.png', '/x?q=%00', '/a%2500'])('rejects %j with 400', (raw) => {
      expect(statusOf(raw)).toBe(400)
    })

    it.each(['/a\u0000b', '/a\r\nSet-Cookie: x', '/a\tb', '/x?q=\u007f'])(
      'rejects a literal control character in %j',
      (raw) => {
        expect(statusOf(raw)).toBe(400)
      },
    )
  })

  describe('malformed percent-encoding', () => {
    it.each(['/%', '/%zz', '/a%2', '/%E2%82', '/%C0%AE%C0%AE/etc', '/%ED%A0%80'])('rejects %j with 400', (raw) => {
      expect(checkRequestPath(raw)).toMatchObject({
        ok: false,
        status: 400,
        reason: 'malformed percent-encoding in path',
      })
    })

    it('tolerates a stray % in the query, which URLSearchParams reads fine', () => {
      expect(statusOf('/search?keyphrase=100%')).toBe(200)
    })
  })

  describe('lengths', () => {
    it('accepts a path of exactly the maximum length', () => {
      expect(statusOf('/' + 'a'.repeat(MAX_PATH_LENGTH - 1))).toBe(200)
    })

    it('rejects a longer path', () => {
      expect(checkRequestPath('/' + 'a'.repeat(MAX_PATH_LENGTH))).toMatchObject({
        status: 400,
        reason: 'path too long',
      })
    })

    it('accepts a query of exactly the maximum length', () => {
      expect(statusOf('/?' + 'q'.repeat(MAX_QUERY_LENGTH))).toBe(200)
    })

    it('rejects a longer query', () => {
      expect(checkRequestPath('/?' + 'q'.repeat(MAX_QUERY_LENGTH + 1))).toMatchObject({
        status: 400,
        reason: 'query string too long',
      })
    })

    it('handles a very large input quickly and without throwing', () => {
      expect(statusOf('/' + '%'.repeat(1_000_000))).toBe(400)
      expect(statusOf('/?' + '%00'.repeat(1_000_000))).toBe(400)
    })
  })

  describe('request target shape', () => {
    it.each(['', '*', 'kop-bil', 'http://evil.example/x', '?q=1'])('rejects %j with 400', (raw) => {
      expect(statusOf(raw)).toBe(400)
    })
  })

  describe('hidden files', () => {
    it.each(['/.env', '/.git/config', '/a/.htaccess', '/%2eenv', '/.well-known/../.env'])('rejects %j', (raw) => {
      expect(statusOf(raw)).not.toBe(200)
    })

    it('answers 404 rather than 400 for a plain hidden path', () => {
      expect(checkRequestPath('/.git/config')).toEqual({
        ok: false,
        status: 404,
        reason: 'hidden path',
      })
    })
  })
})
