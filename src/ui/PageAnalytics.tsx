'use client'

import Script from 'next/script'
import { useEffect } from 'react'
import type { PageViewEvent } from '@/modules/tracking/page-view'

type Props = { gtmId: string | null; pageView: PageViewEvent | null; site: string }

/**
 * The site's (or page's) GTM container with its data layer, and the page-view call to our
 * tracking endpoint, which only normal page states with an item id produce.
 */
export function PageAnalytics({ gtmId, pageView, site }: Props) {
  useEffect(() => {
    if (!pageView) return
    const body = JSON.stringify({ ...pageView, site })
    const sent = navigator.sendBeacon?.('/api/tracking/page-view', new Blob([body], { type: 'application/json' }))
    if (!sent)
      void fetch('/api/tracking/page-view', {
        method: 'POST',
        body,
        headers: { 'content-type': 'application/json' },
        keepalive: true,
      }).catch(() => {})
  }, [pageView, site])

  if (!gtmId) return null
  return (
    <Script id={`gtm-${gtmId}`} strategy="afterInteractive">
      {`(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src='https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);})(window,document,'script','dataLayer',${JSON.stringify(gtmId)});`}
    </Script>
  )
}
