import { useCallback, useEffect, useRef, useState } from 'react'
import type { LatLng } from './haversine'

/** A position a minute old is good enough for distances; a stuck fix gives up after 15 s. */
const LOCATE_OPTIONS: PositionOptions = { maximumAge: 60_000, timeout: 15_000 }

export type GeolocationStatus = 'idle' | 'locating' | 'ok' | 'denied' | 'unavailable'

export type GeolocationState = {
  status: GeolocationStatus
  /** The visitor's position once found; kept from an earlier success while locating again. */
  position: LatLng | null
  /** Asks the browser for the position (the permission prompt appears on the first call). */
  locate: () => void
}

/**
 * The visitor's position for "near me" (spec 1 section 9 locator). Nothing is asked until
 * `locate()` is called. A refusal only logs a console warning: the page goes on without a
 * position and shows no message. In its own file so code without React never imports React.
 */
export function useGeolocation(): GeolocationState {
  const [status, setStatus] = useState<GeolocationStatus>('idle')
  const [position, setPosition] = useState<LatLng | null>(null)
  const mounted = useRef(true)

  useEffect(() => {
    mounted.current = true
    return () => {
      mounted.current = false
    }
  }, [])

  const locate = useCallback(() => {
    const geolocation = typeof navigator === 'undefined' ? undefined : navigator.geolocation
    if (!geolocation) {
      setStatus('unavailable')
      return
    }
    setStatus('locating')
    geolocation.getCurrentPosition(
      (found) => {
        if (!mounted.current) return
        setPosition({ lat: found.coords.latitude, lng: found.coords.longitude })
        setStatus('ok')
      },
      (error) => {
        if (!mounted.current) return
        if (error.code === error.PERMISSION_DENIED) {
          console.warn('geolocation: the visitor declined to share a position')
          setStatus('denied')
        } else {
          setStatus('unavailable')
        }
      },
      LOCATE_OPTIONS,
    )
  }, [])

  return { status, position, locate }
}
