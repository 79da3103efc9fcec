'use client'

import { Children, cloneElement, isValidElement, useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react'

type ToggleTexts = { showMore: string; showLess: string }

function ToggleButton({
  expanded,
  controls,
  texts,
  onToggle,
}: {
  expanded: boolean
  controls: string
  texts: ToggleTexts
  onToggle: () => void
}) {
  return (
    <button
      type="button"
      aria-expanded={expanded}
      aria-controls={controls}
      onClick={onToggle}
      data-print-hide
      className="mt-3 inline-flex items-center gap-1 font-semibold text-[var(--color-link)] underline-offset-4 hover:underline"
    >
      {expanded ? texts.showLess : texts.showMore}
      <svg aria-hidden="true" viewBox="0 0 20 20" className={`h-4 w-4 fill-current ${expanded ? 'rotate-180' : ''}`}>
        <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4z" />
      </svg>
    </button>
  )
}

/**
 * A list showing its first `collapsedCount` items until the visitor asks for the rest (spec 2
 * section 2.3: technical data 5 rows, equipment 3 items). Every item is in the server's HTML,
 * and printing shows them all.
 */
export function CollapsibleList({
  children,
  collapsedCount,
  as: List = 'ul',
  className,
  texts,
}: {
  children: ReactNode
  collapsedCount: number
  as?: 'ul' | 'dl'
  className?: string
  texts: ToggleTexts
}) {
  const [expanded, setExpanded] = useState(false)
  const id = useId()
  const items = Children.toArray(children)
  const collapsible = items.length > collapsedCount
  return (
    <>
      <List id={id} className={className}>
        {items.map((item, index) =>
          !expanded && collapsible && index >= collapsedCount && isValidElement(item)
            ? // `hidden` keeps the list's markup valid (li in ul); print styles show these again.
              cloneElement(item as React.ReactElement<Record<string, unknown>>, { hidden: true, 'data-collapsed': '' })
            : item,
        )}
      </List>
      {collapsible ? (
        <ToggleButton expanded={expanded} controls={id} texts={texts} onToggle={() => setExpanded((e) => !e)} />
      ) : null}
    </>
  )
}

/**
 * Text that collapses when taller than `maxHeight` px (spec 2 section 2.3: the description over
 * 300 px). Measured in the browser, since only the rendered height tells.
 */
export function CollapsibleText({
  children,
  maxHeight,
  texts,
}: {
  children: ReactNode
  maxHeight: number
  texts: ToggleTexts
}) {
  const ref = useRef<HTMLDivElement>(null)
  const id = useId()
  const [tall, setTall] = useState(false)
  const [expanded, setExpanded] = useState(false)
  useLayoutEffect(() => {
    const element = ref.current
    if (!element) return
    const measure = () => setTall(element.scrollHeight > maxHeight + 1)
    measure()
    const observer = new ResizeObserver(measure)
    observer.observe(element)
    return () => observer.disconnect()
  }, [maxHeight])
  const clipped = tall && !expanded
  return (
    <>
      <div
        id={id}
        ref={ref}
        style={clipped ? { maxHeight } : undefined}
        className={`relative ${clipped ? 'overflow-hidden print:max-h-none print:overflow-visible' : ''}`}
      >
        {children}
        {clipped ? (
          <div
            aria-hidden="true"
            className="pointer-events-none absolute inset-x-0 bottom-0 h-16 bg-gradient-to-t from-[var(--color-bg)] print:hidden"
          />
        ) : null}
      </div>
      {tall ? (
        <ToggleButton expanded={expanded} controls={id} texts={texts} onToggle={() => setExpanded((e) => !e)} />
      ) : null}
    </>
  )
}
