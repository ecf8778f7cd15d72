import { errorForLog } from '~/lib/log'

/**
 * What the server finishes before it exits. server/serve.ts calls `shutdown()` (exported by
 * the server entry, app/server.ts) on SIGTERM/SIGINT once in-flight requests are done.
 * Steps run by phase: every `drain` step (work already started, e.g. confirmation mails)
 * before every `close` step (stores), so nothing is cut off whatever the import order.
 */
type Phase = 'drain' | 'close'
const steps: Record<Phase, (() => Promise<void> | void)[]> = { drain: [], close: [] }

export function onShutdown(phase: Phase, step: () => Promise<void> | void): void {
  steps[phase].push(step)
}

export async function shutdown(): Promise<void> {
  for (const phase of ['drain', 'close'] as const) {
    await Promise.all(
      steps[phase].map(async (step) => {
        try {
          await step()
        } catch (error) {
          console.error(`Shutdown (${phase}) failed:`, errorForLog(error))
        }
      }),
    )
  }
}
