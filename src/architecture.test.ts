import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * The layering rules of ARCHITECTURE.md, checked on the source: no import cycles between files
 * (type imports included), modules never reach up into routes, blocks or seed data, and src/lib
 * keeps to infrastructure.
 */
const root = path.resolve(__dirname, '..')

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = `${dir}/${entry.name}`
    if (entry.isDirectory()) return entry.name === 'migrations' ? [] : sourceFiles(rel)
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [rel] : []
  })
}

const files = sourceFiles('src')
const known = new Set(files)

function resolveImport(from: string, spec: string): string | null {
  let base: string
  if (spec.startsWith('@/')) base = `src/${spec.slice(2)}`
  else if (spec.startsWith('@data/')) base = `data/${spec.slice(6)}`
  else if (spec.startsWith('.')) base = path.posix.normalize(path.posix.join(path.posix.dirname(from), spec))
  else return null
  if (base.startsWith('data/')) return base
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`]) {
    if (known.has(candidate)) return candidate
  }
  return null
}

const imports = new Map<string, string[]>(
  files.map((file) => {
    const text = readFileSync(path.join(root, file), 'utf8')
    const specs = [
      ...[...text.matchAll(/^(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]/gm)].map((m) => m[1]),
      ...[...text.matchAll(/import\(['"]([^'"]+)['"]\)/g)].map((m) => m[1]),
    ]
    return [file, specs.flatMap((spec) => (spec ? [resolveImport(file, spec)] : [])).filter((f) => f !== null)]
  }),
)

/** Strongly connected groups of more than one file (Tarjan). */
function cycles(): string[][] {
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const found: string[][] = []
  let next = 0
  const visit = (v: string) => {
    index.set(v, next)
    low.set(v, next++)
    stack.push(v)
    onStack.add(v)
    for (const w of imports.get(v) ?? []) {
      if (!imports.has(w)) continue
      if (!index.has(w)) {
        visit(w)
        low.set(v, Math.min(low.get(v)!, low.get(w)!))
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!))
    }
    if (low.get(v) === index.get(v)) {
      const group: string[] = []
      let w: string | undefined
      do {
        w = stack.pop()!
        onStack.delete(w)
        group.push(w)
      } while (w !== v)
      if (group.length > 1) found.push(group)
    }
  }
  for (const file of files) if (!index.has(file)) visit(file)
  return found
}

describe('architecture', () => {
  it('has no import cycles', () => {
    expect(cycles()).toEqual([])
  })

  it('keeps modules below routes, blocks, the CMS config and seed data', () => {
    const upward = [...imports]
      .filter(([file]) => file.startsWith('src/modules/') && !file.includes('/testing/'))
      .flatMap(([file, deps]) =>
        deps.filter((d) => /^(src\/app|src\/blocks|src\/cms|src\/seed|data)\//.test(d)).map((d) => `${file} -> ${d}`),
      )
    expect(upward).toEqual([])
  })

  it('keeps car and search code out of src/lib', () => {
    const lib = files.filter((f) => f.startsWith('src/lib/')).map((f) => path.posix.basename(f))
    expect(lib.filter((name) => /car|search|finance|inventory/.test(name))).toEqual([])
  })
})
