import { CardsBlock } from './cards/Component'
import { CarDetailBlock } from './carDetail/Component'
import { CarListBlock } from './carList/Component'
import { CarOfTheWeekBlock } from './carOfTheWeek/Component'
import { ContentBlock } from './content/Component'
import { FooterBlock } from './footer/Component'
import { HeroBlock } from './hero/Component'
import { LinkListBlock } from './linkList/Component'
import { NavigationBlock } from './navigation/Component'
import type { BlockRegistry } from './types'

/** Block slug -> renderer. A block without a renderer, or a misspelt slug, fails to compile. */
export const blockRegistry = {
  navigation: NavigationBlock,
  hero: HeroBlock,
  content: ContentBlock,
  cards: CardsBlock,
  linkList: LinkListBlock,
  carList: CarListBlock,
  carOfTheWeek: CarOfTheWeekBlock,
  carDetail: CarDetailBlock,
  footer: FooterBlock,
} satisfies BlockRegistry
