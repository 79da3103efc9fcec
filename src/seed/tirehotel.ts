import type { Payload, PayloadRequest } from 'payload'
import { generateDealerSites } from '@data/inventory'
import type { Weekday } from '@/modules/dealers/types'
import { bookingWindow } from '@/modules/tirehotel/calendar'
import { addDays } from '@/modules/dealers/calendar'
import { dayPlan, slotKeyOf, type WorkshopPlan } from '@/modules/tirehotel/slots'

/**
 * The tyre hotel's demo (issue 22 item 9): three agreements on hedin-se workshops, replaced on
 * every run.
 * - THD101: Volvo XC60, winter wheels at 7 mm, Hedin Bil Barkarby; tread history and photos.
 * - THD202: Mercedes-Benz GLC, two summer tyres at 2.4 mm (poor tread), Segeltorp, where Mondays
 *   and Fridays are drop-off days without times.
 * - THD303: Toyota RAV4, Hedin Bil Umeå, every slot of the booking window taken.
 * Workshops are the Workshop departments of the dealer sites (erp id, phone, mailbox, hours).
 */

const COLLECTIONS = [
  'tirehotel-reviews',
  'tirehotel-bookings',
  'tirehotel-challenges',
  'tirehotel-tyre-sets',
  'tirehotel-agreements',
  'tirehotel-vehicles',
  'tirehotel-customers',
  'tirehotel-packages',
  'tirehotel-workshops',
] as const

type WorkshopSeed = {
  slug: string
  slotMinutes: number
  capacityPerSlot: number
  dropOffOnlyDays: Weekday[]
  dropOffCapacity: number
}

const WORKSHOPS: Record<string, WorkshopSeed> = {
  barkarby: {
    slug: 'hedin-automotive-barkarby',
    slotMinutes: 60,
    capacityPerSlot: 2,
    dropOffOnlyDays: [],
    dropOffCapacity: 0,
  },
  segeltorp: {
    slug: 'hedin-mercedes-benz-segeltorp',
    slotMinutes: 60,
    capacityPerSlot: 2,
    dropOffOnlyDays: ['monday', 'friday'],
    dropOffCapacity: 8,
  },
  umea: {
    slug: 'hedin-automotive-umea',
    slotMinutes: 480,
    capacityPerSlot: 1,
    dropOffOnlyDays: [],
    dropOffCapacity: 0,
  },
}

const photo = (caption: string, hue: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 200" role="img" aria-label="${caption}">` +
  `<rect width="320" height="200" fill="hsl(${hue} 20% 90%)"/>` +
  `<circle cx="160" cy="100" r="78" fill="#222"/><circle cx="160" cy="100" r="44" fill="#9aa0a6"/>` +
  `<circle cx="160" cy="100" r="10" fill="#444"/>` +
  `<text x="12" y="190" font-family="sans-serif" font-size="14" fill="#111">${caption}</text></svg>`

const wheels = (name: string, pattern: string, size: [number, number, number], depths: number[]) =>
  ['Vänster fram', 'Höger fram', 'Vänster bak', 'Höger bak'].map((equipmentPosition, i) => ({
    equipmentPosition,
    name,
    threadPattern: pattern,
    sectionWidth: size[0],
    aspectRatio: size[1],
    rimDiameter: size[2],
    threadDepth: depths[i] ?? depths[0]!,
  }))

export async function seedTireHotel(
  payload: Payload,
  req: PayloadRequest,
  now: Date = new Date(),
): Promise<Record<string, number>> {
  for (const collection of ['sms-outbox', ...COLLECTIONS] as const)
    await payload.db.deleteMany({ collection, where: { id: { exists: true } }, req })
  const create = async <T extends Record<string, unknown>>(collection: (typeof COLLECTIONS)[number], data: T) =>
    (
      await payload.create({
        collection,
        data: data as never,
        depth: 0,
        overrideAccess: true,
        req,
        context: { disableRevalidate: true },
      })
    ).id

  const sites = generateDealerSites()
  const workshopIds: Record<string, number | string> = {}
  const plans: Record<string, WorkshopPlan> = {}
  for (const [key, seed] of Object.entries(WORKSHOPS)) {
    const site = sites.find((s) => s.slug === seed.slug)
    const department = site?.site_departments.find((d) => d.group === 'Workshop')
    if (!site || !department?.erp_id) throw new Error(`tyre hotel seed: no workshop at ${seed.slug}`)
    const data = {
      erpId: department.erp_id,
      siteSlug: site.slug,
      locationName: site.site_official_name ?? site.slug,
      departmentName: department.official_name ?? department.name,
      address: [site.site_street, `${site.site_zip ?? ''} ${site.site_city ?? ''}`.trim()].filter(Boolean).join(', '),
      phone: department.phone ?? '',
      email: department.email ?? '',
      slotMinutes: seed.slotMinutes,
      capacityPerSlot: seed.capacityPerSlot,
      dropOffCapacity: seed.dropOffCapacity,
      dropOffOnlyDays: seed.dropOffOnlyDays,
      schedule: department.openingschedule ?? null,
    }
    workshopIds[key] = await create('tirehotel-workshops', data)
    plans[key] = { ...data, erpId: data.erpId }
  }

  const packages = {
    bas: await create('tirehotel-packages', {
      packageLevel: 'Däckhotell Bas',
      description: 'Förvaring och hjulskifte',
    }),
    plus: await create('tirehotel-packages', {
      packageLevel: 'Däckhotell Plus',
      description: 'Förvaring, hjulskifte, tvätt och balansering',
    }),
    premium: await create('tirehotel-packages', {
      packageLevel: 'Däckhotell Premium',
      description: 'Allt i Plus samt däckrapport och lånebil',
    }),
  }

  const agreements: Record<string, number | string> = {}
  const demo = [
    {
      regNo: 'THD101',
      name: 'Anna Lindqvist',
      phone: '+46701234567',
      email: 'anna.lindqvist@example.com',
      car: ['Volvo XC60 B5 AWD', 'Volvo', 'VO', 'XC60', 'VO-XC60-B5'],
      pkg: packages.plus,
      workshop: 'barkarby',
    },
    {
      regNo: 'THD202',
      name: 'Johan Berg',
      phone: '+46702345678',
      email: 'johan.berg@example.com',
      car: ['Mercedes-Benz GLC 300 e 4MATIC', 'Mercedes-Benz', 'MB', 'GLC', 'MB-GLC-300E'],
      pkg: packages.premium,
      workshop: 'segeltorp',
    },
    {
      regNo: 'THD303',
      name: 'Sara Nilsson',
      phone: '+46703456789',
      email: 'sara.nilsson@example.com',
      car: ['Toyota RAV4 Hybrid AWD-i', 'Toyota', 'TO', 'RAV4', 'TO-RAV4-HYB'],
      pkg: packages.bas,
      workshop: 'umea',
    },
  ] as const
  for (const d of demo) {
    const customer = await create('tirehotel-customers', {
      name: d.name,
      phone: d.phone,
      email: d.email,
      remindersOptOut: false,
    })
    const vehicle = await create('tirehotel-vehicles', {
      regNo: d.regNo,
      name: d.car[0],
      brand: d.car[1],
      brandCode: d.car[2],
      model: d.car[3],
      productId: d.car[4],
    })
    agreements[d.regNo] = await create('tirehotel-agreements', {
      regNo: d.regNo,
      customer,
      vehicle,
      package: d.pkg,
      workshop: workshopIds[d.workshop],
      active: true,
    })
  }

  await create('tirehotel-tyre-sets', {
    label: 'THD101 vinterhjul',
    agreement: agreements.THD101,
    season: 'winter',
    checkedIn: true,
    wheels: wheels('Nokian Hakkapeliitta R5 SUV', 'Friktion', [235, 55, 19], [7, 7, 6.5, 6.5]),
    treadHistory: [
      { date: '2024-04-15', equipmentPosition: 'Vänster fram', threadDepth: 8.5 },
      { date: '2025-04-12', equipmentPosition: 'Vänster fram', threadDepth: 7.6 },
      { date: '2026-04-10', equipmentPosition: 'Vänster fram', threadDepth: 7 },
      { date: '2026-04-10', equipmentPosition: 'Vänster bak', threadDepth: 6.5 },
    ],
    photos: [
      {
        caption: 'Incheckning april 2026, vänster fram',
        contentType: 'image/svg+xml',
        data: photo('Incheckning april 2026, vänster fram', 200),
      },
      {
        caption: 'Incheckning april 2026, vänster bak',
        contentType: 'image/svg+xml',
        data: photo('Incheckning april 2026, vänster bak', 30),
      },
    ],
  })
  await create('tirehotel-tyre-sets', {
    label: 'THD202 sommarhjul',
    agreement: agreements.THD202,
    season: 'summer',
    checkedIn: true,
    wheels: wheels('Michelin Pilot Sport 4 SUV', 'Asymmetriskt', [255, 45, 20], [5.2, 5.1, 2.4, 2.4]),
    treadHistory: [{ date: '2026-10-20', equipmentPosition: 'Vänster bak', threadDepth: 2.4 }],
  })
  await create('tirehotel-tyre-sets', {
    label: 'THD303 sommarhjul',
    agreement: agreements.THD303,
    season: 'summer',
    checkedIn: true,
    wheels: wheels('Continental EcoContact 6', 'Symmetriskt', [225, 55, 17], [6.5]),
  })

  // Umeå is fully booked: every slot of the window (and a week beyond) taken by other customers.
  const umea = plans.umea!
  const window = bookingWindow(now)
  let taken = 0
  for (let date = window.today; date <= addDays(window.last, 7); date = addDays(date, 1)) {
    const day = dayPlan(umea, date)
    for (const start of day?.starts ?? []) {
      for (let seat = 1; seat <= umea.capacityPerSlot; seat++) {
        await create('tirehotel-bookings', {
          confirmationId: `TH-U${String(++taken).padStart(9, '0')}`,
          regNo: `UME${String(taken % 1000).padStart(3, '0')}`,
          erpId: umea.erpId,
          bookingDate: date,
          bookingStart: start,
          status: 'booked',
          slotKey: `${slotKeyOf(umea.erpId, date, start)}|${seat}`,
          customer: { firstName: 'Bokad', lastName: 'Kund', email: 'bokad@example.com', phoneMobile: '+46700000000' },
        })
      }
    }
  }
  return { workshops: 3, agreements: 3, umeaBookings: taken }
}
