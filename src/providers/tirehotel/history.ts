import { payload } from '@/lib/payload'

/**
 * The owner's extras (beyond the spec): tread depth measured at each check-in, and the check-in
 * photos. Only the routes that checked the session's plates call these; photos are never public.
 */

type Doc = Record<string, unknown> & { id: number | string }

async function tyreSets(regNo: string): Promise<Doc[]> {
  const p = await payload()
  const agreements = await p.find({
    collection: 'tirehotel-agreements',
    where: { regNo: { equals: regNo } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const agreement = agreements.docs[0]
  if (!agreement) return []
  const sets = await p.find({
    collection: 'tirehotel-tyre-sets',
    where: { agreement: { equals: agreement.id } },
    limit: 20,
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  return sets.docs as unknown as Doc[]
}

export type TreadHistory = {
  sets: {
    label: string
    season: string
    history: { date: string; equipmentPosition: string; threadDepth: number }[]
    photos: { caption: string; url: string }[]
  }[]
}

export async function treadHistory(regNo: string): Promise<TreadHistory> {
  const sets = await tyreSets(regNo)
  return {
    sets: sets.map((set, s) => ({
      label: String(set.label ?? ''),
      season: String(set.season ?? ''),
      history: ((set.treadHistory as Doc[] | undefined) ?? []).map((row) => ({
        date: String(row.date ?? '').slice(0, 10),
        equipmentPosition: String(row.equipmentPosition ?? ''),
        threadDepth: Number(row.threadDepth ?? 0),
      })),
      photos: ((set.photos as Doc[] | undefined) ?? []).map((photo, i) => ({
        caption: String(photo.caption ?? ''),
        url: `/api/tirehotel/vehicle/photo?regNo=${encodeURIComponent(regNo)}&set=${s}&n=${i}`,
      })),
    })),
  }
}

export async function checkInPhoto(
  regNo: string,
  set: number,
  n: number,
): Promise<{ contentType: string; body: Buffer } | null> {
  const sets = await tyreSets(regNo)
  const photo = ((sets[set]?.photos as Doc[] | undefined) ?? [])[n]
  if (!photo || typeof photo.data !== 'string') return null
  const contentType = String(photo.contentType ?? 'image/svg+xml')
  const body = contentType === 'image/svg+xml' ? Buffer.from(photo.data, 'utf8') : Buffer.from(photo.data, 'base64')
  return { contentType, body }
}
