import type { Field, FieldAccess } from 'payload'
import { describe, expect, it } from 'vitest'
import { Sites } from '../collections/sites'
import { secretField, staffOnly } from './secret'

type AccessArgs = Parameters<FieldAccess>[0]
const as = (user: unknown) => staffOnly({ req: { user } } as AccessArgs)

function fieldAt(fields: Field[], path: string[]): Field | undefined {
  const [name, ...rest] = path
  const field = fields.find((f) => 'name' in f && f.name === name)
  if (!rest.length || !field) return field
  return 'fields' in field ? fieldAt(field.fields, rest) : undefined
}

describe('secret fields', () => {
  it('are read by signed-in CMS users only', () => {
    expect(as(undefined)).toBe(false)
    expect(as(null)).toBe(false)
    expect(as({ id: 1, collection: 'customers' })).toBe(false)
    expect(as({ id: 1, collection: 'users' })).toBe(true)
    expect(secretField('token', { label: 'Token', description: 'x' }).access?.read).toBe(staffOnly)
  })

  it("keep both of a site's map keys from anonymous readers", () => {
    const serverKey = fieldAt(Sites.fields, ['map', 'apiKey'])
    const browserKey = fieldAt(Sites.fields, ['map', 'browserApiKey'])
    expect(serverKey && 'access' in serverKey ? serverKey.access?.read : undefined).toBe(staffOnly)
    expect(browserKey && 'access' in browserKey ? browserKey.access?.read : undefined).toBe(staffOnly)
    expect(JSON.stringify(browserKey?.admin)).toMatch(/referrer/i)
  })
})
