'use client'

import { useEffect, useRef, useState, type ReactNode } from 'react'
import { useHeightVariable } from '@/ui/browser-hooks'
import { showsBarBackground } from '@/modules/navigation/sticky'

type Props = { sticky: boolean; home: boolean; children: ReactNode }

/** The bar's frame: stays at the top when sticky, and on the home page gains its background on scroll. */
export function StickyBar({ sticky, home, children }: Props) {
  const [scrollY, setScrollY] = useState(0)
  const bar = useRef<HTMLElement>(null)
  useHeightVariable(bar, '--sticky-header-height', sticky)
  const watch = sticky && home
  useEffect(() => {
    if (!watch) return
    const update = () => setScrollY(window.scrollY)
    update()
    window.addEventListener('scroll', update, { passive: true })
    return () => window.removeEventListener('scroll', update)
  }, [watch])
  const solid = showsBarBackground({ sticky, home, scrollY })
  return (
    <header
      ref={bar}
      data-sticky={sticky || undefined}
      data-background={solid ? 'solid' : 'none'}
      className={`text-[var(--color-header-fg)] transition-[background-color,box-shadow] duration-200 ${
        sticky ? 'sticky top-0 z-40' : 'relative'
      } ${solid ? 'bg-[var(--color-header-bg)]' : 'bg-[var(--color-header-rest-bg)]'} ${
        solid && sticky ? 'shadow-md' : ''
      }`}
    >
      {children}
    </header>
  )
}
