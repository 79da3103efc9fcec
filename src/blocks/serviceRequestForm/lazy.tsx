'use client'

import dynamic from 'next/dynamic'

/** The service request form as a chunk of its own, fetched only by pages with the block; rendered on the server too. */
export const LazyServiceRequestForm = dynamic(() => import('./ServiceRequestForm').then((m) => m.ServiceRequestForm))
