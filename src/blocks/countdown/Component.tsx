import type { CountdownBlock as CountdownFields } from '@/payload-types'
import { LANGUAGES } from '@/modules/sites/languages'
import { COUNTDOWN_TIME_ZONES, formatCountdownEnd, normaliseUnits, parseTarget } from '@/modules/content/countdown'
import { Link } from '@/ui/Link'
import { BlockHeading } from '../BlockHeading'
import type { BlockProps } from '../context'
import { LazyCountdownClock } from './LazyClock'

/**
 * The server's clock for this render. Reading it is the point: the browser's first render shows
 * the same value (no hydration mismatch) and then ticks from its own clock.
 */
function renderedAt(): number {
  return Date.now()
}

/**
 * Countdown (spec 1 sections 3 and 4): the time left until a moment in days, hours, minutes and
 * seconds (or the units the editor picks), ticking every second and zero once passed. Nothing
 * renders without a valid target.
 */
export function CountdownBlock({ block, ctx }: BlockProps<CountdownFields>) {
  const target = parseTarget(block.target)
  if (target === null) return null
  const units = normaliseUnits(block.units)
  const headingId = `countdown-${block.id ?? 'block'}`
  return (
    <section
      aria-labelledby={block.heading?.trim() ? headingId : undefined}
      aria-label={block.heading ? undefined : ctx.t('countdownLabel')}
      className="mx-auto max-w-4xl px-4 py-10 text-center md:py-14"
    >
      <BlockHeading id={headingId} text={block.heading} />
      {block.text ? <p className="mx-auto mt-2 max-w-2xl text-[var(--color-muted)]">{block.text}</p> : null}
      <div className="mt-6">
        <LazyCountdownClock
          target={target}
          serverNow={renderedAt()}
          units={units}
          labels={{
            years: ctx.t('countdownYears'),
            days: ctx.t('countdownDays'),
            hours: ctx.t('countdownHours'),
            minutes: ctx.t('countdownMinutes'),
            seconds: ctx.t('countdownSeconds'),
          }}
          endedText={block.endedText ?? undefined}
        />
      </div>
      <p className="mt-4 text-sm text-[var(--color-muted)]">
        {ctx.t('countdownEnds', {
          date: formatCountdownEnd(target, LANGUAGES[ctx.lang].locale, COUNTDOWN_TIME_ZONES[ctx.lang]),
        })}
      </p>
      {block.link?.url && block.link.label ? (
        <Link
          href={block.link.url}
          site={ctx.site}
          lang={ctx.lang}
          className="mt-6 inline-block rounded-[var(--radius)] bg-[var(--color-primary)] px-6 py-3 font-semibold text-[var(--color-primary-fg)] hover:opacity-90"
        >
          {block.link.label}
        </Link>
      ) : null}
    </section>
  )
}
