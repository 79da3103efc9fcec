'use client'

import type { KitsSession } from '@/modules/kits/session'
import { Dialog } from './Dialog'
import type { KitsTexts } from './texts'

type Props = {
  session: KitsSession
  carTitle: string | null
  listPath: string
  debugQuery: string | null
  texts: KitsTexts
  onClose: () => void
}

/**
 * The session the dealer system opened the tool with. Clearing it leaves the tool without one
 * (the page then answers 403); the debug fill, where offered, completes it with test values.
 */
export default function SessionDialog({ session, carTitle, listPath, debugQuery, texts, onClose }: Props) {
  const rows: [string, string | undefined][] = [
    [texts.sessionUser, session.user],
    [texts.sessionDealer, session.dealer],
    [texts.sessionUnit, session.unit],
    [texts.sessionTransaction, session.transactionId],
    [texts.sessionVehicle, session.auto ? (carTitle ? `${carTitle} (${session.auto})` : session.auto) : undefined],
  ]
  return (
    <Dialog title={texts.sessionInfo} closeLabel={texts.close} onClose={onClose}>
      <dl className="mb-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1" data-kits-session>
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-semibold">{label}</dt>
            <dd className="break-words">{value ?? '–'}</dd>
          </div>
        ))}
      </dl>
      <div className="flex flex-wrap gap-3">
        <a
          href={listPath}
          className="rounded-[var(--radius)] border border-[var(--color-primary)] px-4 py-2 font-semibold"
        >
          {texts.clearSession}
        </a>
        {debugQuery ? (
          <a
            href={`${listPath}?${debugQuery}`}
            className="rounded-[var(--radius)] border border-[var(--color-border)] px-4 py-2"
          >
            {texts.debugFill}
          </a>
        ) : null}
      </div>
    </Dialog>
  )
}
