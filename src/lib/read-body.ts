/**
 * Reads a request's JSON body with a size cap, counting bytes as they arrive: a client that sends
 * more than the cap (or lies in Content-Length) is cut off before the body is held in memory.
 */
export type JsonBody =
  | { ok: true; value: unknown }
  | { ok: false; status: 400 | 413; error: 'invalid_json' | 'body_too_large'; message: string }

export async function readJsonBody(request: Request, maxBytes: number): Promise<JsonBody> {
  const tooLarge = {
    ok: false,
    status: 413,
    error: 'body_too_large',
    message: `the body must be at most ${maxBytes} bytes`,
  } as const
  const declared = Number(request.headers.get('content-length'))
  if (Number.isFinite(declared) && declared > maxBytes) return tooLarge

  const chunks: Uint8Array[] = []
  let size = 0
  if (request.body) {
    const reader = request.body.getReader()
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      size += value.byteLength
      if (size > maxBytes) {
        await reader.cancel().catch(() => {})
        return tooLarge
      }
      chunks.push(value)
    }
  }
  const invalid = (message: string) => ({ ok: false, status: 400, error: 'invalid_json', message }) as const
  if (size === 0) return invalid('the body must be JSON, and it is empty')
  let text: string
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(Buffer.concat(chunks, size))
  } catch {
    return invalid('the body must be UTF-8 encoded JSON')
  }
  try {
    return { ok: true, value: JSON.parse(text) as unknown }
  } catch (error) {
    return invalid(`the body must be JSON: ${error instanceof Error ? error.message : String(error)}`)
  }
}
