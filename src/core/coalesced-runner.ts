// One background pass at a time, however often it is asked for: a wake while a pass runs
// makes that pass go round once more instead of starting a second one. The outbox dispatcher
// and the webhook delivery worker both drain this way.

export interface CoalescedRunner {
  /** runs a pass now, or once more after the current one */
  wake(): void;
  /** resolves when no pass is running (passes asked for meanwhile included) */
  idle(): Promise<void>;
  /** no pass starts after this; resolves when the current one ends */
  close(): Promise<void>;
  readonly closed: boolean;
}

/** `pass` does one round of work; it should catch and log its own errors */
export function coalescedRunner(pass: () => Promise<void>): CoalescedRunner {
  let running: Promise<void> | null = null;
  let again = false;
  let closed = false;
  async function drain() {
    do {
      again = false;
      await pass();
    } while (again && !closed);
  }
  return {
    wake() {
      if (closed) return;
      if (running) {
        again = true;
        return;
      }
      running = drain().finally(() => (running = null));
    },
    async idle() {
      while (running) await running;
    },
    async close() {
      closed = true;
      if (running) await running;
    },
    get closed() {
      return closed;
    },
  };
}
