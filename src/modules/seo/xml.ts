// Characters XML 1.0 cannot carry at all, even escaped: most C0 controls, lone surrogates,
// U+FFFE and U+FFFF.
const XML_INVALID = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ud800-\udfff\ufffe\uffff]/gu

const XML_ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
}

/** Escapes text for XML element content and attribute values, dropping invalid characters. */
export function escapeXml(value: string): string {
  return value.replace(XML_INVALID, '').replace(/[&<>"']/g, (char) => XML_ENTITIES[char] ?? char)
}

/** Headers of a generated XML document: shared caches keep it 10 minutes, the data cache longer. */
export const XML_HEADERS = {
  'content-type': 'application/xml; charset=utf-8',
  'cache-control': 'public, max-age=600, s-maxage=600',
} as const
