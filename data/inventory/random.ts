/**
 * A small seeded pseudo-random generator, so the demo inventory is the same on every machine
 * and every run: the same seed always gives the same sequence (Math.random cannot be seeded).
 */

/** FNV-1a, 32 bit: turns any key into a seed. */
export function hash32(text: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i)
    h = Math.imul(h, 0x01000193)
  }
  return h >>> 0
}

/**
 * A seed for one item of a generated list. Deriving each item's seed from its key (instead of
 * drawing items one after another from one stream) keeps item 7 the same whether 10 or 100,000
 * items are generated, so ids that other data refers to stay stable.
 */
export function seedFor(...parts: readonly (string | number)[]): number {
  return hash32(parts.join('\u0001'))
}

export class Random {
  private state: number

  constructor(seed: number) {
    this.state = seed >>> 0
  }

  /** mulberry32: a float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0
    let t = this.state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }

  /** An integer in [min, max], both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1))
  }

  /** A float in [min, max). */
  float(min: number, max: number): number {
    return min + this.next() * (max - min)
  }

  chance(probability: number): boolean {
    return this.next() < probability
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new RangeError('pick from an empty list')
    return items[Math.floor(this.next() * items.length)] as T
  }

  /** Picks by weight; weights need not sum to 1. */
  weighted<T>(items: readonly (readonly [T, number])[]): T {
    let total = 0
    for (const [, weight] of items) total += weight
    let r = this.next() * total
    for (const [item, weight] of items) {
      r -= weight
      if (r < 0) return item
    }
    const last = items[items.length - 1]
    if (!last) throw new RangeError('weighted pick from an empty list')
    return last[0]
  }

  /** `count` distinct items in random order (all of them when count exceeds the list). */
  sample<T>(items: readonly T[], count: number): T[] {
    const copy = [...items]
    const n = Math.min(count, copy.length)
    for (let i = 0; i < n; i++) {
      const j = i + Math.floor(this.next() * (copy.length - i))
      const a = copy[i] as T
      copy[i] = copy[j] as T
      copy[j] = a
    }
    return copy.slice(0, n)
  }

  /** Roughly normal around `mean` (sum of three uniforms), clamped to [min, max]. */
  around(mean: number, spread: number, min: number, max: number): number {
    const r = (this.next() + this.next() + this.next()) / 1.5 - 1
    return Math.min(max, Math.max(min, mean + r * spread))
  }
}
