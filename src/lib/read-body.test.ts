import { describe, expect, it } from 'vitest'
import { readBodyBytes, readJsonBody } from './read-body'

const post = (body: BodyInit | null, headers: Record<string, string> = {}) =>
  new Request('http://localhost/api', { method: 'POST', body, headers, duplex: 'half' } as RequestInit)

function streamOf(parts: string[]): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      for (const part of parts) controller.enqueue(new TextEncoder().encode(part))
      controller.close()
    },
  })
}

describe('readJsonBody', () => {
  it('parses a JSON body', async () => {
    expect(await readJsonBody(post('{"a":[1,"Škoda"]}'), 100)).toEqual({ ok: true, value: { a: [1, 'Škoda'] } })
    expect(await readJsonBody(post(streamOf(['{"a":', '2}'])), 100)).toEqual({ ok: true, value: { a: 2 } })
  })

  it('answers 400 for a body that is empty, not JSON or not UTF-8', async () => {
    for (const body of [null, '', '{oops', new Uint8Array([0x7b, 0xff, 0x7d])]) {
      expect(await readJsonBody(post(body), 100)).toMatchObject({ ok: false, status: 400, error: 'invalid_json' })
    }
  })

  it('answers 413 past the cap, by header or by counting', async () => {
    expect(await readJsonBody(post('{}', { 'content-length': '101' }), 100)).toMatchObject({ status: 413 })
    const big = streamOf(Array.from({ length: 20 }, () => '          '))
    expect(await readJsonBody(post(big), 100)).toMatchObject({ ok: false, status: 413, error: 'body_too_large' })
    expect(await readJsonBody(post(`"${'x'.repeat(98)}"`), 100)).toMatchObject({ ok: true })
  })
})

describe('readBodyBytes', () => {
  it('stops reading a chunked body at the cap', async () => {
    let pulled = 0
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled++
        controller.enqueue(new Uint8Array(1024))
      },
    })
    expect(await readBodyBytes(post(endless), 10 * 1024)).toMatchObject({ ok: false, status: 413 })
    expect(pulled).toBeLessThan(20)
  })

  it('answers the bytes of a body within the cap', async () => {
    const result = await readBodyBytes(post('abc'), 3)
    expect(result.ok && new TextDecoder().decode(result.bytes)).toBe('abc')
  })
})
