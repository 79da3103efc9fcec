import { z } from 'zod'
import { ALL_CODES, catalogueItem } from './catalogue'
import { MESSAGE_MAX, PHONE_PATTERN } from './field-rules'
import { WORKSHOP_ERROR_TEXTS, type WorkshopErrorEntry } from './errors'
import { normalizePlate } from './plates'
import { parseTimeSlot } from './slots'
import type { BookingPayload } from './types'

/** Validation at the service-booking routes' boundary (spec 3 section 5). */

export const DEFAULT_MILEAGE = 1

const FIELD_TEXTS: Record<string, string> = {
  'customer.firstName': 'Ange förnamn',
  'customer.lastName': 'Ange efternamn',
  'customer.phone': 'Ange ett giltigt telefonnummer',
  'customer.email': 'Ange en giltig e-postadress',
  freeText: `Högst ${MESSAGE_MAX} tecken`,
  departmentId: 'Ogiltig verkstad',
  timeSlot: 'Ogiltig tid',
  isFullDay: 'Ogiltig tid',
  mileage: 'Ange miltal',
  serviceOfferingRequests: 'Välj minst en tjänst',
}

const name = z.string().trim().min(1).max(60)
export const departmentIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,40}$/)

export const bookingSchema = z.object({
  customer: z.object({
    firstName: name,
    lastName: name,
    phone: z.string().trim().regex(PHONE_PATTERN),
    email: z.email().max(254),
  }),
  freeText: z.string().max(MESSAGE_MAX).nullish(),
  departmentId: departmentIdSchema,
  timeSlot: z.string().refine((v) => parseTimeSlot(v) !== null),
  isFullDay: z.boolean().optional().default(false),
  registrationNumber: z.string().max(12),
  mileage: z.number().int().min(1).max(999_999).nullish(),
  serviceOfferingRequests: z
    .array(
      z.object({
        kobraId: z.string().refine((code) => ALL_CODES.includes(code)),
        unitsSelected: z.number().int().min(1).max(99).nullish(),
        userInput: z.string().max(MESSAGE_MAX).nullish(),
      }),
    )
    .min(1)
    .max(20),
})

export type ValidBooking = Omit<BookingPayload, 'mileage'> & { mileage: number; isFullDay: boolean }

/** The payload checked, with one error per field, or the booking with its defaults. */
export function parseBooking(
  body: unknown,
):
  | { ok: true; booking: ValidBooking }
  | { ok: false; code: 'InvalidReg' | 'InvalidRequest'; errors: WorkshopErrorEntry[] } {
  const plate = normalizePlate(
    typeof body === 'object' && body !== null
      ? ((body as { registrationNumber?: unknown }).registrationNumber as string)
      : null,
  )
  const parsed = bookingSchema.safeParse(body)
  if (!parsed.success) {
    const seen = new Set<string>()
    const errors: WorkshopErrorEntry[] = []
    for (const issue of parsed.error.issues) {
      let field = issue.path.slice(0, 2).join('.') || 'body'
      if (field.startsWith('serviceOfferingRequests')) field = 'serviceOfferingRequests'
      if (seen.has(field)) continue
      seen.add(field)
      if (field === 'registrationNumber') {
        errors.push({ code: 'InvalidReg', message: WORKSHOP_ERROR_TEXTS.InvalidReg, field })
      } else {
        errors.push({ code: 'InvalidRequest', message: FIELD_TEXTS[field] ?? 'Ogiltig uppgift', field })
      }
    }
    if (!plate && !seen.has('registrationNumber'))
      errors.unshift({ code: 'InvalidReg', message: WORKSHOP_ERROR_TEXTS.InvalidReg, field: 'registrationNumber' })
    return { ok: false, code: plate ? 'InvalidRequest' : 'InvalidReg', errors }
  }
  if (!plate) {
    return {
      ok: false,
      code: 'InvalidReg',
      errors: [{ code: 'InvalidReg', message: WORKSHOP_ERROR_TEXTS.InvalidReg, field: 'registrationNumber' }],
    }
  }
  const value = parsed.data
  const codes = value.serviceOfferingRequests.map((r) => r.kobraId)
  if (new Set(codes).size !== codes.length) {
    return {
      ok: false,
      code: 'InvalidRequest',
      errors: [{ code: 'InvalidRequest', message: 'Samma tjänst flera gånger', field: 'serviceOfferingRequests' }],
    }
  }
  return {
    ok: true,
    booking: {
      ...value,
      customer: { ...value.customer, email: value.customer.email.trim() },
      registrationNumber: plate,
      mileage: value.mileage ?? DEFAULT_MILEAGE,
      isFullDay: value.isFullDay,
      serviceOfferingRequests: value.serviceOfferingRequests.map((r) => ({
        kobraId: r.kobraId,
        unitsSelected: catalogueItem(r.kobraId)?.item.unitPrice ? (r.unitsSelected ?? 1) : null,
        userInput: r.userInput?.trim() || null,
      })),
    },
  }
}

/** A comma list of known codes, or null. */
export function parseCodes(raw: string | null | undefined, { allowEmpty = false } = {}): string[] | null {
  if (raw === null || raw === undefined || raw === '') return allowEmpty ? [] : null
  if (raw.length > 1000) return null
  const codes = raw.split(',').map((c) => c.trim())
  if (codes.some((c) => !ALL_CODES.includes(c))) return null
  return [...new Set(codes)]
}

export function parseLatLng(lat: string | null, lng: string | null): { lat: number; lng: number } | null {
  if (lat === null || lng === null || lat.trim() === '' || lng.trim() === '') return null
  const la = Number(lat)
  const lo = Number(lng)
  if (!Number.isFinite(la) || !Number.isFinite(lo) || Math.abs(la) > 90 || Math.abs(lo) > 180) return null
  return { lat: la, lng: lo }
}
