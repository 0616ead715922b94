// Group commit: the writes that arrive while earlier ones are in flight (or within a short
// pause) go to the database as one statement; each caller is answered once the statement
// holding its write has committed, so an answered write is never lost. A batch the database
// refuses is written again one by one, so that one bad write fails only its own caller.
// The click, sale and redemption writers share it, and so does one read: the buyers of
// concurrent sales (transactions/buyer-reader.ts), a statement that writes nothing.
import type { App } from "./app.js";

export interface GroupWriter<T, R> {
  /** resolves with the write's own result once its statement has committed */
  write(item: T): Promise<R>;
}

export interface GroupWriterOptions<T, R> {
  /** one statement for the batch, its results in the batch's order */
  write(batch: T[]): Promise<R[]>;
  /** the order rows go in: concurrent batches then take their locks in one order and cannot deadlock */
  order?: (a: T, b: T) => number;
  /** items per statement */
  maxBatch: number;
  /**
   * batches written at once: the next one need not wait for the one before it to commit, and
   * PostgreSQL flushes the WAL of commits that meet in one write; while all are busy, items
   * queue up into one bigger batch
   */
  maxInFlight: number;
  /** how long the first item of a batch waits for others, ms (0: none; then only what queues behind a busy writer is grouped) */
  pauseMs: number;
  /** what a write is, for the log ("click", "sale", "redemption") */
  what: string;
}

interface Pending<T, R> {
  item: T;
  done: (err: unknown, result?: R) => void;
}

export function createGroupWriter<T, R>(app: Pick<App, "logger">, o: GroupWriterOptions<T, R>): GroupWriter<T, R> {
  let queue: Pending<T, R>[] = [];
  let timer: NodeJS.Timeout | undefined;
  let inFlight = 0;

  async function oneByOne(batch: Pending<T, R>[]) {
    for (const p of batch) {
      try {
        const [result] = await o.write([p.item]);
        p.done(undefined, result);
      } catch (err) {
        app.logger.error({ err }, `${o.what} not recorded`);
        p.done(err);
      }
    }
  }

  async function insert(batch: Pending<T, R>[]) {
    inFlight++;
    try {
      if (batch.length > 1 && o.order) batch.sort((a, b) => o.order!(a.item, b.item));
      const results = await o.write(batch.map((p) => p.item));
      batch.forEach((p, i) => p.done(undefined, results[i]));
    } catch (err) {
      if (batch.length > 1) {
        app.logger.warn({ err, writes: batch.length }, `${o.what} batch failed; writing its ${o.what}s one by one`);
        await oneByOne(batch);
      } else {
        app.logger.error({ err }, `${o.what} not recorded`);
        batch[0]!.done(err);
      }
    } finally {
      inFlight--;
      // what queued while every writer was busy goes now, as one batch
      if (queue.length && !timer) flush();
    }
  }

  function flush() {
    timer = undefined;
    while (queue.length && inFlight < o.maxInFlight) {
      const batch = queue.length <= o.maxBatch ? queue : queue.slice(0, o.maxBatch);
      queue = queue.length <= o.maxBatch ? [] : queue.slice(o.maxBatch);
      void insert(batch);
    }
  }

  return {
    write(item) {
      return new Promise<R>((resolve, reject) => {
        queue.push({ item, done: (err, result) => (err ? reject(err) : resolve(result as R)) });
        if (timer || inFlight >= o.maxInFlight) return; // a flush is due already
        if (queue.length >= o.maxBatch || o.pauseMs === 0) flush();
        else timer = setTimeout(flush, o.pauseMs);
      });
    },
  };
}

/** a writer per app, made with the app's first write: `const writerOf = groupWriterPerApp(...)`, then `writerOf(app).write(item)` */
export function groupWriterPerApp<T, R>(options: (app: App) => GroupWriterOptions<T, R>): (app: App) => GroupWriter<T, R> {
  const writers = new WeakMap<App, GroupWriter<T, R>>();
  return (app) => {
    let writer = writers.get(app);
    if (!writer) writers.set(app, (writer = createGroupWriter(app, options(app))));
    return writer;
  };
}
