// @vitest-environment happy-dom
import { act, useEffect } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useGeolocation, type GeolocationState } from './use-geolocation'

// React's act() warns unless the environment says it is a test.
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

let container: HTMLDivElement
let root: Root
let latest: GeolocationState

function Probe({ report }: { report: (state: GeolocationState) => void }) {
  const state = useGeolocation()
  useEffect(() => {
    report(state)
  })
  return null
}

type Success = (position: GeolocationPosition) => void
type Failure = (error: GeolocationPositionError) => void
let pending: { success: Success; failure: Failure } | undefined

function installGeolocation(available = true) {
  Object.defineProperty(navigator, 'geolocation', {
    configurable: true,
    value: available
      ? {
          getCurrentPosition: (success: Success, failure: Failure) => {
            pending = { success, failure }
          },
        }
      : undefined,
  })
}

const positionError = (code: number) =>
  ({ code, PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3, message: '' }) as GeolocationPositionError

beforeEach(async () => {
  pending = undefined
  container = document.createElement('div')
  document.body.append(container)
  root = createRoot(container)
  await act(async () =>
    root.render(
      <Probe
        report={(state) => {
          latest = state
        }}
      />,
    ),
  )
})

afterEach(() => {
  act(() => root.unmount())
  container.remove()
  vi.restoreAllMocks()
})

describe('useGeolocation', () => {
  it('asks nothing until locate(), then reports the position', async () => {
    installGeolocation()
    expect(latest.status).toBe('idle')
    expect(pending).toBeUndefined()
    await act(async () => latest.locate())
    expect(latest.status).toBe('locating')
    await act(async () =>
      pending!.success({ coords: { latitude: 59.33, longitude: 18.07 } } as unknown as GeolocationPosition),
    )
    expect(latest).toMatchObject({ status: 'ok', position: { lat: 59.33, lng: 18.07 } })
  })

  it('a refusal is "denied" with a console warning only', async () => {
    installGeolocation()
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    await act(async () => latest.locate())
    await act(async () => pending!.failure(positionError(1)))
    expect(latest).toMatchObject({ status: 'denied', position: null })
    expect(warn).toHaveBeenCalledTimes(1)
  })

  it('a timeout or a browser without geolocation is "unavailable"', async () => {
    installGeolocation()
    await act(async () => latest.locate())
    await act(async () => pending!.failure(positionError(3)))
    expect(latest.status).toBe('unavailable')
    installGeolocation(false)
    await act(async () => latest.locate())
    expect(latest.status).toBe('unavailable')
  })
})
