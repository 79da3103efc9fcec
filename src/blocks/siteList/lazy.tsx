'use client'

import dynamic from 'next/dynamic'

/** The list view (cards, map toggle, near me) as a chunk of its own, fetched only by pages with a site list. */
export const LazySiteListView = dynamic(() => import('./SiteListView').then((m) => m.SiteListView))
