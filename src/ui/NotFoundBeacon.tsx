'use client'

import { useEffect } from 'react'

/**
 * Reports the path of a 404 page to the site's 404 log once it is shown. The page is cached, so
 * the browser, not the server render, is where each visit is seen.
 */
export function NotFoundBeacon({ site }: { site: string }) {
  useEffect(() => {
    const body = JSON.stringify({ site, path: window.location.pathname })
    void fetch('/api/tracking/not-found', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
      keepalive: true,
    }).catch(() => {})
  }, [site])
  return null
}
