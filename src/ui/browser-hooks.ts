'use client'

import type { UseEmblaCarouselType } from 'embla-carousel-react'
import { useCallback, useEffect, useSyncExternalStore, type RefObject } from 'react'

/**
 * Browser state as React hooks, shared by the carousels, videos and galleries. Each reads the
 * browser through `useSyncExternalStore`, so the server's HTML and the first browser render
 * agree and the real value follows without a mismatch.
 */

export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)'

/** For event handlers: does the visitor prefer reduced motion right now? */
export function prefersReducedMotion(): boolean {
  return window.matchMedia(REDUCED_MOTION_QUERY).matches
}

const noSubscription = () => () => {}

/** False in the server's HTML and while hydrating, true once the browser has taken over. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
}

/** Something the browser knows and the server cannot, read once (it does not change). */
export function useBrowserValue<T, S>(read: () => T, serverValue: S): T | S {
  return useSyncExternalStore<T | S>(noSubscription, read, () => serverValue)
}

/**
 * Whether a media query matches, kept up to date. `serverValue` is what the server renders:
 * false for 'render as for a desktop visitor without preferences', null for 'wait and see'.
 */
export function useMediaQuery<S extends boolean | null>(query: string, serverValue: S): boolean | S {
  const subscribe = useCallback(
    (notify: () => void) => {
      const list = window.matchMedia(query)
      list.addEventListener('change', notify)
      return () => list.removeEventListener('change', notify)
    },
    [query],
  )
  return useSyncExternalStore<boolean | S>(
    subscribe,
    () => window.matchMedia(query).matches,
    () => serverValue,
  )
}

type EmblaApi = UseEmblaCarouselType[1]

/** The index of the slide at an Embla carousel's start, kept in step with it (0 without one). */
export function useSelectedSlide(api: EmblaApi): number {
  const subscribe = useCallback(
    (notify: () => void) => {
      if (!api) return () => {}
      api.on('select', notify).on('reInit', notify)
      return () => {
        api.off('select', notify).off('reInit', notify)
      }
    },
    [api],
  )
  return useSyncExternalStore(
    subscribe,
    () => api?.selectedScrollSnap() ?? 0,
    () => 0,
  )
}

/**
 * Publishes an element's height as a CSS variable on the root (e.g. the sticky header's, so
 * other sticky parts start below it) while `active`; removed again when it is not.
 */
export function useHeightVariable(element: RefObject<HTMLElement | null>, name: string, active: boolean): void {
  useEffect(() => {
    const node = element.current
    if (!active || !node) return
    const root = document.documentElement
    const observer = new ResizeObserver(([entry]) => {
      root.style.setProperty(name, `${entry?.borderBoxSize[0]?.blockSize ?? 0}px`)
    })
    observer.observe(node)
    return () => {
      observer.disconnect()
      root.style.removeProperty(name)
    }
  }, [element, name, active])
}
