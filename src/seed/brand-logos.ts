import { hash32 } from '../../data/inventory/random'

/**
 * Demo brand logos: a badge with the brand's name, as SVG text built in code (no network, no
 * font files: a generic sans-serif). The colour badge takes a hue from the brand code; the black
 * and white one is a black outline and name on a transparent ground. Same brand, same bytes.
 */

export const BRAND_LOGO_SIZE = { width: 240, height: 80 } as const

const FONT = "'Helvetica Neue', Helvetica, Arial, 'DejaVu Sans', sans-serif"

export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;')
}

/** One line, or two split at the space nearest the middle when the name is long. */
export function logoLines(name: string): string[] {
  if (name.length <= 16 || !name.includes(' ')) return [name]
  const middle = name.length / 2
  let best = -1
  for (let i = 0; i < name.length; i++) {
    if (name[i] === ' ' && (best < 0 || Math.abs(i - middle) < Math.abs(best - middle))) best = i
  }
  return [name.slice(0, best), name.slice(best + 1)]
}

export type LogoVariant = 'colour' | 'bw'

export function brandLogoSvg(code: string, name: string, variant: LogoVariant): string {
  const { width, height } = BRAND_LOGO_SIZE
  const hue = hash32(code) % 360
  const lines = logoLines(name)
  const longest = Math.max(...lines.map((line) => line.length))
  const size = Math.min(30, Math.floor((width - 32) / (0.6 * longest)), lines.length > 1 ? 24 : 30)
  const fill = variant === 'colour' ? '#ffffff' : '#000000'
  const badge =
    variant === 'colour'
      ? `<rect x="2" y="2" width="${width - 4}" height="${height - 4}" rx="14" fill="hsl(${hue}, 62%, 34%)"/>` +
        `<rect x="8" y="8" width="${width - 16}" height="${height - 16}" rx="10" fill="none" stroke="#ffffff" stroke-opacity="0.55" stroke-width="2"/>`
      : `<rect x="3" y="3" width="${width - 6}" height="${height - 6}" rx="14" fill="none" stroke="#000000" stroke-width="4"/>`
  const lineHeight = size * 1.1
  const firstBaseline = height / 2 - ((lines.length - 1) * lineHeight) / 2 + size * 0.35
  const text = lines
    .map(
      (line, i) =>
        `<text x="${width / 2}" y="${(firstBaseline + i * lineHeight).toFixed(1)}" text-anchor="middle" font-family="${escapeXml(FONT)}" font-size="${size}" font-weight="700" fill="${fill}">${escapeXml(line)}</text>`,
    )
    .join('')
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(name)}">${badge}${text}</svg>\n`
}

/** The deterministic file name of a brand logo: brand-mb-tr.svg, brand-mb-tr-bw.svg. */
export function brandLogoFilename(code: string, variant: LogoVariant): string {
  const base = code.toLowerCase().replace(/[^a-z0-9]+/g, '-')
  return `brand-${base}${variant === 'bw' ? '-bw' : ''}.svg`
}
