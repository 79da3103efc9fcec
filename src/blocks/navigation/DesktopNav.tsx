'use client'

import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react'
import type { NavItem } from '@/modules/navigation/page-tree'
import { closeDelay, fittingCount, throttleWithFinal } from '@/modules/navigation/overflow'
import { Link } from '@/ui/Link'

type Props = {
  items: NavItem[]
  label: string
  moreLabel: string
}

/** A drop-down entry: a link, or just a group title when its page is not navigable. */
function ItemLink({ item, className }: { item: NavItem; className: string }) {
  if (!item.navigable) return <span className={`${className} font-semibold`}>{item.label}</span>
  return (
    <Link href={item.href} className={className}>
      {item.label}
    </Link>
  )
}

const dropdown =
  'absolute left-0 top-full z-30 min-w-60 rounded-[var(--radius)] border border-[var(--color-border)] bg-[var(--color-bg)] py-2 text-[var(--color-fg)] shadow-lg'
const childLink = 'block px-4 py-2 hover:bg-[var(--color-surface)] hover:underline focus-visible:underline'

/**
 * The desktop navigation bar (spec 1 sections 2.4 and 4): items that do not fit move into More,
 * measured on resize; drop-downs open on hover or focus and close 200 ms after the mouse leaves
 * (600 ms for items without children); Escape closes, arrow keys move along the bar.
 */
export function DesktopNav({ items, label, moreLabel }: Props) {
  const navRef = useRef<HTMLElement>(null)
  const measureRef = useRef<HTMLUListElement>(null)
  const [count, setCount] = useState(items.length)
  const [open, setOpen] = useState<number | null>(null)
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined)

  useLayoutEffect(() => {
    const nav = navRef.current
    const measure = measureRef.current
    if (!nav || !measure) return
    const update = () => {
      const widths = [...measure.children].map((child) => (child as HTMLElement).offsetWidth)
      const more = widths.pop() ?? 0
      setCount(fittingCount(widths, nav.clientWidth, more))
    }
    update()
    const { handle, cancel } = throttleWithFinal(update)
    window.addEventListener('resize', handle, { passive: true })
    return () => {
      window.removeEventListener('resize', handle)
      cancel()
    }
  }, [items])

  useEffect(() => () => clearTimeout(closeTimer.current), [])

  // A drop-down the pointer has just opened stays open on the click that usually follows, rather
  // than closing under the visitor's cursor; the next click closes it.
  const openedByHover = useRef(false)
  const show = (index: number, byHover = false) => {
    clearTimeout(closeTimer.current)
    if (byHover) openedByHover.current = true
    setOpen(index)
  }
  const close = () => {
    openedByHover.current = false
    setOpen(null)
  }
  const toggle = (index: number) => {
    if (openedByHover.current) {
      openedByHover.current = false
      setOpen(index)
    } else setOpen((current) => (current === index ? null : index))
  }
  const hideLater = (hasChildren: boolean) => {
    clearTimeout(closeTimer.current)
    closeTimer.current = setTimeout(close, closeDelay(hasChildren))
  }

  const visible = items.slice(0, count)
  const overflow = items.slice(count)
  const entries: { item: NavItem; more: boolean }[] = [
    ...visible.map((item) => ({ item, more: false })),
    ...(overflow.length
      ? [{ item: { label: moreLabel, href: '#', external: false, navigable: false, children: overflow }, more: true }]
      : []),
  ]

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    if (event.key === 'Escape') {
      close()
      return
    }
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return
    const tops = [...(navRef.current?.querySelectorAll<HTMLElement>('[data-nav-top]') ?? [])]
    const at = tops.indexOf(document.activeElement as HTMLElement)
    if (at === -1) return
    event.preventDefault()
    const next = (at + (event.key === 'ArrowRight' ? 1 : -1) + tops.length) % tops.length
    tops[next]?.focus()
  }

  return (
    <nav ref={navRef} aria-label={label} className="relative min-w-0 flex-1">
      {/* Every item once, invisible, for measuring; the last one is the More button. */}
      <ul ref={measureRef} aria-hidden="true" className="invisible absolute flex whitespace-nowrap">
        {[...items, { label: moreLabel }].map((item, index) => (
          <li key={index} className="px-3 py-2 font-medium">
            {item.label}
            {index === items.length ? ' ▾' : null}
          </li>
        ))}
      </ul>
      <ul className="flex items-center justify-end whitespace-nowrap" onKeyDown={onKeyDown}>
        {entries.map(({ item, more }, index) => {
          const hasChildren = item.children.length > 0
          return (
            <li
              key={more ? 'more' : item.href + index}
              className="relative"
              onMouseEnter={() => show(index, true)}
              onMouseLeave={() => hideLater(hasChildren)}
              onFocus={() => show(index)}
              onBlur={(event) => {
                if (!event.currentTarget.contains(event.relatedTarget as Node | null)) close()
              }}
            >
              {more || !item.navigable ? (
                <button
                  type="button"
                  data-nav-top
                  aria-expanded={open === index}
                  onClick={() => toggle(index)}
                  className="block rounded px-3 py-2 font-medium hover:underline"
                >
                  {item.label} <span aria-hidden="true">▾</span>
                </button>
              ) : (
                <Link
                  href={item.href}
                  data-nav-top
                  aria-haspopup={hasChildren || undefined}
                  aria-expanded={hasChildren ? open === index : undefined}
                  className="block rounded px-3 py-2 font-medium hover:underline"
                >
                  {item.label}
                </Link>
              )}
              {hasChildren && open === index ? (
                <ul className={`${dropdown} ${more ? 'left-auto right-0' : ''}`}>
                  {item.children.map((child, childIndex) => (
                    <li key={child.href + childIndex}>
                      <ItemLink item={child} className={`${childLink} ${child.children.length ? 'font-medium' : ''}`} />
                      {child.children.length ? (
                        <ul className="pb-1 pl-4">
                          {child.children.map((grandchild, g) => (
                            <li key={grandchild.href + g}>
                              <ItemLink item={grandchild} className={`${childLink} text-sm`} />
                            </li>
                          ))}
                        </ul>
                      ) : null}
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
