import type { Translate } from '@/modules/content/dictionary'
import type { MapTexts } from './map/types'

/** The map's words from the site dictionary. */
export function mapTexts(t: Translate): MapTexts {
  return {
    mapsLoadError: t('mapsLoadError'),
    noWebGl: t('mapUnavailable'),
    zoomIn: t('mapZoomIn'),
    zoomOut: t('mapZoomOut'),
    markerList: t('mapMarkerList'),
    closePopup: t('mapClosePopup'),
    cluster: t('mapCluster'),
  }
}
