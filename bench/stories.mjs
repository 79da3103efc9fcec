// Runs bench/stories.ts inside `payload run` on a scratch SQLite database, migrated from the
// committed migrations, and removes it afterwards. Usage: npm run bench:stories [-- --stories 1000]
import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

const dir = mkdtempSync(path.join(tmpdir(), 'rc-bench-stories-'))
const env = { ...process.env, DATA_DIR: dir, LOG_LEVEL: 'warn' }
delete env.DATABASE_URL
try {
  for (const args of [['migrate'], ['run', 'bench/stories.ts', ...process.argv.slice(2)]]) {
    const run = spawnSync('node', ['scripts/payload-cli.mjs', ...args], {
      stdio: args[0] === 'migrate' ? 'ignore' : 'inherit',
      env,
    })
    if (run.status !== 0) process.exit(run.status ?? 1)
  }
} finally {
  rmSync(dir, { recursive: true, force: true })
}
