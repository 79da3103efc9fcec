import { nonBreakingPhone } from '@/modules/content/phone-text'

const LINK = 'text-[var(--color-link)] underline underline-offset-2'

/** A phone number: a tel: link when it parses (E.164), else the text as written; nothing when empty. */
export function PhoneLink({ text, href }: { text: string | null | undefined; href: string | null | undefined }) {
  if (!text) return null
  return href ? (
    <a href={href} className={LINK}>
      {nonBreakingPhone(text)}
    </a>
  ) : (
    <span>{text}</span>
  )
}

/** An e-mail address as a mailto: link, broken anywhere so a long address never widens the page. */
export function EmailLink({ email }: { email: string | null | undefined }) {
  if (!email) return null
  return (
    <a href={`mailto:${email}`} className={`break-all ${LINK}`}>
      {email}
    </a>
  )
}
