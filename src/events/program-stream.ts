// The live events of the key's program, as the dispatcher publishes them from the outbox
// (through Redis when REDIS_URL is set, so a change made on another instance arrives too),
// optionally only some of them. Every subscription field reads its events through here.
import type { ServiceContext } from "../core/context.js";
import { programTopic, type PublishedEvent } from "./bus.js";

/** `wanted` chooses by event type; `matches`, when given, by the event itself (e.g. one coupon's) */
export function programEvents(
  ctx: Pick<ServiceContext, "app" | "program">,
  wanted?: (type: string) => boolean,
  matches?: (event: PublishedEvent) => boolean,
): AsyncIterable<PublishedEvent> {
  const source = ctx.app.events.pubsub.subscribe(programTopic(ctx.program.id));
  if (!wanted && !matches) return source;
  return (async function* () {
    for await (const e of source) if ((!wanted || wanted(e.type)) && (!matches || matches(e))) yield e;
  })();
}
