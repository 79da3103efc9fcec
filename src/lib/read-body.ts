/**
 * Reads request bodies with a size cap, counting bytes as they arrive: a client that sends more
 * than the cap (or lies in Content-Length, or sends chunks with no length at all) is cut off
 * before the body is held in memory. Every route that takes a body reads it through here.
 */

/** The cap of a JSON API body unless a route needs more (ARCHITECTURE.md, "Security and limits"). */
export const JSON_BODY_LIMIT = 64 * 1024

export type BodyTooLarge = { ok: false; status: 413; error: 'body_too_large'; message: string }
export type BodyBytes = { ok: true; bytes: Uint8Array<ArrayBuffer> } | BodyTooLarge
export type JsonBody =
  { ok: true; value: unknown } | BodyTooLarge | { ok: false; status: 400; error: 'invalid_json'; message: string }

export function bodyTooLarge(maxBytes: number): BodyTooLarge {
  return { ok: false, status: 413, error: 'body_too_large', message: `the body must be at most ${maxBytes} bytes` }
}

/** True when the declared Content-Length alone is over the cap, so nothing needs reading. */
export function declaredTooLarge(request: Request, maxBytes: number): boolean {
  const declared = Number(request.headers.get('content-length'))
  return Number.isFinite(declared) && declared > maxBytes
}

export async function readBodyBytes(request: Request, maxBytes: number): Promise<BodyBytes> {
  if (declaredTooLarge(request, maxBytes)) {
    // Not read: the rest of the upload is dropped with the connection's request.
    await request.body?.cancel().catch(() => {})
    return bodyTooLarge(maxBytes)
  }
  const chunks: Uint8Array[] = []
  let size = 0
  if (request.body) {
    const reader = request.body.getReader()
    for (;;) {
      let read: ReadableStreamReadResult<Uint8Array>
      try {
        read = await reader.read()
      } catch {
        // The client went away mid-body; nothing is answered to it anyway.
        break
      }
      if (read.done) break
      size += read.value.byteLength
      if (size > maxBytes) {
        await reader.cancel().catch(() => {})
        return bodyTooLarge(maxBytes)
      }
      chunks.push(read.value)
    }
  }
  return { ok: true, bytes: new Uint8Array(Buffer.concat(chunks, size)) }
}

/** Decodes UTF-8 JSON, with a message saying what is wrong when the bytes are not. */
export function parseJsonBytes(bytes: Uint8Array): { ok: true; value: unknown } | { ok: false; message: string } {
  if (bytes.byteLength === 0) return { ok: false, message: 'the body must be JSON, and it is empty' }
  let text: string
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    return { ok: false, message: 'the body must be UTF-8 encoded JSON' }
  }
  try {
    return { ok: true, value: JSON.parse(text) as unknown }
  } catch (error) {
    return { ok: false, message: `the body must be JSON: ${error instanceof Error ? error.message : String(error)}` }
  }
}

export async function readJsonBody(request: Request, maxBytes: number = JSON_BODY_LIMIT): Promise<JsonBody> {
  const body = await readBodyBytes(request, maxBytes)
  if (!body.ok) return body
  const json = parseJsonBytes(body.bytes)
  if (!json.ok) return { ok: false, status: 400, error: 'invalid_json', message: json.message }
  return json
}
