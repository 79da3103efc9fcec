import type {
  DefaultNodeTypes,
  SerializedAutoLinkNode,
  SerializedHeadingNode,
  SerializedLinkNode,
  SerializedListItemNode,
  SerializedListNode,
  SerializedQuoteNode,
} from '@payloadcms/richtext-lexical'
import {
  RichText as LexicalRichText,
  type JSXConverterArgs,
  type JSXConverters,
  type JSXConvertersFunction,
} from '@payloadcms/richtext-lexical/react'
import type { ComponentProps } from 'react'
import { linkKind } from '@/modules/content/link'
import { isRichTextEmpty, richTextLinkHref } from '@/modules/content/rich-text'
import type { BlockContext } from '@/blocks/context'
import { Link } from './Link'

type Props = {
  data: ComponentProps<typeof LexicalRichText>['data'] | null | undefined
  /** the block's request context: links keep its language, editing mode marks them */
  ctx: Pick<BlockContext, 'site' | 'lang' | 'editing' | 't'>
  className?: string
}

const HEADING_CLASS: Record<string, string> = {
  h2: 'mt-10 text-2xl font-bold leading-tight [font-family:var(--font-heading)] first:mt-0 md:text-3xl',
  h3: 'mt-8 text-xl font-bold leading-snug [font-family:var(--font-heading)] first:mt-0 md:text-2xl',
  h4: 'mt-6 text-lg font-semibold leading-snug [font-family:var(--font-heading)] first:mt-0',
}

/**
 * Rich text from the CMS with the site's typography, and links that go through the product's one
 * Link: site paths keep the visitor's language, other sites open in a new tab, editing mode marks
 * them. An empty body renders nothing rather than an empty box.
 */
export function RichText({ data, ctx, className }: Props) {
  const { site, lang, editing } = ctx
  // spoken after links to other sites, which open in a new tab
  const newTabText = ctx.t('opensInNewTab')
  if (!data || isRichTextEmpty(data)) return null

  const link = ({ node, nodesToJSX }: JSXConverterArgs<SerializedLinkNode | SerializedAutoLinkNode>) => {
    const children = nodesToJSX({ nodes: node.children })
    const href = richTextLinkHref(node.fields)
    if (!href) return <>{children}</>
    const external = linkKind(href) === 'external'
    const newTab = !external && node.fields.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {}
    return (
      <Link
        href={href}
        site={site}
        lang={lang}
        editing={editing}
        {...newTab}
        className="text-[var(--color-link)] underline underline-offset-[3px] hover:no-underline"
      >
        {children}
        {(external || node.fields.newTab) && newTabText ? <span className="sr-only"> ({newTabText})</span> : null}
      </Link>
    )
  }

  const converters: JSXConvertersFunction<DefaultNodeTypes> = ({ defaultConverters }) =>
    ({
      ...defaultConverters,
      heading: ({ node, nodesToJSX }: JSXConverterArgs<SerializedHeadingNode>) => {
        // The page title is the only h1; an h1 or h5/h6 pasted from elsewhere becomes the nearest allowed.
        const Tag =
          node.tag === 'h3' || node.tag === 'h4' ? node.tag : node.tag === 'h2' || node.tag === 'h1' ? 'h2' : 'h4'
        return <Tag className={HEADING_CLASS[Tag]}>{nodesToJSX({ nodes: node.children })}</Tag>
      },
      list: ({ node, nodesToJSX }: JSXConverterArgs<SerializedListNode>) => {
        const children = nodesToJSX({ nodes: node.children })
        return node.tag === 'ol' ? (
          <ol className="list-decimal space-y-1 pl-6 marker:font-semibold">{children}</ol>
        ) : (
          <ul className="list-disc space-y-1 pl-6">{children}</ul>
        )
      },
      // Lexical's own item writes value="n" on every <li>, which HTML allows in an <ol> only (a
      // Nu checker error inside <ul>); the list numbers its items itself, so no value is written.
      listitem: ({ node, nodesToJSX, parent }: JSXConverterArgs<SerializedListItemNode>) => {
        const nested = node.children.some((child) => child.type === 'list')
        const children = nodesToJSX({ nodes: node.children })
        const check = 'listType' in parent && parent.listType === 'check'
        return (
          <li className={nested || check ? 'list-none' : undefined}>
            {check && !nested ? (
              <input type="checkbox" checked={Boolean(node.checked)} readOnly disabled className="mr-2 align-middle" />
            ) : null}
            {children}
          </li>
        )
      },
      quote: ({ node, nodesToJSX }: JSXConverterArgs<SerializedQuoteNode>) => (
        <blockquote className="border-l-4 border-[var(--color-primary)] pl-4 text-xl italic leading-relaxed">
          {nodesToJSX({ nodes: node.children })}
        </blockquote>
      ),
      link,
      autolink: link,
    }) as JSXConverters<DefaultNodeTypes>

  return <LexicalRichText data={data} converters={converters} className={className} />
}
