// Runs tests/load/lead-outbox-worker.ts as a child process and reads the JSON progress lines it
// prints; the fault test and bench/lead-drain.mjs both drive the outbox through it.
import { spawn } from 'node:child_process'

/**
 * Starts the worker with `args` and `env`; `onLine` sees each progress line. `ended` settles
 * with the exit code, the signal and the last progress line.
 */
export function startOutboxWorker(args, env, onLine) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/load/lead-outbox-worker.ts', ...args], {
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  let last
  let buffered = ''
  child.stdout.on('data', (chunk) => {
    buffered += chunk
    const lines = buffered.split('\n')
    buffered = lines.pop()
    for (const line of lines) {
      try {
        last = JSON.parse(line)
        onLine?.(last)
      } catch {
        process.stdout.write(`${line}\n`)
      }
    }
  })
  const ended = new Promise((resolve) => child.on('exit', (code, signal) => resolve({ code, signal, last })))
  return { child, ended }
}
