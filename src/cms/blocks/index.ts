import { cardsBlock } from './cards'
import { carDetailBlock } from './car-detail'
import { carListBlock } from './car-list'
import { carOfTheWeekBlock } from './car-of-the-week'
import { contentBlock } from './content'
import { footerBlock } from './footer'
import { heroBlock } from './hero'
import { linkListBlock } from './link-list'
import { navigationBlock } from './navigation'

/** Blocks editors may place in each page region. */
export const headerBlocks = [navigationBlock]
export const mainBlocks = [
  heroBlock,
  contentBlock,
  cardsBlock,
  linkListBlock,
  carListBlock,
  carOfTheWeekBlock,
  carDetailBlock,
]
export const footerBlocks = [footerBlock]
