import { isRichTextEmpty } from '@/modules/content/rich-text'
import type { ContentBlock as ContentFields } from '@/payload-types'
import { RichText } from '@/ui/RichText'
import { BlockHeading } from '../BlockHeading'
import type { BlockProps } from '../context'

/** The rich text block: an optional heading over the editor's text. A heading alone is not content, so an empty body renders nothing. */
export function ContentBlock({ block, ctx }: BlockProps<ContentFields>) {
  if (isRichTextEmpty(block.body)) return null
  return (
    <section className="mx-auto max-w-3xl px-4 py-10 md:py-14">
      <BlockHeading text={block.heading} className="mb-4" />
      <RichText data={block.body} ctx={ctx} className="space-y-4 text-lg leading-relaxed" />
    </section>
  )
}
