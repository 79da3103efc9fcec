'use client'

import dynamic from 'next/dynamic'

/**
 * The booking flow as a chunk of its own, fetched only by the booking page. It renders on the
 * server too (step 1 reads without waiting for JavaScript); the map inside it loads at step 4.
 */
export const LazyBookingFlow = dynamic(() => import('./BookingFlow').then((m) => m.BookingFlow))
