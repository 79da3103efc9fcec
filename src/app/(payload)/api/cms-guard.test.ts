import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { checkGraphqlDocument, checkQuery, cmsShape, guardGraphqlRequest, guardRestRequest } from './cms-guard'

const mediaDir = mkdtempSync(path.join(tmpdir(), 'cms-guard-'))
writeFileSync(path.join(mediaDir, 'car.jpg'), 'jpeg')

const shape = cmsShape({
  collections: [
    {
      slug: 'pages',
      fields: [
        { name: 'title', type: 'text' },
        { name: 'site', type: 'relationship', relationTo: 'sites' },
        { type: 'row', fields: [{ name: 'publishedAt', type: 'date' }] },
      ],
    },
    { slug: 'places', fields: [{ name: 'location', type: 'point' }] },
    { slug: 'media', upload: { staticDir: mediaDir }, fields: [] },
    { slug: 'users', auth: { verify: false }, fields: [] },
    { slug: 'payload-preferences', fields: [] },
    { slug: 'payload-migrations', fields: [] },
  ],
  globals: [],
})

const req = (method: string, url: string, init: RequestInit = {}) =>
  new Request(`http://localhost/api/${url}`, { method, ...init })
const guard = (method: string, url: string, init?: RequestInit) => {
  const request = req(method, url, init)
  const slug = new URL(request.url).pathname.split('/').slice(2).map(decodeURIComponent)
  return guardRestRequest(request, slug, shape)
}
const statusOf = async (promise: ReturnType<typeof guard>) => {
  const result = await promise
  return result.ok ? 'pass' : result.response.status
}

describe('guardRestRequest', () => {
  it('passes ordinary CMS requests on', async () => {
    expect(await statusOf(guard('GET', 'pages?where[title][like]=bil&limit=10&page=2&depth=1'))).toBe('pass')
    expect(await statusOf(guard('GET', 'pages/12'))).toBe('pass')
    expect(await statusOf(guard('GET', 'pages?where[id][in]=1,2&where[or][0][site][equals]=3'))).toBe('pass')
    expect(await statusOf(guard('GET', 'payload-preferences/pages-list'))).toBe('pass')
    expect(await statusOf(guard('GET', 'users/me'))).toBe('pass')
    expect(await statusOf(guard('GET', 'media/file/car.jpg'))).toBe('pass')
    expect(await statusOf(guard('GET', 'places?where[location][near]=1,2,1000'))).toBe('pass')
  })

  it('answers ids that are not numbers and hidden collections with 404', async () => {
    for (const url of ['pages/abc', 'pages/1e309', 'pages/__proto__', 'pages/versions/abc', 'payload-migrations']) {
      expect(await statusOf(guard('GET', url)), url).toBe(404)
    }
    expect(await statusOf(guard('POST', 'users/verify/token'))).toBe(404)
  })

  it('answers a media file missing on disk with 404', async () => {
    expect(await statusOf(guard('GET', 'media/file/missing.jpg'))).toBe(404)
    expect(await statusOf(guard('GET', 'media/file/..'))).toBe(404)
  })

  it('reads segments as Next.js decoded them', async () => {
    expect(await statusOf(guardRestRequest(req('GET', 'pages/x'), ['pages', '%ZZ'], shape))).toBe(404)
    writeFileSync(path.join(mediaDir, '100% electric.jpg'), 'jpeg')
    expect(await statusOf(guardRestRequest(req('GET', 'x'), ['media', 'file', '100% electric.jpg'], shape))).toBe(
      'pass',
    )
  })

  it('answers non-finite paging and where conditions Payload fails on with 400', async () => {
    for (const url of [
      'pages?page=1e309',
      'pages?limit=-1',
      'pages?depth=Infinity',
      'pages?page=0',
      'pages?where=abc',
      'pages?where[title][near]=1,2',
      'pages?where[title][within]=1',
      'pages?where[id][equals][0]=1&where[id][equals][1]=2',
      'pages?where[id][equals]=1&where[id][equals]=2',
      'pages?where[id][in]=abc',
      'pages?where[site][equals]=abc',
      'pages?where[createdAt][greater_than]=xyz',
      'pages?where[publishedAt][equals]=soon',
      'pages?where[title][bogus]=1',
      'pages?where[and][0]=x',
      'pages?sort[a]=b',
    ]) {
      const result = await guard('GET', url)
      expect(result.ok, url).toBe(false)
      if (!result.ok) {
        expect(result.response.status, url).toBe(400)
        expect(await result.response.json(), url).toMatchObject({ error: 'invalid_query' })
      }
    }
  })

  it('never lets a where key reach a shared prototype', async () => {
    for (const url of [
      'pages?where[__proto__][equals]=1e309',
      'pages?where[constructor][prototype][within]=1',
      'pages?where={"__proto__":{"equals":"x"}}',
    ]) {
      expect(await statusOf(guard('GET', url)), url).toBe(400)
    }
    expect(({} as Record<string, unknown>).equals).toBeUndefined()
    expect(({} as Record<string, unknown>).within).toBeUndefined()
  })

  it('reads JSON bodies within their cap and hands them on', async () => {
    const result = await guard('PATCH', 'pages/1', {
      body: JSON.stringify({ title: 'x' }),
      headers: { 'content-type': 'Application/JSON; charset=utf-8' },
    })
    expect(result.ok).toBe(true)
    if (result.ok) {
      expect(result.request.headers.get('content-type')).toBe('application/json')
      expect(await result.request.json()).toEqual({ title: 'x' })
    }
    expect(await statusOf(guard('POST', 'pages', { body: '{', headers: { 'content-type': 'application/json' } }))).toBe(
      400,
    )
    expect(await statusOf(guard('POST', 'users/login', { body: 'x', headers: { 'content-type': 'text/plain' } }))).toBe(
      415,
    )
    const big = JSON.stringify({ a: 'x'.repeat(70 * 1024) })
    expect(
      await statusOf(guard('POST', 'users/login', { body: big, headers: { 'content-type': 'application/json' } })),
    ).toBe(413)
    expect(
      await statusOf(guard('PATCH', 'pages/1', { body: big, headers: { 'content-type': 'application/json' } })),
    ).toBe('pass')
  })

  it('takes multipart, as the admin sends its forms, with a JSON _payload', async () => {
    const form = (payload: string) => {
      const data = new FormData()
      data.set('_payload', payload)
      data.set('file', new Blob(['jpeg'], { type: 'image/jpeg' }), 'car.jpg')
      return data
    }
    expect(await statusOf(guard('POST', 'media', { body: form('{"alt":"a car"}') }))).toBe('pass')
    expect(await statusOf(guard('POST', 'media', { body: form('not json') }))).toBe(400)
    expect(await statusOf(guard('POST', 'users/login', { body: form('{"email":"a@b.se","password":"x"}') }))).toBe(
      'pass',
    )
    expect(await statusOf(guard('POST', 'users/login', { body: form('{') }))).toBe(400)
    expect(await statusOf(guard('PATCH', 'pages/1', { body: form('[]') }))).toBe(400)
  })
})

describe('checkQuery', () => {
  it('names what is wrong', () => {
    expect(checkQuery(new URLSearchParams('limit=5000'), null)).toBe('limit must be a whole number from 0 to 1000')
    expect(checkQuery(new URLSearchParams('limit=0&page=3&draft=true'), null)).toBeNull()
  })
})

describe('guardGraphqlRequest', () => {
  const post = (body: string, type = 'application/json') =>
    guardGraphqlRequest(
      new Request('http://localhost/api/graphql', { method: 'POST', body, headers: { 'content-type': type } }),
    )

  it('passes a query on and refuses what is not one', async () => {
    expect((await post(JSON.stringify({ query: '{ Pages { docs { id } } }' }))).ok).toBe(true)
    for (const [body, status] of [
      ['not json', 400],
      ['{}', 400],
      [JSON.stringify({ query: 'subscription { x }' }), 400],
      [JSON.stringify({ query: 'x'.repeat(70 * 1024) }), 413],
    ] as const) {
      const result = await post(body)
      expect(result.ok ? 'pass' : result.response.status, body.slice(0, 40)).toBe(status)
    }
    const result = await post('{}', 'text/plain')
    expect(result.ok ? 'pass' : result.response.status).toBe(415)
  })
})

describe('checkGraphqlDocument', () => {
  it('finds fragment cycles, unknown fragments, subscriptions and deep nesting', () => {
    expect(
      checkGraphqlDocument('query { a { ...A } } fragment A on T { b { ...B } } fragment B on T { ...A }'),
    ).toMatch(/spreads itself/)
    expect(checkGraphqlDocument('query { ...Missing }')).toMatch(/unknown fragment/)
    expect(checkGraphqlDocument('subscription { a }')).toMatch(/subscriptions/)
    // Logins go over REST, through the login throttle; fragments do not hide one.
    expect(checkGraphqlDocument('mutation { loginUser(email: "a", password: "b") { exp } }')).toMatch(
      /loginUser is not offered over GraphQL/,
    )
    expect(
      checkGraphqlDocument('mutation { ...M } fragment M on Mutation { ... on Mutation { unlockUser(email: "a") } }'),
    ).toMatch(/unlockUser/)
    expect(checkGraphqlDocument('mutation { updatePage(id: 1, data: {}) { id } }')).toBeNull()
    expect(checkGraphqlDocument('query { Pages { docs { id } } }')).toBeNull()
    expect(checkGraphqlDocument(`{ ${'a { '.repeat(20)}b${' }'.repeat(20)} }`)).toMatch(/deeper/)
    expect(checkGraphqlDocument('{ a {')).toBeTruthy()
    expect(checkGraphqlDocument('query Q { a { ...A } } fragment A on T { b }')).toBeNull()
  })
})
