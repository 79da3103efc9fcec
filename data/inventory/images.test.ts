import { describe, expect, it } from 'vitest'
import {
  allInventoryImages,
  inventoryImageFile,
  inventoryImageUrl,
  parseInventoryImageFile,
  pictureShape,
} from './images'

describe('inventory pictures', () => {
  it('name every picture so that the name parses back to it', () => {
    const images = allInventoryImages()
    expect(new Set(images.map(inventoryImageFile)).size).toBe(images.length)
    for (const image of images) expect(parseInventoryImageFile(inventoryImageFile(image))).toEqual(image)
  })

  it('keep the set modest: 50 drawings with their views and thumbnails, and a few site pictures', () => {
    const images = allInventoryImages()
    expect(images.filter((i) => i.kind === 'car' && i.view === 'side')).toHaveLength(50)
    expect(images.filter((i) => i.kind === 'site' && !i.thumb).length).toBeLessThanOrEqual(10)
  })

  it('accept no other file name', () => {
    for (const name of [
      '',
      'blur.json',
      '../retail-cloud.db',
      'v1-car-suv-red-side.jpg/../../x',
      'v1-car-suv-red-side.png',
      'v1-car-suv-pink-side.jpg',
      'v1-car-tank-red-side.jpg',
      'v0-car-suv-red-side.jpg',
      'v1-site-0.jpg',
      'v1-site-99.jpg',
      'V1-CAR-SUV-RED-SIDE.JPG',
      'v1-car-suv-red-side.jpg%00',
    ]) {
      expect(parseInventoryImageFile(name), name).toBeNull()
    }
  })

  it('are served from the inventory images route', () => {
    expect(inventoryImageUrl({ kind: 'site', number: 2, thumb: true })).toBe('/images/inventory/v1-site-2-thumb.jpg')
    expect(pictureShape('estate')).toBe('sedan')
    expect(pictureShape('van')).toBe('van')
  })
})
