'use client'

import dynamic from 'next/dynamic'

/*
 * The navigation bar's browser parts, fetched only by sites that place this navigation (the
 * brand stores have the mega menu instead) and still rendered on the server (all public pages
 * are one route; next/dynamic splits code only from a client module).
 */
export const LazyStickyBar = dynamic(() => import('./StickyBar').then((m) => m.StickyBar))
export const LazyDesktopNav = dynamic(() => import('./DesktopNav').then((m) => m.DesktopNav))
export const LazyMenuEntry = dynamic(() => import('./MenuEntry').then((m) => m.MenuEntry))
export const LazyMenuDetails = dynamic(() => import('./MenuDetails').then((m) => m.MenuDetails))
