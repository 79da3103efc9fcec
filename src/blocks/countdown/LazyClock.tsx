'use client'

import dynamic from 'next/dynamic'

/** Loaded only on pages with a countdown (all public pages are one route); still server-rendered. */
export const LazyCountdownClock = dynamic(() => import('./Clock').then((m) => m.CountdownClock))
