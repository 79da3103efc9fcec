import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import type { SeedImage } from '../../data/seed-types'
import {
  CAR_SIZE,
  carPictureSvg,
  HERO_SIZE,
  LOGO_SIZE,
  renderSeedImage,
  resolveColour,
  seedImageFilename,
} from './images'

const hero: SeedImage = { kind: 'hero', key: 'home-se', alt: 'En bil på en väg i skymningen', hue: 215 }
const logo: SeedImage = { kind: 'logo', brand: 'BMW', alt: 'BMW' }
const car: SeedImage = { kind: 'car', colour: 'Blå', model: 'BMW X5', alt: 'Blå BMW X5' }

describe('renderSeedImage', () => {
  it('renders a 1920x1080 JPEG hero', async () => {
    const out = await renderSeedImage(hero)
    const meta = await sharp(out.buffer).metadata()
    expect(out).toMatchObject({ filename: 'hero-home-se.jpg', mimeType: 'image/jpeg', ...HERO_SIZE })
    expect(meta).toMatchObject({ format: 'jpeg', width: 1920, height: 1080 })
  })

  it('keeps the left and bottom of a hero dark enough for white text', async () => {
    const out = await renderSeedImage(hero)
    const region = async (left: number, top: number, width: number, height: number) => {
      const { channels } = await sharp(await sharp(out.buffer).extract({ left, top, width, height }).toBuffer()).stats()
      return channels.slice(0, 3).reduce((sum, c) => sum + c.mean, 0) / 3
    }
    expect(await region(0, 300, 700, 500)).toBeLessThan(70)
    expect(await region(0, 960, 1920, 120)).toBeLessThan(60)
    // ...while the sky on the right keeps the light
    expect(await region(1200, 200, 600, 400)).toBeGreaterThan(80)
  })

  it('renders a 300x110 transparent PNG logo', async () => {
    const out = await renderSeedImage(logo)
    const meta = await sharp(out.buffer).metadata()
    expect(out).toMatchObject({ filename: 'logo-bmw.png', mimeType: 'image/png', ...LOGO_SIZE })
    expect(meta).toMatchObject({ format: 'png', width: 300, height: 110, hasAlpha: true })
    // corners are transparent, the middle has ink
    const { data, info } = await sharp(out.buffer).ensureAlpha().raw().toBuffer({ resolveWithObject: true })
    const alphaAt = (x: number, y: number) => data[(y * info.width + x) * info.channels + 3]
    expect(alphaAt(0, 0)).toBe(0)
    expect(alphaAt(299, 109)).toBe(0)
    let inked = 0
    for (let i = 3; i < data.length; i += info.channels) if ((data[i] ?? 0) > 128) inked++
    expect(inked).toBeGreaterThan(1000)
  })

  it('renders a 1280x853 JPEG car', async () => {
    const out = await renderSeedImage(car)
    const meta = await sharp(out.buffer).metadata()
    expect(out).toMatchObject({ filename: 'car-blue-bmw-x5.jpg', mimeType: 'image/jpeg', ...CAR_SIZE })
    expect(meta).toMatchObject({ format: 'jpeg', width: 1280, height: 853 })
  })

  it('paints the car in the named colour', async () => {
    const blueness = async (colour: string) => {
      const out = await renderSeedImage({ kind: 'car', colour, model: 'Volvo S60', alt: '' })
      // a patch of the door, below the windows and above the wheels
      const { channels } = await sharp(
        await sharp(out.buffer).extract({ left: 620, top: 525, width: 80, height: 30 }).toBuffer(),
      ).stats()
      const [r, g, b] = channels.map((c) => c.mean)
      return { r: r ?? 0, g: g ?? 0, b: b ?? 0 }
    }
    const blue = await blueness('Sininen')
    expect(blue.b).toBeGreaterThan(blue.r + 40)
    const red = await blueness('Rød')
    expect(red.r).toBeGreaterThan(red.b + 60)
    const white = await blueness('Valkoinen')
    expect(Math.min(white.r, white.g, white.b)).toBeGreaterThan(170)
    const black = await blueness('Svart')
    expect(Math.max(black.r, black.g, black.b)).toBeLessThan(80)
  })

  it('is deterministic: the same input gives the same bytes and name', async () => {
    for (const image of [hero, logo, car]) {
      const [a, b] = await Promise.all([renderSeedImage(image), renderSeedImage({ ...image })])
      expect(a.filename).toBe(b.filename)
      expect(a.buffer.equals(b.buffer)).toBe(true)
    }
  })

  it('varies the hero composition with the key', async () => {
    const a = await renderSeedImage(hero)
    const b = await renderSeedImage({ ...hero, key: 'home-no' })
    expect(a.buffer.equals(b.buffer)).toBe(false)
    expect(b.filename).toBe('hero-home-no.jpg')
  })

  it('renders any brand string and any colour', async () => {
    for (const image of [
      { kind: 'logo', brand: 'Hedin Electric Mobility', alt: '' },
      { kind: 'logo', brand: 'Ford Ranger/F-150 <pickups> & co', alt: '' },
      { kind: 'logo', brand: '', alt: '' },
      { kind: 'car', colour: 'Mystic Aurora', model: 'Kia EV6 "GT"', alt: '' },
    ] satisfies SeedImage[]) {
      const out = await renderSeedImage(image)
      const meta = await sharp(out.buffer).metadata()
      expect(meta.width).toBe(out.width)
      expect(meta.height).toBe(out.height)
    }
  })
})

describe('seedImageFilename', () => {
  it('makes slugs', () => {
    expect(seedImageFilename({ kind: 'logo', brand: 'Mercedes-Benz', alt: '' })).toBe('logo-mercedes-benz.png')
    expect(seedImageFilename({ kind: 'logo', brand: 'Škoda', alt: '' })).toBe('logo-skoda.png')
    expect(seedImageFilename({ kind: 'logo', brand: '', alt: '' })).toMatch(/^logo-[a-z0-9]+\.png$/)
    expect(seedImageFilename({ kind: 'car', colour: 'Mörkblå metallic', model: 'Volvo XC60', alt: '' })).toBe(
      'car-dark-blue-volvo-xc60.jpg',
    )
    expect(seedImageFilename({ kind: 'car', colour: 'Ørkensand', model: 'Dacia Duster', alt: '' })).toMatch(
      /^car-[a-z0-9-]+-dacia-duster\.jpg$/,
    )
  })
})

describe('resolveColour', () => {
  it.each([
    ['Svart', 'black'],
    ['Sort', 'black'],
    ['Musta', 'black'],
    ['Vit', 'white'],
    ['Hvit', 'white'],
    ['Valkoinen', 'white'],
    ['Silver', 'silver'],
    ['Sølv', 'silver'],
    ['Grå', 'grey'],
    ['Harmaa', 'grey'],
    ['Blå', 'blue'],
    ['Sininen', 'blue'],
    ['Röd', 'red'],
    ['Rød', 'red'],
    ['Punainen', 'red'],
    ['Grön', 'green'],
    ['Green', 'green'],
    ['Obsidian Black metallic', 'black'],
    ['Mörkblå', 'dark-blue'],
    ['Tummansininen', 'dark-blue'],
    ['Ljusgrå', 'light-grey'],
  ])('%s -> %s', (name, slug) => {
    expect(resolveColour(name)).toMatchObject({ slug, known: true })
  })

  it('hashes unknown names to a stable colour', () => {
    const a = resolveColour('Mystic Aurora')
    expect(a.known).toBe(false)
    expect(a.hex).toMatch(/^#[0-9a-f]{6}$/)
    expect(resolveColour('Mystic Aurora').hex).toBe(a.hex)
  })
})

describe('paint colours given as hex codes', () => {
  it('are used as they are', () => {
    expect(resolveColour('#1C4E8A')).toEqual({ hex: '#1c4e8a', slug: '1c4e8a', known: true })
    expect(resolveColour('D3D6D2').hex).toBe('#d3d6d2')
  })
})

describe('carPictureSvg', () => {
  it('draws any shape, vans included, with the label only when one is given', () => {
    expect(carPictureSvg('Blue', 'van', '')).not.toContain('<text')
    expect(carPictureSvg('Blue', 'van', 'Ford Transit')).toContain('>Ford Transit</text>')
    expect(carPictureSvg('Red', 'van', '')).not.toBe(carPictureSvg('Red', 'suv', ''))
  })
})
