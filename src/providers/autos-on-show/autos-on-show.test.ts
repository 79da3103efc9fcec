import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { SPIN_FRAME_COUNT, spinFiles } from '@data/inventory/spin-frames'
import { createMemoryEngine, type MemoryEngine } from '@/modules/search/engines/memory'
import { createSearchService } from '@/modules/search/service'
import { createMemoryStore } from '@/modules/search/store/memory-store'
import { carDocument } from '@/modules/search/testing/fixture'
import {
  AutosOnShowError,
  type AutosOnShowCar,
  compactRegistration,
  embeddedAutosOnShow,
  httpAutosOnShow,
  registrationSchema,
  searchCarsByRegistration,
} from './index'

const suvRed: AutosOnShowCar = { car_regno: 'AB12 CDE', autos_on_show: true, car_color: 'Red', car_body: 'SUV' }
const { frames, panorama } = spinFiles({ shape: 'suv', colour: 'red' })

function embedded(cars: AutosOnShowCar[], drawn: (file: string) => boolean = () => true) {
  return embeddedAutosOnShow({ findCars: async () => cars, hasFile: async (file) => drawn(file) })
}

describe('registration numbers', () => {
  it('accepts plates with or without one space or hyphen between words', () => {
    for (const plate of ['AB12 CDE', 'ab12cde', 'AB12-CDE', ' AB12CDE ', 'ABC 123']) {
      expect(registrationSchema.safeParse(plate).success, plate).toBe(true)
    }
    expect(compactRegistration('ab12-c de')).toBe('AB12CDE')
  })

  it('rejects anything else', () => {
    for (const plate of ['A', 'AB12  CDE', 'AB12_CDE', '../etc', 'AB12CDE%00', 'ABCDEFGHIJKLM', '']) {
      expect(registrationSchema.safeParse(plate).success, plate).toBe(false)
    }
  })
})

describe('embedded Autos On Show', () => {
  it('answers the turntable frames and cabin panorama drawn for the car', async () => {
    const data = await embedded([suvRed]).media('ab12cde')
    expect(data).toEqual({
      videoUrl: null,
      images360: frames.map((file) => `/images/inventory/${file}`),
      internal360: `/images/inventory/${panorama}`,
      hasVideo: false,
      has360: true,
      hasInternal360: true,
    })
    expect(data?.images360).toHaveLength(SPIN_FRAME_COUNT)
  })

  it('knows only the car with exactly that plate and autos_on_show', async () => {
    const other = { ...suvRed, car_regno: 'AB12 CDF' }
    expect(await embedded([other]).media('AB12CDE')).toBeNull()
    expect(await embedded([{ ...suvRed, autos_on_show: false }]).media('AB12CDE')).toBeNull()
    expect(await embedded([]).media('AB12CDE')).toBeNull()
    expect(await embedded([other, suvRed]).media('AB12-CDE')).not.toBeNull()
  })

  it('offers no 360 the seed has not drawn, and nothing for a car the drawings do not know', async () => {
    const withoutFrames = await embedded([suvRed], (file) => file !== frames[12]).media('AB12CDE')
    expect(withoutFrames).toMatchObject({ has360: false, images360: [], hasInternal360: true })
    const withoutCabin = await embedded([suvRed], (file) => file !== panorama).media('AB12CDE')
    expect(withoutCabin).toMatchObject({ has360: true, hasInternal360: false, internal360: null })
    const unknownPaint = await embedded([{ ...suvRed, car_color: 'Sparkle' }]).media('AB12CDE')
    expect(unknownPaint).toEqual({
      videoUrl: null,
      images360: [],
      internal360: null,
      hasVideo: false,
      has360: false,
      hasInternal360: false,
    })
  })
})

describe('finding UK cars by plate in the search index', () => {
  let engine: MemoryEngine | undefined
  afterEach(async () => {
    await engine?.close()
    engine = undefined
  })

  it('finds the UK car with autos_on_show whatever the spacing of the plate', async () => {
    const store = createMemoryStore()
    const uk = { car_country_code: 'GB', car_price_currency: 'GBP', car_color: 'Red', car_body: 'SUV' }
    const cars = [
      carDocument(1, { ...uk, car_regno: 'AB12 CDE', autos_on_show: true }),
      carDocument(2, { ...uk, car_regno: 'XY34 ZZZ', autos_on_show: false }),
      carDocument(3, { car_regno: 'AB12 CDE', autos_on_show: true }),
    ]
    await store.write('cars', {
      upserts: cars.map((doc) => ({ id: doc.car_id, json: JSON.stringify(doc) })),
      deletes: [],
    })
    const running = await createMemoryEngine(store, { pollMs: 60_000 })
    engine = running
    const service = createSearchService({ engine: async () => running, logger: { error: () => undefined } })
    const find = searchCarsByRegistration(async () => service)
    expect((await find('ab12-cde')).map((car) => car.car_regno)).toEqual(['AB12 CDE'])
    expect(await find('XY34ZZZ')).toEqual([])
    const provider = embeddedAutosOnShow({ findCars: find, hasFile: async () => true })
    expect(await provider.media('AB12 CDE')).toMatchObject({ has360: true })
    expect(await provider.media('AB12 CD')).toBeNull()
  })
})

describe('HTTP Autos On Show upstream', () => {
  let server: Server
  let base: string
  let answer: { status: number; body: string } = { status: 200, body: '{}' }
  const seen: { url: string; apiKey: string | undefined }[] = []

  beforeAll(async () => {
    server = createServer((req, res) => {
      seen.push({ url: req.url ?? '', apiKey: req.headers['x-api-key'] as string | undefined })
      res.writeHead(answer.status, { 'content-type': 'application/json' }).end(answer.body)
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/aos/`
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  const upstreamData = {
    videoUrl: 'https://video.example/ab12cde.mp4',
    images360: ['https://cdn.example/1.jpg', 'https://cdn.example/2.jpg'],
    internal360: null,
    hasVideo: true,
    has360: true,
    hasInternal360: true,
  }

  it('asks for the compact plate with its key and answers the checked data', async () => {
    answer = { status: 200, body: JSON.stringify(upstreamData) }
    const data = await httpAutosOnShow(base, { apiKey: 'k-123' }).media('ab12 cde')
    expect(seen.at(-1)).toEqual({ url: '/aos/AB12CDE', apiKey: 'k-123' })
    // a flag without its media is dropped
    expect(data).toEqual({ ...upstreamData, hasInternal360: false })
  })

  it('answers null for a plate the upstream does not know', async () => {
    answer = { status: 404, body: '{"error":"not found"}' }
    expect(await httpAutosOnShow(base).media('AB12CDE')).toBeNull()
  })

  it('fails with a code when the upstream fails or answers something unusable', async () => {
    answer = { status: 503, body: '' }
    await expect(httpAutosOnShow(base).media('AB12CDE')).rejects.toMatchObject({ code: 'UPSTREAM_FAILED' })
    answer = { status: 200, body: '<html>' }
    await expect(httpAutosOnShow(base).media('AB12CDE')).rejects.toMatchObject({ code: 'UPSTREAM_INVALID' })
    answer = { status: 200, body: JSON.stringify({ ...upstreamData, images360: ['javascript:alert(1)'] }) }
    const error = await httpAutosOnShow(base)
      .media('AB12CDE')
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(AutosOnShowError)
    expect(error).toMatchObject({ code: 'UPSTREAM_INVALID', message: expect.stringContaining('images360.0') })
    answer = { status: 200, body: JSON.stringify({ ...upstreamData, videoUrl: '//evil.example/v.mp4' }) }
    await expect(httpAutosOnShow(base).media('AB12CDE')).rejects.toMatchObject({ code: 'UPSTREAM_INVALID' })
  })

  it('fails with a code when the upstream cannot be reached', async () => {
    const refused = async () => {
      throw new TypeError('fetch failed')
    }
    await expect(httpAutosOnShow(base, { fetch: refused }).media('AB12CDE')).rejects.toMatchObject({
      code: 'UPSTREAM_FAILED',
    })
  })
})
