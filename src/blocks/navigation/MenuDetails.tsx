'use client'

import { useEffect, useRef, type ReactNode } from 'react'

type Props = { className: string; children: ReactNode }

/**
 * The hamburger menu's <details>: it opens and closes without JavaScript, and with it also closes
 * on Escape (focus back on its button) and on a click or tap outside it.
 */
export function MenuDetails({ className, children }: Props) {
  const ref = useRef<HTMLDetailsElement>(null)
  useEffect(() => {
    const details = ref.current
    if (!details) return
    const close = () => {
      if (details.open) details.open = false
    }
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !details.open) return
      close()
      details.querySelector('summary')?.focus()
    }
    const onPointerDown = (event: PointerEvent) => {
      if (details.open && !details.contains(event.target as Node)) close()
    }
    document.addEventListener('keydown', onKey)
    document.addEventListener('pointerdown', onPointerDown)
    return () => {
      document.removeEventListener('keydown', onKey)
      document.removeEventListener('pointerdown', onPointerDown)
    }
  }, [])
  return (
    <details ref={ref} className={className}>
      {children}
    </details>
  )
}
