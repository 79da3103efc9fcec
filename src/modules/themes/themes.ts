/**
 * Brand themes: one palette per brand theme, exposed to CSS as variables under
 * `[data-theme="<theme>"]` (see src/ui/themes.css, generated from this file by
 * `npx tsx scripts/generate-themes-css.ts`). Tailwind CSS 4 consumes the variables: its `@theme`
 * declares the same `--color-*` names, so `bg-primary`, `text-fg`, `border-border` ... follow the
 * theme of the nearest `data-theme` element.
 *
 * Every text/background pair that components use passes WCAG AA (4.5:1); themes.test.ts checks it.
 * `accent` is for decoration only (rules, icons, highlights): it is not checked against any
 * background, so never set text in it or on it.
 *
 * Headers are light in every theme: the brand logos (seed images and editors' uploads alike) are
 * dark ink on a transparent background, so they need a light header behind them. Footers carry the
 * dark brand look.
 *
 * Fonts: no network at build time, so every font comes from an npm @fontsource package. A site picks
 * a font key (SITE_FONTS); the theme gives the default. The CSS font stacks read `--site-font-heading`
 * / `--site-font-body` first, so a site can override the theme's font by setting those two variables.
 */

export const BRAND_THEMES = ['default', 'mercedes', 'smart', 'mini', 'bmw', 'renault', 'dacia'] as const
export type BrandTheme = (typeof BRAND_THEMES)[number]

// ---------------------------------------------------------------------------------------------
// fonts

export const SITE_FONT_KEYS = ['inter', 'roboto', 'montserrat', 'open-sans', 'barlow'] as const
export type SiteFontKey = (typeof SITE_FONT_KEYS)[number]

export type SiteFont = {
  /** CSS font-family value, with fallbacks; src/ui/fonts.css declares the faces */
  family: string
}

// short on purpose: a declaration in themes.css stays on one line (prettier, printWidth 120)
const SANS_FALLBACK = 'ui-sans-serif, system-ui, sans-serif'

export const SITE_FONTS: Record<SiteFontKey, SiteFont> = {
  inter: {
    family: `'Inter Variable', 'Inter Fallback', ${SANS_FALLBACK}`,
  },
  roboto: {
    family: `'Roboto Variable', 'Roboto Fallback', ${SANS_FALLBACK}`,
  },
  montserrat: {
    family: `'Montserrat Variable', 'Montserrat Fallback', ${SANS_FALLBACK}`,
  },
  'open-sans': {
    family: `'Open Sans Variable', 'Open Sans Fallback', ${SANS_FALLBACK}`,
  },
  barlow: {
    // Barlow has no variable version: one CSS file per weight
    family: `'Barlow', 'Barlow Fallback', ${SANS_FALLBACK}`,
  },
}

// ---------------------------------------------------------------------------------------------
// palettes

export type ThemePalette = {
  bg: string
  fg: string
  muted: string
  surface: string
  border: string
  primary: string
  primaryFg: string
  accent: string
  link: string
  headerBg: string
  headerFg: string
  footerBg: string
  footerFg: string
  radius: string
  fontHeading: SiteFontKey
  fontBody: SiteFontKey
}

export const themePalettes: Record<BrandTheme, ThemePalette> = {
  /** the group: dark navy and white */
  default: {
    bg: '#ffffff',
    fg: '#0b1b2e',
    muted: '#4b5768',
    surface: '#f1f4f8',
    border: '#d3dae3',
    primary: '#0b2545',
    primaryFg: '#ffffff',
    accent: '#e8a33d',
    link: '#1a56b8',
    headerBg: '#ffffff',
    headerFg: '#0b2545',
    footerBg: '#071930',
    footerFg: '#d9e1ec',
    radius: '0.375rem',
    fontHeading: 'inter',
    fontBody: 'inter',
  },
  /** black and silver, blue links, square corners */
  mercedes: {
    bg: '#ffffff',
    fg: '#0e0e0f',
    muted: '#5a5d63',
    surface: '#f4f4f5',
    border: '#d8d9dc',
    primary: '#000000',
    primaryFg: '#ffffff',
    accent: '#a3a8ae',
    link: '#0069c2',
    headerBg: '#ffffff',
    headerFg: '#000000',
    footerBg: '#1b1b1c',
    footerFg: '#c9ccd0',
    radius: '0',
    fontHeading: 'inter',
    fontBody: 'inter',
  },
  /** dark, lime buttons, teal accents, round corners */
  smart: {
    bg: '#111315',
    fg: '#f3f5f6',
    muted: '#a5adb4',
    surface: '#1d2125',
    border: '#353b41',
    primary: '#c6e400',
    primaryFg: '#111315',
    accent: '#00b5ad',
    link: '#4fd8cf',
    headerBg: '#ffffff',
    headerFg: '#111315',
    footerBg: '#000000',
    footerFg: '#c7cdd2',
    radius: '1rem',
    fontHeading: 'montserrat',
    fontBody: 'open-sans',
  },
  /** black and white with a yellow accent */
  mini: {
    bg: '#ffffff',
    fg: '#000000',
    muted: '#585858',
    surface: '#f3f3f3',
    border: '#d4d4d4',
    primary: '#000000',
    primaryFg: '#ffffff',
    accent: '#f5c400',
    link: '#000000',
    headerBg: '#ffffff',
    headerFg: '#000000',
    footerBg: '#000000',
    footerFg: '#e6e6e6',
    radius: '0.75rem',
    fontHeading: 'montserrat',
    fontBody: 'inter',
  },
  /** BMW blue on white */
  bmw: {
    bg: '#ffffff',
    fg: '#262626',
    muted: '#5c5c5c',
    surface: '#f5f5f5',
    border: '#d6d6d6',
    primary: '#1c69d4',
    primaryFg: '#ffffff',
    accent: '#0653b6',
    link: '#1c69d4',
    headerBg: '#ffffff',
    headerFg: '#262626',
    footerBg: '#262626',
    footerFg: '#e4e4e4',
    radius: '0.125rem',
    fontHeading: 'roboto',
    fontBody: 'roboto',
  },
  /** Renault yellow with black */
  renault: {
    bg: '#ffffff',
    fg: '#000000',
    muted: '#585858',
    surface: '#f2f2f2',
    border: '#d9d9d9',
    primary: '#efdf00',
    primaryFg: '#000000',
    accent: '#efdf00',
    link: '#000000',
    headerBg: '#ffffff',
    headerFg: '#000000',
    footerBg: '#000000',
    footerFg: '#dcdcdc',
    radius: '0',
    fontHeading: 'montserrat',
    fontBody: 'roboto',
  },
  /** Dacia khaki green and dark */
  dacia: {
    bg: '#ffffff',
    fg: '#1c1f17',
    muted: '#595e4f',
    surface: '#f3f4ef',
    border: '#d5d8cc',
    primary: '#646b52',
    primaryFg: '#ffffff',
    accent: '#c4d600',
    link: '#4c5240',
    headerBg: '#ffffff',
    headerFg: '#1c1f17',
    footerBg: '#1c1f17',
    footerFg: '#d5d8cc',
    radius: '0.25rem',
    fontHeading: 'barlow',
    fontBody: 'barlow',
  },
}

/** palette key -> CSS variable, in the order they are written */
export const THEME_CSS_VARIABLES = {
  bg: '--color-bg',
  fg: '--color-fg',
  muted: '--color-muted',
  surface: '--color-surface',
  border: '--color-border',
  primary: '--color-primary',
  primaryFg: '--color-primary-fg',
  accent: '--color-accent',
  link: '--color-link',
  headerBg: '--color-header-bg',
  headerFg: '--color-header-fg',
  footerBg: '--color-footer-bg',
  footerFg: '--color-footer-fg',
  radius: '--radius',
  fontHeading: '--font-heading',
  fontBody: '--font-body',
} as const satisfies Record<keyof ThemePalette, `--${string}`>

export type ThemeCssVariable = (typeof THEME_CSS_VARIABLES)[keyof ThemePalette]

/** The text/background pairs that must reach WCAG AA (4.5:1): [text, background]. */
export const THEME_CONTRAST_PAIRS: readonly [keyof ThemePalette, keyof ThemePalette][] = [
  ['fg', 'bg'],
  ['fg', 'surface'],
  ['primaryFg', 'primary'],
  ['headerFg', 'headerBg'],
  ['footerFg', 'footerBg'],
  ['link', 'bg'],
  ['link', 'surface'],
  ['muted', 'bg'],
  ['muted', 'surface'],
]

/** The CSS variables of one theme: { '--color-bg': '#ffffff', ..., '--font-body': "var(--site-font-body, 'Inter Variable', 'Inter Fallback', ...)" } */
export function themeCssVariables(theme: BrandTheme): Record<ThemeCssVariable, string> {
  const p = themePalettes[theme]
  const out = {} as Record<ThemeCssVariable, string>
  for (const key of Object.keys(THEME_CSS_VARIABLES) as (keyof ThemePalette)[]) {
    const name = THEME_CSS_VARIABLES[key]
    if (key === 'fontHeading') out[name] = `var(--site-font-heading, ${SITE_FONTS[p.fontHeading].family})`
    else if (key === 'fontBody') out[name] = `var(--site-font-body, ${SITE_FONTS[p.fontBody].family})`
    else out[name] = p[key]
  }
  return out
}

/** The text of src/ui/themes.css. */
export function renderThemesCss(): string {
  const blocks = BRAND_THEMES.map((theme) => {
    const selector = theme === 'default' ? ":root,\n[data-theme='default']" : `[data-theme='${theme}']`
    const vars = Object.entries(themeCssVariables(theme))
      .map(([name, value]) => `  ${name}: ${value};`)
      .join('\n')
    const scheme = luminance(themePalettes[theme].bg) < 0.2 ? 'dark' : 'light'
    return `${selector} {\n  color-scheme: ${scheme};\n${vars}\n}`
  })
  return [
    '/*',
    ' * Brand themes as CSS variables. GENERATED from src/modules/themes/themes.ts by',
    ' * `npx tsx scripts/generate-themes-css.ts`: edit the palettes there, not here.',
    ' * Text/background pairs pass WCAG AA (checked in src/modules/themes/themes.test.ts).',
    ' * --font-heading / --font-body read --site-font-heading / --site-font-body first (per-site fonts).',
    ' */',
    '',
    blocks.join('\n\n'),
    '',
  ].join('\n')
}

// ---------------------------------------------------------------------------------------------
// contrast (WCAG 2.x)

function parseHex(hex: string): [number, number, number] {
  const m = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim())
  const body = m?.[1]
  if (!body) throw new Error(`not a hex colour: ${hex}`)
  const full = body.length === 3 ? [...body].map((c) => c + c).join('') : body
  const v = parseInt(full, 16)
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255]
}

/** relative luminance of an sRGB hex colour, 0 (black) .. 1 (white) */
export function luminance(hex: string): number {
  const [r, g, b] = parseHex(hex).map((c) => {
    const s = c / 255
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
  }) as [number, number, number]
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

/** WCAG contrast ratio of two hex colours, 1 .. 21 (order does not matter) */
export function contrastRatio(hexA: string, hexB: string): number {
  const a = luminance(hexA)
  const b = luminance(hexB)
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05)
}
