import { describe, expect, it } from 'vitest'
import { exclusionMessage, flowReducer, initialFlowState, parseFlowState, selectionOf, type FlowState } from './flow'
import { offeringsFor, SERVICE_GROUPS, ADDON_GROUPS } from './catalogue'
import { lookupVehicle } from '@/modules/vehicles/register'
import type { Car } from './types'

const volvo = (lookupVehicle('ABC123') as { car: Car }).car
const place = { name: 'Göteborg', latitude: 57.7, longitude: 11.97, placeId: 'gn:1', region: 'Göteborg' }
const offerings = offeringsFor(SERVICE_GROUPS, volvo, () => [1])
const offering = (code: string) => offerings.flatMap((c) => c.offerings).find((o) => o.code === code)!

describe('the booking flow state', () => {
  it('goes 1 → 2 on a supported car, 3 after services, 4 after add-ons, 5 when booked', () => {
    let s = flowReducer(initialFlowState(), { type: 'carFound', car: volvo, location: place })
    expect([s.bookingState, s.maxBookingState, s.displayState, s.region]).toEqual([2, 4, 2, 'Göteborg'])
    s = flowReducer(s, { type: 'addService', entry: selectionOf(offering('baseservice'), 'service') })
    s = flowReducer(s, { type: 'servicesDone' })
    expect(s.bookingState).toBe(3)
    s = flowReducer(s, { type: 'addonsDone', withAddons: false })
    expect([s.bookingState, s.bookingInfo.addons]).toEqual([4, false])
    s = flowReducer(s, { type: 'show', step: 2 })
    expect([s.displayState, s.bookingState]).toEqual([2, 4])
    // Steps not yet reached cannot be shown.
    expect(flowReducer(initialFlowState(), { type: 'show', step: 3 }).displayState).toBe(1)
    s = flowReducer(s, { type: 'booked', id: '1', status: 'confirmed', total: 100, email: 'a@b.se' })
    expect(s.bookingState).toBe(5)
    expect(flowReducer(s, { type: 'reset' })).toEqual(initialFlowState())
  })

  it('keeps the state when step 1 is sent again unchanged; a new plate starts over', () => {
    let s = flowReducer(initialFlowState(), { type: 'carFound', car: volvo, location: place })
    s = flowReducer(s, { type: 'addService', entry: selectionOf(offering('wheelchange'), 'service') })
    s = flowReducer(s, { type: 'servicesDone' })
    s = flowReducer(s, { type: 'show', step: 1 })
    const again = flowReducer(s, { type: 'carFound', car: volvo, location: place })
    expect(again.services).toEqual(s.services)
    expect(again.displayState).toBe(3)
    const other = flowReducer(s, { type: 'carFound', car: { ...volvo, registrationNumber: 'DEF456' }, location: place })
    expect(other.services).toEqual({})
  })

  it('adds a code only if absent, updates only if present, and clears sites and time when services change', () => {
    let s: FlowState = { ...initialFlowState(), sites: [{ departmentId: 'D1' } as never], cursor: 'D1' }
    s = {
      ...s,
      bookingInfo: { addons: null, location: { departmentId: 'D1', siteName: 'x', timeSlot: 't', isFullDay: false } },
    }
    const entry = selectionOf(offering('wiperblades'), 'service')
    s = flowReducer(s, { type: 'addService', entry })
    expect(s.sites).toEqual([])
    expect(s.cursor).toBeNull()
    expect(s.bookingInfo.location).toBeNull()
    expect(s.services.wiperblades!.unit).toBe(1)
    expect(flowReducer(s, { type: 'addService', entry: { ...entry, price: 1 } })).toBe(s)
    expect(flowReducer(s, { type: 'updateService', code: 'nope', changes: { unit: 2 } })).toBe(s)
    expect(
      flowReducer(s, { type: 'updateService', code: 'wiperblades', changes: { unit: 3 } }).services.wiperblades!.unit,
    ).toBe(3)
  })

  it('makes base and original service exclude each other', () => {
    const base = { baseservice: selectionOf(offering('baseservice'), 'service') }
    expect(exclusionMessage('originalservice', base)).toBe('Basservice är redan valt')
    const original = { originalservice: selectionOf(offering('originalservice'), 'service') }
    expect(exclusionMessage('baseservice', original)).toBe('Originalservice är redan valt')
    expect(exclusionMessage('wheelchange', original)).toBeNull()
  })

  it('lets a single-choice add-on group hold one, and the chosen one again clears it', () => {
    const addons = offeringsFor(ADDON_GROUPS, volvo, () => [1])
    const wash = addons.find((c) => c.selectionType === 'single')!
    const group = wash.offerings.map((o) => o.code)
    let s = flowReducer(initialFlowState(), {
      type: 'chooseSingle',
      entry: selectionOf(wash.offerings[0]!, 'addon'),
      group,
    })
    s = flowReducer(s, { type: 'chooseSingle', entry: selectionOf(wash.offerings[1]!, 'addon'), group })
    expect(Object.keys(s.services)).toEqual([wash.offerings[1]!.code])
    s = flowReducer(s, { type: 'chooseSingle', entry: selectionOf(wash.offerings[1]!, 'addon'), group })
    expect(s.services).toEqual({})
  })

  it('reads a stored state of its own version only', () => {
    expect(parseFlowState('{"version":"1.0","bookingState":3}')).toEqual(initialFlowState())
    expect(parseFlowState('nonsense')).toEqual(initialFlowState())
    const stored = { ...initialFlowState(), bookingState: 3 }
    expect(parseFlowState(JSON.stringify(stored)).bookingState).toBe(3)
  })
})
