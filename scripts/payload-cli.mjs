// Runs the Payload CLI (`node scripts/payload-cli.mjs migrate`, `... run src/seed/index.ts`),
// passing its output through as it comes, and runs it again when it ended without a word.
//
// `payload migrate` sometimes exits with status 0 having done nothing and printed nothing: 1 of 6
// runs through npx and 3 of 12 started directly with `node node_modules/payload/bin.js` on an idle
// machine; three silent runs in a row once failed a CI run. The CLI starts itself with an
// unawaited promise (`void start()`), so the process can end before its start-up settles. Every
// real run logs at least one line, so a silent run is retried; the commands used here (migrate,
// the seed) are safe to run twice.
import { spawn } from 'node:child_process'

const ATTEMPTS = 8
const args = process.argv.slice(2)

function runOnce() {
  return new Promise((resolve) => {
    const child = spawn('npx', ['payload', ...args], { stdio: ['inherit', 'pipe', 'pipe'] })
    let said = false
    const forward = (target) => (chunk) => {
      target.write(chunk)
      if (!said)
        said = String(chunk)
          .split('\n')
          .some((line) => line.trim() && !line.startsWith('npm warn'))
    }
    child.stdout.on('data', forward(process.stdout))
    child.stderr.on('data', forward(process.stderr))
    child.on('close', (status) => resolve({ status: status ?? 1, said }))
  })
}

for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
  const { status, said } = await runOnce()
  if (status !== 0) process.exit(status)
  if (said) process.exit(0)
  console.error(`payload ${args.join(' ')} ended without doing anything (attempt ${attempt} of ${ATTEMPTS})`)
}
process.exit(1)
