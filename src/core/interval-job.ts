// A background pass on a timer: never two at once, a failure logged and retried at the next
// tick, and stop() waits for the pass under way. The timer does not keep the process alive.
export interface IntervalJob {
  stop(): Promise<void>;
}

export function everyInterval(intervalMs: number, pass: () => Promise<unknown>, onError: (err: unknown) => void): IntervalJob {
  let running: Promise<unknown> | null = null;
  let stopped = false;
  const timer = setInterval(() => {
    if (running || stopped) return;
    running = pass()
      .catch((err: unknown) => {
        if (!stopped) onError(err);
      })
      .finally(() => (running = null));
  }, intervalMs);
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
