// Serves the production build: migrates the database first, so a new version starts on the
// schema it expects. Environment problems stop here with a message naming the variable.
import { spawnSync, spawn } from 'node:child_process'

const port = process.env.PORT ?? '3000'
const migrate = spawnSync('node', ['scripts/payload-cli.mjs', 'migrate'], {
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: 'production' },
})
if (migrate.status !== 0) process.exit(migrate.status ?? 1)

const server = spawn('npx', ['next', 'start', '-p', port], {
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: 'production' },
})
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('exit', (code) => process.exit(code ?? 0))
