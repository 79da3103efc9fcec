'use client'

import dynamic from 'next/dynamic'

/**
 * The dealer finance widget as a chunk of its own, fetched only where a UK car page shows it
 * (`next/dynamic` splits code only from a client module; see LazyContactForm).
 */
export const LazyDealerFinance = dynamic(() => import('./DealerFinance').then((m) => m.DealerFinance))
