'use client'

import dynamic from 'next/dynamic'

/*
 * The blurb's films (also used by the split-hover block), fetched only by pages that show one
 * and still rendered on the server (all public pages are one route; next/dynamic splits code
 * only from a client module).
 */
export const LazyLoopVideo = dynamic(() => import('./LoopVideo').then((m) => m.LoopVideo))
export const LazyYoutubeEmbed = dynamic(() => import('./YoutubeEmbed').then((m) => m.YoutubeEmbed))
