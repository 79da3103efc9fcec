import Image from 'next/image'
import type { ReactNode } from 'react'
import type { CarCard as CarCardData } from '@/modules/cars/card'
import { Link } from './Link'

export type CarCardTexts = { campaignBadge: string; exclVat: string; missingImageText: string }

type Props = {
  car: CarCardData
  texts: CarCardTexts
  /** e.g. the compare toggle, drawn in the card's corner above the link */
  action?: ReactNode
  /** the first cards of a list are above the fold */
  priority?: boolean
  headingLevel?: 'h2' | 'h3'
  onOpen?: () => void
}

/**
 * One car in a grid or a carousel. The whole card is one link (its heading names the car);
 * the action sits outside the link so the card never nests interactive elements.
 */
export function CarCard({ car, texts, action, priority = false, headingLevel = 'h3', onOpen }: Props) {
  const Heading = headingLevel
  const facts = [car.year, car.mileage, car.fuel, car.gearbox].filter((fact) => fact !== null && fact !== '')
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-[var(--radius)] border border-[var(--color-border)] bg-[var(--color-surface)] transition-shadow hover:shadow-lg">
      <div className="relative aspect-[4/3] bg-neutral-100">
        {car.image ? (
          <Image
            src={car.image.src}
            alt=""
            fill
            sizes="(min-width: 1536px) 22vw, (min-width: 1024px) 30vw, (min-width: 640px) 45vw, 100vw"
            className="object-cover"
            priority={priority}
            placeholder={car.image.blurDataUrl ? 'blur' : 'empty'}
            blurDataURL={car.image.blurDataUrl ?? undefined}
          />
        ) : (
          <div className="flex h-full flex-col items-center justify-center gap-2 text-neutral-700">
            <svg aria-hidden="true" viewBox="0 0 64 32" className="h-10 w-20 fill-current opacity-50">
              <path d="M8 22c0-3 2-5 5-6l7-7c2-2 4-3 7-3h12c3 0 5 1 7 3l6 7c4 1 6 3 6 6v3h-4a5 5 0 0 0-10 0H22a5 5 0 0 0-10 0H8zm9 5a3 3 0 1 1 0-.1zm29 0a3 3 0 1 1 0-.1z" />
            </svg>
            <span className="text-sm">{texts.missingImageText}</span>
          </div>
        )}
        {car.campaign ? (
          <span className="absolute left-3 top-3 rounded-full bg-[var(--color-campaign)] px-3 py-1 text-xs font-bold uppercase tracking-wide text-white shadow">
            {texts.campaignBadge}
          </span>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <Heading className="text-lg font-bold leading-tight [font-family:var(--font-heading)]">
          <Link
            href={car.href}
            onClick={onOpen}
            className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none group-focus-within:underline"
          >
            {car.brand} {car.model}
          </Link>
        </Heading>
        {car.version ? <p className="-mt-1 line-clamp-1 text-sm text-[var(--color-muted)]">{car.version}</p> : null}
        {facts.length ? (
          <ul className="flex flex-wrap gap-x-3 gap-y-1 text-sm">
            {facts.map((fact) => (
              <li key={String(fact)}>{fact}</li>
            ))}
          </ul>
        ) : null}
        {car.city ? (
          <p className="flex items-center gap-1 text-sm text-[var(--color-muted)]">
            <svg aria-hidden="true" viewBox="0 0 16 16" className="h-3.5 w-3.5 fill-current">
              <path d="M8 0a5.5 5.5 0 0 0-5.5 5.5C2.5 10 8 16 8 16s5.5-6 5.5-10.5A5.5 5.5 0 0 0 8 0zm0 7.5a2 2 0 1 1 0-4 2 2 0 0 1 0 4z" />
            </svg>
            {car.city}
          </p>
        ) : null}
        <div className="mt-auto flex flex-wrap items-end justify-between gap-x-3 gap-y-1 border-t border-[var(--color-border)] pt-3">
          <p className="flex flex-col">
            {car.previousPrice ? <s className="text-sm text-[var(--color-muted)]">{car.previousPrice}</s> : null}
            {car.price ? (
              <span className={`text-xl font-bold ${car.campaign ? 'text-[var(--color-campaign)]' : ''}`}>
                {car.price}
                {car.exVat ? <span className="ml-1 text-sm font-normal">{texts.exclVat}</span> : null}
              </span>
            ) : null}
          </p>
          {car.monthly ? (
            <p className="text-right text-sm">
              <span className="block text-[var(--color-muted)]">{car.monthly.label}</span>
              <span className="font-semibold">{car.monthly.text}</span>
            </p>
          ) : null}
        </div>
      </div>
      {action ? <div className="absolute right-3 top-3 z-10">{action}</div> : null}
    </article>
  )
}
