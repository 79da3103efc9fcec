import type { CollectionSlug, Payload, Where } from 'payload'
import type { Deliverable, DeliveryState, DeliveryStore } from '@/modules/forms/outbox'

/**
 * The delivery side of an outbox kept in a Payload collection (leads, kit quotes): read one row,
 * the rows that are due, and the one conditional write. The claim is a single UPDATE … WHERE on
 * status and attempt count, so of two instances one wins it.
 */

/** Row ids are numbers in both databases; the outboxes pass them around as strings. */
export const rowId = (id: string): number | string => (/^\d+$/.test(id) ? Number(id) : id)

export type PayloadDeliveryStore<T extends Deliverable> = DeliveryStore<T> & {
  /** The first row matching `where`, or null. */
  find(where: Where): Promise<T | null>
}

export function payloadDeliveryStore<T extends Deliverable>(options: {
  getPayload: () => Promise<Payload>
  collection: CollectionSlug
  fromDoc: (doc: unknown) => T
  stateData: (state: DeliveryState) => Record<string, unknown>
}): PayloadDeliveryStore<T> {
  const { getPayload, collection, fromDoc, stateData } = options
  const find = async (where: Where) => {
    const result = await (
      await getPayload()
    ).find({ collection, where, limit: 1, depth: 0, pagination: false, overrideAccess: true })
    const doc = result.docs[0]
    return doc ? fromDoc(doc) : null
  }
  return {
    find,
    get(id) {
      return find({ id: { equals: rowId(id) } })
    },
    async due(now, limit) {
      const result = await (
        await getPayload()
      ).find({
        collection,
        where: { status: { in: ['pending', 'delivering'] }, nextAttemptAt: { less_than_equal: now.toISOString() } },
        sort: 'nextAttemptAt',
        limit,
        depth: 0,
        pagination: false,
        overrideAccess: true,
      })
      return result.docs.map(fromDoc)
    },
    async transition(id, expected, next) {
      const conditions: Where[] = [
        { id: { equals: rowId(id) } },
        { status: { in: [...expected.statuses] } },
        { attempts: { equals: expected.attempts } },
      ]
      if (expected.dueBy) conditions.push({ nextAttemptAt: { less_than_equal: expected.dueBy.toISOString() } })
      const doc: unknown = await (
        await getPayload()
      ).db.updateOne({
        collection,
        where: { and: conditions },
        data: stateData(next),
        // Payload's conditional write: one UPDATE with the where clause, null when no row matched.
        options: { atomic: true },
      })
      return doc ? fromDoc(doc) : null
    },
  }
}
