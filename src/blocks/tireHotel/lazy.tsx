'use client'

import dynamic from 'next/dynamic'

/**
 * The tyre hotel widget as a chunk of its own, fetched only by pages with the block. It renders on
 * the server too, so the Search page reads before the script arrives.
 */
export const LazyTireHotelWidget = dynamic(() => import('./TireHotelWidget').then((m) => m.TireHotelWidget))
