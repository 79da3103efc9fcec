import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

/** The one Payload instance of this process (Payload caches it too; this keeps call sites short). */
export function payload(): Promise<Payload> {
  return getPayload({ config })
}
