'use client'

import dynamic from 'next/dynamic'

/**
 * The car-of-the-week carousel (and Embla), fetched only by pages that show it and still
 * rendered on the server (all public pages are one route; next/dynamic splits code only from a
 * client module).
 */
export const LazyCarOfTheWeekCarousel = dynamic(() => import('./Carousel').then((m) => m.CarOfTheWeekCarousel))
