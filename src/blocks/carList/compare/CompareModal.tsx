'use client'

import Image from 'next/image'
import { useEffect, useId, useMemo, useRef, useState, type CSSProperties, type ReactNode } from 'react'
import {
  bestValues,
  compareFromCard,
  compareUrl,
  equipmentRows,
  OVERVIEW_ROWS,
  rowKeys,
  rowText,
  TECHNICAL_ROWS,
  type CompareCar,
  type CompareMetric,
  type CompareRowKey,
} from '@/modules/cars/compare'
import { Link } from '@/ui/Link'
import { useModalOnMount } from '@/ui/modal'
import { fetchCompareCars, useCompare } from './CompareProvider'
import type { CompareTexts } from './texts'

/**
 * The compare view (spec 2 section 2.2): a native modal dialog (focus stays inside, Escape
 * closes) with the cars side by side in one table, so every value is announced with its row and
 * car. Details are fetched per car; a car whose details fail keeps its card's summary.
 */

const COLUMN_WIDTH = 'min(60vw, 417px)'
const COPIED_MS = 2000

type Section = 'technical' | 'equipment'

export default function CompareModal() {
  const { items, siteName, lang, texts, remove, closeModal, prefetched } = useCompare()
  const dialog = useRef<HTMLDialogElement>(null)
  const heading = useRef<HTMLHeadingElement>(null)
  const scroller = useRef<HTMLDivElement>(null)
  const headerRow = useRef<HTMLTableRowElement>(null)
  const [details, setDetails] = useState(() => new Map(prefetched.map((car) => [car.id, car])))
  const [failed, setFailed] = useState<ReadonlySet<string>>(() => new Set())
  const requested = useRef(new Set(prefetched.map((car) => car.id)))
  const [stuck, setStuck] = useState(false)
  const [openSections, setOpenSections] = useState<Record<Section, boolean>>({ technical: true, equipment: false })
  const headingId = useId()

  useModalOnMount(dialog)

  useEffect(() => {
    const missing = items.map((item) => item.id).filter((id) => !requested.current.has(id))
    if (!missing.length) return
    for (const id of missing) requested.current.add(id)
    const markFailed = (ids: readonly string[]) => setFailed((previous) => new Set([...previous, ...ids]))
    fetchCompareCars(siteName, lang, missing)
      .then((cars) => {
        setDetails((previous) => new Map([...previous, ...cars.map((car) => [car.id, car] as const)]))
        const found = new Set(cars.map((car) => car.id))
        const lost = missing.filter((id) => !found.has(id))
        if (lost.length) {
          console.error(`car comparison: no details for ${lost.join(', ')}; showing the card`)
          markFailed(lost)
        }
      })
      .catch((error: unknown) => {
        // Spec 2 section 8: a failed detail fetch is logged and the summary car is shown.
        console.error('car comparison: details could not be loaded; showing the cards', error)
        markFailed(missing)
      })
  }, [items, siteName, lang])

  // Spec 2 section 2.2: the cars' names stay in view once the full header is scrolled past.
  useEffect(() => {
    const root = scroller.current
    const target = headerRow.current
    if (!root || !target) return
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry) setStuck(!entry.isIntersecting && entry.boundingClientRect.top < (entry.rootBounds?.top ?? 0))
      },
      { root },
    )
    observer.observe(target)
    return () => observer.disconnect()
  }, [])

  const cars = useMemo(() => items.map((item) => details.get(item.id) ?? compareFromCard(item)), [items, details])
  const loading = items.some((item) => !details.has(item.id) && !failed.has(item.id))
  const best = useMemo(() => {
    const metrics: CompareMetric[] = ['price', ...OVERVIEW_ROWS, ...TECHNICAL_ROWS]
    return new Map(metrics.map((metric) => [metric, bestValues(cars, metric)]))
  }, [cars])
  const overview = rowKeys(OVERVIEW_ROWS, cars, 'overview')
  const technical = rowKeys(TECHNICAL_ROWS, cars, 'technical')
  const equipment = useMemo(() => equipmentRows(cars), [cars])
  const columns = cars.length
  const layout = {
    '--label-w': 'clamp(7.5rem, 22vw, 12rem)',
    '--col-w': COLUMN_WIDTH,
  } as CSSProperties

  const removeCar = (id: string) => {
    remove(id)
    // The removed column's button is gone; the heading keeps focus inside the view.
    heading.current?.focus()
  }

  const toggleSection = (section: Section) =>
    setOpenSections((previous) => ({ ...previous, [section]: !previous[section] }))

  return (
    <dialog
      ref={dialog}
      aria-labelledby={headingId}
      data-testid="compare-modal"
      onClose={closeModal}
      onClick={(event) => {
        // A click on the backdrop lands on the dialog itself; its content fills it.
        if (event.target === event.currentTarget) dialog.current?.close()
      }}
      className="m-0 h-dvh max-h-none w-screen max-w-none overflow-hidden bg-[var(--color-bg)] p-0 text-[var(--color-fg)] shadow-2xl backdrop:bg-black/60 open:flex open:flex-col sm:m-auto sm:h-fit sm:max-h-[92dvh] sm:w-fit sm:max-w-[96vw] sm:rounded-[var(--radius)]"
    >
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2 border-b border-[var(--color-border)] px-4 py-3">
        <h2
          ref={heading}
          id={headingId}
          tabIndex={-1}
          className="text-xl font-bold outline-none [font-family:var(--font-heading)]"
        >
          {texts.title}
        </h2>
        <p role="status" className="text-sm text-[var(--color-muted)]">
          {loading ? texts.loading : ''}
        </p>
        <div className="ml-auto flex items-center gap-2">
          <CopyLink ids={items.map((item) => item.id)} texts={texts} />
          <button
            type="button"
            onClick={() => dialog.current?.close()}
            aria-label={texts.close}
            data-testid="compare-close"
            className="flex h-10 w-10 items-center justify-center rounded-full hover:bg-[var(--color-surface)] focus-visible:outline focus-visible:outline-2"
          >
            <svg aria-hidden="true" viewBox="0 0 16 16" className="h-4 w-4 fill-current">
              <path d="M3.5 2.1 8 6.6l4.5-4.5 1.4 1.4L9.4 8l4.5 4.5-1.4 1.4L8 9.4l-4.5 4.5-1.4-1.4L6.6 8 2.1 3.5z" />
            </svg>
          </button>
        </div>
      </div>

      <div ref={scroller} style={layout} className="relative min-h-0 flex-1 overflow-auto overscroll-contain">
        {/* The compact header repeats the column headings for the eye only. */}
        <div aria-hidden="true" className="sticky top-0 z-30 h-0">
          <div
            className={`grid w-max border-b border-[var(--color-border)] bg-[var(--color-bg)] shadow-md transition-opacity ${
              stuck ? 'opacity-100' : 'invisible opacity-0'
            }`}
            style={{ gridTemplateColumns: `var(--label-w) repeat(${columns}, var(--col-w))` }}
          >
            <div className="sticky left-0 bg-[var(--color-bg)]" />
            {cars.map((car) => (
              <div key={car.id} className="min-w-0 px-4 py-2">
                <p className="truncate font-bold">{car.title}</p>
                <p className="truncate text-sm">{car.price}</p>
              </div>
            ))}
          </div>
        </div>

        <table
          className="table-fixed border-separate border-spacing-0 text-left"
          style={{ width: `calc(var(--label-w) + ${columns} * var(--col-w))` }}
        >
          <caption className="sr-only">{texts.title}</caption>
          <colgroup>
            <col style={{ width: 'var(--label-w)' }} />
            {cars.map((car) => (
              <col key={car.id} style={{ width: 'var(--col-w)' }} />
            ))}
          </colgroup>
          <thead>
            <tr ref={headerRow}>
              <td className="sticky left-0 z-10 bg-[var(--color-bg)]" />
              {cars.map((car) => (
                <th
                  key={car.id}
                  scope="col"
                  data-testid="compare-column"
                  data-car-id={car.id}
                  className="px-4 pb-2 pt-4 align-top font-normal"
                >
                  <span className="relative block aspect-[4/3] overflow-hidden rounded-[var(--radius)] bg-neutral-100">
                    {car.image ? (
                      <Image
                        src={car.image.src}
                        alt=""
                        fill
                        sizes="(min-width: 695px) 417px, 60vw"
                        className="object-cover"
                        placeholder={car.image.blurDataUrl ? 'blur' : 'empty'}
                        blurDataURL={car.image.blurDataUrl ?? undefined}
                      />
                    ) : (
                      <span className="flex h-full items-center justify-center text-sm text-[var(--color-muted)]">
                        {texts.card.missingImageText}
                      </span>
                    )}
                  </span>
                  <span className="mt-3 block text-lg font-bold leading-tight [font-family:var(--font-heading)]">
                    {car.title}
                  </span>
                  {car.version ? (
                    <span className="mt-0.5 block text-sm text-[var(--color-muted)]">{car.version}</span>
                  ) : null}
                </th>
              ))}
            </tr>
          </thead>

          <tbody>
            <tr>
              <RowHeader>{texts.price}</RowHeader>
              {cars.map((car) => {
                const isBest = best.get('price')?.has(car.id) ?? false
                return (
                  <Cell key={car.id} best={isBest}>
                    {car.campaign ? (
                      <span className="mb-1 inline-block rounded-full bg-[var(--color-campaign)] px-3 py-0.5 text-xs font-bold uppercase tracking-wide text-white">
                        {texts.card.campaignBadge}
                      </span>
                    ) : null}
                    {car.previousPrice ? (
                      <s className="block text-sm text-[var(--color-muted)]">{car.previousPrice}</s>
                    ) : null}
                    <span className={`text-xl font-bold ${car.campaign ? 'text-[var(--color-campaign-text)]' : ''}`}>
                      {car.price ?? '–'}
                    </span>
                    {car.exVat ? <span className="ml-1 text-sm">{texts.card.exclVat}</span> : null}
                    {isBest ? <BestMark texts={texts} /> : null}
                    <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2">
                      <Link
                        href={car.href}
                        data-testid="compare-show-car"
                        className="rounded-[var(--radius)] bg-[var(--color-primary)] px-4 py-2 text-sm font-semibold text-[var(--color-primary-fg)] hover:opacity-90 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-[var(--color-fg)]"
                      >
                        {texts.showCar}
                        <span className="sr-only"> {car.title}</span>
                      </Link>
                      <button
                        type="button"
                        onClick={() => removeCar(car.id)}
                        data-testid="compare-column-remove"
                        className="text-sm font-semibold text-[var(--color-link)] underline underline-offset-2 hover:no-underline focus-visible:outline focus-visible:outline-2"
                      >
                        {texts.remove}
                        <span className="sr-only"> ({car.title})</span>
                      </button>
                    </div>
                    {failed.has(car.id) && !car.detailed ? (
                      <span className="mt-2 block text-xs text-[var(--color-muted)]">{texts.detailsMissing}</span>
                    ) : null}
                  </Cell>
                )
              })}
            </tr>
            {overview.length ? <SectionRow columns={columns}>{texts.overview}</SectionRow> : null}
            {overview.map((key) => (
              <SpecRow key={key} rowKey={key} cars={cars} best={best.get(key)} texts={texts} />
            ))}
          </tbody>

          {technical.length ? (
            <CollapsibleSection
              title={texts.technicalData}
              columns={columns}
              open={openSections.technical}
              onToggle={() => toggleSection('technical')}
            >
              {technical.map((key) => (
                <SpecRow key={key} rowKey={key} cars={cars} best={best.get(key)} texts={texts} />
              ))}
            </CollapsibleSection>
          ) : null}

          {equipment.length ? (
            <CollapsibleSection
              title={texts.equipment}
              columns={columns}
              open={openSections.equipment}
              onToggle={() => toggleSection('equipment')}
            >
              {equipment.map((row) => (
                <tr key={row.name}>
                  <RowHeader>{row.name}</RowHeader>
                  {row.has.map((has, index) => (
                    <Cell key={cars[index]?.id ?? index}>
                      {has === null ? null : has ? (
                        <>
                          <svg
                            aria-hidden="true"
                            viewBox="0 0 20 20"
                            className="h-5 w-5 fill-none stroke-[var(--color-primary)] stroke-[2.5]"
                          >
                            <path d="m4.5 10.5 3.5 3.5 7.5-8" strokeLinecap="round" strokeLinejoin="round" />
                          </svg>
                          <span className="sr-only">{texts.yes}</span>
                        </>
                      ) : (
                        <>
                          <span aria-hidden="true" className="text-[var(--color-muted)]">
                            –
                          </span>
                          <span className="sr-only">{texts.no}</span>
                        </>
                      )}
                    </Cell>
                  ))}
                </tr>
              ))}
            </CollapsibleSection>
          ) : null}
        </table>
      </div>
    </dialog>
  )
}

function RowHeader({ children }: { children: ReactNode }) {
  return (
    <th
      scope="row"
      className="sticky left-0 z-10 border-b border-r border-[var(--color-border)] bg-[var(--color-bg)] px-3 py-2.5 align-top text-sm font-medium"
    >
      {children}
    </th>
  )
}

function Cell({ best = false, children }: { best?: boolean; children: ReactNode }) {
  return (
    <td
      data-best={best || undefined}
      className={`border-b border-[var(--color-border)] px-4 py-2.5 align-top ${
        best ? 'bg-[color-mix(in_srgb,var(--color-primary)_10%,var(--color-bg))] font-semibold' : ''
      }`}
    >
      {children}
    </td>
  )
}

function BestMark({ texts }: { texts: CompareTexts }) {
  return (
    <span className="ml-2 inline-block rounded-full bg-[var(--color-primary)] px-2 py-0.5 align-middle text-xs font-bold text-[var(--color-primary-fg)]">
      {texts.best}
    </span>
  )
}

function SpecRow({
  rowKey,
  cars,
  best,
  texts,
}: {
  rowKey: CompareRowKey
  cars: readonly CompareCar[]
  best: ReadonlySet<string> | undefined
  texts: CompareTexts
}) {
  return (
    <tr>
      <RowHeader>{texts.rows[rowKey]}</RowHeader>
      {cars.map((car) => {
        const isBest = best?.has(car.id) ?? false
        return (
          <Cell key={car.id} best={isBest}>
            {rowText(car, rowKey) ?? <span className="text-[var(--color-muted)]">–</span>}
            {isBest ? <BestMark texts={texts} /> : null}
          </Cell>
        )
      })}
    </tr>
  )
}

/** A section title across the table; its button stays at the left edge when scrolled sideways. */
function SectionRow({ columns, children }: { columns: number; children: ReactNode }) {
  return (
    <tr>
      <td colSpan={columns + 1} className="border-b border-[var(--color-border)] bg-[var(--color-surface)] p-0">
        <h3 className="sticky left-0 inline-block px-3 py-3 text-base font-bold [font-family:var(--font-heading)]">
          {children}
        </h3>
      </td>
    </tr>
  )
}

function CollapsibleSection({
  title,
  columns,
  open,
  onToggle,
  children,
}: {
  title: string
  columns: number
  open: boolean
  onToggle: () => void
  children: ReactNode
}) {
  const rowsId = useId()
  return (
    <>
      <tbody>
        <tr>
          <td colSpan={columns + 1} className="border-b border-[var(--color-border)] bg-[var(--color-surface)] p-0">
            <h3 className="sticky left-0 inline-block text-base font-bold [font-family:var(--font-heading)]">
              <button
                type="button"
                aria-expanded={open}
                aria-controls={rowsId}
                onClick={onToggle}
                className="flex items-center gap-2 px-3 py-3 hover:underline focus-visible:outline focus-visible:outline-2 focus-visible:-outline-offset-2"
              >
                <svg
                  aria-hidden="true"
                  viewBox="0 0 16 16"
                  className={`h-3.5 w-3.5 fill-current transition-transform ${open ? '' : '-rotate-90'}`}
                >
                  <path d="M8 11.5 2.5 6l1.4-1.4L8 8.7l4.1-4.1L13.5 6z" />
                </svg>
                {title}
              </button>
            </h3>
          </td>
        </tr>
      </tbody>
      <tbody id={rowsId} hidden={!open}>
        {children}
      </tbody>
    </>
  )
}

/** 'Copy link': the page's address with `compare=<ids>`; shown to copy by hand where the clipboard is blocked. */
function CopyLink({ ids, texts }: { ids: readonly string[]; texts: CompareTexts }) {
  const [state, setState] = useState<{ kind: 'idle' } | { kind: 'copied' } | { kind: 'manual'; link: string }>({
    kind: 'idle',
  })
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])

  const copy = async () => {
    const link = compareUrl(window.location.href, ids)
    clearTimeout(timer.current)
    try {
      await navigator.clipboard.writeText(link)
      setState({ kind: 'copied' })
      timer.current = setTimeout(() => setState({ kind: 'idle' }), COPIED_MS)
    } catch {
      setState({ kind: 'manual', link })
    }
  }

  return (
    <div className="flex flex-wrap items-center gap-2">
      <button
        type="button"
        onClick={() => void copy()}
        data-testid="compare-copy-link"
        className="inline-flex items-center gap-1.5 rounded-[var(--radius)] border border-[var(--color-border)] px-3 py-2 text-sm font-semibold hover:border-[var(--color-fg)] focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2"
      >
        <svg aria-hidden="true" viewBox="0 0 16 16" className="h-4 w-4 fill-none stroke-current stroke-[1.6]">
          <path d="M6.5 9.5a3 3 0 0 0 4.2 0l2.3-2.3a3 3 0 0 0-4.2-4.2L8 3.8M9.5 6.5a3 3 0 0 0-4.2 0L3 8.8A3 3 0 0 0 7.2 13l.8-.8" />
        </svg>
        {texts.copyLink}
      </button>
      <span role="status" className="text-sm font-semibold text-[var(--color-fg)]">
        {state.kind === 'copied' ? texts.copied : ''}
      </span>
      {state.kind === 'manual' ? (
        <label className="flex items-center gap-2 text-sm">
          <span>{texts.linkLabel}</span>
          <input
            readOnly
            value={state.link}
            onFocus={(event) => event.currentTarget.select()}
            // Focus moves to the link so it can be copied at once; it appears only on request.
            autoFocus
            className="w-64 rounded-[var(--radius)] border border-[var(--color-border)] bg-[var(--color-surface)] px-2 py-1"
          />
        </label>
      ) : null}
    </div>
  )
}
