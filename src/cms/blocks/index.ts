import { accordionBlock } from './accordion'
import { alertBlock } from './alert'
import { blurbBlock } from './blurb'
import { carModelCardBlock } from './car-model-card'
import { cardsBlock } from './cards'
import { carDetailBlock } from './car-detail'
import { carListBlock } from './car-list'
import { carOfTheWeekBlock } from './car-of-the-week'
import { carTeaserBlock } from './car-teaser'
import { contentBlock } from './content'
import { footerBlock } from './footer'
import { heroBlock } from './hero'
import { linkListBlock } from './link-list'
import { locatorBlock } from './locator'
import { loanWarningBlock } from './loan-warning'
import { favouritesBlock } from './favourites'
import { megaMenuBlock } from './mega-menu'
import { navigationBlock } from './navigation'
import { splitHoverBlock } from './split-hover'
import { textColumnsBlock } from './text-columns'
import { carBreadcrumbBlock } from './car-breadcrumb'
import { countdownBlock } from './countdown'
import { heroCarouselBlock } from './hero-carousel'
import { tableBlock } from './table'
import { siteDetailBlock } from './site-detail'
import { siteListBlock } from './site-list'
import { siteListTeaserBlock } from './site-list-teaser'
import { videoPlayerBlock } from './video-player'
import { storiesListBlock } from './stories-list'
import { storiesTeaserBlock } from './stories-teaser'
import { storyArticleBlock } from './story-article'
import { serviceBookingBlock } from './service-booking'
import { tireHotelBlock } from './tire-hotel'
import { kitsToolBlock } from './kits-tool'
import { embeddedFormBlock, sellCarFormBlock, serviceRequestFormBlock } from './forms'

/** Blocks editors may place in each page region. */
export const headerBlocks = [alertBlock, navigationBlock, megaMenuBlock]
export const mainBlocks = [
  heroBlock,
  contentBlock,
  cardsBlock,
  linkListBlock,
  carListBlock,
  carOfTheWeekBlock,
  carTeaserBlock,
  carDetailBlock,
  favouritesBlock,
  // content blocks batch A
  blurbBlock,
  carModelCardBlock,
  textColumnsBlock,
  accordionBlock,
  splitHoverBlock,
  loanWarningBlock,
  // content blocks batch B
  heroCarouselBlock,
  countdownBlock,
  tableBlock,
  carBreadcrumbBlock,
  // video player
  videoPlayerBlock,
  // dealer sites
  siteListBlock,
  siteDetailBlock,
  siteListTeaserBlock,
  // locator
  locatorBlock,
  // stories
  storiesListBlock,
  storiesTeaserBlock,
  storyArticleBlock,
  // service booking
  serviceBookingBlock,
  // tyre hotel
  tireHotelBlock,
  // kits tool
  kitsToolBlock,
  // forms (issue 23)
  sellCarFormBlock,
  serviceRequestFormBlock,
  embeddedFormBlock,
]
export const footerBlocks = [footerBlock]
