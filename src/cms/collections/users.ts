import type { CollectionConfig } from 'payload'
import { env } from '@/lib/env'

export const Users: CollectionConfig = {
  slug: 'users',
  auth: {
    // No lockout: ten wrong passwords from anyone locked the editor out for everyone. Failed
    // logins are throttled per address and account instead (src/lib/login-throttle.ts).
    maxLoginAttempts: 0,
    // The CMS is served over TLS when its public URL is https (behind a proxy that terminates it,
    // the app itself sees plain HTTP): then the session cookie must never travel without it.
    cookies: { secure: env().serverUrl.startsWith('https:') },
  },
  admin: { useAsTitle: 'email', group: 'Admin' },
  fields: [{ name: 'name', type: 'text' }],
}
