import type { TextColumnsBlock as TextColumnsFields } from '@/payload-types'
import { textColumnCount } from '@/modules/content/block-layout'
import { RichText } from '@/ui/RichText'
import { BlockHeading } from '../BlockHeading'
import type { BlockProps } from '../context'

// Written out in full so Tailwind finds them.
const GRID = { 3: 'lg:grid-cols-3', 4: 'lg:grid-cols-4' } as const

/** Short texts side by side in 3 or 4 columns from 1024 px, 2 on tablets, stacked on phones. */
export function TextColumnsBlock({ block, ctx }: BlockProps<TextColumnsFields>) {
  const items = (block.items ?? []).filter((item) => item.title?.trim())
  if (!items.length) return null
  return (
    <section className="mx-auto max-w-7xl px-4 py-10 md:px-8 md:py-14">
      <BlockHeading text={block.heading} className="mb-8" />
      <div className={`grid gap-8 sm:grid-cols-2 ${GRID[textColumnCount(block.columns)]}`}>
        {items.map((item, i) => (
          <div key={item.id ?? i} className="border-t-4 border-[var(--color-primary)] pt-4">
            <h3 className="text-xl font-semibold [font-family:var(--font-heading)]">{item.title}</h3>
            {item.subTitle ? <p className="mt-1 font-medium text-[var(--color-muted)]">{item.subTitle}</p> : null}
            {item.text?.root ? (
              <RichText data={item.text} ctx={ctx} className="prose-content mt-3 space-y-3 leading-relaxed" />
            ) : null}
          </div>
        ))}
      </div>
    </section>
  )
}
