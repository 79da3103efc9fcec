import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, describe, expect, it } from 'vitest'
import { allInventoryImages, inventoryImageFile, type InventoryImage } from '@data/inventory/images'
import { renderInventoryImages } from './inventory-images'

const dir = mkdtempSync(path.join(tmpdir(), 'rc-inventory-images-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

// One car drawing with all its views, and one site picture: enough to see every path.
const images: InventoryImage[] = allInventoryImages().filter(
  (image) =>
    (image.kind === 'car' && image.shape === 'van' && image.colour === 'red') ||
    (image.kind === 'site' && image.number === 1),
)

describe('renderInventoryImages', () => {
  it('renders JPEG pictures with blur placeholders, then keeps them on the next run', async () => {
    const first = await renderInventoryImages(dir, images)
    expect(first).toMatchObject({ rendered: images.length, kept: 0 })
    for (const image of images) {
      const name = inventoryImageFile(image)
      const meta = await sharp(path.join(dir, name)).metadata()
      expect(meta.format).toBe('jpeg')
      const expectedWidth =
        image.kind === 'site'
          ? image.thumb
            ? 480
            : 1280
          : image.view === 'thumb'
            ? 480
            : ['side', 'flip'].includes(image.view)
              ? 1280
              : 960
      expect(meta.width, name).toBe(expectedWidth)
      expect(first.blur.get(name)).toMatch(/^data:image\/webp;base64,[A-Za-z0-9+/=]{40,400}$/)
    }
    const written = statSync(path.join(dir, inventoryImageFile(images[0] as InventoryImage))).mtimeMs
    const second = await renderInventoryImages(dir, images)
    expect(second).toMatchObject({ rendered: 0, kept: images.length })
    expect(second.blur).toEqual(first.blur)
    expect(statSync(path.join(dir, inventoryImageFile(images[0] as InventoryImage))).mtimeMs).toBe(written)
    expect(readdirSync(dir).filter((f) => f.endsWith('.tmp'))).toEqual([])
  })

  it('mirrors the side view for the flipped one', async () => {
    const pixels = async (view: string, flop = false) =>
      sharp(path.join(dir, `v1-car-van-red-${view}.jpg`))
        .flop(flop)
        .resize(64, 43)
        .greyscale()
        .raw()
        .toBuffer()
    const difference = (a: Buffer, b: Buffer) =>
      a.reduce((sum, value, i) => sum + Math.abs(value - (b[i] ?? 0)), 0) / a.length
    const flip = await pixels('flip')
    expect(difference(await pixels('side', true), flip)).toBeLessThan(3)
    expect(difference(await pixels('side'), flip)).toBeGreaterThan(5)
  })
})
