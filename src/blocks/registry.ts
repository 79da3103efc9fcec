import { AccordionBlock } from './accordion/Component'
import { AlertBlock } from './alert/Component'
import { BlurbBlock } from './blurb/Component'
import { CardsBlock } from './cards/Component'
import { CarDetailBlock } from './carDetail/Component'
import { CarListBlock } from './carList/Component'
import { CarModelCardBlock } from './carModelCard/Component'
import { CarOfTheWeekBlock } from './carOfTheWeek/Component'
import { CarTeaserBlock } from './carTeaser/Component'
import { ContentBlock } from './content/Component'
import { FavouritesBlock } from './favourites/Component'
import { FooterBlock } from './footer/Component'
import { HeroBlock } from './hero/Component'
import { LinkListBlock } from './linkList/Component'
import { LoanWarningBlock } from './loanWarning/Component'
import { MegaMenuBlock } from './megaMenu/Component'
import { NavigationBlock } from './navigation/Component'
import { SplitHoverBlock } from './splitHover/Component'
import { TextColumnsBlock } from './textColumns/Component'
import { VideoPlayerBlock } from './videoPlayer/Component'
import { CarBreadcrumbBlock } from './carBreadcrumb/Component'
import { CountdownBlock } from './countdown/Component'
import { HeroCarouselBlock } from './heroCarousel/Component'
import { TableBlock } from './table/Component'
import { SiteDetailBlock } from './siteDetail/Component'
import { LocatorBlock } from './locator/Component'
import { SiteListBlock } from './siteList/Component'
import { SiteListTeaserBlock } from './siteListTeaser/Component'
import { StoriesListBlock } from './storiesList/Component'
import { StoriesTeaserBlock } from './storiesTeaser/Component'
import { StoryArticleBlock } from './storyArticle/Component'
import { ServiceBookingBlock } from './serviceBooking/Component'
import { TireHotelBlock } from './tireHotel/Component'
import { KitsToolBlock } from './kitsTool/Component'
import { EmbeddedFormBlock } from './embeddedForm/Component'
import { SellCarFormBlock } from './sellCarForm/Component'
import { ServiceRequestFormBlock } from './serviceRequestForm/Component'
import type { BlockRegistry } from './types'

/** Block slug -> renderer. A block without a renderer, or a misspelt slug, fails to compile. */
export const blockRegistry = {
  alert: AlertBlock,
  navigation: NavigationBlock,
  megaMenu: MegaMenuBlock,
  hero: HeroBlock,
  content: ContentBlock,
  cards: CardsBlock,
  linkList: LinkListBlock,
  carList: CarListBlock,
  carOfTheWeek: CarOfTheWeekBlock,
  carTeaser: CarTeaserBlock,
  carDetail: CarDetailBlock,
  favourites: FavouritesBlock,
  footer: FooterBlock,
  // content blocks batch A
  blurb: BlurbBlock,
  carModelCard: CarModelCardBlock,
  textColumns: TextColumnsBlock,
  accordion: AccordionBlock,
  splitHover: SplitHoverBlock,
  loanWarning: LoanWarningBlock,
  // video player
  videoPlayer: VideoPlayerBlock,
  // content blocks batch B
  heroCarousel: HeroCarouselBlock,
  countdown: CountdownBlock,
  table: TableBlock,
  carBreadcrumb: CarBreadcrumbBlock,
  // dealer sites
  siteList: SiteListBlock,
  locator: LocatorBlock,
  siteDetail: SiteDetailBlock,
  siteListTeaser: SiteListTeaserBlock,
  // stories
  storiesList: StoriesListBlock,
  storiesTeaser: StoriesTeaserBlock,
  storyArticle: StoryArticleBlock,
  // service booking
  serviceBooking: ServiceBookingBlock,
  // tyre hotel
  tireHotel: TireHotelBlock,
  // kits tool
  kitsTool: KitsToolBlock,
  // forms (issue 23)
  sellCarForm: SellCarFormBlock,
  serviceRequestForm: ServiceRequestFormBlock,
  embeddedForm: EmbeddedFormBlock,
} satisfies BlockRegistry
