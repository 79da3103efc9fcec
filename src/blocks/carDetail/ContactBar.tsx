import type { Translate } from '@/modules/content/dictionary'

type Props = {
  /** the number the call button dials (tel: form), or null when the car has none */
  tel: string | null
  showTestDrive: boolean
  t: Translate
}

const item =
  'flex min-h-14 flex-1 flex-col items-center justify-center gap-0.5 px-2 text-sm font-semibold focus-visible:outline focus-visible:outline-2 focus-visible:-outline-offset-4'

/**
 * The car page's contact bar on phones (issue 18 item 9): call, write (the enquiry form) and book
 * a test drive, fixed at the bottom below 768 px. The page's bottom is padded by its height
 * (globals.css), so the bar never covers the end of the page, footer included. Plain links: it
 * works before and without JavaScript.
 */
export function ContactBar({ tel, showTestDrive, t }: Props) {
  return (
    <nav
      aria-label={t('contactBarLabel')}
      data-contact-bar
      data-print-hide
      className="fixed inset-x-0 bottom-0 z-30 flex border-t border-[var(--color-border)] bg-[var(--color-surface)] text-[var(--color-fg)] shadow-[0_-4px_16px_rgb(0_0_0/0.12)] md:hidden print:hidden"
    >
      {tel ? (
        <a href={tel} className={item}>
          {t('contactBarCall')}
        </a>
      ) : null}
      <a href="#contact-form" className={`${item} bg-[var(--color-primary)] text-[var(--color-primary-fg)]`}>
        {t('contactBarWrite')}
      </a>
      {showTestDrive ? (
        <a href="#contact-testdrive" className={item}>
          {t('contactBarTestDrive')}
        </a>
      ) : null}
    </nav>
  )
}
