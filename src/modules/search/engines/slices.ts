/**
 * Long index work (a load of 100,000 documents, a sort of every slot, a compaction) runs in
 * slices of a few milliseconds that give the event loop back in between, so requests keep being
 * answered while it goes on. Work is written as a generator that yields where it may pause;
 * the same generator runs to the end at once when it is small or no one waits.
 */

/** Gives the event loop back: pending I/O callbacks and timers run before the next slice. */
export const nextTurn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve))

export class Slicer {
  private started = performance.now()

  constructor(
    /** Work time between two pauses. */
    private readonly budgetMs = 8,
    private readonly pause: () => Promise<void> = nextTurn,
    /** Checked at each pause: a closed engine stops loading instead of finishing in the background. */
    private readonly aborted: () => boolean = () => false,
  ) {}

  /** Pauses when this slice has used its budget. Cheap enough to call once per document. */
  async maybeYield(): Promise<void> {
    if (performance.now() - this.started < this.budgetMs) return
    await this.pause()
    if (this.aborted()) throw new SliceAbortedError()
    this.started = performance.now()
  }

  /** Runs a generator, pausing whenever it yields past the budget. */
  async run<T>(work: Generator<void, T>): Promise<T> {
    for (;;) {
      const step = work.next()
      if (step.done) return step.value
      await this.maybeYield()
    }
  }
}

export class SliceAbortedError extends Error {
  readonly code = 'SEARCH_INDEX_CLOSED'
  constructor() {
    super('the search index was closed while it was being updated')
  }
}

/** Runs a generator to its end without pausing. */
export function runNow<T>(work: Generator<void, T>): T {
  for (;;) {
    const step = work.next()
    if (step.done) return step.value
  }
}

/** Elements moved between two possible pauses of a sort or merge. */
const STEP = 4096

/**
 * A stable merge sort of slots (bottom-up: insertion-sorted runs, then merges of doubling
 * width) that can pause every few thousand elements. `Array.prototype.sort` cannot pause, and a
 * sort of 100,000 slots by id takes longer than a request may wait.
 */
export function* sortSlots(
  input: Uint32Array,
  compare: (a: number, b: number) => number,
): Generator<void, Uint32Array> {
  const n = input.length
  let source = input.slice()
  let target = new Uint32Array(n)
  const RUN = 32
  for (let low = 0; low < n; low += RUN) {
    const high = Math.min(low + RUN, n)
    for (let i = low + 1; i < high; i++) {
      const value = source[i]!
      let j = i - 1
      while (j >= low && compare(source[j]!, value) > 0) {
        source[j + 1] = source[j]!
        j--
      }
      source[j + 1] = value
    }
    if (low % STEP === 0) yield
  }
  for (let width = RUN; width < n; width *= 2) {
    let moved = 0
    for (let low = 0; low < n; low += 2 * width) {
      const middle = Math.min(low + width, n)
      const high = Math.min(low + 2 * width, n)
      let i = low
      let j = middle
      let k = low
      while (i < middle && j < high) {
        // The right element goes first only when strictly smaller: equal elements keep their order.
        target[k++] = compare(source[j]!, source[i]!) < 0 ? source[j++]! : source[i++]!
        if (++moved === STEP) {
          moved = 0
          yield
        }
      }
      while (i < middle) target[k++] = source[i++]!
      while (j < high) target[k++] = source[j++]!
    }
    ;[source, target] = [target, source]
    yield
  }
  return source
}
