import { notFound } from 'next/navigation'
import { Suspense } from 'react'
import { NotFoundSignalBoundary } from './NotFoundSignalBoundary'

async function Signal(): Promise<never> {
  notFound()
}

/**
 * Gives a page that rendered its own not-found view the 404 status. Next.js sets the status of a
 * cached render from a notFound() thrown inside a Suspense boundary and keeps the HTML outside
 * it, so the visitor gets the site's header, the message and the footer as server HTML (a
 * notFound() outside any boundary would replace the page with Next's empty error shell). In the
 * browser the same signal is caught and renders nothing.
 */
export function NotFoundStatus() {
  return (
    <NotFoundSignalBoundary>
      <Suspense fallback={null}>
        <Signal />
      </Suspense>
    </NotFoundSignalBoundary>
  )
}
