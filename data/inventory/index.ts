/**
 * The demo inventory generator: deterministic cars, car-of-the-week vehicles, dealer sites and
 * workshop kits for the search indexes. Pure functions of their options (seed, count, reference
 * date); the seed renders the pictures they name and ingests the documents.
 */
export { DEFAULT_CAR_COUNT, generateCars, generateVehicles, iterateCars, type CarOptions } from './cars'
export { DEFAULT_REFERENCE_DATE, DEFAULT_SEED, generateDealerSites, type DealerSiteOptions } from './dealers'
export { generateKits, type KitOptions } from './kits'
export { earlierListings, isRepriced, PRICE_DROP_DAYS_AGO } from './price-drops'
export {
  allInventoryImages,
  INVENTORY_IMAGE_PATH,
  inventoryImageFile,
  parseInventoryImageFile,
  type BlurLookup,
  type InventoryImage,
} from './images'
