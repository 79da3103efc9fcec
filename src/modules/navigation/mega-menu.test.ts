import { describe, expect, it } from 'vitest'
import {
  barKeyTarget,
  CLOSED,
  desktopImages,
  megaLayout,
  panelReducer,
  selectedTopIndex,
  showsImages,
  splitCallsToAction,
  visibleItems,
  type PanelState,
  type RawMegaMenuItem,
} from './mega-menu'

type Raw = RawMegaMenuItem<string>

const link = (title: string, url: string, extra: Partial<Raw> = {}): Raw => ({ title, url, ...extra })

describe('megaLayout', () => {
  it('is mobile below 1024 px, desktop from 1024 to 1500 px and large above 1500 px', () => {
    expect(megaLayout(375)).toBe('mobile')
    expect(megaLayout(1023)).toBe('mobile')
    expect(megaLayout(1024)).toBe('desktop')
    expect(megaLayout(1500)).toBe('desktop')
    expect(megaLayout(1501)).toBe('large')
  })
})

describe('visibleItems', () => {
  it('drops hidden items with everything under them, and items without a title', () => {
    const items = visibleItems<string>([
      link('Modeller', '/modeller', {
        children: [link('smart #1', '/m/1'), link('Gammal', '/m/old', { hideInNavigation: true }), link('  ', '/x')],
      }),
      link('Dold', '/dold', { hideInNavigation: true, children: [link('Under dold', '/dold/under')] }),
      { url: '/utan-titel' },
    ])
    expect(items.map((item) => item.title)).toEqual(['Modeller'])
    expect(items[0]?.children.map((child) => child.title)).toEqual(['smart #1'])
  })

  it('keeps three levels and leaves out a fourth', () => {
    const items = visibleItems<string>([
      link('1', '/1', {
        children: [link('2', '/2', { children: [link('3', '/3', { children: [link('4', '/4')] })] })],
      }),
    ])
    const third = items[0]?.children[0]?.children[0]
    expect(third?.title).toBe('3')
    expect(third?.children).toEqual([])
  })

  it('keeps a heading without a link when it has visible children, and drops it when it has none', () => {
    const items = visibleItems<string>([
      { title: 'Elbilar', children: [link('smart #1', '/m/1')] },
      { title: 'Tom grupp', children: [link('Dold', '/d', { hideInNavigation: true })] },
    ])
    expect(items.map((item) => [item.title, item.url])).toEqual([['Elbilar', null]])
  })

  it('fills defaults: a Link, a primary button type, not selected, no image; keys are unique per level', () => {
    const [item] = visibleItems<string>([{ id: 'a', title: ' Köp bil ', url: '/kop-bil', children: [link('x', '/x')] }])
    expect(item).toMatchObject({
      key: 'a',
      title: 'Köp bil',
      type: 'Link',
      buttonType: 'primary',
      topSelected: false,
      image: null,
    })
    expect(item?.children[0]?.key).toBe('a.0')
  })
})

describe('splitCallsToAction', () => {
  it('takes CTA buttons out of the bar items, in order, without children', () => {
    const items = visibleItems<string>([
      link('Modeller', '/modeller'),
      link('Boka provkörning', '/provkor', { type: 'CTAButton', buttonType: 'secondary', children: [link('x', '/x')] }),
      link('Köp bil', '/kop-bil'),
      link('Offert', '/offert', { type: 'CTAButton' }),
    ])
    const { links, ctas } = splitCallsToAction(items)
    expect(links.map((item) => item.title)).toEqual(['Modeller', 'Köp bil'])
    expect(ctas.map((item) => [item.title, item.buttonType])).toEqual([
      ['Boka provkörning', 'secondary'],
      ['Offert', 'primary'],
    ])
    expect(ctas[0]?.children).toEqual([])
  })

  it('drops a CTA without a link: a button must lead somewhere', () => {
    const items = visibleItems<string>([{ title: 'Knapp', type: 'CTAButton', children: [link('x', '/x')] }])
    expect(splitCallsToAction(items)).toEqual({ links: [], ctas: [] })
  })
})

describe('showsImages', () => {
  const group = (count: number) => ({ children: Array.from({ length: count }, (_, i) => i) })

  it('shows images for more than four children in every layout', () => {
    for (const layout of ['mobile', 'desktop', 'large'] as const) expect(showsImages(group(5), layout)).toBe(true)
  })

  it('shows images for four or fewer children only in the large layout', () => {
    expect(showsImages(group(4), 'mobile')).toBe(false)
    expect(showsImages(group(4), 'desktop')).toBe(false)
    expect(showsImages(group(4), 'large')).toBe(true)
  })

  it('tells the desktop renderer which layouts show images, and none when no child has one', () => {
    const withImages = (count: number) =>
      visibleItems<string>([
        { title: 'g', children: Array.from({ length: count }, (_, i) => link(`${i}`, `/${i}`, { image: 'img' })) },
      ])[0]!
    expect(desktopImages(withImages(5))).toBe('always')
    expect(desktopImages(withImages(3))).toBe('large')
    const noImages = visibleItems<string>([{ title: 'g', children: [link('a', '/a'), link('b', '/b')] }])[0]!
    expect(desktopImages(noImages)).toBe('never')
  })
})

describe('selectedTopIndex', () => {
  const items = visibleItems<string>([
    link('Modeller', '/vara-bilmarken', { children: [link('smart #1', '/kop-bil?car_model=%231')] }),
    link('Köp bil', '/kop-bil', { children: [link('Sälj din bil', '/salj-din-bil')] }),
    link('Om smart', '/om-smart', { topSelected: true }),
  ])

  it('selects the top item whose links lead to the page, or to a page above it', () => {
    expect(selectedTopIndex(items, '/salj-din-bil')).toBe(1)
    expect(selectedTopIndex(items, '/vara-bilmarken')).toBe(0)
    expect(selectedTopIndex(items, '/om-smart/historia')).toBe(2)
  })

  it('prefers a plain link to the page over a filtered view of it', () => {
    expect(selectedTopIndex(items, '/kop-bil')).toBe(1)
  })

  it('falls back to the item marked TopSelected, or none', () => {
    expect(selectedTopIndex(items, '/')).toBe(2)
    expect(selectedTopIndex(items.slice(0, 2), '/kontakt')).toBe(-1)
  })

  it('matches the home link only on the home page', () => {
    const withHome = visibleItems<string>([link('Start', '/'), link('Kontakt', '/kontakt', { topSelected: true })])
    expect(selectedTopIndex(withHome, '/')).toBe(0)
    expect(selectedTopIndex(withHome, '/kop-bil')).toBe(1)
  })
})

describe('barKeyTarget', () => {
  it('moves along the bar with the arrow keys, wrapping, and jumps with Home and End', () => {
    expect(barKeyTarget('ArrowRight', 0, 3)).toBe(1)
    expect(barKeyTarget('ArrowRight', 2, 3)).toBe(0)
    expect(barKeyTarget('ArrowLeft', 0, 3)).toBe(2)
    expect(barKeyTarget('Home', 2, 3)).toBe(0)
    expect(barKeyTarget('End', 0, 3)).toBe(2)
    expect(barKeyTarget('Enter', 0, 3)).toBeNull()
    expect(barKeyTarget('ArrowRight', 0, 0)).toBeNull()
  })
})

describe('panelReducer', () => {
  const run = (...events: Parameters<typeof panelReducer>[1][]): PanelState => events.reduce(panelReducer, CLOSED)

  it('opens on hover and closes when the mouse leaves', () => {
    expect(run({ type: 'hover', index: 1 })).toEqual({ open: 1, via: 'hover' })
    expect(run({ type: 'hover', index: 1 }, { type: 'leave' })).toEqual(CLOSED)
  })

  it('keeps a hovered panel open on the click that follows, and closes it on a second click', () => {
    const pinned = run({ type: 'hover', index: 0 }, { type: 'click', index: 0 })
    expect(pinned).toEqual({ open: 0, via: 'click' })
    expect(panelReducer(pinned, { type: 'leave' })).toEqual(pinned)
    expect(panelReducer(pinned, { type: 'click', index: 0 })).toEqual(CLOSED)
  })

  it('toggles with Enter after keyboard focus opened the panel', () => {
    const focused = run({ type: 'focus', index: 2 })
    expect(focused.open).toBe(2)
    expect(panelReducer(focused, { type: 'click', index: 2 })).toEqual(CLOSED)
    expect(run({ type: 'focus', index: 2 }, { type: 'click', index: 2 }, { type: 'click', index: 2 }).open).toBe(2)
  })

  it('pins a panel open for ArrowDown, whatever opened it', () => {
    expect(run({ type: 'focus', index: 1 }, { type: 'pin', index: 1 })).toEqual({ open: 1, via: 'click' })
    expect(run({ type: 'pin', index: 1 }, { type: 'pin', index: 1 })).toEqual({ open: 1, via: 'click' })
  })

  it('moves to another item and closes on Escape', () => {
    expect(run({ type: 'click', index: 0 }, { type: 'hover', index: 1 })).toEqual({ open: 1, via: 'hover' })
    expect(run({ type: 'click', index: 0 }, { type: 'close' })).toEqual(CLOSED)
  })
})
