import { describeSearchStore } from './store.contract'
import { createMemoryStore } from './memory-store'

// The reference the database stores are held to: the same suite must pass here.
describeSearchStore('memory', async () => {
  const store = createMemoryStore()
  return { open: async () => store, cleanup: async () => {} }
})
