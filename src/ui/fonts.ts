/** The site's font is a class on <html> that sets the font variables (see globals.css). */
export function fontClassFor(font: string): string {
  return `font-${font.replace(/[^a-z0-9-]/g, '')}`
}
