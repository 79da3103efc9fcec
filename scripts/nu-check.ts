/**
 * The Nu HTML Checker (vnu.jar, from the vnu-jar package) over every page type of three sites
 * (tests/e2e/page-types.ts), printing the errors per page. Needs Java; without it, says so and
 * stops. Reads a running server: E2E_PORT (default 3100), as the end-to-end tests do.
 *
 *   node --import tsx scripts/nu-check.ts
 */
import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { CAR, PAGE_TYPES } from '../tests/e2e/page-types'

const port = Number(process.env.E2E_PORT ?? 3100)
const base = `http://127.0.0.1:${port}`
const url = (site: string, p: string) => `${base}${p}${p.includes('?') ? '&' : '?'}sc_site=${site}`

if (spawnSync('java', ['-version']).status !== 0) {
  console.log('nu-check: no Java on this machine; the Nu HTML Checker needs it (e.g. default-jre-headless).')
  process.exit(0)
}
const jar = createRequire(import.meta.url)('vnu-jar') as string

const dir = mkdtempSync(path.join(tmpdir(), 'nu-check-'))
const files = new Map<string, string>()
try {
  for (const [site, pages] of Object.entries(PAGE_TYPES)) {
    for (const [name, pagePath] of Object.entries(pages)) {
      let target = pagePath
      if (pagePath === CAR) {
        const lang = site === 'hedin-fi' ? 'fi' : site === 'hedin-uk' ? 'en' : 'sv'
        const list = await fetch(url(site, `/api/cars/list?site=${site}&lang=${lang}&limit=1`))
        target = ((await list.json()) as { cards: { href: string }[] }).cards[0]!.href
      }
      const html = await (await fetch(url(site, target))).text()
      const file = path.join(dir, `${files.size}.html`)
      writeFileSync(file, html)
      files.set(file, `${site} ${name} (${target})`)
    }
  }
  // vnu writes its JSON report to stderr.
  const run = spawnSync('java', ['-jar', jar, '--format', 'json', '--exit-zero-always', ...files.keys()], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  })
  const out = run.stderr
  const report = JSON.parse(out || '{"messages":[]}') as {
    messages: { type: string; url?: string; message: string; lastLine?: number; extract?: string }[]
  }
  let total = 0
  for (const [file, label] of files) {
    const errors = report.messages.filter((m) => m.type === 'error' && m.url?.replace(/^file:/, '') === file)
    total += errors.length
    console.log(`${String(errors.length).padStart(4)} errors  ${label}`)
    for (const error of errors.slice(0, 10)) console.log(`        line ${error.lastLine ?? '?'}: ${error.message}`)
  }
  console.log(`${total} errors on ${files.size} pages`)
} finally {
  rmSync(dir, { recursive: true, force: true })
}
