// The live events of the key's program, as the dispatcher publishes them from the outbox
// (through Redis when REDIS_URL is set, so a change made on another instance arrives too),
// optionally only some of them. Every subscription field reads its events through here.
//
// A stream is a Repeater, never an async generator over the pubsub: a generator waiting for
// its next message cannot be ended until that message comes (return() queues behind the
// await), so a client that left a quiet stream kept its listener for good. A Repeater's
// return() stops it at once, and the stop releases the pubsub listener with it.
import { Repeater } from "graphql-yoga";
import type { ServiceContext } from "../core/context.js";
import { programTopic, type PublishedEvent } from "./bus.js";

const ENDED = { done: true, value: undefined } as const;

/**
 * Each item of the source through `step` (undefined: skipped; it may read the database), as a
 * stream whose end (the client leaving, a revoked session) ends the source's iterator at once.
 * `replay`: what to give before the live items; the source listens before it is read, so an
 * item published meanwhile is in both (`step` can skip it). Nothing listens until the first read.
 */
export function liveStream<T, U>(
  source: AsyncIterable<T>,
  step: (item: T) => U | undefined | Promise<U | undefined>,
  opts: { replay?: () => AsyncIterable<U> } = {},
): AsyncIterableIterator<U> {
  return new Repeater<U>(async (push, stop) => {
    const iterator = source[Symbol.asyncIterator]();
    let read = iterator.next();
    let ended = false;
    const stopped = stop.then(() => {
      ended = true;
      return ENDED;
    });
    // the consumer left: the source's listener goes now, not at its next message
    void stopped.then(() => iterator.return?.()).catch(() => undefined);
    if (opts.replay) {
      for await (const item of opts.replay()) {
        if (ended) return;
        await push(item);
      }
    }
    for (;;) {
      const next = await Promise.race([read, stopped]);
      if (next.done || ended) break;
      const out = await step(next.value);
      if (out !== undefined && !ended) await push(out);
      read = iterator.next();
    }
    stop();
  });
}

/** `wanted` chooses by event type; `matches`, when given, by the event itself (e.g. one coupon's) */
export function programEvents(
  ctx: Pick<ServiceContext, "app" | "program">,
  wanted?: (type: string) => boolean,
  matches?: (event: PublishedEvent) => boolean,
): AsyncIterable<PublishedEvent> {
  const source = ctx.app.events.pubsub.subscribe(programTopic(ctx.program.id));
  if (!wanted && !matches) return source;
  return liveStream(source, (e) => ((!wanted || wanted(e.type)) && (!matches || matches(e)) ? e : undefined));
}
