'use client'

import dynamic from 'next/dynamic'
import { useCallback, useEffect, useRef, useState } from 'react'
import { AlternateGallery } from './AlternateGallery'
import {
  availableViews,
  isVideoFile,
  readAutosOnShowMedia,
  type AutosOnShowMedia,
  type ViewerView,
} from './autos-on-show-media'
import { MissingPicture } from './MissingPicture'
import { StandardGallery } from './StandardGallery'
import type { GalleryImage, GalleryLayout, GalleryTexts } from './types'

// The fullscreen dialog and the 360 views load when opened: most visits never open them, and
// the 360 views exist only on UK cars with Autos On Show media. Nothing of them is in the HTML.
const FullscreenViewer = dynamic(() => import('./FullscreenViewer').then((m) => m.FullscreenViewer), { ssr: false })
const SpinViewer = dynamic(() => import('./SpinViewer').then((m) => m.SpinViewer), { ssr: false })
const PanoramaViewer = dynamic(() => import('./PanoramaViewer').then((m) => m.PanoramaViewer), { ssr: false })
/** Fetches the viewer's code as the pointer or focus reaches the gallery, before the click. */
const preloadViewer = () => void import('./FullscreenViewer')

type Props = {
  images: GalleryImage[]
  layout: GalleryLayout
  texts: GalleryTexts
  /** the car's name, for the 360 views' labels */
  carName: string
  /** set on the UK site for a car with Autos On Show: the plate its media is found by */
  autosOnShowRegNo: string | null
}

/**
 * The car's Autos On Show media, fetched once the page is up. Until it answers, and for good if
 * the fetch fails or answers anything but a usable 200, the visitor has the plain gallery.
 */
function useAutosOnShow(regNo: string | null): AutosOnShowMedia | null {
  const [media, setMedia] = useState<AutosOnShowMedia | null>(null)
  useEffect(() => {
    if (!regNo) return
    const controller = new AbortController()
    fetch(`/api/autos-on-show/${encodeURIComponent(regNo)}`, {
      signal: controller.signal,
      headers: { accept: 'application/json' },
    })
      .then((response) => (response.ok ? response.json() : null))
      .then((body: unknown) => {
        if (!controller.signal.aborted) setMedia(readAutosOnShowMedia(body))
      })
      .catch(() => {
        // the spec's fallback: stay on the plain gallery, say nothing
      })
    return () => controller.abort()
  }, [regNo])
  return media
}

const toggleClass =
  'rounded-full border px-4 py-2 text-sm font-semibold focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-[var(--color-primary)]'

/**
 * The gallery of the car detail page: pictures in the site's layout, opening the fullscreen view
 * from any picture, and on the UK site the Autos On Show toggles (images, video, internal 360,
 * external 360: those the car has).
 */
export function CarGallery({ images, layout, texts, carName, autosOnShowRegNo }: Props) {
  const [index, setIndex] = useState(0)
  const [openAt, setOpenAt] = useState<number | null>(null)
  const opener = useRef<HTMLElement | null>(null)
  const media = useAutosOnShow(autosOnShowRegNo)
  const views = availableViews(media)
  const [chosen, setChosen] = useState<ViewerView>('images')
  const view = views.includes(chosen) ? chosen : 'images'

  const open = useCallback((at: number, from: HTMLElement) => {
    opener.current = from
    setOpenAt(at)
  }, [])

  const close = useCallback(
    (last: number) => {
      setOpenAt(null)
      if (layout === 'standard') setIndex(last)
      // Back where the visitor was: the picture that opened the viewer.
      opener.current?.focus()
    },
    [layout],
  )

  const labels: Record<ViewerView, string> = {
    images: texts.viewerImages,
    video: texts.viewerVideo,
    internal: texts.viewerInterior360,
    external: texts.viewerExterior360,
  }

  return (
    <div onPointerEnter={preloadViewer} onFocus={preloadViewer}>
      {views.length > 1 ? (
        <div role="group" aria-label={texts.viewChoice} className="mb-3 flex flex-wrap gap-2">
          {views.map((option) => (
            <button
              key={option}
              type="button"
              aria-pressed={option === view}
              onClick={() => setChosen(option)}
              className={`${toggleClass} ${
                option === view
                  ? 'border-[var(--color-primary)] bg-[var(--color-primary)] text-[var(--color-primary-fg)]'
                  : 'border-[var(--color-border)] bg-[var(--color-bg)] text-[var(--color-fg)] hover:border-[var(--color-primary)]'
              }`}
            >
              {labels[option]}
            </button>
          ))}
        </div>
      ) : null}

      {view === 'images' ? (
        images.length === 0 ? (
          <div className="aspect-[3/2] overflow-hidden rounded-[var(--radius)]">
            <MissingPicture text={texts.imagesComingSoon} />
          </div>
        ) : layout === 'standard' ? (
          <StandardGallery images={images} index={index} onSelect={setIndex} onOpen={open} texts={texts} />
        ) : (
          <AlternateGallery images={images} onOpen={open} texts={texts} />
        )
      ) : null}

      {view === 'external' && media ? (
        <SpinViewer frames={media.images360} label={`${texts.viewerExterior360}: ${carName}`} texts={texts} />
      ) : null}
      {view === 'internal' && media?.internal360 ? (
        <PanoramaViewer src={media.internal360} label={`${texts.viewerInterior360}: ${carName}`} texts={texts} />
      ) : null}
      {view === 'video' && media?.videoUrl ? (
        isVideoFile(media.videoUrl) ? (
          <video
            controls
            preload="metadata"
            src={media.videoUrl}
            aria-label={`${texts.viewerVideo}: ${carName}`}
            className="aspect-video w-full rounded-[var(--radius)] bg-black"
          />
        ) : (
          <iframe
            src={media.videoUrl}
            title={`${texts.viewerVideo}: ${carName}`}
            allow="fullscreen; picture-in-picture"
            allowFullScreen
            className="aspect-video w-full rounded-[var(--radius)] border-0 bg-black"
          />
        )
      ) : null}

      {openAt !== null ? <FullscreenViewer images={images} startIndex={openAt} onClose={close} texts={texts} /> : null}
    </div>
  )
}
