import type { ComponentType } from 'react'

/*
 * A stand-in for next/dynamic in unit tests: server-side rendering in a test is synchronous and
 * cannot wait for a lazy chunk, so each loader runs at once and `dynamicLoaded()` resolves when
 * all have, after which every wrapper renders its component as the page does.
 *   vi.mock('next/dynamic', () => import('../testing/eager-dynamic'))
 *   beforeAll(dynamicLoaded)
 */

type Loaded<P> = ComponentType<P> | { default: ComponentType<P> }
const isModule = <P,>(loaded: Loaded<P>): loaded is { default: ComponentType<P> } =>
  typeof loaded === 'object' && 'default' in loaded
const pending: Promise<unknown>[] = []

export default function dynamic<P extends object>(loader: () => Promise<Loaded<P>>): ComponentType<P> {
  let Component: ComponentType<P> | null = null
  pending.push(
    loader().then((loaded) => {
      Component = isModule(loaded) ? loaded.default : loaded
    }),
  )
  function Eager(props: P) {
    if (!Component) throw new Error('a dynamic component rendered before dynamicLoaded() resolved')
    return <Component {...props} />
  }
  return Eager
}

/** Resolves once every loader created so far has loaded, including those modules create while loading. */
export async function dynamicLoaded(): Promise<void> {
  let settled = 0
  while (settled < pending.length) {
    const batch = pending.slice(settled)
    settled = pending.length
    await Promise.all(batch)
  }
}
