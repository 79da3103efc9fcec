import { DUPLICATE_WINDOW_MS } from '../duplicates'
import { isDue, type LeadStore, type StoredLead } from '../outbox'

/**
 * Leads in memory with the database store's semantics (one lead per submission id and per
 * content within the duplicate window, conditional transitions), for tests of the outbox and the routes. Copies go in and out, as with a database.
 */
export function memoryLeadStore(): LeadStore & { rows: Map<string, StoredLead> } {
  const rows = new Map<string, StoredLead>()
  let next = 1
  return {
    rows,
    async insert(lead, state, now) {
      const existing = [...rows.values()].find(
        (row) =>
          row.formSubmissionId === lead.formSubmissionId ||
          (row.fingerprint === lead.fingerprint && now.getTime() - row.createdAt.getTime() < DUPLICATE_WINDOW_MS),
      )
      if (existing) return { lead: structuredClone(existing), created: false }
      const row: StoredLead = { ...structuredClone(lead), ...state, id: String(next++), createdAt: now }
      rows.set(row.id, row)
      return { lead: structuredClone(row), created: true }
    },
    async get(id) {
      const row = rows.get(id)
      return row ? structuredClone(row) : null
    },
    async bySubmissionId(formSubmissionId) {
      const row = [...rows.values()].find((lead) => lead.formSubmissionId === formSubmissionId)
      return row ? structuredClone(row) : null
    },
    async due(now, limit) {
      return [...rows.values()]
        .filter((row) => isDue(row, now))
        .sort((a, b) => a.nextAttemptAt!.getTime() - b.nextAttemptAt!.getTime())
        .slice(0, limit)
        .map((row) => structuredClone(row))
    },
    async transition(id, expected, state) {
      const row = rows.get(id)
      if (!row || !expected.statuses.includes(row.status) || row.attempts !== expected.attempts) return null
      if (expected.dueBy && (!row.nextAttemptAt || row.nextAttemptAt > expected.dueBy)) return null
      const updated = { ...row, ...structuredClone(state) }
      rows.set(id, updated)
      return structuredClone(updated)
    },
  }
}
