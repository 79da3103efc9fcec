import type { ReactNode } from 'react'
import { logger } from '@/lib/logger'
import { BlockBoundary } from './BlockBoundary'
import type { BlockContext } from './context'
import { blockRegistry } from './registry'
import { SectionFailure } from './SectionFailure'
import { sectionFailureTexts } from './section-failure-texts'
import type { AnyBlock, BlockRenderer } from './types'

type Props = {
  blocks: readonly AnyBlock[] | null | undefined
  ctx: BlockContext
  /** tests pass their own registry */
  registry?: Partial<Record<string, BlockRenderer<never>>>
}

/**
 * Renders a region's blocks. Each renderer is called here, inside try/catch, so a block that
 * throws on the server becomes the section-failure message in the HTML; the client boundary
 * does the same for failures in the browser. The rest of the page always renders.
 */
export async function RenderBlocks({ blocks, ctx, registry = blockRegistry }: Props) {
  if (!blocks?.length) return null
  const texts = sectionFailureTexts(ctx.t)
  const rendered = await Promise.all(
    blocks.map(async (block, index) => {
      const render = registry[block.blockType] as BlockRenderer<AnyBlock> | undefined
      let node: ReactNode = null
      try {
        if (!render) throw new Error(`no renderer for block "${block.blockType}"`)
        node = await render({ block, ctx })
      } catch (error) {
        logger.error({ err: error, block: block.blockType, site: ctx.site.name }, 'block failed to render')
        node = <SectionFailure texts={texts} />
      }
      return (
        <div key={block.id ?? `${block.blockType}-${index}`} data-block={block.blockType}>
          <BlockBoundary slug={block.blockType} texts={texts}>
            {node}
          </BlockBoundary>
        </div>
      )
    }),
  )
  return <>{rendered}</>
}
