'use client'

import dynamic from 'next/dynamic'

/**
 * The car list app as a chunk of its own, fetched only by pages with a car list and still
 * rendered on the server. All public pages are one route: imported straight from the server
 * block, it would ship on every page (next/dynamic splits code only from a client module).
 */
export const LazyCarListApp = dynamic(() => import('./CarListApp').then((m) => m.CarListApp))
