import { setMaxListeners } from 'node:events';
import type { Logger } from 'pino';

/** Why a render was stopped: its deadline passed, or its client went away. */
export class RenderStopped extends Error {
  constructor(readonly why: 'deadline' | 'client gone') {
    super(`server render stopped: ${why}`);
  }
}

/** One server render's hold on a slot, its deadline and its stop signal. */
export interface RenderTicket {
  readonly signal: AbortSignal;
  /** Stops the render (the client went away). */
  stop(why: RenderStopped['why']): void;
  /** Gives the slot back and ends the deadline; safe to call more than once. */
  done(): void;
}

/**
 * The server renders running at once in this process. Each holds its React passes, the data it
 * fetched and the HTML it streams until it is done, so the count bounds their memory and CPU:
 * past the limit a page goes out as the plain shell (the browser renders it) with a log line.
 * Each render gets a deadline and a signal that stops it (entry-server.tsx honours it between
 * passes and aborts React's stream; its API reads are let go).
 */
export class RenderSlots {
  private running = 0;

  constructor(private readonly logger: Logger) {}

  /** A ticket, or undefined (logged) when `limit` renders are already running. */
  take(limit: number, deadlineMs: number, path: string): RenderTicket | undefined {
    if (this.running >= limit) {
      this.logger.warn({ path, running: this.running, limit }, 'server render: every slot busy, the page goes out as the shell');
      return undefined;
    }
    this.running += 1;
    const controller = new AbortController();
    // every API read in flight and React's passes listen to it (a page reads a dozen at once)
    setMaxListeners(64, controller.signal);
    let held = true;
    const stop = (why: RenderStopped['why']) => {
      if (!held || controller.signal.aborted) return;
      this.logger.warn({ path, why, deadlineMs }, why === 'deadline' ? 'server render: past its deadline, stopped' : 'server render: the client left, stopped');
      controller.abort(new RenderStopped(why));
    };
    const timer = setTimeout(() => stop('deadline'), deadlineMs);
    return {
      signal: controller.signal,
      stop,
      done: () => {
        if (!held) return;
        held = false;
        clearTimeout(timer);
        this.running -= 1;
      },
    };
  }
}

/** `promise`, or a rejection with the signal's reason as soon as it aborts (`promise`'s own failure is then dropped). */
export function untilStopped<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) {
    promise.catch(() => undefined);
    return Promise.reject(signal.reason as Error);
  }
  return new Promise<T>((resolve, reject) => {
    const stopped = () => reject(signal.reason as Error);
    signal.addEventListener('abort', stopped, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', stopped));
  });
}
