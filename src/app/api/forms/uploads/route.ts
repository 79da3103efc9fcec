import { randomUUID } from 'node:crypto'
import { NextResponse } from 'next/server'
import sharp from 'sharp'
import { jsonError } from '@/app/api/cars/car-api'
import { logger } from '@/lib/logger'
import { payload } from '@/lib/payload'
import { declaredTooLarge } from '@/lib/read-body'
import { otherMethods } from '@/lib/http-methods'
import { SELL_CAR_MAX_PHOTOS } from '@/modules/forms/sell-car-rules'
import { UPLOAD_MAX_BYTES, UPLOAD_MAX_SIDE, isUploadType, sniffImageType } from '@/modules/forms/uploads'
import { requestSite } from '../request-site'

/**
 * A photo for the sell-car form (issue 23 item 5): `POST /api/forms/uploads` as multipart/form-data
 * with `photo` (JPEG, PNG or WebP, ≤ 10 MB) and `formSubmissionId` (the form's submission id).
 * The image is decoded and re-encoded as JPEG (EXIF, GPS included, dropped; the EXIF rotation
 * applied first), stored in the staff-only formUploads collection, and answered 201 `{ id }`.
 * 413 over 10 MB, 415 for anything that is not such an image, 400 for a bad submission id, 422
 * past 6 photos per submission. The per-address limit is LIMIT_POLICIES 'form-uploads'.
 */

const log = logger.child({ module: 'form-uploads' })
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i

export async function POST(request: Request) {
  if (!/^multipart\/form-data\s*;/i.test(request.headers.get('content-type') ?? '')) {
    return jsonError(415, { error: 'unsupported_media_type', message: 'send the photo as multipart/form-data' })
  }
  // The multipart wrapping adds a little to the photo's own size.
  if (declaredTooLarge(request, UPLOAD_MAX_BYTES + 64 * 1024)) {
    return jsonError(413, { error: 'body_too_large', message: 'a photo may be at most 10 MB' })
  }
  const resolved = await requestSite(request)
  if (!resolved.ok) return resolved.response

  let form: FormData
  try {
    form = await request.formData()
  } catch {
    return jsonError(400, { error: 'invalid_request', message: 'the body is not readable multipart/form-data' })
  }
  const submissionId = form.get('formSubmissionId')
  if (typeof submissionId !== 'string' || !UUID.test(submissionId)) {
    return jsonError(400, { error: 'invalid_request', fields: { formSubmissionId: 'invalidInput' } })
  }
  const photo = form.get('photo')
  if (!(photo instanceof File)) return jsonError(400, { error: 'invalid_request', fields: { photo: 'invalidInput' } })
  if (photo.size > UPLOAD_MAX_BYTES)
    return jsonError(413, { error: 'body_too_large', message: 'a photo may be at most 10 MB' })
  const bytes = new Uint8Array(await photo.arrayBuffer())
  const sniffed = sniffImageType(bytes)
  if (!sniffed || !isUploadType(sniffed)) {
    return jsonError(415, { error: 'unsupported_media_type', message: 'photos must be JPEG, PNG or WebP' })
  }

  let jpeg: Buffer
  try {
    // sharp writes no metadata unless asked (withMetadata), so EXIF and GPS stay behind.
    jpeg = await sharp(bytes, { limitInputPixels: 80_000_000 })
      .rotate()
      .resize({ width: UPLOAD_MAX_SIDE, height: UPLOAD_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 85, mozjpeg: true })
      .toBuffer()
  } catch {
    return jsonError(415, { error: 'unsupported_media_type', message: 'the photo could not be read as an image' })
  }

  try {
    const client = await payload()
    const existing = await client.count({
      collection: 'formUploads',
      where: { formSubmissionId: { equals: submissionId } },
      overrideAccess: true,
    })
    if (existing.totalDocs >= SELL_CAR_MAX_PHOTOS) {
      return jsonError(422, { error: 'too_many_photos', message: `at most ${SELL_CAR_MAX_PHOTOS} photos per form` })
    }
    const doc = await client.create({
      collection: 'formUploads',
      data: { formSubmissionId: submissionId },
      file: { data: jpeg, mimetype: 'image/jpeg', name: `${randomUUID()}.jpg`, size: jpeg.length },
      overrideAccess: true,
      depth: 0,
    })
    return NextResponse.json({ id: String(doc.id) }, { status: 201, headers: { 'Cache-Control': 'no-store' } })
  } catch (error) {
    log.error({ err: error, site: resolved.site.name }, 'form photo could not be stored')
    return jsonError(503, { error: 'unavailable', message: 'the photo could not be stored; try again' })
  }
}

export const { GET, HEAD, PUT, DELETE, PATCH } = otherMethods('POST')
