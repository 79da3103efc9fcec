// Writes a migration for both databases after a schema change: npm run db:migration -- <name>
// PostgreSQL's is generated from the schema alone; a server need not be running.
import { spawnSync } from 'node:child_process'

const name = process.argv[2]
if (!name) {
  console.error('usage: npm run db:migration -- <name>')
  process.exit(2)
}
for (const url of [undefined, process.env.POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres']) {
  const env = { ...process.env }
  if (url) env.DATABASE_URL = url
  else delete env.DATABASE_URL
  const run = spawnSync('npx', ['payload', 'migrate:create', name], { stdio: 'inherit', env })
  if (run.status !== 0) process.exit(run.status ?? 1)
}
