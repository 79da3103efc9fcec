'use client'

import { useRouter } from 'next/navigation'
import { useEffect } from 'react'

/**
 * Editing mode (draft mode, live preview): links are not followed, so an editor clicking text
 * in a link does not leave the page; and every save in the admin refreshes the preview.
 */
export function EditingMode({ label }: { label: string }) {
  const router = useRouter()
  useEffect(() => {
    const stopLinks = (event: MouseEvent) => {
      const anchor = (event.target as Element | null)?.closest?.('a[href]')
      if (anchor) event.preventDefault()
    }
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin) return
      const data = event.data as { type?: string } | null
      if (data?.type === 'payload-document-event') router.refresh()
    }
    document.addEventListener('click', stopLinks, true)
    window.addEventListener('message', onMessage)
    // Tell the admin's live-preview frame that this page listens for saves.
    window.parent?.postMessage({ type: 'payload-live-preview', ready: true }, window.location.origin)
    return () => {
      document.removeEventListener('click', stopLinks, true)
      window.removeEventListener('message', onMessage)
    }
  }, [router])
  return (
    <div
      role="status"
      className="fixed bottom-4 left-4 z-50 rounded bg-black px-3 py-1.5 text-sm font-semibold text-white shadow-lg"
    >
      {label}
    </div>
  )
}
