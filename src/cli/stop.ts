/**
 * Stopping a command: Ctrl+C (SIGINT), SIGTERM and a terminal that is closed
 * (SIGHUP) stop a command cleanly before its commit: nothing of it is saved,
 * and it says so. Once its commit has started, the commit is finished (a
 * rename half-way would leave a half-new workbook for the next command to
 * complete). A command's work between its awaits is synchronous, so a signal
 * is seen at the next turn of the event loop: the check before the commit
 * first lets every pending signal in (yieldToSignals). A second signal before
 * the commit stops the command at once (its staged files are a journal's
 * `staging`, undone by the next command).
 */
const STOP_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;
export type StopSignal = (typeof STOP_SIGNALS)[number];

/** The exit code of a command stopped by a signal (128 + its number, as shells report it). */
export const STOP_EXIT: Record<StopSignal, number> = { SIGHUP: 129, SIGINT: 130, SIGTERM: 143 };

/** A stop asked for before the commit: nothing was saved. */
export class StopRequested extends Error {
  constructor(readonly signal: StopSignal) {
    super(signal);
    this.name = 'StopRequested';
  }
}

export interface Stops {
  /** Lets pending signals in, then throws StopRequested if one came; after it passes, the commit is on its way. */
  beforeCommit(): Promise<void>;
  /** A signal that came after the commit started (the command finished its save). */
  readonly late: StopSignal | undefined;
  dispose(): void;
}

/** Lets the event loop take pending signals (they are handled between its phases, not inside synchronous work). */
export function yieldToSignals(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

/** Watches the stop signals for one command. */
export function watchStops(): Stops {
  let signal: StopSignal | undefined;
  let committing = false;
  const handlers = STOP_SIGNALS.map((sig) => {
    const handler = () => {
      if (signal !== undefined && !committing) process.exit(STOP_EXIT[signal]);
      signal ??= sig;
    };
    process.on(sig, handler);
    return [sig, handler] as const;
  });
  return {
    async beforeCommit() {
      await yieldToSignals();
      if (signal !== undefined) throw new StopRequested(signal);
      committing = true;
    },
    get late() {
      return committing ? signal : undefined;
    },
    dispose() {
      for (const [sig, handler] of handlers) process.off(sig, handler);
    },
  };
}
