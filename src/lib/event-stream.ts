/**
 * The `data:` payloads of a server-sent event stream, one string per event (multi-line data joined),
 * events without data skipped. Reads with getReader(), which every browser has, where async
 * iteration of a ReadableStream is not yet everywhere; the booking flow and its HTTP upstream share it.
 */
export async function* eventData(body: ReadableStream<Uint8Array>): AsyncGenerator<string> {
  const reader = body.getReader()
  const decoder = new TextDecoder()
  let buffer = ''
  try {
    for (;;) {
      const { done, value } = await reader.read()
      if (done) return
      buffer += decoder.decode(value, { stream: true })
      let end: number
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const event = buffer.slice(0, end)
        buffer = buffer.slice(end + 2)
        const data = event
          .split('\n')
          .filter((line) => line.startsWith('data:'))
          .map((line) => line.slice(5).trim())
          .join('')
        if (data) yield data
      }
    }
  } finally {
    reader.releaseLock()
  }
}
