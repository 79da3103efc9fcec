'use client'

import dynamic from 'next/dynamic'

/*
 * The video players, fetched only by pages with a video player block and still rendered on the
 * server (all public pages are one route; next/dynamic splits code only from a client module).
 */
export const LazyNativeVideo = dynamic(() => import('./NativeVideo').then((m) => m.NativeVideo))
export const LazyYoutubePlayer = dynamic(() => import('./YoutubePlayer').then((m) => m.YoutubePlayer))
