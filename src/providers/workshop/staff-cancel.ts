import type { Payload, PayloadRequest } from 'payload'
import { enqueueMessage } from './outbox'
import { findBooking, releaseSeats, rowId } from './store'

/** The admin's cancel: the slot is freed and the customer gets the cancellation. */
export async function afterStaffCancel(payload: Payload, id: string, req?: Partial<PayloadRequest>): Promise<void> {
  await releaseSeats(payload, id, req)
  const booking = await findBooking(payload, { id: { equals: rowId(id) } }, req)
  if (booking) await enqueueMessage(payload, { kind: 'cancellation', booking, req })
}
