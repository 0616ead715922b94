// One full garbage collection after a quiet spell. V8 collects when something allocates, and an
// idle server allocates next to nothing: what start-up (building the schema, loading Prisma) or
// the last burst of requests left behind stays resident, the young generation's 32 MB included,
// until the next request. Collected once the server has been quiet for IDLE_GC_MS, it is about
// 30-40 MB of an idle server's resident memory (BENCHMARKS.md). Once per quiet spell: only a
// request makes the next spell collect again, so a server under load never pays for it.
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";

let collect: (() => void) | undefined;

/** V8's full collection, reached without starting node with --expose-gc (and not left exposed to later contexts) */
function fullGc(): () => void {
  if (!collect) {
    setFlagsFromString("--expose-gc");
    collect = runInNewContext("gc") as () => void;
    setFlagsFromString("--no-expose-gc");
  }
  return collect;
}

export interface IdleGc {
  /** a request: the spell is not quiet */
  active(): void;
  close(): void;
}

/** quietMs 0: never */
export function idleGc(quietMs: number): IdleGc {
  if (quietMs <= 0) return { active() {}, close() {} };
  // start-up counts as activity; a spell is quiet when a whole interval saw no request
  let busy = true;
  let collected = false;
  const timer = setInterval(() => {
    if (busy) {
      busy = false;
      return;
    }
    if (collected) return;
    collected = true;
    fullGc()();
  }, quietMs);
  timer.unref();
  return {
    active() {
      busy = true;
      collected = false;
    },
    close: () => clearInterval(timer),
  };
}
