import { COMPARE_ROW_LABELS, type CompareRow, type CompareRowKey } from '@/modules/cars/compare'
import { cardOptionsFor } from '@/modules/cars/card-options'
import { toCompareCar } from '@/modules/cars/compare-document'
import { collapsedCount, DESCRIPTION_COLLAPSE_PX } from '@/modules/cars/detail'
import type { DictionaryKey } from '@/modules/content/dictionary'
import type { CarSectionProps } from './section'
import { LazyCollapsibleList as CollapsibleList, LazyCollapsibleText as CollapsibleText } from './lazy'

type Row = { label: string; text: string }

/**
 * The car's facts: overview, technical data, equipment and description (spec 2 section 2.3).
 * Rows are the compare view's rows, so both screens name and format a spec the same way.
 */
export function carSpecRows({ car, ctx }: CarSectionProps) {
  const compared = toCompareCar(car as unknown as Record<string, unknown>, {
    card: cardOptionsFor(ctx),
    lang: ctx.lang,
  })
  const label = (key: CompareRowKey) => ctx.t(COMPARE_ROW_LABELS[key])
  const rows = <K extends CompareRowKey>(list: CompareRow<K>[] | undefined): Row[] =>
    (list ?? []).map((row) => ({ label: label(row.key), text: row.text }))
  const identity: [DictionaryKey, string | null | undefined][] = [
    ['specVersion', car.car_version],
    ['specTrim', car.car_trim_package],
    ['specRegistrationNumber', car.car_regno],
    ['specVin', car.car_chassino],
  ]
  return {
    overview: rows(compared?.overview),
    technical: [
      ...rows(compared?.technical),
      ...identity.flatMap(([key, value]) => (value ? [{ label: ctx.t(key), text: value }] : [])),
    ],
    equipment: compared?.equipment ?? [],
  }
}

const sectionClass = 'border-t border-[var(--color-border)] py-8'
const headingClass = 'text-2xl font-bold [font-family:var(--font-heading)]'

export function Overview({ rows, heading }: { rows: Row[]; heading: string }) {
  if (rows.length === 0) return null
  return (
    <section aria-labelledby="car-overview" className={sectionClass}>
      <h2 id="car-overview" className={headingClass}>
        {heading}
      </h2>
      <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-5 sm:grid-cols-3 lg:grid-cols-4">
        {rows.map((row) => (
          <div key={row.label}>
            <dt className="text-sm text-[var(--color-muted)]">{row.label}</dt>
            <dd className="mt-0.5 font-semibold">{row.text}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}

type ToggleTexts = { showMore: string; showLess: string }

export function TechnicalData({ rows, heading, texts }: { rows: Row[]; heading: string; texts: ToggleTexts }) {
  if (rows.length === 0) return null
  return (
    <section aria-labelledby="car-technical" className={sectionClass}>
      <h2 id="car-technical" className={headingClass}>
        {heading}
      </h2>
      <CollapsibleList
        as="dl"
        collapsedCount={collapsedCount('technical', rows.length)}
        texts={texts}
        className="mt-4 divide-y divide-[var(--color-border)] border-y border-[var(--color-border)]"
      >
        {rows.map((row) => (
          <div key={row.label} className="flex justify-between gap-4 py-3">
            <dt className="text-[var(--color-muted)]">{row.label}</dt>
            <dd className="text-right font-semibold">{row.text}</dd>
          </div>
        ))}
      </CollapsibleList>
    </section>
  )
}

export function Equipment({
  items,
  heading,
  texts,
  alternate,
}: {
  items: string[]
  heading: string
  texts: ToggleTexts
  alternate: boolean
}) {
  if (items.length === 0) return null
  return (
    <section aria-labelledby="car-equipment" className={sectionClass}>
      <h2 id="car-equipment" className={headingClass}>
        {heading}
      </h2>
      <CollapsibleList
        collapsedCount={collapsedCount('equipment', items.length)}
        texts={texts}
        className={`mt-4 grid gap-2 ${alternate ? 'sm:grid-cols-2' : 'sm:grid-cols-2 lg:grid-cols-3'}`}
      >
        {items.map((item) => (
          <li
            key={item}
            className={`flex items-center gap-3 rounded-[var(--radius)] bg-[var(--color-surface)] px-4 ${alternate ? 'min-h-[190px] flex-col justify-center text-center' : 'min-h-[50px]'}`}
          >
            <svg aria-hidden="true" viewBox="0 0 20 20" className="h-5 w-5 shrink-0 fill-[var(--color-primary)]">
              <path d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0z" />
            </svg>
            <span>{item}</span>
          </li>
        ))}
      </CollapsibleList>
    </section>
  )
}

export function Description({ text, heading, texts }: { text: string; heading: string; texts: ToggleTexts }) {
  const paragraphs = text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
  if (paragraphs.length === 0) return null
  return (
    <section aria-labelledby="car-description" className={sectionClass}>
      <h2 id="car-description" className={headingClass}>
        {heading}
      </h2>
      <div className="mt-4 max-w-3xl">
        <CollapsibleText maxHeight={DESCRIPTION_COLLAPSE_PX} texts={texts}>
          <div className="space-y-4 whitespace-pre-line leading-relaxed">
            {paragraphs.map((p, i) => (
              <p key={i}>{p}</p>
            ))}
          </div>
        </CollapsibleText>
      </div>
    </section>
  )
}
