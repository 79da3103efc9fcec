import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  BRAND_THEMES,
  SITE_FONTS,
  SITE_FONT_KEYS,
  THEME_CONTRAST_PAIRS,
  THEME_CSS_VARIABLES,
  contrastRatio,
  luminance,
  renderThemesCss,
  themeCssVariables,
  themePalettes,
} from './themes'

const cssPath = resolve(__dirname, '../../ui/themes.css')
const css = readFileSync(cssPath, 'utf8')

/** the declarations of one rule whose selector list contains `selector` */
function ruleBody(selector: string): string {
  const rules = [...css.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/([^{}]+)\{([^{}]*)\}/g)]
  const rule = rules.find((m) => (m[1] ?? '').split(',').some((s) => s.trim() === selector))
  return rule?.[2] ?? ''
}

function declarations(body: string): Map<string, string> {
  const out = new Map<string, string>()
  for (const decl of body.split(';')) {
    const i = decl.indexOf(':')
    if (i > 0) out.set(decl.slice(0, i).trim(), decl.slice(i + 1).trim())
  }
  return out
}

describe('contrastRatio', () => {
  it('matches the WCAG reference values', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5)
    expect(contrastRatio('#ffffff', '#ffffff')).toBeCloseTo(1, 5)
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2)
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2)
    expect(contrastRatio('#fff', '#000')).toBeCloseTo(21, 5)
  })

  it('is symmetric', () => {
    expect(contrastRatio('#1c69d4', '#ffffff')).toBe(contrastRatio('#ffffff', '#1c69d4'))
  })

  it('rejects what is not a hex colour', () => {
    expect(() => contrastRatio('blue', '#fff')).toThrow()
  })
})

describe('brand themes', () => {
  it('has a palette for every brand', () => {
    expect([...BRAND_THEMES].sort()).toEqual(['bmw', 'dacia', 'default', 'mercedes', 'mini', 'renault', 'smart'])
    expect(Object.keys(themePalettes).sort()).toEqual([...BRAND_THEMES].sort())
  })

  it('keeps the brand colours', () => {
    expect(themePalettes.bmw.primary).toBe('#1c69d4')
    expect(themePalettes.renault.primary).toBe('#efdf00')
    expect(themePalettes.dacia.primary).toBe('#646b52')
  })

  describe.each(BRAND_THEMES)('%s', (theme) => {
    const palette = themePalettes[theme]

    it.each(THEME_CONTRAST_PAIRS.map(([text, background]) => [text, background] as const))(
      '%s on %s passes WCAG AA (4.5:1)',
      (text, background) => {
        const ratio = contrastRatio(palette[text], palette[background])
        expect(
          ratio,
          `${theme}: ${text} ${palette[text]} on ${background} ${palette[background]}`,
        ).toBeGreaterThanOrEqual(4.5)
      },
    )

    it('has a light header, because logos are dark ink on transparent', () => {
      expect(luminance(palette.headerBg)).toBeGreaterThan(0.8)
    })

    it('has only hex colours and a known font', () => {
      for (const key of Object.keys(palette) as (keyof typeof palette)[]) {
        if (key === 'radius' || key === 'fontHeading' || key === 'fontBody') continue
        expect(palette[key], key).toMatch(/^#[0-9a-f]{6}$/)
      }
      expect(SITE_FONT_KEYS).toContain(palette.fontHeading)
      expect(SITE_FONT_KEYS).toContain(palette.fontBody)
    })

    it('is declared in themes.css with every variable, equal to the palette', () => {
      const body = ruleBody(`[data-theme='${theme}']`)
      expect(body, `no [data-theme='${theme}'] rule`).not.toBe('')
      const declared = declarations(body)
      for (const name of Object.values(THEME_CSS_VARIABLES)) expect(declared.has(name), `${theme} ${name}`).toBe(true)
      expect(Object.fromEntries(declared)).toMatchObject(themeCssVariables(theme))
    })
  })

  it('applies the default theme without a data-theme attribute', () => {
    expect(ruleBody(':root')).toBe(ruleBody("[data-theme='default']"))
  })

  it('themes.css is generated from the palettes (run npx tsx scripts/generate-themes-css.ts)', () => {
    expect(css).toBe(renderThemesCss())
  })
})

describe('SITE_FONTS', () => {
  it('has every font key with a family stack', () => {
    expect(Object.keys(SITE_FONTS).sort()).toEqual([...SITE_FONT_KEYS].sort())
    for (const key of SITE_FONT_KEYS) expect(SITE_FONTS[key].family).toMatch(/^'[^']+', .*sans-serif$/)
  })

  it('is what the font stylesheet declares, with a class per font key in the site stylesheet', () => {
    const fonts = readFileSync(resolve(__dirname, '../../ui/fonts.css'), 'utf8')
    const declared = new Set([...fonts.matchAll(/font-family: '([^']+)'/g)].map((m) => m[1]))
    for (const key of SITE_FONT_KEYS) expect(declared).toContain(/^'([^']+)'/.exec(SITE_FONTS[key].family)?.[1])
    const site = readFileSync(resolve(__dirname, '../../app/(site)/globals.css'), 'utf8')
    for (const key of SITE_FONT_KEYS) expect(site).toContain(`.font-${key} {`)
  })
})
