'use client'

import { formatCents, toCents } from '@/modules/kits/cart'
import type { KitCard as Kit } from '@/modules/kits/list'
import { kitStockImage } from '@/modules/kits/stock-image'
import { ImageWithFallback } from '@/ui/ImageWithFallback'
import type { KitsTexts } from './texts'

/** A kit's picture; none, or one that fails, gives its stock picture (kit-stock-1…4 by its id). */
export function KitImage({ kit, className }: { kit: Pick<Kit, 'kitId' | 'images' | 'name'>; className: string }) {
  const stock = (
    // eslint-disable-next-line @next/next/no-img-element -- a small local SVG
    <img src={kitStockImage(kit.kitId)} alt="" className={className} data-kit-stock loading="lazy" />
  )
  return <ImageWithFallback src={kit.images[0] ?? null} alt="" className={className} fallback={stock} />
}

type Props = {
  kit: Kit
  rows: boolean
  locale: string
  selected: boolean
  texts: KitsTexts
  onOpen: () => void
  onToggle: () => void
}

export function KitCard({ kit, rows, locale, selected, texts, onOpen, onToggle }: Props) {
  return (
    <article
      data-kit-id={kit.kitId}
      className={`flex h-full overflow-hidden rounded-[var(--radius)] border border-[var(--color-border)] bg-[var(--color-surface)] ${rows ? 'flex-row items-center gap-3' : 'flex-col'}`}
    >
      <KitImage kit={kit} className={rows ? 'h-20 w-28 shrink-0 object-cover' : 'aspect-[4/3] w-full object-cover'} />
      <div className={`flex min-w-0 flex-1 flex-col gap-1 ${rows ? 'py-2' : 'p-4'}`}>
        <h3 className="text-base font-semibold break-words">
          <button type="button" onClick={onOpen} className="text-left underline-offset-2 hover:underline">
            {kit.name}
          </button>
        </h3>
        <p className="text-sm">
          {texts.code}: {kit.kitCode}
        </p>
        <p className="font-bold">{formatCents(toCents(kit.retailPrice), locale)}</p>
      </div>
      <div className={rows ? 'shrink-0 pr-3' : 'px-4 pb-4'}>
        <button
          type="button"
          aria-pressed={selected}
          aria-label={`${selected ? texts.removeFromCart : texts.addToCart}: ${kit.name}`}
          onClick={onToggle}
          className={`w-full rounded-[var(--radius)] border px-4 py-2 font-semibold ${selected ? 'border-[var(--color-primary)] bg-[var(--color-primary)] text-[var(--color-primary-fg)]' : 'border-[var(--color-primary)]'}`}
        >
          {selected ? texts.inCart : texts.addToCart}
        </button>
      </div>
    </article>
  )
}
