'use client'

import { useRouter } from 'next/navigation'
import { useState } from 'react'

type Row = { site?: number | { id: number }; path?: string }

/**
 * "Create redirect" beside a path of the 404 log: a disabled rule from that path is saved and
 * opened, for the editor to give it a destination and switch it on.
 */
export function CreateRedirectCell({ rowData }: { rowData?: Row }) {
  const router = useRouter()
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle')
  const site = typeof rowData?.site === 'object' ? rowData.site.id : rowData?.site
  const path = rowData?.path
  if (site === undefined || !path) return null

  async function create() {
    setState('busy')
    try {
      const res = await fetch('/api/redirects', {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          site,
          source: path,
          destination: '/',
          enabled: false,
          allLanguages: false,
          note: 'From the 404 log: choose the destination, then enable.',
        }),
      })
      if (!res.ok) throw new Error(String(res.status))
      const { doc } = (await res.json()) as { doc: { id: number } }
      router.push(`/admin/collections/redirects/${doc.id}`)
    } catch {
      setState('failed')
    }
  }

  return (
    <button
      type="button"
      className="btn btn--style-secondary btn--size-small"
      style={{ margin: 0 }}
      disabled={state === 'busy'}
      onClick={(event) => {
        event.stopPropagation()
        void create()
      }}
    >
      {state === 'failed' ? 'Failed: try again' : 'Create redirect'}
    </button>
  )
}
