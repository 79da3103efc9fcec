import http from 'node:http'
import https from 'node:https'

/**
 * What every request passes, in order, at the HTTP server before Next.js or Payload see it:
 * the one place where the connection (its address, TLS) is known and an answer can be given
 * before a framework reads the request or fails on it. instrumentation.ts installs the list:
 * the forwarded scheme and security headers, then the per-address limits, then the request gate.
 */

/** `answered` when the stage sent the response itself; the request then goes no further. */
export type StageOutcome = 'continue' | 'answered'

export type RequestStage = (
  request: http.IncomingMessage,
  response: http.ServerResponse,
) => StageOutcome | Promise<StageOutcome>

const INSTALLED = Symbol.for('retail-cloud.request-stages')
let stages: readonly RequestStage[] = []

type Emit = (this: http.Server, event: string | symbol, ...args: unknown[]) => boolean

/**
 * Runs `list` on every request of every HTTP(S) server of the process. Node's servers are
 * patched once; a later call replaces the list. A stage that answers later (a counter in Redis)
 * holds the request meanwhile, its body unread; a stage that fails lets the request on, so a
 * broken limit store cannot take the site down with it.
 */
export function installRequestStages(list: readonly RequestStage[]): void {
  stages = list
  for (const proto of [http.Server.prototype, https.Server.prototype] as (http.Server & { [INSTALLED]?: true })[]) {
    if (proto[INSTALLED]) continue
    const emit = proto.emit as Emit
    proto.emit = function stagedEmit(this: http.Server, event: string | symbol, ...args: unknown[]) {
      if (event !== 'request') return emit.call(this, event, ...args)
      const [request, response] = args as [http.IncomingMessage, http.ServerResponse]
      const current = stages
      const run = (from: number): boolean => {
        for (let i = from; i < current.length; i++) {
          const outcome = current[i]!(request, response)
          if (outcome === 'answered') return true
          if (outcome !== 'continue') {
            outcome.then(
              (later) => later === 'continue' && run(i + 1),
              () => run(i + 1),
            )
            return true
          }
        }
        return emit.call(this, event, ...args)
      }
      return run(0)
    } as http.Server['emit']
    proto[INSTALLED] = true
  }
}
