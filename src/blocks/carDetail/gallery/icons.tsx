/** Small stroke icons of the gallery's controls; each control names itself, so these are hidden. */

const paths = {
  previous: 'M15 5l-7 7 7 7',
  next: 'M9 5l7 7-7 7',
  close: 'M6 6l12 12M18 6L6 18',
  zoomIn: 'M11 4a7 7 0 1 1 0 14 7 7 0 0 1 0-14zM20 20l-4-4M11 8v6M8 11h6',
  zoomOut: 'M11 4a7 7 0 1 1 0 14 7 7 0 0 1 0-14zM20 20l-4-4M8 11h6',
  expand: 'M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5',
  rotateLeft: 'M4 12a8 8 0 1 0 2.3-5.7M4 4v4h4',
  rotateRight: 'M20 12a8 8 0 1 1-2.3-5.7M20 4v4h-4',
  pause: 'M9 5v14M15 5v14',
  play: 'M8 5l11 7-11 7z',
} as const

export type IconName = keyof typeof paths

export function Icon({ name, className = 'h-5 w-5' }: { name: IconName; className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className={`${className} fill-none stroke-current stroke-2`}>
      <path d={paths[name]} strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  )
}

/** A round icon button over a picture: 44 px to touch, visible on light and dark pictures. */
export const overlayButtonClass =
  'grid h-11 w-11 place-items-center rounded-full bg-white/90 text-neutral-900 shadow-md hover:bg-white focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-[var(--color-primary)] disabled:opacity-40'
