import { describe, expect, it } from 'vitest'
import { eventData } from './event-stream'

function streamOf(...chunks: string[]): ReadableStream<Uint8Array> {
  const bytes = chunks.map((chunk) => new TextEncoder().encode(chunk))
  return new ReadableStream({
    start(controller) {
      for (const chunk of bytes) controller.enqueue(chunk)
      controller.close()
    },
  })
}

async function all(body: ReadableStream<Uint8Array>): Promise<string[]> {
  const out: string[] = []
  for await (const data of eventData(body)) out.push(data)
  return out
}

describe('eventData', () => {
  it('yields each event’s data, split across chunks and inside one chunk alike', async () => {
    expect(await all(streamOf('data: {"a":', '1}\n\ndata: {"b":2}\n\nda', 'ta: 3\n\n'))).toEqual([
      '{"a":1}',
      '{"b":2}',
      '3',
    ])
  })

  it('joins multi-line data and skips comments and events without data', async () => {
    expect(await all(streamOf(': keep-alive\n\nevent: x\ndata: [1,\ndata: 2]\n\n'))).toEqual(['[1,2]'])
  })

  it('leaves an unterminated last event out and decodes a character split between chunks', async () => {
    const å = new TextEncoder().encode('data: "å"\n\ndata: "x"')
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(å.slice(0, 8))
        controller.enqueue(å.slice(8))
        controller.close()
      },
    })
    expect(await all(body)).toEqual(['"å"'])
  })
})
