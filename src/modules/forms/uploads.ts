/**
 * Photos with the sell-car form (issue 23 item 5): what the upload route takes. A photo is
 * re-encoded as JPEG before it is stored, which drops its EXIF (camera, time, GPS position).
 */
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024
export const UPLOAD_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const
/** The stored copy's longest side: enough for an appraiser, far below a phone camera's size. */
export const UPLOAD_MAX_SIDE = 2400

export const isUploadType = (type: string): boolean => (UPLOAD_TYPES as readonly string[]).includes(type)

/** The file's own bytes say what it is; a browser's type or name is only a claim. */
export function sniffImageType(bytes: Uint8Array): (typeof UPLOAD_TYPES)[number] | null {
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg'
  if (bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47) return 'image/png'
  const text = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to))
  if (text(0, 4) === 'RIFF' && text(8, 12) === 'WEBP') return 'image/webp'
  return null
}
