'use client'

import dynamic from 'next/dynamic'

/**
 * The locator's list, search and map as a chunk of its own, fetched only by pages with a locator.
 * It renders on the server too (the list reads without JavaScript); the map inside it loads later.
 */
export const LazyLocatorView = dynamic(() => import('./LocatorView').then((m) => m.LocatorView))
