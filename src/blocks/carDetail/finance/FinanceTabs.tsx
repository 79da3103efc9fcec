'use client'

import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react'
import { CampaignBadge } from './parts'

export type FinanceTab = { id: string; label: string; campaign: boolean }

type FinanceTabsProps = {
  /** names the tab list, e.g. 'Finance options' */
  label: string
  campaignText: string
  tabs: readonly FinanceTab[]
  /** one panel per tab, in the same order; rendered on the server, only shown or hidden here */
  panels: readonly ReactNode[]
}

/**
 * Tabs as the WAI-ARIA pattern has them: one tab in the tab order, arrow keys (and Home, End)
 * move between tabs and select them, the panel follows.
 */
export function FinanceTabs({ label, campaignText, tabs, panels }: FinanceTabsProps) {
  const [active, setActive] = useState(0)
  const refs = useRef<(HTMLButtonElement | null)[]>([])

  const select = (index: number) => {
    setActive(index)
    refs.current[index]?.focus()
  }

  const onKeyDown = (event: KeyboardEvent) => {
    const last = tabs.length - 1
    const next =
      event.key === 'ArrowRight'
        ? active === last
          ? 0
          : active + 1
        : event.key === 'ArrowLeft'
          ? active === 0
            ? last
            : active - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null
    if (next === null) return
    event.preventDefault()
    select(next)
  }

  return (
    <div className="space-y-4">
      <div
        role="tablist"
        aria-label={label}
        onKeyDown={onKeyDown}
        className="flex flex-wrap gap-1 rounded-[var(--radius)] bg-[var(--color-surface)] p-1"
      >
        {tabs.map((tab, index) => (
          <button
            key={tab.id}
            ref={(node) => {
              refs.current[index] = node
            }}
            type="button"
            role="tab"
            id={`finance-tab-${tab.id}`}
            aria-controls={`finance-panel-${tab.id}`}
            aria-selected={index === active}
            tabIndex={index === active ? 0 : -1}
            onClick={() => setActive(index)}
            className={`flex min-h-11 flex-1 items-center justify-center gap-2 whitespace-nowrap rounded-[var(--radius)] px-3 py-2 text-sm font-semibold focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-[var(--color-primary)]/40 ${
              index === active
                ? 'bg-[var(--color-primary)] text-[var(--color-primary-fg)]'
                : 'text-[var(--color-fg)] hover:bg-[var(--color-bg)]'
            }`}
          >
            {tab.label}
            {tab.campaign ? <CampaignBadge text={campaignText} /> : null}
          </button>
        ))}
      </div>
      {tabs.map((tab, index) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`finance-panel-${tab.id}`}
          aria-labelledby={`finance-tab-${tab.id}`}
          hidden={index !== active}
          tabIndex={0}
          className="focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-[var(--color-primary)]/40"
        >
          {panels[index]}
        </div>
      ))}
    </div>
  )
}
