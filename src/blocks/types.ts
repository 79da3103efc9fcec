import type { ReactNode } from 'react'
import type { Page } from '@/payload-types'
import type { BlockProps } from './context'

export type AnyBlock =
  NonNullable<Page['header']>[number] | NonNullable<Page['main']>[number] | NonNullable<Page['footer']>[number]

export type BlockSlug = AnyBlock['blockType']
export type BlockOf<S extends BlockSlug> = Extract<AnyBlock, { blockType: S }>
export type BlockRenderer<B> = (props: BlockProps<B>) => ReactNode | Promise<ReactNode>
export type BlockRegistry = { [S in BlockSlug]: BlockRenderer<BlockOf<S>> }
