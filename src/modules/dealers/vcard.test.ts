import { describe, expect, it } from 'vitest'
import { dealerVCard, escapeVCardText, foldLine, staffVCard, vCardFileName } from './vcard'
import { testSite } from './test-site'

describe('dealerVCard', () => {
  it('writes a vCard 3.0 of the site with CRLF lines', () => {
    const card = dealerVCard(testSite(), {
      url: 'https://www.hedinautomotive.se/anlaggningar/hedin-automotive-barkarby',
    })
    expect(card.endsWith('\r\n')).toBe(true)
    expect(card.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/)
    expect(card.split('\r\n')).toEqual([
      'BEGIN:VCARD',
      'VERSION:3.0',
      'FN:Hedin Automotive Barkarby',
      'N:Hedin Automotive Barkarby;;;;',
      'ORG:Hedin Automotive Barkarby',
      'TEL;TYPE=WORK,VOICE:+4681234567',
      'EMAIL;TYPE=INTERNET,WORK:barkarby@hedinautomotive.example',
      'ADR;TYPE=WORK:;;Bruttovägen 9;Järfälla;Stockholms län;175 43;Sweden',
      'GEO:59.4168;17.8672',
      'URL:https://www.hedinautomotive.se/anlaggningar/hedin-automotive-barkarby',
      'END:VCARD',
      '',
    ])
  })

  it('leaves out lines the site has no value for', () => {
    const card = dealerVCard(testSite({ site_phone: null, site_email: null, site_geocoord: null }))
    expect(card).not.toMatch(/TEL|EMAIL|GEO|URL/)
  })
})

describe('staffVCard', () => {
  it('writes the person with title, own number, and the site and department as organisation', () => {
    const site = testSite()
    const user = {
      first_name: 'Anna',
      last_name: 'Svensson',
      title: 'Säljare, nya bilar',
      phone: '070-123 45 67',
      email: 'anna.svensson@hedinautomotive.example',
    }
    const lines = staffVCard(user, site, { department: { name: 'Nybilsförsäljning' } }).split('\r\n')
    expect(lines).toContain('FN:Anna Svensson')
    expect(lines).toContain('N:Svensson;Anna;;;')
    expect(lines).toContain('ORG:Hedin Automotive Barkarby;Nybilsförsäljning')
    expect(lines).toContain('TITLE:Säljare\\, nya bilar')
    expect(lines).toContain('TEL;TYPE=WORK,VOICE:+46701234567')
    expect(lines).toContain('EMAIL;TYPE=INTERNET,WORK:anna.svensson@hedinautomotive.example')
    expect(lines).toContain('ADR;TYPE=WORK:;;Bruttovägen 9;Järfälla;Stockholms län;175 43;Sweden')
  })
})

describe('vCard text', () => {
  it('escapes backslash, comma, semicolon and line breaks', () => {
    expect(escapeVCardText('a\\b, c; d\ne\r\nf')).toBe('a\\\\b\\, c\\; d\\ne\\nf')
  })

  it('folds lines over 75 octets without splitting a character', () => {
    const line = `NOTE:${'å'.repeat(60)}`
    const folded = foldLine(line)
    const pieces = folded.split('\r\n')
    expect(pieces.length).toBeGreaterThan(1)
    for (const piece of pieces) expect(new TextEncoder().encode(piece).length).toBeLessThanOrEqual(75)
    expect(pieces.slice(1).every((p) => p.startsWith(' '))).toBe(true)
    expect(pieces.map((p, i) => (i ? p.slice(1) : p)).join('')).toBe(line)
    expect(foldLine('FN:short')).toBe('FN:short')
  })

  it('names the file after the contact', () => {
    expect(vCardFileName('Hedin Automotive Örebro')).toBe('hedin-automotive-orebro.vcf')
    expect(vCardFileName('')).toBe('contact.vcf')
  })
})
