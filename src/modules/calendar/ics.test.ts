import { describe, expect, it } from 'vitest'
import { calendarContentType, calendarFile } from './ics'

const event = {
  uid: 'booking-42@retail-cloud.invalid',
  start: new Date('2026-03-29T06:30:00Z'),
  end: new Date('2026-03-29T07:30:00Z'),
  title: 'Service, Hedin Bil Barkarby',
  description: 'ABC123: Basservice',
  location: 'Herrgårdsvägen 5, 177 38 Järfälla',
  geo: { lat: 59.41, lon: 17.87 },
}

/** Unfolds RFC 5545 continuation lines, so a test reads whole properties. */
const unfold = (ics: string) => ics.replace(/\r\n[ \t]/g, '')

describe('calendarFile', () => {
  it('writes one VEVENT with the uid, UTC times and METHOD:REQUEST in CRLF lines', () => {
    const ics = calendarFile(event)
    expect(ics).toContain('\r\n')
    const text = unfold(ics)
    expect(text).toMatch(/^BEGIN:VCALENDAR\r\n/)
    expect(text).toContain('METHOD:REQUEST')
    expect(text).toContain('UID:booking-42@retail-cloud.invalid')
    expect(text).toContain('DTSTART:20260329T063000Z')
    expect(text).toContain('DTEND:20260329T073000Z')
    expect(text).toContain('STATUS:CONFIRMED')
    expect(text).toContain('SUMMARY:Service\\, Hedin Bil Barkarby')
    expect(text).toContain('GEO:59.41;17.87')
    expect(text.match(/BEGIN:VEVENT/g)).toHaveLength(1)
  })

  it('a cancel keeps the uid, raises the sequence and says CANCELLED', () => {
    const text = unfold(calendarFile({ ...event, sequence: 2 }, 'CANCEL'))
    expect(text).toContain('METHOD:CANCEL')
    expect(text).toContain('STATUS:CANCELLED')
    expect(text).toContain('SEQUENCE:2')
    expect(text).toContain('UID:booking-42@retail-cloud.invalid')
  })

  it('refuses an event that ends before it starts', () => {
    expect(() => calendarFile({ ...event, end: event.start })).toThrow(RangeError)
  })

  it('names the method in the content type', () => {
    expect(calendarContentType('CANCEL')).toBe('text/calendar; charset=utf-8; method=CANCEL')
  })
})
