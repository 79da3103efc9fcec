/**
 * Fixed-size bitsets over document slots, 32 slots a word. The in-process engine answers a
 * filter by AND-ing and OR-ing these, which at 100,000 documents is ~3,000 words an operation.
 */
export type Bitset = Uint32Array

export function createBitset(size: number): Bitset {
  return new Uint32Array(Math.ceil(size / 32))
}

export function setBit(bits: Bitset, slot: number): void {
  bits[slot >>> 5]! |= 1 << (slot & 31)
}

export function hasBit(bits: Bitset, slot: number): boolean {
  return (bits[slot >>> 5]! & (1 << (slot & 31))) !== 0
}

/** `into &= other`, in place. */
export function andInto(into: Bitset, other: Bitset): Bitset {
  for (let i = 0; i < into.length; i++) into[i]! &= other[i]!
  return into
}

/** `into &= ~other`, in place. */
export function andNotInto(into: Bitset, other: Bitset): Bitset {
  for (let i = 0; i < into.length; i++) into[i]! &= ~other[i]!
  return into
}

/** `into |= other`, in place. */
export function orInto(into: Bitset, other: Bitset): Bitset {
  for (let i = 0; i < into.length; i++) into[i]! |= other[i]!
  return into
}

export function popcount(bits: Bitset): number {
  let count = 0
  for (let i = 0; i < bits.length; i++) {
    let x = bits[i]!
    x -= (x >>> 1) & 0x55555555
    x = (x & 0x33333333) + ((x >>> 2) & 0x33333333)
    count += (Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24) as number
  }
  return count
}

/** Calls `visit` with every set slot, in ascending order. */
export function forEachSet(bits: Bitset, visit: (slot: number) => void): void {
  for (let word = 0; word < bits.length; word++) {
    let x = bits[word]!
    while (x !== 0) {
      const lowest = x & -x
      visit((word << 5) + 31 - Math.clz32(lowest))
      x ^= lowest
    }
  }
}

/** A bitset with the given slots set. */
export function bitsetOf(size: number, slots: ArrayLike<number>): Bitset {
  const bits = createBitset(size)
  for (let i = 0; i < slots.length; i++) setBit(bits, slots[i]!)
  return bits
}

/** A bitset with slots 0 .. size - 1 set. */
export function fullBitset(size: number): Bitset {
  const bits = createBitset(size)
  bits.fill(0xffffffff)
  const rest = size & 31
  if (rest !== 0) bits[bits.length - 1] = (1 << rest) - 1
  return bits
}
