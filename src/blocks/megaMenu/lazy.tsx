'use client'

import dynamic from 'next/dynamic'

/*
 * The mega menu's bar and phone menu, fetched only by the sites that place a mega menu (the
 * brand stores) and still rendered on the server (all public pages are one route; next/dynamic
 * splits code only from a client module).
 */
export const LazyMegaBar = dynamic(() => import('./MegaBar').then((m) => m.MegaBar))
export const LazyMobileMenu = dynamic(() => import('./MobileMenu').then((m) => m.MobileMenu))
