import { describe, expect, it } from 'vitest'
import { isUploadType, sniffImageType } from './uploads'

describe('photo uploads', () => {
  it('knows JPEG, PNG and WebP by their bytes, whatever the browser claims', () => {
    expect(sniffImageType(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 0]))).toBe('image/jpeg')
    expect(sniffImageType(Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a]))).toBe('image/png')
    expect(sniffImageType(new TextEncoder().encode('RIFF\u0000\u0000\u0000\u0000WEBPVP8 '))).toBe('image/webp')
    expect(sniffImageType(new TextEncoder().encode('GIF89a'))).toBeNull()
    expect(sniffImageType(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull()
    expect(sniffImageType(new Uint8Array())).toBeNull()
  })

  it('takes only the three photo types', () => {
    expect(['image/jpeg', 'image/png', 'image/webp'].every(isUploadType)).toBe(true)
    expect(isUploadType('image/svg+xml')).toBe(false)
    expect(isUploadType('image/gif')).toBe(false)
  })
})
