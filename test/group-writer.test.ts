// Group commit (src/core/group-writer.ts), which the click and sale writers share: a write
// alone goes at once; writes arriving while the writers are busy go together, in the writer's
// order, each answered with its own result; a batch the database refuses is written again one
// by one, so only the write it refuses fails.
// @database-independent: runs in the PostgreSQL pass only (no database is touched)
import { describe, expect, it } from "vitest";
import pino from "pino";
import { createGroupWriter } from "../src/core/group-writer.js";

const logger = pino({ level: "silent" });

/** a writer whose statements wait until released, recording each batch */
function held(refuse?: (n: number) => boolean) {
  const batches: number[][] = [];
  const releases: (() => void)[] = [];
  const writer = createGroupWriter<number, string>({ logger } as never, {
    write: async (batch) => {
      batches.push(batch);
      await new Promise<void>((r) => releases.push(r));
      if (refuse && batch.some(refuse)) throw new Error("refused");
      return batch.map((n) => `wrote ${n}`);
    },
    order: (a, b) => a - b,
    maxBatch: 4,
    maxInFlight: 2,
    pauseMs: 0,
    what: "number",
  });
  /** lets every statement in flight finish, until none is left */
  const drain = async () => {
    while (releases.length) {
      releases.shift()!();
      await new Promise((r) => setTimeout(r, 0));
    }
  };
  return { writer, batches, drain };
}

describe("group writer", () => {
  it("writes a lone write at once, and groups what arrives while the writers are busy, in order and at most maxBatch a statement", async () => {
    const { writer, batches, drain } = held();
    const lone = writer.write(1);
    expect(batches).toEqual([[1]]);
    const rest = [9, 3, 7, 5, 8, 2].map((n) => writer.write(n));
    // the second writer takes the next at once; the rest wait for one to finish
    expect(batches).toEqual([[1], [9]]);
    await drain();
    expect(await Promise.all([lone, ...rest])).toEqual(["wrote 1", "wrote 9", "wrote 3", "wrote 7", "wrote 5", "wrote 8", "wrote 2"]);
    // the next batch: the first maxBatch that queued, in the writer's order
    expect(batches).toEqual([[1], [9], [3, 5, 7, 8], [2]]);
  });

  it("writes a refused batch again one by one: only the refused write fails", async () => {
    const { writer, batches, drain } = held((n) => n === 13);
    const first = [writer.write(1), writer.write(2)];
    const grouped = [4, 13, 6].map((n) => writer.write(n).then((r) => r, (err: Error) => err.message));
    await drain();
    await Promise.all(first);
    expect(await Promise.all(grouped)).toEqual(["wrote 4", "refused", "wrote 6"]);
    expect(batches).toEqual([[1], [2], [4, 6, 13], [4], [6], [13]]);
  });
});
