'use client'

import { useId, useState } from 'react'
import type { PanelFacet, PanelValue } from '@/modules/cars/list-facets'

/** Spec 2 section 9: a facet gets a search box from 10 values. */
export const FACET_SEARCH_FROM = 10

type ListFacetProps = {
  facet: Extract<PanelFacet, { kind: 'list' }>
  selected: readonly string[]
  /** the chosen child values (models) of a hierarchical facet */
  selectedChildren: readonly string[]
  texts: { facetSearchPlaceholder: string; facetModel: string }
  onToggle: (param: string, value: string) => void
}

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()

/** Values a visitor chose stay listed even when the current results no longer count them. */
function withSelected(
  values: readonly PanelValue[],
  selected: readonly string[],
  label = (v: string) => v,
): PanelValue[] {
  const known = new Set(values.map((v) => v.value))
  const missing = selected
    .filter((v) => !known.has(v))
    .map((value): PanelValue => ({ value, label: label(value), count: 0 }))
  return [...values, ...missing]
}

export function ListFacet({ facet, selected, selectedChildren, texts, onToggle }: ListFacetProps) {
  const [query, setQuery] = useState('')
  const searchId = useId()
  const childParam = facet.childParam
  const values = withSelected(facet.values, selected)
  const needle = fold(query.trim())
  const visible = needle
    ? values.filter(
        (v) => fold(v.label).includes(needle) || v.children?.some((child) => fold(child.label).includes(needle)),
      )
    : values

  return (
    <div className="space-y-2">
      {values.length >= FACET_SEARCH_FROM ? (
        <div>
          <label htmlFor={searchId} className="sr-only">
            {`${facet.label}: ${texts.facetSearchPlaceholder}`}
          </label>
          <input
            id={searchId}
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            onKeyDown={(event) => event.key === 'Enter' && event.preventDefault()}
            placeholder={texts.facetSearchPlaceholder}
            className="w-full rounded-[var(--radius)] border border-[var(--color-border)] bg-[var(--color-bg)] px-3 py-1.5 text-sm"
          />
        </div>
      ) : null}
      <ul className="max-h-72 space-y-0.5 overflow-y-auto pr-1">
        {visible.map((value) => {
          const checked = selected.includes(value.value)
          const childValues = childParam ? (value.children ?? []).map((child) => child.value) : []
          const childChosen = selectedChildren.some((child) => childValues.includes(child))
          const showChildren = Boolean(childParam && value.children?.length && (checked || childChosen))
          return (
            <li key={value.value}>
              <Checkbox
                name={facet.param}
                value={value.value}
                label={value.label}
                count={value.count}
                checked={checked}
                onChange={() => onToggle(facet.param, value.value)}
              />
              {showChildren && childParam ? (
                <ul
                  className="ml-6 border-l border-[var(--color-border)] pl-2"
                  aria-label={`${value.label}: ${texts.facetModel}`}
                >
                  {withSelected(
                    value.children ?? [],
                    selectedChildren.filter((child) => child.startsWith(`${value.value}>`)),
                    (v) => v.slice(value.value.length + 1),
                  ).map((child) => (
                    <li key={child.value}>
                      <Checkbox
                        name={childParam}
                        value={child.value}
                        label={child.label}
                        count={child.count}
                        checked={selectedChildren.includes(child.value)}
                        onChange={() => onToggle(childParam, child.value)}
                      />
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          )
        })}
      </ul>
    </div>
  )
}

type CheckboxProps = {
  name: string
  value: string
  label: string
  count: number
  checked: boolean
  onChange: () => void
}

function Checkbox({ name, value, label, count, checked, onChange }: CheckboxProps) {
  return (
    // Styled by `facet-option` in globals.css: a list's panel holds about a hundred of these.
    <label className="facet-option">
      <input type="checkbox" name={name} value={value} checked={checked} onChange={onChange} />
      <span>{label}</span>
      <span>{count}</span>
    </label>
  )
}
