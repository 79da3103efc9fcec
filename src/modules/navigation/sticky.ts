/**
 * Spec 1 sections 4 and 9: with a sticky bar, the home page shows the bar without its
 * background until the visitor has scrolled more than 100 px; every other page always has it.
 */
export const STICKY_THRESHOLD_PX = 100

export function showsBarBackground({ sticky, home, scrollY }: { sticky: boolean; home: boolean; scrollY: number }) {
  return !sticky || !home || scrollY > STICKY_THRESHOLD_PX
}
