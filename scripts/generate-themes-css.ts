/**
 * Writes src/ui/themes.css from the palettes in src/modules/themes/themes.ts.
 *   npx tsx scripts/generate-themes-css.ts          write the file
 *   npx tsx scripts/generate-themes-css.ts --check  exit 1 when the file is out of date
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { renderThemesCss } from '../src/modules/themes/themes'

const target = resolve(dirname(fileURLToPath(import.meta.url)), '../src/ui/themes.css')
const css = renderThemesCss()

if (process.argv.includes('--check')) {
  let current = ''
  try {
    current = readFileSync(target, 'utf8')
  } catch {
    // missing counts as out of date
  }
  if (current !== css) {
    console.error(`${target} is out of date: run npx tsx scripts/generate-themes-css.ts`)
    process.exit(1)
  }
  console.log(`${target} is up to date`)
} else {
  writeFileSync(target, css)
  console.log(`wrote ${target}`)
}
