import { access } from 'node:fs/promises'
import path from 'node:path'
import { z } from 'zod'
import { INVENTORY_IMAGE_FOLDER, INVENTORY_IMAGE_PATH } from '@data/inventory/images'
import { spinFiles, spinSubjectOf } from '@data/inventory/spin-frames'
import { env } from '@/lib/env'
import { getSearchService } from '@/modules/search/runtime'
import type { SearchService } from '@/modules/search/service'

/**
 * Autos On Show (spec 2 sections 2.4, 3.12 and 7.4): a car's video and 360 views, looked up by
 * registration number. An HTTP upstream when AUTOS_ON_SHOW_URL is set; otherwise the embedded
 * default, which serves the turntable frames and cabin panoramas the seed draws for the demo
 * stock. The site that shows the viewer is the UK marketplace, so that is the stock searched.
 */

const UK_SITE = 'hedin-uk'

/** A plate as typed or stored: letters and digits, words separated by one space or hyphen. */
export const registrationSchema = z
  .string()
  .trim()
  .min(2, 'must be at least 2 characters')
  .max(12, 'must be at most 12 characters')
  .regex(/^[A-Za-z0-9]+(?:[ -][A-Za-z0-9]+)*$/, 'letters and digits, words separated by a space or hyphen')

/** 'ab12 cde', 'AB12-CDE' and 'AB12CDE' are one plate. */
export function compactRegistration(regNo: string): string {
  return regNo.replace(/[^A-Za-z0-9]/g, '').toUpperCase()
}

/**
 * Media the browser loads straight from the answer: only web addresses and paths on this site,
 * never javascript:, data: or protocol-relative ones.
 */
function isMediaUrl(value: string): boolean {
  if (value.startsWith('/')) return !value.startsWith('//') && !value.includes('\\')
  try {
    const url = new URL(value)
    return url.protocol === 'https:' || url.protocol === 'http:'
  } catch {
    return false
  }
}

const mediaUrlSchema = z.string().min(1).max(2048).refine(isMediaUrl, 'must be an http(s) URL or a path on this site')

/** Spec 2 section 3.12: what GET /api/{name}/{regNo} answers. */
export const autosOnShowDataSchema = z.object({
  videoUrl: mediaUrlSchema.nullable(),
  images360: z.array(mediaUrlSchema).max(720),
  internal360: mediaUrlSchema.nullable(),
  hasVideo: z.boolean(),
  has360: z.boolean(),
  hasInternal360: z.boolean(),
})

export type AutosOnShowData = z.infer<typeof autosOnShowDataSchema>

/** A flag claims media only when the media is there: the viewer offers what it can show. */
function consistent(data: AutosOnShowData): AutosOnShowData {
  return {
    ...data,
    hasVideo: data.hasVideo && data.videoUrl !== null,
    has360: data.has360 && data.images360.length > 0,
    hasInternal360: data.hasInternal360 && data.internal360 !== null,
  }
}

export interface AutosOnShowProvider {
  /** The media of the car with this registration; null when no car with Autos On Show has it. */
  media(regNo: string): Promise<AutosOnShowData | null>
}

export class AutosOnShowError extends Error {
  constructor(
    readonly code: 'UPSTREAM_FAILED' | 'UPSTREAM_INVALID',
    message: string,
  ) {
    super(message)
    this.name = 'AutosOnShowError'
  }
}

/** The fields of a stock car the embedded default reads. */
export type AutosOnShowCar = {
  car_regno?: string | null
  autos_on_show?: boolean | null
  car_color?: string | null
  car_body?: string | null
}

export type EmbeddedOptions = {
  /** Cars whose registration may match (a search by plate); the provider picks the exact one. */
  findCars(regNo: string): Promise<AutosOnShowCar[]>
  /** Whether the seed has drawn this media file. */
  hasFile(file: string): Promise<boolean>
  /** Where the media files are served; the inventory picture route by default. */
  basePath?: string
}

export function embeddedAutosOnShow(options: EmbeddedOptions): AutosOnShowProvider {
  const basePath = options.basePath ?? INVENTORY_IMAGE_PATH
  return {
    async media(regNo) {
      const wanted = compactRegistration(regNo)
      const candidates = await options.findCars(wanted)
      const car = candidates.find(
        (candidate) => candidate.car_regno && compactRegistration(candidate.car_regno) === wanted,
      )
      if (!car?.autos_on_show) return null
      const subject = spinSubjectOf(car)
      if (!subject) {
        return {
          videoUrl: null,
          images360: [],
          internal360: null,
          hasVideo: false,
          has360: false,
          hasInternal360: false,
        }
      }
      const { frames, panorama } = spinFiles(subject)
      // Offered only once drawn: a car ingested after the seed, in a colour it did not draw,
      // shows its plain gallery instead of a turntable of missing frames.
      const [framesDrawn, panoramaDrawn] = await Promise.all([
        Promise.all(frames.map((file) => options.hasFile(file))).then((found) => found.every(Boolean)),
        options.hasFile(panorama),
      ])
      // No video: the demo has none to show, and a made-up address would only fail to play.
      return {
        videoUrl: null,
        images360: framesDrawn ? frames.map((file) => `${basePath}${file}`) : [],
        internal360: panoramaDrawn ? `${basePath}${panorama}` : null,
        hasVideo: false,
        has360: framesDrawn,
        hasInternal360: panoramaDrawn,
      }
    },
  }
}

/** The UK stock's cars found by plate: the index holds each plate also without separators. */
export function searchCarsByRegistration(service: () => Promise<SearchService>) {
  return async (regNo: string): Promise<AutosOnShowCar[]> => {
    const response = await (
      await service()
    ).searchForSite(UK_SITE, {
      index: 'cars',
      keyphrase: compactRegistration(regNo),
      filters: { autos_on_show: ['true'] },
      fields: ['car_id', 'car_regno', 'autos_on_show', 'car_color', 'car_body'],
      limit: 10,
    })
    return response.content as AutosOnShowCar[]
  }
}

export type HttpOptions = { apiKey?: string; timeoutMs?: number; fetch?: typeof fetch }

/** The upstream answers GET {url}/{plate} with spec 3.12's shape, 404 for a plate it does not know. */
export function httpAutosOnShow(url: string, options: HttpOptions = {}): AutosOnShowProvider {
  const base = url.replace(/\/+$/, '')
  const request = options.fetch ?? fetch
  return {
    async media(regNo) {
      let res: Response
      try {
        res = await request(`${base}/${encodeURIComponent(compactRegistration(regNo))}`, {
          headers: { accept: 'application/json', ...(options.apiKey ? { 'x-api-key': options.apiKey } : {}) },
          signal: AbortSignal.timeout(options.timeoutMs ?? 5000),
        })
      } catch (error) {
        throw new AutosOnShowError('UPSTREAM_FAILED', `autos on show upstream unreachable: ${String(error)}`)
      }
      if (res.status === 404) return null
      if (!res.ok) throw new AutosOnShowError('UPSTREAM_FAILED', `autos on show upstream answered ${res.status}`)
      let body: unknown
      try {
        body = await res.json()
      } catch {
        throw new AutosOnShowError('UPSTREAM_INVALID', 'autos on show upstream answered something other than JSON')
      }
      const parsed = autosOnShowDataSchema.safeParse(body)
      if (!parsed.success) {
        const issue = parsed.error.issues[0]
        throw new AutosOnShowError(
          'UPSTREAM_INVALID',
          `autos on show upstream answer: ${issue?.path.join('.') || 'body'}: ${issue?.message ?? 'invalid'}`,
        )
      }
      return consistent(parsed.data)
    },
  }
}

export function autosOnShowProvider(): AutosOnShowProvider {
  const settings = env()
  if (settings.AUTOS_ON_SHOW_URL) {
    return httpAutosOnShow(settings.AUTOS_ON_SHOW_URL, { apiKey: settings.AUTOS_ON_SHOW_API_KEY })
  }
  const folder = path.join(settings.mediaDir, INVENTORY_IMAGE_FOLDER)
  return embeddedAutosOnShow({
    findCars: searchCarsByRegistration(getSearchService),
    hasFile: (file) =>
      access(path.join(folder, file)).then(
        () => true,
        () => false,
      ),
  })
}
