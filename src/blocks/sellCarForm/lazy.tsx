'use client'

import dynamic from 'next/dynamic'

/** The sell-car form as a chunk of its own, fetched only by pages with the block; rendered on the server too. */
export const LazySellCarForm = dynamic(() => import('./SellCarForm').then((m) => m.SellCarForm))
