'use client'

import dynamic from 'next/dynamic'

/*
 * The hero's browser parts, fetched only by pages with a hero that has them and still rendered
 * on the server (all public pages are one route; next/dynamic splits code only from a client
 * module).
 */
export const LazyHeroSearch = dynamic(() => import('./HeroSearch').then((m) => m.HeroSearch))
export const LazyHeroVideo = dynamic(() => import('./HeroVideo').then((m) => m.HeroVideo))
