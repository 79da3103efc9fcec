import { describe, expect, it } from 'vitest'
import { MAX_CSV_ROWS, parseRedirectCsv, serializeRedirectCsv } from './csv'
import { readCsv } from './csv-text'
import { testRules, testSite } from './test-helpers'

const site = testSite()

describe('reading CSV', () => {
  it('reads quoted fields with delimiters, quotes and line breaks, CRLF or LF', () => {
    expect(readCsv('a,"b,1","say ""hi""\nthere"\r\nc,d,e\n\n', ',')).toEqual([
      { line: 1, fields: ['a', 'b,1', 'say "hi"\nthere'] },
      { line: 3, fields: ['c', 'd', 'e'] },
    ])
  })

  it('takes ; as the delimiter when the header uses it, and drops a byte-order mark', () => {
    const result = parseRedirectCsv('\uFEFFsource;destination;has\n/bilar;/kop-bil;vehicletype=PB&si\n', site)
    expect(result).toMatchObject({
      ok: true,
      rules: [
        {
          source: '/bilar',
          destination: '/kop-bil',
          has: [
            { type: 'query', key: 'vehicletype', value: 'PB' },
            { type: 'query', key: 'si' },
          ],
          site: 'hedin-fi',
          order: 1,
        },
      ],
    })
  })
})

describe('import errors', () => {
  it('reports every bad row by line and field and accepts nothing', () => {
    const csv = [
      'source,destination,permanent,statusCode',
      '/ok,/fine,true,',
      '/a,//evil.example,true,',
      '/b,/c,maybe,',
      '/d/{x},/{y},,',
      '/e,/f,true,418',
    ].join('\n')
    const result = parseRedirectCsv(csv, site)
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(result.status).toBe(400)
    expect(result.errors.map(({ line, field }) => [line, field])).toEqual([
      [3, 'destination'],
      [4, 'permanent'],
      [5, 'destination'],
      [6, 'statusCode'],
    ])
  })

  it('refuses unknown columns, missing columns, other sites and unlisted hosts', () => {
    expect(parseRedirectCsv('source,target\n/a,/b\n', site)).toMatchObject({
      ok: false,
      errors: [
        { line: 1, field: 'target', message: 'unknown column' },
        { line: 1, field: 'destination', message: 'missing column' },
      ],
    })
    expect(parseRedirectCsv('site,source,destination\nhedin-se,/a,/b\n', site)).toMatchObject({
      ok: false,
      errors: [{ line: 2, field: 'site' }],
    })
    expect(parseRedirectCsv('source,destination\n/a,https://evil.example/\n', site)).toMatchObject({
      ok: false,
      errors: [{ line: 2, field: 'destination' }],
    })
  })

  it('reports an unclosed quote and a short row', () => {
    expect(parseRedirectCsv('source,destination\n/a,"/b\n', site)).toMatchObject({ ok: false, errors: [{ line: 2 }] })
    expect(parseRedirectCsv('source,destination\n/a\n', site)).toMatchObject({ ok: false, errors: [{ line: 2 }] })
  })

  it('answers 413 past the row cap', () => {
    const csv = 'source,destination\n' + '/a,/b\n'.repeat(MAX_CSV_ROWS + 1)
    expect(parseRedirectCsv(csv, site)).toMatchObject({ ok: false, status: 413 })
  })

  it('answers 413 past 5 MB', () => {
    const csv = 'source,destination,note\n/a,/b,' + 'x'.repeat(5 * 1024 * 1024) + '\n'
    expect(parseRedirectCsv(csv, site)).toMatchObject({ ok: false, status: 413 })
  })
})

describe('round trip', () => {
  const rules = testRules(site, [
    { source: '/miksi-hedin-automotive', destination: '/auton-omistaminen', note: 'old "why us", page' },
    { source: '/en/:path*', destination: '/:path*', allLanguages: false, onlyIfMissing: true },
    { source: '/a', destination: '/b?x=1', permanent: false, statusCode: 302 },
    {
      source: '/aktuelt',
      destination: '/aktuelt',
      has: [
        { type: 'query', key: 'cat', value: 'a&b=c' },
        { type: 'query', key: 'si' },
      ],
      enabled: false,
      note: 'line one\nline two',
    },
  ])

  it('export then import gives the same rules', () => {
    const csv = serializeRedirectCsv(rules)
    expect(parseRedirectCsv(csv, site)).toEqual({ ok: true, rules })
  })

  it('import then export gives the same text', () => {
    const csv = serializeRedirectCsv(rules)
    const again = parseRedirectCsv(csv, site)
    expect(again.ok && serializeRedirectCsv(again.rules)).toBe(csv)
  })
})
