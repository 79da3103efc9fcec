import { fold } from '../../src/modules/search/text'

/** Lower-case words joined by hyphens, ASCII only: 'Škoda Octavia Combi RS' -> 'skoda-octavia-combi-rs'. */
export function slugify(text: string): string {
  return fold(text.replace(/&/g, ' and ').replace(/\+/g, ' plus ').replace(/#/g, ' '))
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

/** Replaces {name} in a template with the value of `name`. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, name: string) => {
    const value = values[name]
    return value === undefined ? match : String(value)
  })
}
