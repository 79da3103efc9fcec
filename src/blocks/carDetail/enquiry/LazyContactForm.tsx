'use client'

import dynamic from 'next/dynamic'

/**
 * The enquiry form as a chunk of its own. `next/dynamic` splits code only from a client module:
 * imported dynamically from a server component, the form (react-hook-form and its zod schema)
 * would still load on every page of the site, since all pages are one route.
 */
export const LazyContactForm = dynamic(() => import('./ContactForm'))
