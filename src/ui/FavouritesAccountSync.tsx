'use client'

import { useEffect } from 'react'
import { syncFavourites } from './favourites-sync'

/**
 * On the page that confirmed an alert: this browser's favourites are merged with the address's
 * from now on (the confirm answer set the account cookie). Renders nothing.
 */
export function FavouritesAccountSync({ siteName }: { siteName: string }) {
  useEffect(() => {
    void syncFavourites(siteName, true)
  }, [siteName])
  return null
}
