'use client'

import { useEffect, type RefObject } from 'react'

/**
 * Opens a `<dialog>` as a modal when the component mounts, and keeps the page behind it from
 * scrolling until it unmounts (the dialogs that exist only while open: compare, kit details).
 */
export function useModalOnMount(dialog: RefObject<HTMLDialogElement | null>): void {
  useEffect(() => {
    const element = dialog.current
    if (element && !element.open) element.showModal()
    const root = document.documentElement
    const overflow = root.style.overflow
    root.style.overflow = 'hidden'
    return () => {
      root.style.overflow = overflow
    }
  }, [dialog])
}
