import { describe, expect, it } from 'vitest'
import { csvRecords, parseCsv, parseJson, parseLocationFile } from './import'

const header =
  'type,locationId,name,city,address,zip,lat,lng,info,open24h,openingHours,chargerOptions,emails,phones,webpages'

describe('import files', () => {
  it('reads CSV, quoted fields across lines included, and rejects bad rows by line number', () => {
    const csv = [
      header,
      'ChargingPoint,SE*HDC*E1,Hedin Charge Centrum,Uppsala,Storgatan 1,753 20,59.858,17.638,,true,,CCS2;4;150000;SE*HDC*E1*1|Type2;2;22000;SE*HDC*E1*2,,,',
      'ChargingPoint,SE*HDC*E2,"Hedin Charge ""Norr""",Uppsala,"Kungsgatan 2,',
      'entré B",753 21,abc,17.6,,false,,,,,',
      'F150Location,F150-1,Pickup Center Luleå,Luleå,Banvägen 3,973 46,65.58,22.15,,false,monday 08:00-17:00|friday 08:00-16:00,,info@pickup.example,+46 920 123 45,https://pickup.example/lulea',
      'Invalid,X1,Nowhere,,,,1,1,,,,,,,',
      'F150Location,F150-1,Duplicate,Luleå,Banvägen 3,973 46,65.58,22.15,,,,,,,',
      'F150Location,F150-2,Bad mail,Luleå,Banvägen 3,973 46,65.58,22.15,,,,,not-an-email,,',
    ].join('\n')
    const { rows, rejected } = parseCsv(csv)
    expect(rows.map((r) => [r.line, r.input.locationId])).toEqual([
      [2, 'SE*HDC*E1'],
      [5, 'F150-1'],
    ])
    expect(rows[0]!.input.chargerOptions).toEqual([
      { id: 'SE*HDC*E1*1', icon: 'CCS2', amount: 4, watts: 150000 },
      { id: 'SE*HDC*E1*2', icon: 'Type2', amount: 2, watts: 22000 },
    ])
    expect(rows[1]!.input.openingHours).toEqual([
      { day: 'monday', open: '08:00', close: '17:00' },
      { day: 'friday', open: '08:00', close: '16:00' },
    ])
    expect(rejected.map((r) => r.line)).toEqual([3, 6, 7, 8])
    expect(rejected[0]!.errors).toEqual(['lat: must be a number'])
    expect(rejected[2]!.errors[0]).toMatch(/already on line 5/)
    expect(rejected[3]!.errors[0]).toMatch(/^emails\.0/)
  })

  it('keeps line numbers of records after a quoted newline', () => {
    expect(csvRecords('a,b\n"x\ny",2\nz,3\n').map((r) => r.line)).toEqual([1, 2, 4])
  })

  it('reads a JSON array and reports each bad element by the line it starts on', () => {
    const good = {
      type: 'ChargingPoint',
      locationId: 'SE*HDC*E9',
      name: 'Hedin Charge Kiruna',
      city: 'Kiruna',
      address: 'Lastvägen 1',
      zip: '981 38',
      lat: 67.85,
      lng: 20.22,
      open24h: true,
      openingHours: [],
      chargerOptions: [{ id: 'SE*HDC*E9*1', amount: 2, icon: 'CCS2', watts: 150000 }],
      emails: [],
      phones: [],
      webpages: [],
    }
    const json = JSON.stringify([good, { ...good, locationId: 'SE*HDC*E10', lng: 500 }], null, 2)
    const { rows, rejected } = parseJson(json)
    expect(rows).toHaveLength(1)
    expect(rows[0]!.line).toBe(2)
    expect(rejected).toEqual([{ line: json.split('\n').indexOf('  {', 2) + 1, errors: ['lng: must be at most 180'] }])
    const lines = parseLocationFile('x.jsonl', `${JSON.stringify(good)}\n{oops\n`)
    expect(lines.rows).toHaveLength(1)
    expect(lines.rejected[0]!.line).toBe(2)
  })
})
