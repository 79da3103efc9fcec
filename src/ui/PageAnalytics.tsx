'use client'

import Script from 'next/script'
import { useEffect } from 'react'
import { allowsTagManager, googleConsentState, type Consent, type GoogleConsentState } from '@/modules/consent/consent'
import type { PageViewEvent } from '@/modules/tracking/page-view'
import { useConsent } from './consent-store'

type Props = { gtmId: string | null; pageView: PageViewEvent | null; site: string }

/** A Consent Mode update for a container already loaded. */
function updateGoogleConsent(state: GoogleConsentState): void {
  const w = window as { dataLayer?: unknown[] }
  const layer = (w.dataLayer ??= [])
  // GTM reads consent commands only as an `arguments` object, the way Google's gtag() pushes them.
  function gtag(..._args: unknown[]) {
    // eslint-disable-next-line prefer-rest-params
    layer.push(arguments)
  }
  gtag('consent', 'update', state)
}

/**
 * The consent state the loaded container last got, or null while none is loaded. Kept for the
 * whole browser session, not per page: the container outlives client-side navigation.
 */
let containerConsent: string | null = null

/**
 * The site's (or page's) GTM container with its data layer, and the page-view call to our
 * tracking endpoint, which only normal page states with an item id produce.
 *
 * The container loads only after the visitor allows statistics or marketing cookies, at the
 * moment they do (no reload), and it carries the choice as Google Consent Mode so tags of a
 * refused category stay off. Withdrawing consent reloads the page, since a loaded container
 * cannot be unloaded.
 */
export function PageAnalytics({ gtmId, pageView, site }: Props) {
  const { decided, statistics, marketing } = useConsent()
  const consent: Consent | null = decided ? { statistics, marketing } : null
  const permitted = allowsTagManager(consent)
  const consentKey = JSON.stringify(googleConsentState(consent))

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

  useEffect(() => {
    if (!permitted) {
      if (containerConsent !== null) window.location.reload()
      return
    }
    // The first state goes out with the container snippet below; later changes as updates.
    if (containerConsent === null) {
      if (gtmId) containerConsent = consentKey
    } else if (containerConsent !== consentKey) {
      updateGoogleConsent(JSON.parse(consentKey) as GoogleConsentState)
      containerConsent = consentKey
    }
  }, [permitted, gtmId, consentKey])

  if (!gtmId || !permitted) return null
  return (
    <Script id={`gtm-${gtmId}`} strategy="afterInteractive">
      {`window.dataLayer=window.dataLayer||[];(function(){dataLayer.push(arguments)})('consent','default',${consentKey});(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src='https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);})(window,document,'script','dataLayer',${JSON.stringify(gtmId)});`}
    </Script>
  )
}
