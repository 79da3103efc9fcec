'use client'

import dynamic from 'next/dynamic'

/*
 * The car page's browser parts, each a chunk of its own. All public pages are one route, so a
 * client module imported by a server component ships on every page of the site; loaded through
 * next/dynamic from this client module, each is fetched only by pages that render it, and is
 * still rendered on the server. (next/dynamic splits code only when called from a client module.)
 * The imports are written out inside dynamic() for Next's compiler, which reads them there to
 * preload the chunks of a server-rendered page.
 */

export const LazyCarGallery = dynamic(() => import('./gallery/CarGallery').then((m) => m.CarGallery))
export const LazyLoanCalculator = dynamic(() => import('./finance/LoanCalculator').then((m) => m.LoanCalculator))
export const LazyCompanyLeasingPanel = dynamic(() =>
  import('./finance/CompanyLeasingPanel').then((m) => m.CompanyLeasingPanel),
)
export const LazyFinanceTabs = dynamic(() => import('./finance/FinanceTabs').then((m) => m.FinanceTabs))
export const LazySlidingPanel = dynamic(() => import('./SlidingPanel').then((m) => m.SlidingPanel))
export const LazyCollapsibleList = dynamic(() => import('./Collapsible').then((m) => m.CollapsibleList))
export const LazyCollapsibleText = dynamic(() => import('./Collapsible').then((m) => m.CollapsibleText))
export const LazyPrintButton = dynamic(() => import('./PrintButton').then((m) => m.PrintButton))
export const LazyShareButton = dynamic(() => import('./ShareButton').then((m) => m.ShareButton))
export const LazyBackLink = dynamic(() => import('@/ui/BackLink').then((m) => m.BackLink))
export const LazyCarDetailTracking = dynamic(() => import('./CarDetailTracking').then((m) => m.CarDetailTracking))
export const LazyFavouriteToggle = dynamic(() => import('@/ui/FavouriteToggle').then((m) => m.FavouriteToggle))
export const LazyDetailCompareToggle = dynamic(() => import('./DetailCompareToggle').then((m) => m.DetailCompareToggle))
