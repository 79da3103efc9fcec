import type { Block } from 'payload'

/**
 * The visitor's favourite cars (issue 18 item 8). The page is the same for every visitor and
 * cached; the list of saved cars is read in the browser and its cars fetched from the car list
 * API. Its texts come from the site dictionary.
 */
export const favouritesBlock: Block = {
  slug: 'favourites',
  interfaceName: 'FavouritesBlock',
  labels: { singular: 'Favourite cars', plural: 'Favourite cars' },
  fields: [],
}
