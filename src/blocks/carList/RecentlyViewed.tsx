'use client'

import Image from 'next/image'
import { useId, useMemo } from 'react'
import { parseRecentlyViewed, recentlyViewedKey } from '@/modules/cars/recently-viewed'
import { Link } from '@/ui/Link'
import { clearViewedCars, recordViewedCar, useStorageItem } from './browser-storage'
import { parseStoredJson } from '@/lib/stored-json'
import type { RecentlyViewedTexts } from './personal-texts'

type Props = { siteName: string; texts: RecentlyViewedTexts }

/**
 * The visitor's recently viewed cars as a compact horizontal row. Local storage exists only in
 * the browser, so the server and the hydrating render show nothing; the row appears right
 * after hydration and stays hidden while the list is empty.
 */
export function RecentlyViewed({ siteName, texts }: Props) {
  const raw = useStorageItem(recentlyViewedKey(siteName))
  const cars = useMemo(() => parseRecentlyViewed(parseStoredJson(raw)), [raw])
  const headingId = useId()
  if (!cars.length) return null
  return (
    <section aria-labelledby={headingId} className="my-6">
      <div className="mb-2 flex items-baseline justify-between gap-4">
        <h2 id={headingId} className="text-lg font-bold [font-family:var(--font-heading)]">
          {texts.heading}
        </h2>
        <button
          type="button"
          aria-describedby={headingId}
          onClick={() => clearViewedCars(siteName)}
          className="rounded-[var(--radius)] px-2 py-1 text-sm text-[var(--color-link)] underline underline-offset-2 hover:no-underline focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2"
        >
          {texts.clear}
        </button>
      </div>
      <ul className="-mx-1 flex snap-x gap-3 overflow-x-auto px-1 pb-2 pt-1">
        {cars.map((car) => (
          <li key={car.id} className="w-40 shrink-0 snap-start">
            <Link
              href={car.href}
              onClick={() => recordViewedCar(siteName, car)}
              className="group block h-full overflow-hidden rounded-[var(--radius)] border border-[var(--color-border)] bg-[var(--color-surface)] transition-shadow hover:shadow-md focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2"
            >
              <span className="relative block aspect-[4/3] bg-neutral-100">
                {car.image ? (
                  <Image src={car.image.src} alt="" fill sizes="160px" className="object-cover" />
                ) : (
                  <svg
                    aria-hidden="true"
                    viewBox="0 0 64 32"
                    className="absolute inset-0 m-auto h-6 w-12 fill-current text-[var(--color-muted)] opacity-50"
                  >
                    <path d="M8 22c0-3 2-5 5-6l7-7c2-2 4-3 7-3h12c3 0 5 1 7 3l6 7c4 1 6 3 6 6v3h-4a5 5 0 0 0-10 0H22a5 5 0 0 0-10 0H8zm9 5a3 3 0 1 1 0-.1zm29 0a3 3 0 1 1 0-.1z" />
                  </svg>
                )}
              </span>
              <span className="block px-2 py-1.5 text-sm">
                <span className="block truncate font-semibold group-hover:underline">
                  {car.brand} {car.model}
                </span>
                {car.price ? (
                  <span className="block truncate">
                    {car.price}
                    {car.exVat ? <span className="ml-1 text-xs font-normal">{texts.exclVat}</span> : null}
                  </span>
                ) : null}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}
