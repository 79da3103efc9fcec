import { RichText } from '@payloadcms/richtext-lexical/react'
import type { ContentBlock as ContentFields } from '@/payload-types'
import type { BlockProps } from '../context'

export function ContentBlock({ block }: BlockProps<ContentFields>) {
  return (
    <section className="mx-auto max-w-3xl px-4 py-10 md:py-14">
      {block.heading ? (
        <h2 className="mb-4 text-3xl font-bold [font-family:var(--font-heading)]">{block.heading}</h2>
      ) : null}
      <RichText data={block.body} className="prose-content space-y-4 text-lg leading-relaxed" />
    </section>
  )
}
