import type { Translate } from '@/modules/content/dictionary'
import type { GalleryTexts } from './types'

/** The gallery's texts, resolved on the server so the browser ships no dictionary. */
export function galleryTexts(t: Translate): GalleryTexts {
  return {
    gallery: t('viewerImages'),
    imagesComingSoon: t('imagesComingSoon'),
    missingImageText: t('missingImageText'),
    openGallery: t('openGallery'),
    closeGallery: t('closeGallery'),
    previousImage: t('previousImage'),
    nextImage: t('nextImage'),
    imageCounter: t('imageCounter', { current: '{current}', total: '{total}' }),
    viewChoice: t('galleryViewChoice'),
    viewerImages: t('viewerImages'),
    viewerVideo: t('viewerVideo'),
    viewerInterior360: t('viewerInterior360'),
    viewerExterior360: t('viewerExterior360'),
    dragToRotate: t('viewerDragToRotate'),
    dragToLookAround: t('galleryDragToLookAround'),
    rotateLeft: t('galleryRotateLeft'),
    rotateRight: t('galleryRotateRight'),
    pauseRotation: t('galleryPauseRotation'),
    playRotation: t('galleryPlayRotation'),
    lookLeft: t('galleryLookLeft'),
    lookRight: t('galleryLookRight'),
    zoomIn: t('zoomIn'),
    zoomOut: t('zoomOut'),
  }
}
