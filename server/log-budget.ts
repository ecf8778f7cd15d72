// What the server writes to standard error has a byte budget (docs/security.md, "Logs").
// Our own lines that a client can cause are short and rate-limited at their call sites
// (rateLimitedWarning, app/lib/log.ts), but not every line is ours: TanStack Start logs
// the whole stack of an error it did not expect, for example a server-function payload
// its decoder rejects — about 1 KB per request, and any client can send such requests in
// a loop. So the console's error stream is metered as a whole: a burst of errors is
// logged up to the budget, then counted until the next minute.
import { Console } from 'node:console'
import { Writable } from 'node:stream'

/** Error output a minute: a few dozen stack traces; a flood of them adds at most this. */
const ERROR_LOG_BYTES_PER_MINUTE = 16 * 1024

/** The longest piece written at once (a stack trace fits). */
const MAX_PIECE = 4096

/**
 * A byte budget for a log stream: at most `bytesPerMinute` of `write` a minute (plus the
 * piece that crosses it), each piece cut to MAX_PIECE characters. Over the budget, pieces
 * are left out and counted; the next piece written says how many bytes were.
 */
export function logBudget(bytesPerMinute: number, write: (text: string) => void, now: () => number = Date.now): (text: string) => void {
  let windowStart = -Infinity
  let used = 0
  let leftOut = 0
  return (text) => {
    const t = now()
    if (t - windowStart >= 60_000) {
      windowStart = t
      used = 0
    }
    if (used >= bytesPerMinute) {
      leftOut += Buffer.byteLength(text)
      return
    }
    const piece = text.length > MAX_PIECE ? `${text.slice(0, MAX_PIECE)}… (cut)\n` : text
    const note = leftOut ? `(${leftOut} bytes of error output left out: over ${bytesPerMinute} bytes a minute)\n` : ''
    leftOut = 0
    used += Buffer.byteLength(note + piece)
    write(note + piece)
  }
}

/** From now on, console.error/console.warn (this process's and the app's) write within the budget. */
export function meterErrorOutput(bytesPerMinute = ERROR_LOG_BYTES_PER_MINUTE): void {
  const write = logBudget(bytesPerMinute, (text) => process.stderr.write(text))
  const stderr = new Writable({
    decodeStrings: false,
    write(chunk: string | Buffer, _encoding, done) {
      write(chunk.toString())
      done()
    },
  })
  globalThis.console = new Console({ stdout: process.stdout, stderr })
}
