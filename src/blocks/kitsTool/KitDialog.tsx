'use client'

import { formatCents, toCents } from '@/modules/kits/cart'
import type { KitCard as Kit } from '@/modules/kits/list'
import { Dialog } from './Dialog'
import { KitImage } from './KitCard'
import type { KitsTexts } from './texts'

type Props = {
  kit: Kit
  locale: string
  selected: boolean
  texts: KitsTexts
  onToggle: () => void
  onClose: () => void
}

/** Every field of a kit, and its cart toggle (spec 3 sections 2.6 and 3). */
export default function KitDialog({ kit, locale, selected, texts, onToggle, onClose }: Props) {
  const category = [kit.kitCategory, kit.kitSubCategory].filter(Boolean).join(' › ')
  const facts: [string, string | null | undefined][] = [
    [texts.code, kit.kitCode],
    [texts.catalogue, kit.catalogueId],
    [texts.category, category],
    [texts.subSubCategory, kit.kitSubSubCategory],
    // The list holds active kits only; another value (none today) shows as the catalogue has it.
    [texts.status, kit.status === 'active' ? texts.statusActive : kit.status],
    [texts.action, kit.action],
    [texts.priceInclVat, formatCents(toCents(kit.retailPrice), locale, kit.currency)],
  ]
  return (
    <Dialog title={kit.name} closeLabel={texts.close} onClose={onClose}>
      <div data-kit-dialog={kit.kitId} className="space-y-4">
        <KitImage kit={kit} className="aspect-[16/9] w-full rounded-[var(--radius)] object-cover" />
        {kit.description ? (
          <p>
            <span className="sr-only">{texts.description}: </span>
            {kit.description}
          </p>
        ) : null}
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          {facts
            .filter(([, value]) => value)
            .map(([label, value]) => (
              <div key={label} className="contents">
                <dt className="font-semibold">{label}</dt>
                <dd className="break-words">{value}</dd>
              </div>
            ))}
        </dl>
        {kit.parts.length ? (
          <section>
            <h3 className="mb-1 font-bold">{texts.parts}</h3>
            <ul className="list-disc pl-5 text-sm">
              {kit.parts.map((part) => (
                <li key={`${part.partNumber}-${part.name}`}>
                  {part.quantity} × {part.name} ({part.partNumber})
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        {kit.labourSpecifications.length ? (
          <section>
            <h3 className="mb-1 font-bold">{texts.labour}</h3>
            <ul className="list-disc pl-5 text-sm">
              {kit.labourSpecifications.map((labour) => (
                <li key={labour.code}>
                  {labour.code}: {labour.description} ({labour.hours} h)
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        {kit.vehicleFitmentSpecifications.length ? (
          <section>
            <h3 className="mb-1 font-bold">{texts.fitment}</h3>
            <ul className="max-h-40 list-disc overflow-y-auto pl-5 text-sm">
              {kit.vehicleFitmentSpecifications.map((fitment) => (
                <li key={fitment.externalId}>
                  {[fitment.make, fitment.model, fitment.version, fitment.modelYear].filter(Boolean).join(' ')} (
                  {fitment.externalId})
                </li>
              ))}
            </ul>
            {kit.fitmentCount > kit.vehicleFitmentSpecifications.length ? (
              <p className="mt-1 text-sm">+{kit.fitmentCount - kit.vehicleFitmentSpecifications.length}</p>
            ) : null}
          </section>
        ) : null}
        <button
          type="button"
          aria-pressed={selected}
          onClick={onToggle}
          className={`w-full rounded-[var(--radius)] border border-[var(--color-primary)] px-4 py-3 font-semibold ${selected ? 'bg-[var(--color-primary)] text-[var(--color-primary-fg)]' : ''}`}
        >
          {selected ? texts.inCart : texts.addToCart}
        </button>
      </div>
    </Dialog>
  )
}
