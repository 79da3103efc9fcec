'use client'

import { useEffect } from 'react'
import type { CarCard } from '@/modules/cars/card'
import { pushToDataLayer, type ProductDetailPageEvent } from '@/modules/tracking/data-layer'
import { recordViewedCar } from '../carList/browser-storage'

/**
 * What a shown car page tells the browser: the product_detail_page data-layer event (spec 2
 * section 4) and the car's entry in the visitor's recently viewed cars.
 */
export function CarDetailTracking({
  event,
  siteName,
  card,
}: {
  event: ProductDetailPageEvent
  siteName: string
  card: CarCard | null
}) {
  useEffect(() => {
    pushToDataLayer(window as unknown as { dataLayer?: unknown[] }, event)
    if (card) recordViewedCar(siteName, card)
    // One event per car shown; the objects are rebuilt on every render, the id is not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [event.car_id, siteName])
  return null
}
