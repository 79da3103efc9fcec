import type { PriceHistoryPoint } from '@/modules/cars/price-context'

type Props = {
  history: PriceHistoryPoint[]
  money: (amount: number) => string
  day: (date: string) => string
  texts: { heading: string; date: string; price: string }
}

const WIDTH = 240
const HEIGHT = 56
const PAD = 4

/**
 * The car's price at each ingest that changed it: a table (what a screen reader reads) and a
 * small step line drawn from it (decoration, hidden from assistive technology). Server markup
 * only, no chart library and no script.
 */
export function PriceHistory({ history, money, day, texts }: Props) {
  if (history.length < 2) return null
  return (
    <section aria-labelledby="price-history-heading" data-price-history="" className="flex flex-col gap-2">
      <h2 id="price-history-heading" className="text-lg font-semibold">
        {texts.heading}
      </h2>
      <svg
        aria-hidden="true"
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className="h-14 w-full max-w-xs text-[var(--color-fg)]"
        preserveAspectRatio="none"
      >
        <path
          d={stepPath(history)}
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          vectorEffect="non-scaling-stroke"
        />
      </svg>
      <table className="w-full max-w-xs text-sm">
        <thead>
          <tr className="border-b border-[var(--color-border)] text-left">
            <th scope="col" className="py-1 font-semibold">
              {texts.date}
            </th>
            <th scope="col" className="py-1 text-right font-semibold">
              {texts.price}
            </th>
          </tr>
        </thead>
        <tbody>
          {history.map((point) => (
            <tr key={point.date} className="border-b border-[var(--color-border)]">
              <td className="py-1">
                <time dateTime={point.date}>{day(point.date)}</time>
              </td>
              <td className="py-1 text-right tabular-nums">{money(point.price)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}

/** A step line: each price held until the next change, the last one held a little longer. */
export function stepPath(history: PriceHistoryPoint[]): string {
  const times = history.map((point) => Date.parse(`${point.date}T00:00:00Z`))
  const first = times[0]!
  const span = Math.max(1, times.at(-1)! - first)
  const prices = history.map((point) => point.price)
  const low = Math.min(...prices)
  const high = Math.max(...prices)
  const x = (time: number) => PAD + ((time - first) / span) * (WIDTH * 0.85 - PAD)
  const y = (price: number) => (high === low ? HEIGHT / 2 : PAD + ((high - price) / (high - low)) * (HEIGHT - 2 * PAD))
  const round = (value: number) => Math.round(value * 10) / 10
  let path = `M${round(x(first))} ${round(y(prices[0]!))}`
  for (let i = 1; i < history.length; i++) {
    path += ` H${round(x(times[i]!))} V${round(y(prices[i]!))}`
  }
  return `${path} H${WIDTH - PAD}`
}
