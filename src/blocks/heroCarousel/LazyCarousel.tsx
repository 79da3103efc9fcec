'use client'

import dynamic from 'next/dynamic'

/**
 * Every public page is one route, so a statically imported client module ships on every page;
 * loading the carousel (and Embla) through next/dynamic keeps it to pages that show one. It is
 * still rendered on the server.
 */
export const LazyHeroCarousel = dynamic(() => import('./Carousel').then((m) => m.HeroCarousel))
