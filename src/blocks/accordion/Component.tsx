import type { AccordionBlock as AccordionFields } from '@/payload-types'
import { RichText } from '@/ui/RichText'
import { BlockHeading } from '../BlockHeading'
import type { BlockProps } from '../context'

/**
 * Questions that open one at a time by the visitor's choice. Native <details>/<summary> give
 * keyboard use, the expanded state for screen readers and find-in-page without any script.
 */
export function AccordionBlock({ block, ctx }: BlockProps<AccordionFields>) {
  const items = (block.items ?? []).filter((item) => item.title?.trim())
  if (!items.length) return null
  return (
    <section className="mx-auto max-w-3xl px-4 py-10 md:py-14">
      <BlockHeading text={block.heading} className="mb-6" />
      <div className="divide-y divide-[var(--color-border)] border-y border-[var(--color-border)]">
        {items.map((item, i) => (
          <details key={item.id ?? i} className="group">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 py-4 text-lg font-semibold [&::-webkit-details-marker]:hidden">
              <span>{item.title}</span>
              <span
                aria-hidden
                className="relative h-4 w-4 shrink-0 before:absolute before:left-0 before:top-[7px] before:h-0.5 before:w-4 before:bg-current after:absolute after:left-[7px] after:top-0 after:h-4 after:w-0.5 after:bg-current group-open:after:hidden"
              />
            </summary>
            {item.text?.root ? (
              <RichText data={item.text} ctx={ctx} className="prose-content space-y-3 pb-5 leading-relaxed" />
            ) : null}
          </details>
        ))}
      </div>
    </section>
  )
}
