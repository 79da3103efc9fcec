'use client'

import dynamic from 'next/dynamic'

/** Fetched only by the favourites page (all public pages are one route). */
export const LazyFavouritesList = dynamic(() => import('./FavouritesList').then((m) => m.FavouritesList))
