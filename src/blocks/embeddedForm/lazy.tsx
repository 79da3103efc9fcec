'use client'

import dynamic from 'next/dynamic'

/** Each form kind as a chunk of its own, fetched only by pages with the block; rendered on the server too. */
export const LazyBuiltForm = dynamic(() => import('./BuiltForm').then((m) => m.BuiltForm))
export const LazyJotformEmbed = dynamic(() => import('./JotformEmbed').then((m) => m.JotformEmbed))
